## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Single tensors in the decompositions (cp_als, cp_apr, hosvd, tucker_als) and in
## spy and viewplot, issue 39.  A decomposition of a single tensor is computed in
## double (its stopping tests and tolerances lie below single's resolution) and
## returns a model whose weights or core and factors are single, Octave's rule for
## a result of single data.  Oracles: the full single array of a tensor of known
## rank, which the model must reproduce (exactly low-rank data: within
## 1e-3 relative for the iterative methods, 64 * eps ("single") relative for
## hosvd and tucker_als at full rank); and the double call on the same values and
## the same random state, whose model rounded to single must be the single
## model exactly.  Random inputs are seeded; a failure prints the seed.

## the single rank-R tensor of size sz with positive factors, and the factors
%!function [F, U] = rank_r (sz, R)
%!  U = arrayfun (@(n) single (0.5 + rand (n, R)), sz, "uniformoutput", false);
%!  F = zeros (sz, "single");
%!  for r = 1:R
%!    Fr = U{1}(:, r);
%!    for n = 2:numel (sz)
%!      Fr = Fr .* reshape (U{n}(:, r), [ones(1, n-1), sz(n), 1]);
%!    endfor
%!    F += Fr;
%!  endfor
%!endfunction

## M's parts are single and full (M) within rel of the single array F
%!function check_model (M, F, rel, msg)
%!  try
%!    if (isa (M, "cpmodel"))
%!      assert (class (M.lambda), "single");
%!    else
%!      assert (class (M.core), "single");
%!    endif
%!    assert (all (cellfun ("isclass", M.U, "single")));
%!    assert (class (full (M)), "single");
%!    assert (class (double (M)), "double");
%!    assert (full (M), F, -rel);
%!  catch err
%!    error ("%s: %s", msg, err.message);
%!  end_try_catch
%!endfunction

%!test
%! ## cp_als and cp_apr of exactly rank-1 and rank-2 single tensors (size-1 dims too)
%! for seed = 1:4
%!   rand ("seed", seed);
%!   sz = [3 4 2];
%!   sz(seed == [2 3 4]) = 1;
%!   [F, U] = rank_r (sz, 1);
%!   T = ndsparse (F);
%!   msg = sprintf ("seed %d", seed);
%!   rand ("seed", seed);
%!   P = cp_als (T, 1, "printitn", 0, "tol", 1e-8, "maxiters", 200);
%!   check_model (P, F, 1e-3, [msg " cp_als"]);
%!   rand ("seed", seed);
%!   M = cp_apr (T, 1, "printitn", 0, "maxiters", 500);
%!   check_model (M, F, 1e-3, [msg " cp_apr"]);
%! endfor

%!test
%! ## hosvd (tol 0) and tucker_als at full rank reproduce a single tensor; a view
%! for seed = 1:3
%!   rand ("seed", seed);  randn ("seed", seed);
%!   F = single (randn (3, 2, 4) .* (rand (3, 2, 4) < 0.6));
%!   F(1, 1, 1) = 1;
%!   T = ndsparse (F);
%!   msg = sprintf ("seed %d", seed);
%!   check_model (hosvd (T, 0, "verbosity", 0), F, 64 * eps ("single"), [msg " hosvd"]);
%!   rand ("seed", seed);
%!   check_model (tucker_als (T, [3 2 4], "printitn", 0), F, 64 * eps ("single"),
%!                [msg " tucker_als"]);
%!   V = T(2:3, :, 2:4);
%!   check_model (hosvd (V, 0, "verbosity", 0), F(2:3, :, 2:4), 64 * eps ("single"),
%!                [msg " hosvd of a view"]);
%! endfor

%!test
%! ## the single model is the double call's on the same values and random state,
%! ## rounded once
%! rand ("seed", 11);  randn ("seed", 11);
%! F = single (rand (4, 3, 3) .* (rand (4, 3, 3) < 0.5));
%! F(1, 1, 1) = 1;
%! T = ndsparse (F);
%! D = ndsparse (double (F));
%! rand ("seed", 5);  Ps = cp_als (T, 2, "printitn", 0);
%! rand ("seed", 5);  Pd = cp_als (D, 2, "printitn", 0);
%! assert (Ps.lambda, single (Pd.lambda));
%! assert (Ps.U, cellfun (@single, Pd.U, "uniformoutput", false));
%! rand ("seed", 5);  Ms = cp_apr (T, 2, "printitn", 0);
%! rand ("seed", 5);  Md = cp_apr (D, 2, "printitn", 0);
%! assert (Ms.lambda, single (Md.lambda));
%! assert (Ms.U, cellfun (@single, Md.U, "uniformoutput", false));
%! Ts = hosvd (T, 0.1, "verbosity", 0);  Td = hosvd (D, 0.1, "verbosity", 0);
%! assert (Ts.core, single (Td.core));
%! rand ("seed", 5);  [Ts, ~, os] = tucker_als (T, [2 2 2], "printitn", 0);
%! rand ("seed", 5);  [Td, ~, od] = tucker_als (D, [2 2 2], "printitn", 0);
%! assert (Ts.core, single (Td.core));
%! assert (Ts.U, cellfun (@single, Td.U, "uniformoutput", false));
%! assert (os.fit, od.fit);
%! ## a single model's methods stay single (single with double gives single)
%! assert (class (norm (Ps)), "single");
%! assert (class (innerprod (Ps, D)), "single");
%! assert (class (fit (Ts, T)), "single");
%! assert (class (Ps(1, 2, 3)), "single");

%!test
%! ## the models' constructors: any single part makes every part single, and
%! ## double () of a model is a double array
%! M = cpmodel (single ([2; 1]), {[1 0; 0 1], [1 1; 0 1]});
%! assert (class (M.U{1}), "single");
%! assert (class (double (M)), "double");
%! assert (full (M), single ([2 0; 1 1]));
%! M = cpmodel ({[1; 2], single([1; 1])});
%! assert (class (M.lambda), "single");
%! G = tuckermodel (2, {single([1; 1]), 1});
%! assert (class (G.core), "single");
%! assert (full (G), single ([2; 2]));
%! assert (class (full (tuckermodel (2, {[1; 1], 1}))), "double");

%!test
%! ## spy and viewplot draw a single tensor as its double twin
%! T = ndsparse ([1 1 1; 2 3 4; 3 2 1; 2 2 2], single ([1; 5; -0.5; -3]), [3 3 4]);
%! hf = figure ("visible", "off");
%! unwind_protect
%!   props = {"xdata", "ydata", "zdata", "cdata"};
%!   h = spy (T);
%!   s = cellfun (@(p) double (get (h, p)), props, "uniformoutput", false);
%!   clf (hf);
%!   hd = spy (double (T));
%!   d = cellfun (@(p) double (get (hd, p)), props, "uniformoutput", false);
%!   assert (s, d);
%!   clf (hf);
%!   h = spy (T(:, :, 2));
%!   assert ([get(h, "xdata"), get(h, "ydata")], [2 2]);
%!   clf (hf);
%!   h = viewplot (T(2:3, :, 1));
%!   clf (hf);
%!   hd = viewplot (double (T)(2:3, :, 1));
%!   assert (numel (h), numel (hd));
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!error id=ndsparse:complex cp_als (ndsparse ([1 1 1], 1i), 1)
%!error id=ndsparse:decomp cp_als (ndsparse ([1 1 1], single (2)), 0)
%!error id=ndsparse:decomp hosvd (ndsparse ([1 1 1], single (2)), -1)
