## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ab_index_lists (sizes, N): one round of the list-indexing idioms of
## bench_idioms (A(rows, :), T(:, js, :), T(is, :, :), A(:, cols) and Octave's
## Octave's S(rows, :), S(jrows, :), S(irows, :), S(:, cols)), bench_idioms' data at each size, in CPU microseconds per call
## (loop_us: median of 7 batches of about N calls), printed as "op n<TAB>us" lines
## for bench/ab_per_call.sh (its 4th argument)
function ab_index_lists (sizes = [1e4 1e5 1e6], N = 200)
  for n = sizes
    rand ("seed", n);
    [A, S] = idiom_pair (n, 1e5, 1e4);
    T = reshape (A, [1000 100 1e4]);
    cols = sort (randperm (1e4, 100));
    rows = sort (randperm (1e5, 100));
    js = sort (randperm (100, 10));
    is = sort (randperm (1000, 100));
    jrows = reshape ((1:1000)' + 1000 * (js - 1), 1, []);
    irows = sort (reshape (is' + 1000 * (0:99), 1, []));
    reps = max (3, round (N * 1e4 / n));
    ops = {"A(rows, :)", "S(rows, :)", "T(:, js, :)", "S(jrows, :)", "T(is, :, :)", ...
           "S(irows, :)", "A(:, cols)", "S(:, cols)"};
    for k = 1:numel (ops)
      printf ("%s %g\t%.4f\n", ops{k}, n, loop_us (ops{k}, reps, 7));
    endfor
  endfor
endfunction
