## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} ndims (@var{X})
## 2: a csr is a matrix.
##
## @example
## @group
## ndims (csr (eye (2)))      # 2
## @end group
## @end example
## @seealso{csr, size}
## @end deftypefn

function n = ndims (X)
  n = 2;
endfunction

%!assert (ndims (csr ()), 2)
