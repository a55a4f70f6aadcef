## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} nnz (@var{R})
## The number of nonzero elements of the rowsparse @var{R}, as @code{nnz} counts
## them for every Octave array (zeros inside stored rows are not counted; NaN is).
## The number of stored rows is @code{rows (rowindices (R))}.
##
## @example
## @group
## R = rowsparse ([1 0; 0 0], [2 3], [4 2]);
## nnz (R)                     # 1
## rows (rowindices (R))       # 2
## @end group
## @end example
## @seealso{rowindices, numel}
## @end deftypefn

function n = nnz (R)
  n = nnz (R.data);
endfunction

%!assert (nnz (rowsparse ([1 0; 0 0], [2 3], [4 2])), 1)
%!assert (nnz (rowsparse ([], [], [4 2])), 0)
%!assert (nnz (rowsparse ([NaN 1 0], 1, [1 3])), 2)
