## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## query_calls (N): the per-call CPU microseconds of the cheap queries a loop calls
## every iteration (issparse, isreal, isa, size, ...) on a small ndsparse T and on
## Octave's sparse S of the same matrix, the empty loop subtracted, and their
## ratio; both sides in the same run (bench/loop_us.m, median of 5 batches of N)
function query_calls (N = 20000)
  T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);  T = T(:, :, 1);
  S = sparse ([1 2], [1 3], [0.5 0.25], 2, 3);
  calls = {"issparse (X)", "isreal (X)", "iscomplex (X)", "islogical (X)", "isfloat (X)", ...
       "isnumeric (X)", "isa (X, C)", "nnz (X)", "numel (X)", "ndims (X)", "size (X)", ...
       "isempty (X)", "columns (X)", "isvector (X)", "class (X)"};
  base = loop_us ("", N, 5);
  printf ("%-14s %8s %8s %6s\n", "call", "nds us", "sparse", "ratio");
  for kc = 1:numel (calls)
    X = T;  C = "ndsparse";
    a = loop_us (calls{kc}, N, 5) - base;
    X = S;  C = "double";
    b = loop_us (calls{kc}, N, 5) - base;
    printf ("%-14s %8.2f %8.2f %6.2f\n", calls{kc}, a, b, a / b);
  endfor
  printf ("(empty loop %.3f us subtracted; load %s)\n", base, fileread ("/proc/loadavg")(1:14));
endfunction
