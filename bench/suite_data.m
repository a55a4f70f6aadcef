## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## D = suite_data (subs, vals, sz, bw, timeit): the struct every bench/bench_*.m
## takes (the README's benchmark contract): the tensor T built from the seeded
## rows subs (duplicates summed) and vals of size sz, the rows themselves, its
## nnz, the measured read bandwidth bw (bytes/s) and the timer timeit, a function
## of a function handle returning seconds.  run_bench builds it for the warm
## medians, cold_call for a first call in a fresh process.
function D = suite_data (subs, vals, sz, bw, timeit)
  D = struct ("T", ndsparse (subs, vals, sz), "subs", subs, "vals", vals, "sz", sz,
              "nnz", [], "bw", bw, "timeit", timeit);
  D.nnz = nnz (D.T);
endfunction
