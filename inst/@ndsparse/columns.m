## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} columns (@var{T})
## Number of columns, @code{size (T, 2)}.
##
## @example
## columns (ndsparse ([1 2 3], 1, [2 3 4]))   # 3
## @end example
## @seealso{rows, size}
## @end deftypefn

function tf = columns (T)
  tf = size (T, 2);
endfunction

%!assert (columns (ndsparse ([1 2 3], 1, [2 3 4])), 3)
