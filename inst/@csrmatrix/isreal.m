## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isreal (@var{X})
## True: a csr holds real doubles.
##
## @example
## @group
## isreal (csr (eye (2)))     # true
## @end group
## @end example
## @seealso{csr}
## @end deftypefn

function tf = isreal (X)
  tf = true;
endfunction

%!assert (isreal (csr ()))
