## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} iscomplex (@var{T})
## True when the tensor @var{T} is complex as Octave's arrays are: when some value
## it shows has a nonzero imaginary part, or it was made by @code{complex} (complex
## even with zero imaginary parts, as @code{complex (1)} is).  As for Octave's
## arrays, a result or a view whose imaginary parts are all zero is real:
## @code{T(1, :, :)} of a complex @var{T} is real when the values it shows are,
## as @code{full (T)(1, :, :)} is.  O(1) for a real tensor; for a complex one a scan
## of the values its view shows, up to the first nonzero imaginary part.
##
## @example
## iscomplex (ndsparse ([1 1; 2 2], [1; 2i]))    # true
## iscomplex (ndsparse ([1 1; 2 2], [1; 2i])(1, :))   # false: it shows 1 only
## iscomplex (real (ndsparse ([1 1], 1+2i)))     # false
## @end example
## @seealso{isreal, real, imag, complex}
## @end deftypefn
function tf = iscomplex (T)
  if (nargin != 1)
    print_usage ();
  endif
  tf = __nds_iscomplex__ (T);
endfunction

%!assert (iscomplex (ndsparse ([1 1; 2 2], [1; 2i])))
%!assert (! iscomplex (ndsparse ([1 1; 2 2], [1; 2])))
%!assert (! iscomplex (ndsparse ([1 1; 2 2], [1; 2] + 0i)))
%!assert (! iscomplex (ndsparse ([1 1; 2 2], [true; true])))
%!assert (iscomplex (ndsparse ([1i 0; 0 2]) (:, 1)))
%!assert (! iscomplex (ndsparse ([1i 0; 0 2]) (:, 2)))
%!test
%! ## a view is complex when a value it shows is, as full (T)'s index narrows
%! T = ndsparse ([1 1 1; 2 2 2], [1; 2i], [2 2 2]);
%! t = full (T);
%! assert (iscomplex (T(1, :, :)), iscomplex (t(1, :, :)));
%! assert (isreal (T(1, :, :)), isreal (t(1, :, :)));
%! assert (class (full (T(1, :, :))), class (t(1, :, :)));
%! assert (iscomplex (T(2, :, :)), iscomplex (t(2, :, :)));
%! assert (iscomplex (T(:, :, 2)), iscomplex (t(:, :, 2)));
%! assert (iscomplex (T(1:0, :, :)), iscomplex (t(1:0, :, :)));
%! assert (iscomplex (permute (T, [3 1 2])), true);
%! ## display: the kind and the values as full (V)'s
%! assert (isempty (strfind (disp (T(1, :, :)), "complex")));
%! assert (! isempty (strfind (disp (T(2, :, :)), "complex")));
%! assert (! isempty (strfind (disp (T), "complex")));
%!test
%! ## random, seeded: views of views of complex double and single tensors, against
%! ## the same index of full (T); imaginary parts sparser than real ones, so that
%! ## many views show real values only
%! for k = 1:40
%!   rand ("seed", k);
%!   Z = ndsprand ([4 5 3], 0.4, k) + 1i * ndsprand ([4 5 3], 0.04, 100 + k);
%!   if (mod (k, 2))
%!     Z = single (Z);
%!   endif
%!   z = full (Z);
%!   V = Z;   v = z;
%!   for depth = 1:3
%!     idx = cell (1, ndims (v));
%!     for d = 1:ndims (v)
%!       a = randi (size (v, d) + 1);
%!       idx{d} = a:randi ([a-1, size(v, d)]);    # (may be empty)
%!     endfor
%!     if (isempty (V))
%!       break;
%!     endif
%!     V = V(idx{:});   v = v(idx{:});
%!     assert (iscomplex (V) == iscomplex (v) && isreal (V) == isreal (v)
%!             && strcmp (class (full (V)), class (v)) && isequal (full (V), v),
%!             "k = %d, depth = %d", k, depth);
%!   endfor
%! endfor
%!error <Invalid call> iscomplex ()
%!test
%! ## permuted views and fixed points (scalar subscripts), seeded, against full (T)
%! for k = 1:30
%!   rand ("seed", k);
%!   Z = ndsprand ([3 4 2 3], 0.5, k) + 1i * ndsprand ([3 4 2 3], 0.05, 50 + k);
%!   if (mod (k, 2))
%!     Z = single (Z);
%!   endif
%!   p = randperm (4);
%!   P = permute (Z, p);   q = permute (full (Z), p);
%!   i = randi (size (q, 1));   j = randi (size (q, 3));
%!   assert (iscomplex (P(i, :, j, :)) == iscomplex (q(i, :, j, :))
%!           && iscomplex (P(:, :, j, :)) == iscomplex (q(:, :, j, :))
%!           && iscomplex (P(i, :, :, :)) == iscomplex (q(i, :, :, :)), "k = %d", k);
%! endfor
