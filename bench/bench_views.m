## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## out = bench_views (D): views and indexing (issue 3).
##
## For slices T(:,k,:), T(i,:,:) and T(:,:,k) of the driver's tensor it times
## making the view ("create": O(ndims), must not grow with nnz) and reading its
## entries into a compact tensor ("read": a binary search plus the entries for
## T(:,:,k); through the cached per-dimension order for the others, whose one-time
## build is its own row).  Octave's peer holds the same entries in the matrix
## whose rows are dimension 1 and whose columns are dimensions 2-3 (1e7 columns):
## T(:,:,k) is a block of 10000 columns, T(:,k,:) every 10000th column, T(i,:,:)
## row i.  Also: 1e4 lookups in one call T(lin) (half stored, half random
## cells) and a loop of 1e4 single-element assignments T(i,j,k) = v into a tensor
## of 1e6 nonzeros, beside the same loop (300 iterations, scaled) on an Octave
## sparse matrix of the same nnz; those rows are seconds PER ASSIGNMENT.
function out = bench_views (D)

  sz = D.sz;
  T = D.T;
  S = sparse (D.subs(:, 1), D.subs(:, 2) + (D.subs(:, 3) - 1) * sz(2), D.vals,
              sz(1), sz(2) * sz(3));
  rand ("state", 7);
  i = ceil (rand () * sz(1));
  j = ceil (rand () * sz(2));
  k = ceil (rand () * sz(3));

  t0 = tic ();
  nnz (T(:, j, :));
  t_order = toc (t0);
  cols_dim2 = j + (0:sz(3)-1) * sz(2);
  cols_dim3 = (k - 1) * sz(2) + (1:sz(2));
  out = result_row ("slice T(:,k,:) first read (builds dim order)", D.nnz, t_order, NaN);
  nnz (T(i, :, :));          # the dim-1 order, built outside the timed runs

  out(end+1) = result_row ("view T(:,k,:) create", D.nnz,
                          D.timeit (@() T(:, j, :)), NaN);
  out(end+1) = result_row ("view T(:,k,:) read", D.nnz,
                          D.timeit (@() compact (T(:, j, :))),
                          D.timeit (@() S(:, cols_dim2)));
  out(end+1) = result_row ("view T(i,:,:) create", D.nnz,
                          D.timeit (@() T(i, :, :)), NaN);
  out(end+1) = result_row ("view T(i,:,:) read", D.nnz,
                          D.timeit (@() compact (T(i, :, :))),
                          D.timeit (@() S(i, :)));
  out(end+1) = result_row ("view T(:,:,k) create", D.nnz,
                          D.timeit (@() T(:, :, k)), NaN);
  out(end+1) = result_row ("view T(:,:,k) read", D.nnz,
                          D.timeit (@() compact (T(:, :, k))),
                          D.timeit (@() S(:, cols_dim3)));

  ## 1e4 lookups in one call: half stored positions, half random cells
  stored = D.subs(ceil (rows (D.subs) * rand (5000, 1)), :);
  q = [stored; ceil(rand (5000, 3) .* sz)];
  lin = sub2ind (sz, q(:, 1), q(:, 2), q(:, 3));
  out(end+1) = result_row ("index T(lin), 1e4 elements", D.nnz,
                          D.timeit (@() T(lin)), D.timeit (@() S(lin)));

  ## single-element assignments into a tensor of (at most) 1e6 nonzeros
  n6 = min (1e6, rows (D.subs));
  T6 = ndsparse (D.subs(1:n6, :), D.vals(1:n6), sz);
  S6 = sparse (D.subs(1:n6, 1) + (D.subs(1:n6, 2) - 1) * sz(1), D.subs(1:n6, 3),
               D.vals(1:n6), sz(1) * sz(2), sz(3));
  q = ceil (rand (1e4, 3) .* sz);
  v = rand (1e4, 1);
  noct = 300;
  out(end+1) = result_row ("assign T(i,j,k)=v into 1e6 nnz (s each)", nnz (T6),
                          D.timeit (@() compact (assign_tensor_loop (T6, q, v))) / rows (q),
                          D.timeit (@() assign_matrix_loop (S6, q(1:noct, 1) + (q(1:noct, 2) - 1) * sz(1),
                                                       q(1:noct, 3), v(1:noct))) / noct);

endfunction
