## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## out = bench_elementwise (D): element-wise merges, broadcasting, reductions and
## shape operations (issue 5), beside Octave's own sparse matrices where a 2-D
## equivalent exists.
##
## Octave's peer holds the entries in the matrix whose rows are dimensions 1-2
## and whose columns are dimension 3 (as in bench_core), so sum and max along
## mode 3 is its row sum and T+T, T.*T its element-wise operations.
## U is a second tensor sharing half of T's coordinates (a real merge; T+T and
## T.*T are same-storage operands, which need no merge).  bytes: what a
## streaming kernel must read (coordinates 24 bytes and a value 8 bytes per
## entry), NaN for operations that sort.
function out = bench_elementwise (D)

  sz = D.sz;
  T = D.T;
  n = D.nnz;
  [s, v] = find (T);
  half = ceil (rows (s) / 2);
  rand ("state", 5);
  us = [s(1:half, :); ceil(rand (rows (s) - half, 3) .* sz)];
  U = ndsparse (us, rand (rows (us), 1), sz);
  m = sz(1) * sz(2);
  S = sparse (s(:, 1) + (s(:, 2) - 1) * sz(1), s(:, 3), v, m, sz(3));
  SU = sparse (us(:, 1) + (us(:, 2) - 1) * sz(1), us(:, 3), 1, m, sz(3));
  w = rand (1, sz(2));

  out = result_row ("T+T", n, D.timeit (@() T + T), D.timeit (@() S + S), 16 * n);
  out(end+1) = result_row ("T+U", n, D.timeit (@() T + U), D.timeit (@() S + SU),
                    32 * (n + nnz (U)));
  out(end+1) = result_row ("T.*T", n, D.timeit (@() T .* T), D.timeit (@() S .* S), 16 * n);
  out(end+1) = result_row ("T.*U", n, D.timeit (@() T .* U), D.timeit (@() S .* SU),
                    32 * (n + nnz (U)));
  out(end+1) = result_row ("T.*v (mode 2)", n, D.timeit (@() T .* w), NaN, 16 * n);
  out(end+1) = result_row ("sum mode 1", n, D.timeit (@() sum (T, 1)), NaN, 32 * n);
  out(end+1) = result_row ("sum mode 2", n, D.timeit (@() sum (T, 2)), NaN, 32 * n);
  out(end+1) = result_row ("sum mode 3", n, D.timeit (@() sum (T, 3)),
                    D.timeit (@() sum (S, 2)), 32 * n);
  ## Octave's max (S, [], 2) on the 1e8-row peer takes about 30 s whatever nnz
  ## (a dense pass over the rows), too slow to repeat: no peer
  out(end+1) = result_row ("max mode 3", n, D.timeit (@() max (T, [], 3)), NaN, 32 * n);
  ## permute returns a view (no entry moves); reading it whole sorts its entries
  ## once, as pydata's transpose followed by an operation that needs them sorted
  out(end+1) = result_row ("permute [3 1 2]", n, D.timeit (@() permute (T, [3 1 2])), NaN, NaN);
  out(end+1) = result_row ("permute [3 1 2] + read whole", n,
                           D.timeit (@() compact (permute (T, [3 1 2]))), NaN, 32 * n);
  out(end+1) = result_row ("reshape", n, D.timeit (@() reshape (T, sz(1), [])), NaN, 24 * n);
  out(end+1) = result_row ("cat mode 1", n, D.timeit (@() cat (1, T, T)), NaN, NaN);

endfunction

