## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ab_per_call (): one round of bench/per_call.m's loop rows, in CPU microseconds
## per call (median of 9 batches of N calls less the empty loop), printed as
## "op<TAB>us" lines for bench/ab_per_call.sh, which alternates two builds.
function ab_per_call (N = 2000)
  rand ("seed", 1);
  F = zeros (20, 30, 40);
  F(randperm (numel (F), 2000)) = rand (2000, 1);
  T = ndsparse (F);
  tf = rand (3, 3, 3) .* (rand (3, 3, 3) > 0.5);
  t = ndsparse (tf);
  ops = {"size (T)", "nnz (T)", "T(2,3,4)", "T(end,3,4)", "T(2,:,:)", "T(:,:,4)", ...
         "T(:,3,:)", "t + t", "2 * t"};
  e = loop_us ("", N, 9);
  for k = 1:numel (ops)
    printf ("%s\t%.4f\n", ops{k}, max (loop_us (ops{k}, N, 9) - e, 0));
  endfor
  ## assignment in place
  c9 = zeros (1, 9);
  for b = 1:9
    c0 = cputime ();
    for q = 1:N
      T(2,3,4) = q;
    endfor
    c9(b) = cputime () - c0;
  endfor
  printf ("%s\t%.4f\n", "T(2,3,4) = v", max (median (c9) / N * 1e6 - e, 0));
endfunction
