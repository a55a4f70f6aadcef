## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_any_all (name, T, dim): any or all (name) of T along dim (a dimension, a
## vector of them or "all"; none: as nds_reduce_dims chooses).  The compiled front
## (any.oct, all.oct: src/methods/nds_methods.cc) has tried its one C++ pass down
## the columns (__nds_first__) before it calls this: what comes here is what it left.
function R = nds_any_all (name, T, dim = [])
  R = nds_reduction (T, nds_reduce_dims (__nds_viewparts__ (T), dim, name), name, name);
endfunction
