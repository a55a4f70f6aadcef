## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## idiom_cachesim (n, warm, ops): bench/idiom_cachesim.sh's driver, run under
## valgrind --tool=callgrind with collection off at the start.  Builds
## bench_idioms' operands of n nonzeros the way its idiom_data draws them (same
## seed, same order of draws: A and S, B and S2, then the column list), runs each
## row's ndsparse side and Octave side warm calls each (the state bench_idioms'
## warm-up reaches: 250 calls and more), then 10 calls of each side between
## ab_callgrind ("start") and ab_callgrind ("stop", label), one dump each, labelled
## by the row's code.  ops: {ndsparse code, Octave code; ...} over the variables A,
## S, T, cols and ks (default the rows A(:, cols) and T(:, :, ks)).
function idiom_cachesim (n, warm = 1000, ops = {"A(:, cols)", "S(:, cols)";
                                                "T(:, :, ks)", "S(:, ks)"})
  rand ("seed", n);
  [A, S] = idiom_pair (n, 1e5, 1e4);
  idiom_pair (n, 1e5, 1e4);              # bench_idioms' B and S2: the same draws
  T = reshape (A, [1000 100 1e4]);
  cols = sort (randperm (1e4, 100));
  ks = cols;
  for k = 1:rows (ops)
    for s = 1:2
      f = eval (sprintf ("@() %s", ops{k, s}));
      for i = 1:warm
        r = f ();
      endfor
      ab_callgrind ("start");
      for i = 1:10
        r = f ();
      endfor
      ab_callgrind ("stop", ops{k, s});
    endfor
  endfor
endfunction
