## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} abs (@var{R})
## The absolute values of the rowsparse @var{R}: a rowsparse with the same stored
## rows (zero rows stay zero).
##
## @example
## @group
## rowdata (abs (rowsparse ([1 -2], 3, [4 2])))   # 1 2
## @end group
## @end example
## @seealso{uminus, rowsparse}
## @end deftypefn

function R = abs (R)
  R.data = abs (R.data);
endfunction

%!test
%! R = rowsparse ([1 -2; -3 0], [3 1], [4 2]);
%! assert (class (abs (R)), "rowsparse");
%! assert (rowindices (abs (R)), [1; 3]);
%! assert (full (abs (R)), abs (full (R)));
%! assert (full (abs (rowsparse ([], [], [2 3]))), zeros (2, 3));
