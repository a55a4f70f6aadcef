## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{Y} =} ctranspose (@var{X})
## @code{@var{X}'} of a csr: the same as @code{X.'} (the values are real).
##
## @example
## @group
## full (csr ([0 7; 8 9])')        # [0 8; 7 9]
## @end group
## @end example
## @seealso{transpose, csr}
## @end deftypefn

function Y = ctranspose (X)
  Y = transpose (X);
endfunction

%!assert (full (csr ([0 7; 8 9])'), [0 8; 7 9])
