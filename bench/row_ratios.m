## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## x = row_ratios (r, bw, fresh): the derived columns of run_bench's rows r, one
## entry per row: each peer's time over ndsparse's, warm (x.octave, x.rsb,
## x.pydata) and cold (x.octave_cold, ...; peer's first call over ndsparse's):
## above 1, ndsparse is faster; the bandwidth bound (bytes read / bw) and
## ndsparse's time over it (x.bound, x.xbound); the floor, the bound plus the
## result's new bytes written at the fresh-memory rate (its size, or the measured
## peak when smaller: T+T keeps T's coordinates and writes only values), and
## ndsparse's warm and cold time over it (x.floor, x.xfloor, x.xfloor_cold).
## NaN where a time or the bytes are missing.
function x = row_ratios (r, bw, fresh)
  col = @(f) reshape ([r.(f)], [], 1);
  x = struct ();
  for p = {"octave", "rsb", "pydata"}
    x.(p{1}) = col (p{1}) ./ col ("nds");
    x.([p{1} "_cold"]) = col ([p{1} "_cold"]) ./ col ("nds_cold");
  endfor
  x.bound = col ("bytes") / bw;
  x.xbound = col ("nds") ./ x.bound;
  x.floor = x.bound + min (col ("out"), col ("mem")) / fresh;
  x.xfloor = col ("nds") ./ x.floor;
  x.xfloor_cold = col ("nds_cold") ./ x.floor;
endfunction
