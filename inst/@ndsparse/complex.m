## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{T} =} complex (@var{R})
## @deftypefnx {ndsparse} {@var{T} =} complex (@var{R}, @var{I})
## The tensor @code{@var{R} + @var{I}*1i} of real parts @var{R} and imaginary parts
## @var{I}: ndsparse tensors of one size, or one of them a real scalar 0 (the other
## part zero).  Its entries are the union of theirs; one with a single part is
## (complex) single.  With one argument, the tensor @var{R} as a complex one (logical
## values become complex double).
##
## As the result of Octave's @code{complex}, @var{T} is complex even when every
## imaginary part is zero: @code{iscomplex (complex (R, 0))} is true.  What is made
## from it narrows to real as Octave's arrays do: @code{T + 0}, @code{T(1, :)},
## @code{full (T)} and an assignment @code{T(1) = 5} are real when their imaginary
## parts are all zero (Octave's @code{complex (1, 0) + 0} is real).
##
## @example
## @group
## R = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
## I = ndsparse ([2 2; 1 2], [3; 4], [2 2]);
## full (complex (R, I))      # [1, 4i; 0, 2+3i]
## iscomplex (complex (R))    # true
## @end group
## @end example
## @seealso{real, imag, iscomplex}
## @end deftypefn

function T = complex (R, I)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  if (nargin == 2)
    if (isnumeric (R) && isscalar (R) && R == 0 && isa (I, "ndsparse"))
      R = empty_like (I);
    elseif (isnumeric (I) && isscalar (I) && I == 0 && isa (R, "ndsparse"))
      I = empty_like (R);
    endif
    if (! (isa (R, "ndsparse") && isa (I, "ndsparse"))
        || __nds_stored_complex__ (R) || __nds_stored_complex__ (I)
        || islogical (R) || islogical (I))
      error ("ndsparse:class",
             "complex: R and I must be real double or single ndsparse tensors (or one a scalar 0)");
    endif
    if (! isequal (size (R), size (I)))
      error ("ndsparse:size", "complex: R is %s but I is %s",
             nds_size_str (size (R)), nds_size_str (size (I)));
    endif
    R = nds_complex (R, I);
  endif
  [s, v, shape] = nds_entries (R);    # (a whole tensor's own storage: no copy)
  T = __nds_new__ (s, v, shape, true);    # kept complex, zero imaginary parts or not
endfunction

## an empty tensor of T's view shape, its trailing size-1 dims included, which
## nds_complex's merge of the two parts' entries needs to agree
function Z = empty_like (T)
  shape = __nds_viewparts__ (T);
  Z = ndsparse (zeros (0, numel (shape)), [], shape);
endfunction

%!test
%! R = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
%! I = ndsparse ([2 2; 1 2], [3; 4], [2 2]);
%! T = complex (R, I);
%! assert (full (T), complex (full (R), full (I)));
%! assert (iscomplex (T));
%! assert (full (complex (R, 0)), full (R));
%! assert (full (complex (0, I)), 1i * full (I));
%!test
%! ## complex (R, 0) stays complex, as Octave's complex (full (R), 0) does (it was
%! ## narrowed to real before: that contradicted Octave)
%! R = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
%! assert (iscomplex (complex (R, 0)), iscomplex (complex (full (R), 0)));
%! assert (iscomplex (complex (R, 0)));
%! assert (! isreal (complex (R, 0)));
%! assert (iscomplex (complex (0, R)));
%!test
%! ## random, seeded: the union of two patterns
%! for k = 1:5
%!   R = ndsprand ([4 5 3], 0.3, k);  I = ndsprand ([4 5 3], 0.3, 100 + k);
%!   assert (isequal (full (complex (R, I)), complex (full (R), full (I))), true, sprintf ("k = %d", k));
%! endfor
%!error id=ndsparse:size complex (ndsparse ([1 1], 1, [2 2]), ndsparse ([1 1], 1, [2 3]))
%!error id=ndsparse:class complex (ndsparse ([1 1], 1, [2 2]), ones (2))
%!error id=ndsparse:class complex (ndsparse ([1 1], 1i, [2 2]), ndsparse ([1 1], 1, [2 2]))
%!error <called with too many inputs> complex (ndsparse ([1 1], 1, [2 2]), 0, 0)
%!test
%! ## a single part: complex single, as Octave's complex (single (1), 2)
%! Z = complex (ndsparse ([1 1], single (1), [2 2]), ndsparse ([1 1], 2, [2 2]));
%! assert (full (Z), single ([1+2i 0; 0 0]));
%! assert (isa (Z, "single") && iscomplex (Z));
%!test
%! ## complex (T): T as complex, kept so, of every value class, against complex (full (T))
%! for v = {[2; 3], single([2; 3]), [2; 3i], single([2; 3i]), [true; true]}
%!   T = ndsparse ([1 1 1; 2 3 2], v{1}, [2 3 2]);
%!   Z = complex (T);
%!   z = complex (full (T));
%!   assert (iscomplex (Z), iscomplex (z));
%!   assert (full (Z), full (z));        # (full narrows: compared as values)
%!   assert (class (full (Z)), class (full (z)));
%!   assert (isa (Z, "single"), isa (z, "single"));
%! endfor
%!test
%! ## what is made from a kept complex tensor narrows, as from Octave's complex (x, 0)
%! R = ndsparse ([1 1 1; 2 3 2; 2 1 1], [1; 2; 4], [2 3 2]);
%! Z = complex (R, 0);   z = complex (full (R), 0);
%! assert (iscomplex (Z + 0), iscomplex (z + 0));
%! assert (iscomplex (-Z), iscomplex (-z));
%! assert (iscomplex (Z .* 2), iscomplex (z .* 2));
%! assert (iscomplex (Z(1, :, :)), iscomplex (z(1, :, :)));
%! assert (iscomplex (Z(:, :, :)), iscomplex (z(:, :, :)));
%! assert (iscomplex (full (Z)), iscomplex (full (z)));
%! assert (iscomplex (permute (Z, [2 1 3])), iscomplex (permute (z, [2 1 3])));
%! Y = Z;   y = z;                       # a copy is the same value: still complex
%! assert (iscomplex (Y), iscomplex (y));
%! Y(1, 1, 1) = 5;   y(1, 1, 1) = 5;      # an assignment narrows
%! assert (iscomplex (Y), iscomplex (y));
%! assert (full (Y), y);
%! assert (iscomplex (Z), true);         # (the copy's assignment left Z as it was)
%!test
%! ## empty and size-1 dims: complex all the same, as complex (zeros (0, 3))
%! E = complex (ndsparse (zeros (0, 2), [], [0 3]));
%! assert (iscomplex (E), iscomplex (complex (zeros (0, 3))));
%! assert (size (E), [0 3]);
%! S = complex (ndsparse ([1 1 1], 7, [1 1 1]), 0);
%! assert (iscomplex (S) && full (S) == 7);
%!test
%! ## a view of a complex tensor, made complex: its visible values, kept complex
%! T = ndsparse ([1 1 1; 2 2 2], [1; 2i], [2 2 2]);
%! V = T(1, :, :);
%! assert (! iscomplex (V));
%! assert (iscomplex (complex (V)));
%! assert (full (complex (V)), full (complex (full (T)(1, :, :))));
%!test
%! ## display: a kept complex tensor shows complex values, as Octave shows complex (1, 0)
%! s = disp (complex (ndsparse ([1 1], 2, [2 2])));
%! assert (! isempty (strfind (s, "complex")));
%! assert (! isempty (strfind (s, "2+0i")));
%! assert (isempty (strfind (disp (complex (ndsparse ([1 1], 2, [2 2])) + 0), "complex")));
