## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## mpi_bench_rank (n, R, iters): one rank's part of bench/mpi_bench.m, run on every
## rank under mpirun.  A Netflix-shaped tensor (480189 x 17770 x 2182, n random
## nonzeros, seeded) is made on rank 0 and distributed (medium-grained); then
##   mttkrp  each mode's mttkrp (D, U, n): the local block's compute, then the sum
##           over the ranks of the I_n x R results (allreduce), timed apart;
##   cp_als  iters iterations of the distributed CP-ALS (tol 0): compute and
##           communication time, and the payload bytes this rank gave the
##           collectives against the medium-grained model's prediction.
## Rank 0 prints one line "mpibench P mttkrp_comp mttkrp_comm cp_comp cp_comm
## bytes model wire" (seconds and bytes per iteration; the largest over the ranks).
function mpi_bench_rank (n, R, iters)
  sz = [480189 17770 2182];
  me = mpirank ();
  P = mpisize ();
  T = [];
  if (me == 0)
    rand ("seed", 1);
    subs = [randi(sz(1), n, 1), randi(sz(2), n, 1), randi(sz(3), n, 1)];
    T = ndsparse (subs, rand (n, 1), sz);
    clear subs;
  endif
  D = distribute (T);
  clear T;
  g = grid (D);
  rand ("seed", 2);
  U = arrayfun (@(m) rand (m, R), sz, "uniformoutput", false);
  L = local (D);
  mttkrp (L, U, 1);                      # warm
  tcomp = tcomm = 0;
  for k = 1:3
    for m = 1:3
      mpibarrier ();
      t = tic (); B = mttkrp (L, U, m); tcomp += toc (t);
      mpibarrier ();
      t = tic (); B = mpiallreduce (B); tcomm += toc (t);
    endfor
  endfor
  tcomp /= 3; tcomm /= 3;                # per mttkrp of every mode
  mpibarrier ();
  [~, ~, out] = cp_als (D, R, "init", U, "maxiters", iters, "tol", 0, "printitn", 0);
  ## the model: per mode, the layer's rows (|range| x R) through an allreduce of L
  ## ranks, plus R (column norms) and R^2 (Gram) values; per iteration one more value
  ## (the inner product); once: norm (1) and the factors gathered (sum I_n x R)
  rows = zeros (1, 3);
  if (! isempty (g.coords))
    for m = 1:3
      rows(m) = g.ranges{m}(g.coords(m) + 2) - g.ranges{m}(g.coords(m) + 1);
    endfor
  endif
  layer = g.used ./ g.dims;
  per_iter = 8 * (sum (rows * R) + 3 * (R + R ^ 2) + 1);
  once = 8 * (1 + sum (sz) * R);
  model = per_iter;
  measured = (out.bytes - once) / iters;
  ## a ring allreduce sends 2 (L-1)/L of its payload from each rank
  wire = 8 * (sum (2 * (layer - 1) ./ layer .* rows * R)
              + 2 * (P - 1) / P * (3 * (R + R ^ 2) + 1));
  v = [tcomp, tcomm, out.comp_time / iters, out.comm_time / iters, measured, model, wire];
  v = mpiallreduce (v, "max");
  if (me == 0)
    printf ("mpibench %d %s %s\n", P, sprintf ("%d,", g.dims), sprintf (" %.6g", v));
  endif
endfunction
