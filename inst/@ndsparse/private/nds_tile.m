## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [s, v, shape] = nds_tile (s, v, shape, reps): the entries of a tensor repeated
## reps(d) times along each dim d (repmat), sorted; reps may be longer than shape.
function [s, v, shape] = nds_tile (s, v, shape, reps)
  k = max (numel (shape), numel (reps));
  shape = [shape, ones(1, k - numel (shape))];
  reps = [reps, ones(1, k - numel (reps))];
  if (columns (s) < k)
    s(:, end+1:k) = 1;
  endif
  n = rows (s);
  total = prod (reps);
  if (total != 1)
    s = repmat (s, total, 1);
    v = repmat (v, total, 1);
    copy = int64 (0:total-1);
    for d = find (reps != 1)
      shift = repmat (mod (copy, reps(d)) * shape(d), n, 1);
      s(:, d) += shift(:);
      copy = idivide (copy, int64 (reps(d)));
    endfor
  endif
  shape .*= reps;
  [s, v] = __nds_sort__ (s, v, shape);
endfunction
