## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ext = nds_view_ext (T): per underlying dimension, the extent the view T covers
## (its size in the view for an active dimension, 0 for a fixed one).
function ext = nds_view_ext (T)
  ext = zeros (size (T.usz));
  vis = true (size (T.shape));
  vis(T.hidden) = false;
  ext(! T.fixed) = T.shape(vis);
endfunction
