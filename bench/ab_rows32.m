## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ab_rows32 (): one round of the make bench rows the issue 32 A/B left slower or
## unsure (T .* U of bench_elementwise at 1e5 and 1e6; ttm mode 1 and mttkrp modes
## 1-3 of bench_kernels at 1e5), on make bench's data (bench/bench_data.m), in CPU
## microseconds per call (median of 5 batches after an untimed one), printed as
## "op<TAB>us" lines for bench/ab_per_call.sh (its 4th argument):
##   OMP_NUM_THREADS=1 sh bench/ab_per_call.sh /work/wt/old229 . 9 ab_rows32
function ab_rows32 ()
  sz = [10000 10000 1000];
  for n = [1e5 1e6]
    [subs, vals] = bench_data (n, sz);
    T = ndsparse (subs, vals, sz);
    [s, v] = find (T);
    half = ceil (rows (s) / 2);
    rand ("state", 5);
    us = [s(1:half, :); ceil(rand (rows (s) - half, 3) .* sz)];
    U = ndsparse (us, rand (rows (us), 1), sz);
    N = max (3, round (3e6 / n));
    printf ("T.*U %g\t%.3f\n", n, loop_us ("T .* U", N, 5));
    if (n == 1e5)
      M = rand (10, sz(1));
      printf ("ttm mode 1 %g\t%.3f\n", n, loop_us ("ttm (T, M, 1)", 5, 5));
      F = arrayfun (@(d) rand (sz(d), 10), 1:3, "uniformoutput", false);
      for k = 1:3
        printf ("mttkrp mode %d %g\t%.3f\n", k, n, loop_us (sprintf ("mttkrp (T, F, %d)", k), 10, 5));
      endfor
    endif
  endfor
endfunction
