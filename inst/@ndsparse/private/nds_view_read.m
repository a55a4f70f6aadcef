## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [s, v] = nds_view_read (T, ext): the entries of the view T (flushed storage; ext
## the extents of the underlying dims) in view coordinates, sorted.  When the last
## underlying dim is restricted, the binary search of __nds_view__ finds them in
## O(log nnz + k).  Otherwise, for storage of more than 4096 entries with some other
## dim restricted, the entries are read through that dim's cached order
## (nds_dim_order, built once per storage): O(log nnz + rows with that coordinate).
function [s, v] = nds_view_read (T, ext)
  M = numel (T.usz);
  k = numel (T.shape);
  frac = ext ./ max (T.usz, 1);
  frac(T.fixed) = 1 ./ max (T.usz(T.fixed), 1);
  [best, d] = min (frac);
  if (rows (T.subs) > 4096 && frac(M) == 1 && best < 1)
    [s, v] = __nds_slice__ (T.subs, T.vals, T.offs, T.fixed, ext, T.hidden, k,
                            nds_dim_order (T, d), d);
  else
    [s, v] = __nds_view__ (T.subs, T.vals, T.offs, T.fixed, ext, T.hidden, k);
  endif
endfunction
