## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{data} =} rowdata (@var{R})
## The stored rows of the rowsparse @var{R} as a dense array of size
## @code{[k, size(R)(2:end)]}, row t holding row @code{rowindices (R)(t)} of
## @var{R} (MXNet's @code{R.data}).
##
## @example
## @group
## R = rowsparse ([1 2; 3 4], [4 2], [5 2]);
## rowdata (R)                 # [3 4; 1 2]: row 2 first
## @end group
## @end example
## @seealso{rowindices, rowsparse}
## @end deftypefn

function data = rowdata (R)
  data = R.data;
endfunction

%!assert (rowdata (rowsparse ([1 2; 3 4], [4 2], [5 2])), [3 4; 1 2])
%!assert (size (rowdata (rowsparse ([], [], [3 2 4]))), [0 2 4])
%!test
%! A = zeros (4, 2, 3);
%! A(3, 2, 3) = 1;
%! assert (rowdata (rowsparse (A)), A(3, :, :));
%!error <called with too many inputs> rowdata (rowsparse (1), 1)
