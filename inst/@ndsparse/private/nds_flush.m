## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## T = nds_flush (T): the same tensor with its pending assignments merged into the
## sorted storage (one merge pass, a new storage id; no-op without pending entries).
function T = nds_flush (T)
  T = __nds_flush__ (T);
endfunction
