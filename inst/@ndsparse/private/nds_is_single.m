## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## tf = nds_is_single (T): true when the ndsparse T holds single values (O(1): the
## storage's flag)
function tf = nds_is_single (T)
  [~, ~, ~, ~, tf] = __nds_storeinfo__ (T);
endfunction
