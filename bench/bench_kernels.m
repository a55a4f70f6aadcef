## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## rows = bench_kernels (D): timings of the CSC and contraction kernels on the
## driver's data D (fields T, subs, vals, sz, nnz, bw, timeit); see the benchmark
## contract in the helpers' brief.  Octave's own sparse equivalent is timed where
## one exists, librsb when "pkg load sparsersb" works.  bytes is what a streaming
## kernel must read (subscripts and values), for the bandwidth bound.

function rows = bench_kernels (D)
  T = D.T;
  n = D.nnz;
  sz = D.sz;
  s = D.subs;
  v = D.vals;
  rows = struct ("op", {}, "nnz", {}, "nds", {}, "octave", {}, "rsb", {}, "bytes", {});
  streamed = n * 8 * (numel (sz) + 1);          # int64 subscripts and double values

  for k = 1:3
    x = rand (sz(k), 1);
    rows(end+1) = result_row (sprintf ("ttv mode %d", k), n, D.timeit (@() ttv (T, x, k)),
                       NaN, streamed, NaN);
  endfor

  M = rand (10, sz(1));
  rows(end+1) = result_row ("ttm mode 1 (10-by-dim)", n, D.timeit (@() ttm (T, M, 1)), NaN, NaN, NaN);

  U = arrayfun (@(d) rand (sz(d), 10), 1:3, "uniformoutput", false);
  for k = 1:3
    t = D.timeit (@() mttkrp (T, U, k));
    rows(end+1) = result_row (sprintf ("mttkrp mode %d rank 10 [%.1f ns/nnz]", k, 1e9 * t / n),
                       n, t, NaN, NaN, NaN);
  endfor

  rows(end+1) = result_row ("innerprod(T,T)", n, D.timeit (@() innerprod (T, T)), NaN, 8 * n, NaN);
  U2 = ndsparse (s, 2 * v, sz);                 # same pattern, its own storage
  rows(end+1) = result_row ("innerprod(T,U)", n, D.timeit (@() innerprod (T, U2)), NaN,
                     2 * streamed, NaN);
  rows(end+1) = result_row ("norm", n, D.timeit (@() norm (T)), D.timeit (@() norm (v)), 8 * n, NaN);

  j1 = s(:, 2) + sz(2) * (s(:, 3) - 1);
  rows(end+1) = result_row ("unfold mode 1", n, D.timeit (@() unfold (T, 1)),
                     D.timeit (@() sparse (s(:, 1), j1, v, sz(1), sz(2) * sz(3))), NaN, NaN);
  j3 = s(:, 1) + sz(1) * (s(:, 2) - 1);
  rows(end+1) = result_row ("unfold mode 3", n, D.timeit (@() unfold (T, 3)),
                     D.timeit (@() sparse (s(:, 3), j3, v, sz(3), sz(1) * sz(2))), NaN, NaN);
  clear j1 j3;

  ## a 2-D tensor of the same entries: 1e5-by-1e6, (i, j, k) -> (i + 1e4*mod(k-1,10),
  ## j + 1e4*floor((k-1)/10)), a one-to-one map
  k0 = s(:, 3) - 1;
  i2 = s(:, 1) + sz(1) * mod (k0, 10);
  j2 = s(:, 2) + sz(2) * floor (k0 / 10);
  m2 = [sz(1) * 10, sz(2) * ceil(sz(3) / 10)];
  T2 = ndsparse ([i2, j2], v, m2);
  S2 = sparse (i2, j2, v, m2(1), m2(2));
  clear k0 i2 j2;
  x = rand (m2(2), 1);
  y = rand (m2(1), 1);
  [trsb, trsbt] = rsb_times (S2, x, y, D.timeit);
  rows(end+1) = result_row ("T*x (2-D)", n, D.timeit (@() T2 * x), D.timeit (@() S2 * x),
                     n * 24, trsb);
  rows(end+1) = result_row ("T'*x (2-D)", n, D.timeit (@() (y.' * T2).'), D.timeit (@() S2' * y), n * 24,
                     trsbt);
endfunction

## librsb's R*x and R.'*y, NaN when octave-sparsersb cannot be loaded
function [t, tt] = rsb_times (S, x, y, timeit)
  t = NaN;
  tt = NaN;
  try
    pkg load sparsersb
  catch
    return;
  end_try_catch
  R = sparsersb (S);
  t = timeit (@() R * x);
  tt = timeit (@() R.' * y);
endfunction
