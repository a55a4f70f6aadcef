## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## D = nds_full_data (X): a full batch, filter or gradient as the conv wing's
## gateways take it: a single array as it is (their float kernels compute a layer
## of single operands in single), any other class as double
function D = nds_full_data (X)
  if (isa (X, "single"))
    D = X;
  else
    D = double (X);
  endif
endfunction
