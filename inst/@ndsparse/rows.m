## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} rows (@var{T})
## Number of rows, @code{size (T, 1)}.
##
## @example
## rows (ndsparse ([1 2 3], 1, [2 3 4]))   # 2
## @end example
## @seealso{columns, size}
## @end deftypefn

function tf = rows (T)
  tf = size (T, 1);
endfunction

%!assert (rows (ndsparse ([1 2 3], 1, [2 3 4])), 2)
