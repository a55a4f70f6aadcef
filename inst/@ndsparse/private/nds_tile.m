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
    for d = find (reps != 1)
      [s, v] = tile_dim (s, v, d, shape(d), reps(d));
    endfor
  endif
  shape .*= reps;
endfunction

## r copies of the sorted entries (s, v) along dim d of extent e, sorted, by
## concatenations that merge without sorting: (s, v) doubles at each bit of r, and
## joins (rs, rv) at each set bit after the first, so fewer than 4 r rows (s) are
## written in all
function [rs, rv] = tile_dim (s, v, d, e, r)
  got = 0;        # copies in (rs, rv)
  c = 1;          # copies in (s, v)
  while (true)
    if (mod (r, 2) && got == 0)
      rs = s;     # the first set bit's copies are (s, v) as they are
      rv = v;
      got = c;
    elseif (mod (r, 2))
      [rs, rv] = __nds_cat__ (d, [0, got * e], {rs; s}, {rv; v});
      got += c;
    endif
    r = floor (r / 2);
    if (r == 0)
      break;
    endif
    [s, v] = __nds_cat__ (d, [0, c * e], {s; s}, {v; v});
    c *= 2;
  endwhile
endfunction
