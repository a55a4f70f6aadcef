## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## tf = nds_isident (T): true when T is the identity view of its storage.
function tf = nds_isident (T)
  tf = (isempty (T.hidden) && ! any (T.fixed) && ! any (T.offs)
        && nds_same (T.shape, T.usz) && nds_same (T.order, 1:numel (T.usz)));
endfunction
