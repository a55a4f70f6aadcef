## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## cold_rowsparse (): the first call of each row-sparse operation in this Octave
## process (its oct-file loaded and its m-files parsed by that call), on the data
## of bench_rowsparse; prints one line per operation, "name<TAB>elements<TAB>seconds".
## bench_rowsparse runs it in a fresh process.
function cold_rowsparse ()
  n = 1e6;
  w = 64;
  rand ("state", 25);
  A = zeros (n, w);
  A(randperm (n, n / 100), :) = rand (n / 100, w);
  report ("rowsparse (A) 1e6x64, 1% rows", n / 100 * w, @() rowsparse (A));
  R = rowsparse (A);
  clear A;
  report ("full (R) 1e6x64, 1% rows", n / 100 * w, @() full (R));
  clear R;
  rand ("state", 1e6);
  X = sparse (repmat ((1:1024)', 100, 1), ceil (1e6 * rand (102400, 1)), rand (102400, 1),
              1024, 1e6);
  Dy = rand (1024, w);
  report ("spdot (X, D, \"transpose_a\") 1e6 features", nnz (X),
          @() spdot (X, Dy, "transpose_a"));
  randn ("state", 25);
  P = optparam (randn (n, w), "sgd", "lr", 0.01, "momentum", 0.9);
  G = rowsparse (randn (100, w), randperm (n, 100), [n w]);
  report ("sgd lazy step in place, W 1e6x64, G 100 rows", 100 * w, @() update (P, G));
endfunction

function report (name, elements, fn)
  t = tic ();
  fn ();
  printf ("%s\t%d\t%.6g\n", name, elements, toc (t));
endfunction
