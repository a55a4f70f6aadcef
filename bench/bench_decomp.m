## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## out = bench_decomp (D): the decompositions (issue 36) on the driver's tensor,
## at 1e6 nonzeros and up (CP-APR and Tucker at 1e6 only), in a section of
## their own:
##   - cp_als rank 10: one iteration, as (time of 6 iterations - time of 1) / 5
##     from the same initial factors (so the setup, norm (T) and the final
##     arrangement are left out), against the sum of its 3 mttkrp timed alone
##     in the same run: the row's name gives the ratio (target <= 1.3);
##   - cp_apr rank 10: one outer iteration (10 inner multiplicative updates per
##     mode, the tolerance 0 so that none stops early), as 2 iterations - 1,
##     against its kernels (per inner iteration of a mode: the model's values
##     at the nonzeros and an mttkrp of the ratios; 30 of each);
##   - tucker_als ranks 10x10x10: one HOOI iteration, as 2 iterations - 1,
##     against its kernel (the one-pass TTM chain of each mode, 3 of them); and
##     hosvd with ranks 10x10x10 (one ST-HOSVD) whole.
## With TTB_DIR set (Tensor Toolbox's folder), the peer column times Tensor
## Toolbox's cp_als / cp_apr / tucker_als / hosvd on the equivalent sptensor
## the same way.
function out = bench_decomp (D)
  out = struct ("op", {}, "nnz", {}, "nds", {}, "octave", {}, "rsb", {}, "bytes", {});
  n = D.nnz;
  if (n < 5e5)
    return;
  endif
  T = D.T;
  sz = D.sz;
  ttb = getenv ("TTB_DIR");
  if (! isempty (ttb))
    addpath (ttb);
    X = sptensor (double (D.subs), D.vals, sz);
  endif
  unwind_protect
    rand ("state", 36);
    R = 10;
    U = arrayfun (@(d) rand (sz(d), R), 1:3, "uniformoutput", false);
    tm = 0;
    for k = 1:3
      tm += D.timeit (@() mttkrp (T, U, k));
    endfor
    als = @(X, it) cp_als (X, R, "init", U, "maxiters", it, "tol", 0, "printitn", 0);
    t = per_iter (D, @(it) als (T, it));
    tt = NaN;
    if (! isempty (ttb))
      tt = per_iter (D, @(it) als (X, it));
    endif
    out(end+1) = result_row (sprintf ("cp_als rank 10, one iteration (%.2fx its 3 mttkrp, %.3f s)",
                                      t / tm, tm), n, t, tt);
    if (n > 2e6)
      return;
    endif
    Ua = cellfun (@(A) A + 0.1, U, "uniformoutput", false);
    apr = @(X, it, init) cp_apr (X, R, "alg", "mu", "init", init, "maxiters", it,
                                 "stoptol", 0, "printitn", 0);
    Tc = ceil (T);           # counts: the values in (0, 1] become ones
    ## its kernels: per inner iteration of a mode, the model at the nonzeros and
    ## one mttkrp of the ratios (10 inner iterations a mode)
    [s, x, shape] = __nds_entries__ (Tc);
    Ub = cellfun (@(A) A .* 0.5, Ua, "uniformoutput", false);
    ka = 0;
    for k = 1:3
      ka += D.timeit (@() __nds_mttkrp__ (s, x ./ __nds_cpvals__ (s, shape, Ub), shape, Ub, k));
    endfor
    ka *= 10;
    t = per_iter (D, @(it) apr (Tc, it, Ua), 2);
    tt = NaN;
    if (! isempty (ttb))
      Kt = ktensor (Ua);
      tt = per_iter (D, @(it) apr (X, it, Kt), 2);
    endif
    out(end+1) = result_row (sprintf ("cp_apr rank 10, one outer iteration (10 inner per mode; %.2fx its kernels, %.3f s)",
                                      t / ka, ka), n, t, tt);
    Ut = cellfun (@orth, U, "uniformoutput", false);
    ## its kernel: a one-pass TTM chain per mode (each mode's unfolding of T
    ## times the other factors)
    [s, x, shape] = __nds_entries__ (T);
    kt = 0;
    for k = 1:3
      kt += D.timeit (@() __nds_ttmc__ (s, x, shape, Ut, k));
    endfor
    hooi = @(X, it) tucker_als (X, [R R R], "init", Ut, "maxiters", it, "tol", 0, "printitn", 0);
    t = per_iter (D, @(it) hooi (T, it), 2);
    tt = NaN;
    if (! isempty (ttb))
      tt = per_iter (D, @(it) hooi (X, it), 2);
    endif
    out(end+1) = result_row (sprintf ("tucker_als ranks 10x10x10, one iteration (%.2fx its 3 TTM chains, %.3f s)",
                                      t / kt, kt), n, t, tt);
    t = D.timeit (@() hosvd (T, 0, "ranks", [R R R], "verbosity", 0));
    tt = NaN;
    if (! isempty (ttb))
      tt = D.timeit (@() hosvd (X, 0, "ranks", [R R R], "verbosity", 0));
    endif
    out(end+1) = result_row ("hosvd ranks 10x10x10", n, t, tt);
  unwind_protect_cleanup
    if (! isempty (ttb))
      rmpath (ttb);
    endif
    [out.section] = deal ("Decompositions: CP-ALS, CP-APR, Tucker (bench/bench_decomp.m)");
  end_unwind_protect
endfunction

## the time of one iteration of run (iters): (time of k iterations - of 1) / (k - 1)
function t = per_iter (D, run, k = 6)
  t1 = D.timeit (@() run (1));
  tk = D.timeit (@() run (k));
  t = max (tk - t1, 0) / (k - 1);
endfunction
