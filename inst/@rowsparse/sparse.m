## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{S} =} sparse (@var{R})
## The Octave sparse matrix equal to the 2-D rowsparse @var{R}: the nonzero
## elements of its stored rows.
##
## @example
## @group
## S = sparse (rowsparse ([1 0; 3 4], [2 4], [4 2]));
## nnz (S)                     # 3
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse}
## @end deftypefn

function S = sparse (R)
  if (numel (R.sz) != 2)
    error ("ndsparse:rowsparse", "sparse: R must be 2-D, not of size %s", mat2str (R.sz));
  endif
  [t, c, v] = find (R.data);
  S = sparse (R.idx(t), c, v, R.sz(1), R.sz(2));
endfunction

%!test
%! S = sparse (rowsparse ([1 0; 3 4], [2 4], [4 2]));
%! assert (issparse (S));
%! assert (S, sparse ([0 0; 1 0; 0 0; 3 4]));
%! assert (sparse (rowsparse ([], [], [3 2])), sparse (3, 2));
%! assert (sparse (rowsparse (5, 3, [3 1])), sparse ([0; 0; 5]));
%! assert (sparse (rowsparse ([1 2], 1, [1 2])), sparse ([1 2]));
%!error <must be 2-D> sparse (rowsparse (ones (1, 2, 2), 1, [2 2 2]))
