## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ab_merge (sizes): one round of the element-wise operators on two operands with
## different coordinate sets (issue 35: the merge of two sorted coordinate lists),
## ndsparse's and Octave's sparse on the same entries: T .* U, T + U, T & U, T | U,
## max (T, U) and T == U with n uniform random nonzeros each in a square of side
## 4 sqrt (n) ("sq", small_calls' operands), and all but T == U (a dense result) in
## 1e5 x 1e4 ("wide", bench_idioms' operands), at each n of sizes (default 1e4,
## 1e5, 1e6).  CPU microseconds per call (median of 5 batches of 1e6 / n calls),
## printed as "op<TAB>us" lines, "... sp" for Octave's, for bench/ab_per_call.sh
## (its 4th argument), e.g.  OMP_NUM_THREADS=1 sh bench/ab_per_call.sh OLD . 5 ab_merge
function ab_merge (sizes = [1e4 1e5 1e6])
  ops = {"T .* U", "T + U", "T & U", "T | U", "max (T, U)", "T == U"};
  for n = sizes
    N = max (1, round (1e6 / n));
    for shape = {"sq", "wide"}
      rand ("seed", n);
      if (strcmp (shape{1}, "sq"))
        m = round (4 * sqrt (n));
        c = m;
      else
        m = 1e5;
        c = 1e4;
      endif
      [Tn, Ts] = idiom_pair (n, m, c);
      [Un, Us] = idiom_pair (n, m, c);
      for k = 1:numel (ops) - strcmp (shape{1}, "wide")
        name = sprintf ("%s %s %s", ops{k}, shape{1}, size_name (n));
        T = Tn; U = Un;
        printf ("%s\t%.3f\n", name, loop_us (ops{k}, N, 5));
        T = Ts; U = Us;
        printf ("%s sp\t%.3f\n", name, loop_us (ops{k}, N, 5));
      endfor
    endfor
  endfor
endfunction
