## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## X = nds_struct (subs, vals, usz): a fresh tensor (identity view) over sorted,
## distinct, nonzero storage, with a new storage id (the key of the cached
## per-dimension orders that views of it share).
function X = nds_struct (subs, vals, usz, ~)
  X = __nds_new__ (subs, vals, usz);
endfunction
