## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## tf = nds_full_allowed (cells): true when a kernel may return a full result of
## that many elements instead of a sparse one (ndsparse_config's max_dense policy).
function tf = nds_full_allowed (cells)
  cfg = ndsparse_config ();
  tf = cells <= cfg.max_dense || strcmp (cfg.dense_policy, "allow");
endfunction
