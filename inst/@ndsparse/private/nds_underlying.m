## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## u = nds_underlying (T, c): the underlying coordinates (int64 1-by-M) of the view
## coordinates c (1-by-K, hidden dims included) of T: the thesis's Algorithm 1,
## offset + coordinate for active dims, offset + 1 for fixed ones.
function u = nds_underlying (T, c)
  vis = true (1, numel (T.shape));
  vis(T.hidden) = false;
  u = int64 (T.offs) + 1;
  u(! T.fixed) += int64 (c(vis)) - 1;
endfunction
