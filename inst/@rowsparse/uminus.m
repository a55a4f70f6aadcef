## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} uminus (@var{R})
## @code{-@var{R}}: the same stored rows, negated.
##
## @example
## @group
## rowdata (-rowsparse ([1 -2], 3, [4 2]))   # -1 2
## @end group
## @end example
## @seealso{minus, uplus}
## @end deftypefn

function R = uminus (R)
  R.data = -R.data;
endfunction

%!test
%! R = rowsparse ([1 -2; 0 0], [3 1], [4 2]);
%! assert (rowindices (-R), [1; 3]);
%! assert (full (-R), -full (R));
%! assert (full (-rowsparse ([], [], [2 2])), zeros (2));
