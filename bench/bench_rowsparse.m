## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## out = bench_rowsparse (D): the row-sparse wing (issue 25) at the issue's sizes,
## which do not depend on the driver's tensor, so they run once, at the driver's
## first (smallest) size:
##   - rowsparse (A) and full (R) for A of 1e6 x 64 (512 MB) with 1% of its rows
##     nonzero, beside Octave's own any + row indexing and zeros + row assignment;
##     bytes: what each must read (A; R's stored rows), so x floor compares them
##     with a memory copy;
##   - spdot (X, D, "transpose_a") against Octave's X.' * D for a batch of 1024
##     samples with 100 features each out of 1e5 and of 1e6, 64 outputs (D is
##     1024 x 64), time and the measured peak memory;
##   - SGD (momentum 0.9), Adam and AdaGrad on a weight of 1e6 x 64 with a
##     gradient of 100 rows: 100 lazy steps in place (optparam), the dense step in
##     place (lazy_update false) and the value functions (sgd_update ..., which
##     copy the weight and the states); each lazy row's name gives the time of one
##     step and the dense step's time over it, measured in the same run.
## run_bench prints these rows in a section of their own (the `section` field),
## with their first calls in fresh processes (cold) as for every other row.
function out = bench_rowsparse (D)
  out = struct ("op", {}, "nnz", {}, "nds", {}, "octave", {}, "rsb", {}, "bytes", {});
  if (! first_size (D))
    return;
  endif

  ## rowsparse (A) and full (R)
  n = 1e6;
  w = 64;
  rand ("state", 25);
  A = zeros (n, w);
  hit = randperm (n, n / 100);
  A(hit, :) = rand (numel (hit), w);
  R = rowsparse (A);
  k = numel (hit);
  out(end+1) = result_row ("rowsparse (A) 1e6x64, 1% rows", k * w,
                            D.timeit (@() rowsparse (A)),
                            D.timeit (@() octave_rows (A)), 8 * n * w);
  idx = rowindices (R);
  data = rowdata (R);
  out(end+1) = result_row ("full (R) 1e6x64, 1% rows", k * w, D.timeit (@() full (R)),
                            D.timeit (@() octave_full (idx, data, n, w)), 8 * k * (w + 1));
  clear A R idx data;

  ## the transposed sparse dot of a batch
  for nf = [1e5 1e6]
    [X, Dy] = batch (nf, 1024, 100, 64);
    bytes = 16 * nnz (X) + 8 * (nf + 1) + 8 * numel (Dy);
    out(end+1) = result_row (sprintf ("spdot (X, D, \"transpose_a\") %g features", nf),
                              nnz (X), D.timeit (@() spdot (X, Dy, "transpose_a")),
                              D.timeit (@() X.' * Dy), bytes);
  endfor
  clear X Dy;

  ## lazy and dense steps on 1e6 x 64
  randn ("state", 25);
  W = randn (n, w);
  G = rowsparse (randn (100, w), randperm (n, 100), [n w]);
  ## method, options, the value function, the arrays a step reads and writes; the
  ## states are made (and their pages touched) before the value functions are timed
  S = ones (n, w);
  steps = {"sgd", {"lr", 0.01, "momentum", 0.9}, @(W, G, o) sgd_update (W, G, S, o{:}), 2;
           "adam", {"lr", 0.001}, @(W, G, o) adam_update (W, G, S, S, 1, o{:}), 3;
           "adagrad", {"lr", 0.01}, @(W, G, o) adagrad_update (W, G, S, o{:}), 2};
  for s = 1:rows (steps)
    [method, opts, value_fn, arrays] = steps{s, :};
    P = optparam (W, method, opts{:});
    t_lazy = D.timeit (@() stepped (P, G, 100));
    t_dense = D.timeit (@() stepped (P, G, 1, "lazy_update", false));
    clear P;
    out(end+1) = result_row (sprintf ("%s lazy, 100 steps in place, W 1e6x64, G 100 rows [%.1f us a step; dense / lazy = %.0f]",
                                       method, 1e4 * t_lazy, 100 * t_dense / t_lazy),
                             100 * w, t_lazy, NaN);
    out(end+1) = result_row (sprintf ("%s dense step in place, W 1e6x64", method), n * w,
                              t_dense, NaN, 2 * 8 * n * w * arrays);
    out(end+1) = result_row (sprintf ("%s_update on values (copies W), lazy", method),
                              100 * w, D.timeit (@() value_fn (W, G, opts)), NaN);
  endfor
  clear W G S steps;
  [out.section] = deal ("Row-sparse arrays and lazy optimizer steps (bench/bench_rowsparse.m)");
endfunction

## true at the driver's first size: the smallest of 1e5, 1e6, 1e7 under
## BENCH_MAX_NNZ, which bench_data grows by a ninth of repeated rows
function tf = first_size (D)
  cap = str2double (getenv ("BENCH_MAX_NNZ"));
  if (isnan (cap))
    cap = 1e7;
  endif
  n = min (1e5, cap);
  tf = (rows (D.subs) == n + round (n / 9));
endfunction

## K steps update (P, G, ...), with a value for the driver (which weighs every
## result).  The lazy rows time 100 steps in one call: a single step (20-35 us) is
## as short as the timer's and the function handles' own cost.
function r = stepped (P, G, k, varargin)
  for i = 1:k
    update (P, G, varargin{:});
  endfor
  r = [];
endfunction

## what an Octave user writes for rowsparse (A): the rows with a nonzero, then them
function [idx, data] = octave_rows (A)
  idx = find (any (A, 2));
  data = A(idx, :);
endfunction

## and for full (R): zeros, then the stored rows
function F = octave_full (idx, data, n, w)
  F = zeros (n, w);
  F(idx, :) = data;
endfunction

## a batch of m samples with f random features each out of nf, and an output
## gradient of p columns
function [X, Dy] = batch (nf, m, f, p)
  rand ("state", nf);
  X = sparse (repmat ((1:m)', f, 1), ceil (nf * rand (m * f, 1)), rand (m * f, 1), m, nf);
  Dy = rand (m, p);
endfunction
