## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} issparse (@var{T})
## Always true for an ndsparse tensor.
##
## @example
## issparse (ndsparse ([1 1], 2))
## @end example
## @seealso{sparse, full}
## @end deftypefn

function tf = issparse (T)
  tf = true;
endfunction

%!assert (issparse (ndsparse ([1 1], 2)))
