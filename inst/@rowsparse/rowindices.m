## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{idx} =} rowindices (@var{R})
## The stored rows of the rowsparse @var{R}: a column of increasing 1-based row
## numbers (MXNet's @code{R.indices}, there 0-based).  @code{rows (rowindices (R))}
## counts the stored rows.
##
## @example
## @group
## R = rowsparse ([1 2; 3 4], [4 2], [5 2]);
## rowindices (R)'             # 2 4
## @end group
## @end example
## @seealso{rowdata, rowsparse, retain}
## @end deftypefn

function idx = rowindices (R)
  idx = R.idx;
endfunction

%!assert (rowindices (rowsparse ([1 2; 3 4], [4 2], [5 2])), [2; 4])
%!assert (rowindices (rowsparse ([], [], [3 3])), zeros (0, 1))
%!assert (rowindices (rowsparse (eye (3))), [1; 2; 3])
%!error <called with too many inputs> rowindices (rowsparse (1), 1)
