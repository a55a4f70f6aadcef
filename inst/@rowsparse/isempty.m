## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isempty (@var{R})
## True when the rowsparse @var{R} has no elements (a dimension of size 0), as
## for arrays; a rowsparse that stores no rows but has elements is not empty.
##
## @example
## @group
## isempty (rowsparse ([], [], [3 0]))    # true
## isempty (rowsparse ([], [], [3 2]))    # false
## @end group
## @end example
## @seealso{numel, size}
## @end deftypefn

function tf = isempty (R)
  tf = any (R.sz == 0);
endfunction

%!assert (isempty (rowsparse ([], [], [3 0])))
%!assert (! isempty (rowsparse ([], [], [3 2])))
%!assert (isempty (rowsparse ()))
