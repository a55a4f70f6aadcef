## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} islogical (@var{T})
## True when the values of @var{T} are logical.
##
## @example
## islogical (ndsparse ([1 1], true))   # true
## @end example
## @seealso{isnumeric, logical}
## @end deftypefn

function tf = islogical (T)
  tf = __nds_storeinfo__ (T);
endfunction

%!assert (islogical (ndsparse ([1 1], true)))
%!assert (! islogical (ndsparse ([1 1], 2)))
