## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isreal (@var{T})
## Always true: ndsparse values are real (complex is not supported yet).
##
## @example
## isreal (ndsparse ([1 1], 2))
## @end example
## @seealso{islogical, isnumeric}
## @end deftypefn

function tf = isreal (T)
  tf = true;
endfunction

%!assert (isreal (ndsparse ([1 1], 2)))
