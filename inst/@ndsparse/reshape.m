## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} reshape (@var{T}, @var{sz})
## @deftypefnx {ndsparse} {@var{R} =} reshape (@var{T}, @var{m}, @var{n}, @dots{})
## The tensor with the same elements in column-major order and size @var{sz}
## (one size may be given as @code{[]} and is then computed).  The stored order
## is column-major, so the entries keep their order: no sort, one pass over the
## coordinates in C.
##
## @example
## @group
## T = ndsparse ([1 2 3; 2 1 1], [5; 6], [2 3 4]);
## size (reshape (T, 6, []))     # [6 4]
## @end group
## @end example
## @seealso{permute, size}
## @end deftypefn

function R = reshape (T, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (nargin == 2 && isnumeric (varargin{1}) && isrow (varargin{1})
      && isequal (double (varargin{1}), __nds_viewparts__ (T)))
    R = __nds_plain__ (T);   # its own shape, trailing ones included: no pass over the
                             # entries (a new value: complex (R, 0) narrows, as Octave's)
    return;
  endif
  [s, v, shape] = nds_entries (T);
  if (nargin == 2)
    sz = varargin{1};
    if (! isnumeric (sz) || ! isvector (sz) || numel (sz) < 2)
      error ("ndsparse:size", "reshape: SZ must be a vector of at least 2 sizes");
    endif
    sz = num2cell (sz);
  else
    sz = varargin;
  endif
  free = cellfun (@isempty, sz);
  if (sum (free) > 1 || ! all (cellfun (@(x) isempty (x) || (isnumeric (x) && isscalar (x)
                                               && x >= 0 && x == fix (x)), sz)))
    error ("ndsparse:size",
           "reshape: sizes must be non-negative integers, at most one of them []");
  endif
  sz(free) = {1};
  sz = double ([sz{:}]);
  n = prod (shape);
  if (any (free) && prod (sz) == 0)
    sz(free) = 0;       # as Octave: the known sizes hold no element, nor does []
  elseif (any (free))
    sz(free) = n / prod (sz);
    if (sz(free) != fix (sz(free)))
      error ("ndsparse:size",
             "reshape: the elements of a %s tensor are not divisible by the product of known dimensions (= %d)",
             nds_size_str (shape), prod (sz(! free)));
    endif
  endif
  if (prod (sz) != n)
    error ("ndsparse:size", "reshape: can't reshape %s tensor to %s",
           mat2str (nds_dims (shape)), mat2str (sz));
  endif
  R = nds_reset (T, __nds_reshape__ (s, shape, sz), v, sz);
endfunction

%!test
%! ## its own shape: a new value, so complex (R, 0) narrows, as Octave's reshape
%! R = ndsparse ([1 1 1; 2 3 2], [1; 2], [2 3 2]);
%! Z = complex (R, 0);   z = complex (full (R), 0);
%! assert (iscomplex (reshape (Z, [2 3 2])), iscomplex (reshape (z, [2 3 2])));
%! assert (iscomplex (reshape (Z, [3 2 2])), iscomplex (reshape (z, [3 2 2])));
%! assert (iscomplex (Z));
%!test
%! T = ndsparse ([1 2 3; 2 1 1; 2 3 4; 1 1 1], [5; 6; -1; 2], [2 3 4]);
%! F = full (T);
%! assert (full (reshape (T, 6, 4)), reshape (F, 6, 4));
%! assert (full (reshape (T, [4 3 2])), reshape (F, [4 3 2]));
%! assert (full (reshape (T, [], 2)), reshape (F, [], 2));
%! assert (full (reshape (T, 1, 1, 24)), reshape (F, 1, 1, 24));
%! assert (full (reshape (T, 24, 1)), F(:));
%! assert (full (reshape (ndsparse ([], [], [0 3]), 3, 0)), zeros (3, 0));
%! for sz = {[0 0], [0 3], [1 0], [0 3 2]}
%!   assert (size (reshape (ndsparse (zeros (sz{1})), 0, [])), [0 0]);
%!   assert (size (reshape (ndsparse (zeros (sz{1})), [], 2, 0)), [0 2 0]);
%! endfor
%! big = ndsparse ([2^31 1 2; 1 2^31 1], [1; 2], [2^31 2^31 2]);
%! R = reshape (big, 2^31, 2^32);
%! [s, v] = find (R);
%! assert (s, [1 2^31; 2^31 2^31+1]);
%! assert (v, [2; 1]);
%!test
%! ## to its own shape (trailing ones, views): the same tensor, its view kept
%! T = ndsparse ([1 2 3; 2 1 1; 2 3 4; 1 1 1], [5; 6; -1; 2], [2 3 4]);
%! F = full (T);
%! assert (full (reshape (T, [2 3 4])), F);
%! T1 = ndsparse ([1 2 1; 2 3 1], [5; 6], [2 3 1]);
%! assert (size (reshape (T1, [2 3 1])), [2 3]);
%! assert (full (reshape (T1, [2 3 1])), full (T1));
%! assert (full (reshape (T1, [2 3])), full (T1));
%! V = T(:, 2:3, :);
%! R = reshape (V, [2 2 4]);
%! assert (full (R), F(:, 2:3, :));
%! assert (full (reshape (V, [4 4])), reshape (F(:, 2:3, :), 4, 4));
%! W = R(2, :, 2:4);
%! assert (full (reshape (W, size (W))), F(2, 2:3, 2:4));
%!error id=ndsparse:size reshape (ndsparse ([2 3], 1), 4, 2)
%!error id=ndsparse:size reshape (ndsparse ([2 3], 1), [], [])
%!error id=ndsparse:size reshape (ndsparse ([2 3], 1), [], 4)
%!error id=ndsparse:size reshape (ndsparse ([2 3], 1), 6)
%!error id=ndsparse:toolarge
%! reshape (ndsparse ([1 1 1], 1, [2^40 2^40 2^40]), 2^40, 2^40, 2^20, 2^20)
%!error <reshape: the elements of a 2x3x5 tensor are not divisible by the product of known dimensions \(= 7\)>
%! reshape (ndsparse ([1 1 1], 1, [2 3 5]), 7, [])
%!error <Invalid call> reshape (ndsparse ([2 3], 1))
