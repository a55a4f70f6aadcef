## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## T = nds_complex (R, I): the tensor R + I*1i of the real tensors R and I of one
## shape, at the union of their entries (one merge, no full array); real when I
## holds no entry.
function T = nds_complex (R, I)
  [sr, vr, shape] = nds_entries (R);
  [si, vi] = nds_entries (I);
  [s, a, b] = __nds_ewise__ (sr, double (vr), si, double (vi), false);
  c = complex (a, b);
  if (isa (vr, "single") || isa (vi, "single"))
    c = single (c);     # (exact: complex single, as Octave's complex of a single part)
  endif
  T = nds_result (R, s, c, shape, "complex");
endfunction
