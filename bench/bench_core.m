## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## out = bench_core (D): construction, many-element lookup and the
## single-element assignment loop (issue 2), beside Octave's own sparse matrices.
##
## Octave's peer holds the same entries in the 2-D matrix whose rows are
## dimensions 1 and 2 and whose columns are dimension 3 (10000*10000 by 1000):
## every entry keeps its place, duplicates are summed the same way, and the
## column pointers stay small (dimension 1 by dimensions 2-3 would need 1e7+1 of
## them).  The assignment row reports seconds PER ASSIGNMENT.
function out = bench_core (D)

  sz = D.sz;
  subs = D.subs;
  vals = D.vals;
  m = sz(1) * sz(2);
  i = subs(:, 1) + (subs(:, 2) - 1) * sz(1);
  j = subs(:, 3);

  out = result_row ("construct", D.nnz,
                    D.timeit (@() ndsparse (subs, vals, sz)),
                    D.timeit (@() sparse (i, j, vals, m, sz(3))));

  ## 1e4 lookups in one call: half stored positions, half random (mostly empty) cells
  rand ("state", 1);
  stored = subs(ceil (rows (subs) * rand (5000, 1)), :);
  q = [stored; ceil(rand (5000, 3) .* sz)];
  lin = sub2ind (sz, q(:, 1), q(:, 2), q(:, 3));
  T = D.T;
  S = sparse (i, j, vals, m, sz(3));
  out(end+1) = result_row ("lookup 1e4", D.nnz,
                           D.timeit (@() T(lin)), D.timeit (@() S(lin)));

  ## single-element assignments of new entries, up to 1e4 of them (fewer when a
  ## probe says the loop would take long: each CSC insertion moves O(nnz) entries)
  q = ceil (rand (1e4, 3) .* sz);
  v = rand (1e4, 1);
  qi = q(:, 1) + (q(:, 2) - 1) * sz(1);
  t_nds = per_assignment (D, @(n) assign_tensor_loop (T, q(1:n, :), v(1:n)), 30);
  t_oct = per_assignment (D, @(n) assign_matrix_loop (S, qi(1:n), q(1:n, 3), v(1:n)), 10);
  out(end+1) = result_row ("assign 1 elem (s each)", D.nnz, t_nds, t_oct);

endfunction

## Seconds per assignment of assign (n), which makes the first n of 1e4
## assignments: n = 1e4, or fewer so that the loop takes about budget seconds.
function t = per_assignment (D, assign, budget)
  probe = 50;
  t = D.timeit (@() assign (probe)) / probe;
  n = min (1e4, max (probe, floor (budget / t)));
  if (n > probe)
    t = D.timeit (@() assign (n)) / n;
  endif
endfunction
