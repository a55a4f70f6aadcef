## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## contract_stages (n): where the time of A' * A goes at n nonzeros (1e7 unless
## given; A of n/10 x n/100, as in bench/bench_contract.m): each stage alone, its
## wall and CPU seconds (user + system, all threads) of two runs: the operands'
## import (sparse () of the ndsparse), GraphBLAS's product with a sparse result
## (mxm, the sort of its columns, the arrays adopted), the same with the result's
## int64 subscripts written (the entries ndsparse stores), the whole ndsparse
## product, Octave's sparse product, and the page-in of a fresh array of one double
## per entry.  About 2 minutes at 1e7 on a quiet machine (4 GB at the peak).  From
## the root of a built tree:
##   octave-cli --norc --quiet --eval \
##     'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); contract_stages'
function contract_stages (n = 1e7)
  rand ("seed", 34); randn ("seed", 34);
  A = sprand (n / 10, n / 100, 1e3 / n);
  B = A;
  A = A';
  NA = ndsparse (A);
  NB = ndsparse (B);
  [~, v] = __nds_spgemm__ (A, B);
  nz = numel (v);
  clear v;
  [~, loadavg] = system ("cut -d' ' -f1-3 /proc/loadavg");
  printf ("contract_stages: A'*A, A %dx%d, %d nonzeros, %d entries, %g multiply-adds, load %s",
          columns (A), rows (A), nnz (A), nz, __nds_spgemm__ ("flops", A, B), loadavg);
  st = {"import: sparse (NA), sparse (NB)", @() {sparse(NA), sparse(NB)};
        "GraphBLAS, sparse result (mxm, sort, adopt)", @() __nds_spgemm__ (A, B);
        "GraphBLAS, int64 subscripts written", @() nthargout (1:2, @__nds_spgemm__, A, B);
        "ndsparse NA * NB, whole", @() NA * NB;
        "Octave A * B", @() A * B;
        "page-in: ones (entries, 1)", @() ones (nz, 1)};
  printf ("%-44s %17s %17s\n", "stage", "wall s (2 runs)", "CPU s (2 runs)");
  for k = 1:rows (st)
    w = c = zeros (1, 2);
    for r = 1:2
      t0 = tic;
      c0 = cputime;
      y = st{k, 2} ();
      c(r) = cputime - c0;
      w(r) = toc (t0);
      clear y;
    endfor
    printf ("%-44s %8.3f %8.3f %8.3f %8.3f\n", st{k, 1}, w, c);
  endfor
endfunction
