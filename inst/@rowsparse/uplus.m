## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} uplus (@var{R})
## @code{+@var{R}}: @var{R} itself.
##
## @example
## @group
## isequal (+rowsparse ([1 2], 1, [3 2]), rowsparse ([1 2], 1, [3 2]))   # true
## @end group
## @end example
## @seealso{uminus}
## @end deftypefn

function R = uplus (R)
endfunction

%!assert (isequal (+rowsparse ([1 2], 1, [3 2]), [1 2; 0 0; 0 0]))
