## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_result (T, s, v, sz, what, nz): a fresh ndsparse (made from the ndsparse T
## at hand) over sorted distinct coordinates s and computed values v, zeros dropped;
## a complex v whose imaginary parts are all zero narrows to real, as Octave's arrays
## do (the value type's constructor narrows, in one pass of C).  nz, when given, is
## nnz (v), which the engine counts while computing v (Octave's nnz is a serial pass).
function R = nds_result (T, s, v, sz, what, nz)
  if (nargin < 6)
    nz = nnz (v);     # (nnz counts without allocating a mask)
  endif
  if (nz < numel (v))
    keep = (v != 0);
    s = s(keep, :);
    v = v(keep);
  endif
  R = nds_reset (T, s, v, sz);
endfunction
