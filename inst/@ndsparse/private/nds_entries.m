## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [s, v, shape] = nds_entries (T): the entries of T in its own coordinates:
## s int64 nnz-by-K (K = numel (shape), hidden dims included), sorted in
## column-major order, distinct, with nonzero values v.  For a fresh tensor
## without pending entries this is its storage itself (no copy).
function [s, v, shape] = nds_entries (T)
  [s, v, shape] = __nds_entries__ (T);
endfunction
