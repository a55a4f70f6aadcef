## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## T = nds_reset (T, subs, vals, usz): T becomes a fresh tensor (identity view)
## over the given sorted, distinct, nonzero storage.  Methods build results with
## it from any ndsparse at hand, since only methods may call class ().
function T = nds_reset (T, subs, vals, usz)
  T = nds_struct (subs, vals, usz, T);
endfunction
