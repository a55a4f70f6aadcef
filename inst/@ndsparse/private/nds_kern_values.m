## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [s, x, shape] = nds_kern_values (T): the entries of T (nds_entries) with double
## values, as the numeric kernels take them.
function [s, x, shape] = nds_kern_values (T)
  [s, x, shape] = nds_entries (T);
  x = double (x);
endfunction
