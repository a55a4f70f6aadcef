## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [s, v] = nds_expand (T, sz): the entries of T broadcast to size sz (its size-1
## dims repeated), sorted, with numel (sz) columns.
function [s, v] = nds_expand (T, sz)
  [s, v, shape] = nds_entries (T);
  shape = [shape, ones(1, numel (sz) - numel (shape))];
  if (columns (s) < numel (sz))
    s(:, end+1:numel (sz)) = 1;
  endif
  grow = (shape != sz);
  if (any (grow))
    reps = ones (size (sz));
    reps(grow) = sz(grow);
    [s, v] = nds_tile (s, v, shape, reps);
  endif
endfunction
