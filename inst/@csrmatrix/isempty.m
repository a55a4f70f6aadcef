## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isempty (@var{X})
## True when the csr @var{X} has no elements (a zero dimension).
##
## @example
## @group
## isempty (csr (zeros (0, 3)))   # true
## @end group
## @end example
## @seealso{csr, size}
## @end deftypefn

function tf = isempty (X)
  tf = any (X.sz == 0);
endfunction

%!assert (isempty (csr (zeros (0, 3))))
%!assert (! isempty (csr (sparse (2, 2))))
