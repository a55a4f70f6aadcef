## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## v = nds_dl_vals (v): the stored values of an ndsparse batch for the conv wing's
## gateways: single values kept single (the float kernels read them as they are
## stored), any other class as double
function v = nds_dl_vals (v)
  if (! isa (v, "single"))
    v = double (v);
  endif
endfunction
