## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## tf = nds_isident (T): true when T is the identity view of its storage.
function tf = nds_isident (T)
  [shape, usz, offs, fixed, hidden, order] = __nds_viewparts__ (T);
  tf = (isempty (hidden) && ! any (fixed) && ! any (offs)
        && nds_same (shape, usz) && nds_same (order, 1:numel (usz)));
endfunction
