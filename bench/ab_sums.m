## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ab_sums (N): one round of the column and row sums of bench_idioms's A (1e5 x 1e4,
## 1e4, 1e5 and 1e6 uniform random nonzeros, seeded by the count) and of T, its
## 1000 x 100 x 1e4 tensor (sum (T, 1), sum (T, 3)), and Octave's sum (S) and
## sum (S, 2), in microseconds per call, CPU time ("cpu") and the wall clock's
## ("wall"), each the median of 7 batches of about N calls (fewer at 1e6), printed
## as "op<TAB>us" lines for bench/ab_per_call.sh (its 4th argument).
function ab_sums (N = 40)
  for n = [1e4 1e5 1e6]
    rand ("seed", n);
    [A, S] = idiom_pair (n, 1e5, 1e4);
    T = reshape (A, [1000 100 1e4]);
    k = max (3, round (N * 1e5 / max (n, 1e5)));
    ops = {"sum (A)", "sum (S)", "sum (A, 2)", "sum (S, 2)", "sum (T, 1)", "sum (T, 3)"};
    for j = 1:numel (ops)
      [c, w] = batch_us (ops{j}, k, A, S, T);
      printf ("%s %g cpu\t%.3f\n%s %g wall\t%.3f\n", ops{j}, n, c, ops{j}, n, w);
    endfor
  endfor
endfunction

## CPU and wall microseconds per call of code over A, S and T: the medians of 7
## timed batches of k calls after one untimed one
function [c, w] = batch_us (code, k, A, S, T)
  f = str2func (["@(A, S, T) " code]);
  f (A, S, T);
  tc = tw = zeros (1, 7);
  for b = 1:7
    c0 = cputime ();
    t0 = tic ();
    for q = 1:k
      z = f (A, S, T);
    endfor
    tw(b) = toc (t0);
    tc(b) = cputime () - c0;
  endfor
  c = median (tc) / k * 1e6;
  w = median (tw) / k * 1e6;
endfunction
