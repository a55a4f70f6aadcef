## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [s, v, shape] = nds_tile (s, v, shape, reps): the sorted entries (s, v) of a
## tensor repeated reps(d) times along each dim d (repmat), sorted; reps may be
## longer than shape.  Stops with ndsparse:toolarge before allocating a result
## Octave cannot index or memory cannot hold.
function [s, v, shape] = nds_tile (s, v, shape, reps)
  k = max (numel (shape), numel (reps));
  shape = [shape, ones(1, k - numel (shape))];
  reps = [reps, ones(1, k - numel (reps))];
  if (columns (s) < k)
    s(:, end+1:k) = 1;
  endif
  if (any (shape .* reps >= flintmax ()))
    error ("ndsparse:size", "repmat: the result's size %s must stay below 2^53 along every dim",
           nds_size_str (shape .* reps));
  elseif (any (reps == 0))
    s = s([], :);
    v = v([]);
  else
    nds_dense_check (shape .* reps, "repmat", true, rows (s) * prod (reps));
    ## the engine's tiling (the pair op's broadcast is the same): made sorted
    [s, from] = __nds_tile__ (s, shape, reps);
    v = v(from);
  endif
  shape .*= reps;
endfunction
