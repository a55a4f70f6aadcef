## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isnumeric (@var{T})
## True when the values of @var{T} are numeric (double), false for logical.
##
## @example
## isnumeric (ndsparse ([1 1], 2))   # true
## @end example
## @seealso{islogical}
## @end deftypefn

function tf = isnumeric (T)
  tf = ! __nds_storeinfo__ (T);
endfunction

%!assert (isnumeric (ndsparse ([1 1], 2)))
%!assert (! isnumeric (ndsparse ([1 1], true)))
