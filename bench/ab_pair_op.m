## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ab_pair_op (): one round of T op U rows of two ndsparse of mixed value classes
## or broadcast shapes (the cases the container's pair op took over from
## nds_binary.m), in CPU microseconds per call (median of 7 batches of N calls),
## printed as "op<TAB>us" lines for bench/ab_per_call.sh (its 4th argument).
function ab_pair_op (N = 100)
  rand ("seed", 1);
  F = zeros (20, 30, 40);
  F(randperm (numel (F), 2000)) = rand (2000, 1);
  G = zeros (20, 30, 40);
  G(randperm (numel (G), 2000)) = rand (2000, 1);
  T = ndsparse (F);
  U = ndsparse (G);
  Ul = ndsparse (G != 0);
  V = reshape (ndsparse (sprand (20, 40, 0.3)), [20 1 40]);
  W = ndsparse (sprand (1, 30, 0.5));
  M = ndsparse (sprand (200, 300, 0.02));
  S = sprand (200, 300, 0.02);
  ## (a build without single or complex tensors prints NaN for those rows)
  Ts = Tz = [];
  try
    Ts = single (T);
  end_try_catch
  try
    Tz = ndsparse (complex (F, F));
  end_try_catch
  ops = {"Ts + U", "Tz - U", "T .* Ul", "T + V", "T .* V", "V .* W", "M + S"};
  for k = 1:numel (ops)
    try
      us = loop_us (ops{k}, N, 7);
    catch
      us = NaN;
    end_try_catch
    printf ("%s\t%.4f\n", ops{k}, us);
  endfor
endfunction
