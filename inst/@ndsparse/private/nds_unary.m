## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_unary (T, f, what): the element-wise function f on an ndsparse: an
## ndsparse when f (0) == 0 (f applied to the stored values only, zeros dropped),
## else the full array f (full (T)) after nds_dense_check.
function R = nds_unary (T, f, what)
  if (f (0) == 0)
    [s, v, shape] = nds_entries (T);
    [y, nz] = __nds_unary__ (what, v);     # in C when it can, into huge pages
    if (isempty (nz))
      y = f (v);
      nz = nnz (y);
    endif
    R = nds_result (T, s, y, shape, what, nz);
  else
    nds_dense_check (__nds_viewparts__ (T), what, false);
    R = f (full (T));
  endif
endfunction
