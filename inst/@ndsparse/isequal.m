## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isequal (@var{A}, @var{B}, @dots{})
## True when all arguments have the same size and the same values; any mix of
## ndsparse tensors, full arrays and sparse matrices.  NaN is not equal to NaN,
## and logical and double values compare by value, as @code{isequal} does for
## arrays.  Only nonzeros are compared: no full array is made of an ndsparse.
##
## @example
## @group
## T = ndsparse ([1 1; 2 2], [1; 2]);
## isequal (T, [1 0; 0 2])          # true
## isequal (T, sparse ([1 0; 0 2])) # true
## @end group
## @end example
## @seealso{full, find}
## @end deftypefn

function tf = isequal (A, B, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (nargin == 2)
    [tf, done] = __nds_isequal__ (A, B);   # two ndsparse values: one C++ pass
    if (done)
      return;
    endif
  endif
  [sa, va, za] = nds_canon (A);
  tf = true;
  for k = 1:nargin - 1
    if (k == 1)
      X = B;
    else
      X = varargin{k - 1};
    endif
    [sx, vx, zx] = nds_canon (X);
    if (! isequal (za, zx) || ! isequal (sa, sx) || ! isequal (double (va), double (vx)))
      tf = false;
      return;
    endif
  endfor
endfunction

## the canonical entries (subscripts, values) and size of any operand
function [s, v, sz] = nds_canon (X)
  if (issparse (X))
    X = ndsparse (X);
  endif
  if (isa (X, "ndsparse"))
    [s, v, shape] = nds_entries (X);
    sz = nds_dims (shape);
    s = nds_subs_out (s, shape);
  elseif (isnumeric (X) || islogical (X))
    sz = size (X);
    [s, v] = __nds_dense__ (nds_as_stored (X));
    s = double (s);
  else
    ## other classes (cell, struct, char) never equal an ndsparse
    s = NaN; v = NaN; sz = NaN;
  endif
endfunction

%!test
%! T = ndsparse ([1 1; 2 2], [1; 2]);
%! assert (isequal (T, [1 0; 0 2]));
%! assert (isequal ([1 0; 0 2], T));
%! assert (isequal (T, sparse ([1 0; 0 2])));
%! assert (isequal (ndsparse ([0 1 2]), sparse ([0 1 2])));
%! assert (isequal (sparse ([0 1 2]'), ndsparse ([0 1 2]')));
%! assert (! isequal (ndsparse ([0 1 2]), sparse ([0 2 1])));
%! assert (! isequal (ndsparse ([0 1 2]), sparse ([0 1 2]')));
%! assert (! isequal (ndsparse ([1 2]), sparse ([1 2]) * i));
%! assert (isequal (T, T, ndsparse ([1 0; 0 2])));
%! assert (! isequal (T, [1 0; 0 3]));
%! assert (! isequal (T, [1 0 0; 0 2 0]));
%! assert (! isequal (T, T, [1 0; 0 3]));
%! assert (! isequal (ndsparse ([1 1], NaN), ndsparse ([1 1], NaN)));
%! assert (isequal (ndsparse ([1 1], true), 1));
%! assert (! isequal (T, {1}));
%! A = rand (3, 4, 2) > 0.5;
%! assert (isequal (ndsparse (A), A));
%!test
%! ## two ndsparse values (the one-pass path) against isequal of their full arrays:
%! ## views of views, trailing singleton dims, logical, complex and single values,
%! ## a NaN, one entry changed, the same entries in another shape
%! seed = 35;  rand ("seed", seed);
%! F = rand (3, 4, 2) .* (rand (3, 4, 2) < 0.5);
%! G = F;  G(find (G, 1)) += 1;
%! N = F;  N(find (N, 1)) = NaN;
%! pairs = {{F, F}, {F, G}, {F, single(F)}, {F != 0, double(F != 0)}, ...
%!          {F, F + 1i * (F > 0.7)}, {F + 2i * F, F + 2i * F}, {N, N}, ...
%!          {F(:, :, 1), F(:, :, 1)'}, {F(:), F(:)'}, {zeros(2, 0), zeros(0, 2)}, ...
%!          {reshape(F, 3, 8), F}};
%! for k = 1:numel (pairs)
%!   [X, Y] = deal (pairs{k}{:});
%!   what = sprintf ("pair %d, seed %d", k, seed);
%!   assert (isequal (ndsparse (X), ndsparse (Y)), isequal (X, Y), what);
%! endfor
%! T = ndsparse (F);  V = T(2:3, :, :);  W = V(:, 2:4, 2);
%! assert (isequal (W, ndsparse (F(2:3, 2:4, 2))));
%! assert (isequal (ndsparse (F(2:3, 2:4, 2)), W));
%! assert (isequal (V(:, :, 1), T(2:3, :, 1)));
%! assert (! isequal (V, T));
%! U = ndsparse (reshape (F, [3 4 2 1]));
%! assert (isequal (U, T) && isequal (T, U));
