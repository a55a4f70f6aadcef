## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [s, v] = nds_view_read (T, ext): the entries of the view T (flushed storage; ext
## the extents of the underlying dims) in view coordinates, sorted.  The binary
## search of __nds_view__ reads the block bounded by the restricted most
## significant dims: O(log nnz + k) when the last dim is restricted.  When some
## dim restricts much more than that block (storage of more than 4096 entries),
## the entries are read through that dim's cached order (nds_dim_order, built
## once per storage): O(log nnz + rows with the wanted coordinates).  With
## count_only, s is just the number of those entries (no copy on the block path).
function [s, v] = nds_view_read (T, ext, count_only = false)
  M = numel (T.usz);
  k = numel (T.shape);
  frac = ext ./ max (T.usz, 1);
  frac(T.fixed) = 1 ./ max (T.usz(T.fixed), 1);
  ## the binary search narrows to the block of the fixed dims at the most
  ## significant end and the first active dim below them
  block = 1;
  for u = M:-1:1
    block *= frac(u);
    if (! T.fixed(u))
      break;
    endif
  endfor
  [best, d] = min (frac);
  if (rows (T.subs) > 4096 && 4 * best < block)
    [s, v] = __nds_slice__ (T.subs, T.vals, T.offs, T.fixed, ext, T.hidden, k,
                            nds_dim_order (T, d), d);
    if (count_only)
      s = rows (s);
    endif
  elseif (count_only)
    s = __nds_view__ (T.subs, T.vals, T.offs, T.fixed, ext, T.hidden, k, "count");
  else
    [s, v] = __nds_view__ (T.subs, T.vals, T.offs, T.fixed, ext, T.hidden, k);
  endif
endfunction
