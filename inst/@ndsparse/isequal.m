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
