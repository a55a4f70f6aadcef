## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isequal (@var{A}, @var{B}, @dots{})
## True when the arguments, at least one a csr, have one size and equal values:
## a csr, a full or sparse matrix, an ndsparse and a rowsparse compare by value
## (stored zeros are zeros; NaN differs from NaN, as for @code{isequal}).
##
## @example
## @group
## isequal (csr ([0 7; 8 9]), [0 7; 8 9])   # true
## @end group
## @end example
## @seealso{csr, full}
## @end deftypefn

function tf = isequal (A, B, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  args = [{A, B}, varargin];
  tf = true;
  [e0, sz0] = canonical (args{1});
  for k = 2:numel (args)
    [e, sz] = canonical (args{k});
    if (! isequal (sz, sz0) || ! isequal (e, e0))
      tf = false;
      return;
    endif
  endfor
endfunction

## the size and the [row column value] rows of the nonzeros in row order, or
## size -1 for what is not a matrix of numbers
function [e, sz] = canonical (X)
  e = [];
  sz = -1;
  if (isa (X, "csrmatrix") || isa (X, "ndsparse") || isa (X, "rowsparse")
      || ((isnumeric (X) || islogical (X)) && ! ischar (X)))
    if (numel (size (X)) != 2 || __nds_stored_complex__ (X))
      return;
    endif
    if (! isa (X, "csrmatrix"))
      X = csr (X);
    endif
    sz = size (X);
    [i, j, v] = find (X);
    e = [i, j, v];
  endif
endfunction

%!test
%! A = [0 7 0; 8 0 9];
%! X = csr (A);
%! assert (isequal (X, A));
%! assert (isequal (X, sparse (A), ndsparse (A), rowsparse (A), X));
%! assert (isequal (A, X));
%! assert (! isequal (X, A.'));
%! assert (! isequal (X, [0 7 0; 8 0 8]));
%! assert (! isequal (X, "ab"));
%! assert (isequal (csr ([1 0], [0 1], [0 2], [1 2]), [1 0]));
%! assert (! isequal (csr ([NaN 1]), [NaN 1]));
%!error <Invalid call> isequal (csr (1))
