## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## contract_table (n, which): the Contractions section of make bench alone
## (bench/bench_contract.m) at n nonzeros (1e6 unless given; which "matrices": the
## A'*A, A*A' and G*G rows only, about 3 minutes at 1e7), in about two minutes
## at 1e6, every row (G*G and the ttt rows at 1e7 too; there each call is timed once
## after an untimed one, not 3 times): each row's medians (ours, Octave's, python's in the name) and the ratio
## Octave / ours, of wall time and of CPU time (user + system, all threads: the
## ratio a loaded machine distorts least); then, up to 2e6 nonzeros, the matrix
## products through GraphBLAS alone (__nds_spgemm__, entries out) on 1 and on 2
## threads, with their multiply-adds and entries.  Each call runs once untimed, then its
## median of 3 warm runs.  From the root of a built tree:
##   octave-cli --norc --quiet --eval \
##     'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); contract_table'
function contract_table (n = 1e6, which = true)
  rand ("state", n);
  sz = [10000 10000 1000];
  m = round (n * 10 / 9);        # bench_contract contracts 0.9 of the rows it gets
  subs = ceil (rand (m, 3) .* sz);
  global contract_table_log contract_table_reps;
  contract_table_log = zeros (0, 2);
  contract_table_reps = 3 - 2 * (n > 2e6);
  D = suite_data (subs, rand (m, 1), sz, NaN, @timed);
  [~, loadavg] = system ("cut -d' ' -f1-3 /proc/loadavg");
  tun = getenv ("GLIBC_TUNABLES");
  if (isempty (tun))
    tun = "unset";
  endif
  printf ("contract_table: %g nonzeros, %d cores, GLIBC_TUNABLES %s, load average %s", n,
          nproc (), tun, loadavg);
  [r, mats] = bench_contract (D, which);
  calls = contract_table_log;
  printf ("%-100s %8s %8s %7s %7s\n", "row", "ours s", "Octave s", "wall x", "CPU x");
  k = 0;
  for q = 1:numel (r)
    k += 1;
    cpu_x = NaN;
    if (! isnan (r(q).octave))
      cpu_x = calls(k + 1, 2) / calls(k, 2);
      k += 1;
    elseif (strncmp (r(q).op, "einsum (\"ijk,", 13) && ! strncmp (r(q).op, "einsum (\"ijk,jkl", 16))
      k += 1;               # einsum against its kernel: two calls, no Octave side
    endif
    printf ("%-100s %8.3f %8.3f %7.2f %7.2f\n", r(q).op(1:min (end, 100)), r(q).nds,
            r(q).octave, r(q).octave / r(q).nds, cpu_x);
  endfor
  if (n <= 2e6)
    thread_rows (mats);
  endif
endfunction

## each product of mats through GraphBLAS alone on 1 and 2 threads, and Octave's
function thread_rows (mats)
  global contract_table_log;
  printf ("\n%-34s %8s %8s | %-15s | %-15s | %-15s | %s\n", "GraphBLAS alone, s (CPU s)",
          "madds", "entries", "1 thread", "2 threads", "Octave", "1 thr / 2 thr wall (CPU)");
  for k = 1:numel (mats)
    A = mats(k).A;
    B = mats(k).B;
    [~, v] = __nds_spgemm__ (A, B);
    t = zeros (3, 2);
    for nt = 1:2
      timed (@() nthargout (1:2, @__nds_spgemm__, A, B, [0 0], 0, nt));
      t(nt, :) = contract_table_log(end, :);
    endfor
    timed (@() A * B);
    t(3, :) = contract_table_log(end, :);
    printf ("%-34s %8.3g %8.3g | %6.3f (%6.3f) | %6.3f (%6.3f) | %6.3f (%6.3f) | %.2f (%.2f)\n",
            mats(k).name(1:min (end, 34)), __nds_spgemm__ ("flops", A, B), numel (v),
            t', t(1, 1) / t(2, 1), t(1, 2) / t(2, 2));
  endfor
endfunction

## the median of 3 warm runs of fn after an untimed one, wall seconds; the CPU
## seconds' median goes to the log
function t = timed (fn)
  global contract_table_log contract_table_reps;
  [t, c] = warm_medians (fn, contract_table_reps);
  contract_table_log(end+1, :) = [t, c];
endfunction
