## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## x = row_ratios (r, bw, fresh): the derived columns of run_bench's rows r, one
## entry per row: each peer's time over ndsparse's, warm (x.octave, x.rsb,
## x.pydata) and cold (x.octave_cold, ...; peer's first call over ndsparse's):
## above 1, ndsparse is faster; the bandwidth bound (bytes read / bw) and
## ndsparse's time over it (x.bound, x.xbound); the floor, the bound plus the
## result's new bytes written at the fresh-memory rate (counted from the result:
## T+T keeps T's coordinates and writes only values; not the measured peak,
## which memory the allocator kept from earlier work hides), and
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
  x.floor = x.bound + col ("out") / fresh;
  x.xfloor = col ("nds") ./ x.floor;
  x.xfloor_cold = col ("nds_cold") ./ x.floor;
endfunction

%!test
%! ## two rows: one with every time, one with none but ndsparse's
%! r = struct ("nds", {2, 4}, "octave", {4, NaN}, "rsb", {1, NaN}, "pydata", {20, NaN},
%!             "nds_cold", {3, NaN}, "octave_cold", {6, NaN}, "rsb_cold", {NaN, NaN},
%!             "pydata_cold", {30, NaN}, "bytes", {100, NaN}, "out", {50, 8}, "mem", {200, 0});
%! x = row_ratios (r, 100, 10);
%! assert ([x.octave, x.rsb, x.pydata], [2 0.5 10; NaN NaN NaN]);
%! assert ([x.octave_cold, x.rsb_cold, x.pydata_cold], [2 NaN 10; NaN NaN NaN]);
%! assert (x.bound, [1; NaN]);
%! assert (x.xbound, [2; NaN]);
%! ## the floor counts the result's new bytes, whatever the peak
%! assert (x.floor, [1 + 50 / 10; NaN]);
%! r(1).mem = 0;
%! assert (row_ratios (r, 100, 10).floor, [1 + 50 / 10; NaN]);
%! assert (x.xfloor, [2 / 6; NaN]);
%! assert (x.xfloor_cold, [3 / 6; NaN]);
