## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isequal (@var{A}, @var{B}, @dots{})
## True when all arguments have the same size and the same values, for any mix
## of rowsparse arrays, full arrays, sparse matrices and ndsparse tensors.  Stored
## rows that are all zero do not count (a rowsparse that stores a zero row
## equals one that does not); NaN is not equal to NaN, as for arrays.
##
## @example
## @group
## R = rowsparse ([1 2; 0 0], [1 3], [3 2]);
## isequal (R, [1 2; 0 0; 0 0])          # true
## isequal (R, rowsparse ([1 2], 1, [3 2]))   # true
## @end group
## @end example
## @seealso{rowsparse, full}
## @end deftypefn

function tf = isequal (A, B, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  args = [{A, B}, varargin];
  tf = true;
  [idx0, data0, sz0] = canonical (args{1});
  for k = 2:numel (args)
    [idx, data, sz] = canonical (args{k});
    if (! isequal (sz, sz0) || ! isequal (idx, idx0) || ! isequal (data, data0))
      tf = false;
      return;
    endif
  endfor
endfunction

## the nonzero stored rows of X as a rowsparse would hold them; a value that is not
## an array (a cell, a struct, a string) gets a size no array has
function [idx, data, sz] = canonical (X)
  if (! (isnumeric (X) || islogical (X) || isa (X, "rowsparse") || isa (X, "ndsparse")
         || isa (X, "csrmatrix"))
      || ischar (X))
    idx = data = [];
    sz = -1;
    return;
  endif
  R = rowsparse (X);
  keep = any (R.data(:, :), 2);
  idx = R.idx(keep);
  data = R.data(keep, :);
  sz = R.sz;
endfunction

%!test
%! R = rowsparse ([1 2; 0 0], [1 3], [3 2]);
%! assert (isequal (R, [1 2; 0 0; 0 0]));
%! assert (isequal (R, rowsparse ([1 2], 1, [3 2])));
%! assert (isequal (R, sparse ([1 2; 0 0; 0 0]), ndsparse ([1 2; 0 0; 0 0]), R));
%! assert (isequal (R, csr ([1 2; 0 0; 0 0])));
%! assert (! isequal (R, csr ([1 2; 0 0; 0 1])));
%! assert (! isequal (R, [1 2; 0 0; 0 1]));
%! assert (! isequal (R, [1 2; 0 0]));
%! assert (! isequal (R, rowsparse (reshape ([1 2 0 0], 1, 2, 2), 1, [3 2 2])));
%! assert (! isequal (R, "ab"));
%! assert (! isequal (R, {1}));
%! assert (! isequal (rowsparse ([NaN 1], 1, [2 2]), rowsparse ([NaN 1], 1, [2 2])));
%! A = zeros (3, 2, 2);
%! A(2, 2, 2) = 4;
%! assert (isequal (rowsparse (A), A));
%! assert (isequal (rowsparse ([], [], [3 0]), zeros (3, 0)));
%!error <Invalid call> isequal (rowsparse (1))
