## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Agreement with Tensor Toolbox, when it is installed: set TTB_DIR to its folder
## (Tensor Toolbox is not in Debian and is not shipped here; without TTB_DIR
## these tests are skipped).  Given the same initial guess, cp_als, cp_apr (alg
## mu) and tucker_als of an ndsparse give Tensor Toolbox's iterates on the
## equivalent sptensor to 1e-8, hosvd the same model, and the conversions
## ktensor (M) / ttensor (M) give Tensor Toolbox's objects of the same tensor.

%!function [T, X, U0] = problem (seed, sz, R)
%!  rand ("seed", seed);
%!  T = round (4 * ndsprand (sz, 0.3));
%!  [s, v] = find (T);
%!  X = sptensor (s, v, sz);
%!  U0 = arrayfun (@(d) rand (sz(d), R), 1:numel (sz), "uniformoutput", false);
%!endfunction

%!testif ; ! isempty (getenv ("TTB_DIR"))
%! addpath (getenv ("TTB_DIR"));
%! unwind_protect
%!   [T, X, U0] = problem (131, [9 8 7], 3);
%!   ## a Tensor Toolbox script calling cp_als on an ndsparse runs the method
%!   M = cp_als (T, 3, "init", U0, "maxiters", 5, "tol", 0, "printitn", 0);
%!   assert (isa (M, "cpmodel"));
%!   P = cp_als (X, 3, "init", U0, "maxiters", 5, "tol", 0, "printitn", 0);
%!   assert (M.lambda, P.lambda, 1e-8 * max (P.lambda));
%!   for n = 1:3
%!     assert (M.U{n}, P.U{n}, 1e-8);
%!   endfor
%!   assert (fit (M, T), 1 - norm (full (X) - full (P)) / norm (X), 1e-8);
%!   assert (double (full (ktensor (M))), full (M), 1e-12);
%! unwind_protect_cleanup
%!   rmpath (getenv ("TTB_DIR"));
%! end_unwind_protect

%!testif ; ! isempty (getenv ("TTB_DIR"))
%! addpath (getenv ("TTB_DIR"));
%! unwind_protect
%!   [T, X, U0] = problem (137, [8 7 6], 2);
%!   M = cp_apr (T, 2, "init", U0, "maxiters", 4, "printitn", 0);
%!   P = cp_apr (X, 2, "alg", "mu", "init", ktensor (U0), "maxiters", 4, "printitn", 0);
%!   assert (M.lambda, P.lambda, 1e-8 * max (P.lambda));
%!   for n = 1:3
%!     assert (M.U{n}, P.U{n}, 1e-8);
%!   endfor
%! unwind_protect_cleanup
%!   rmpath (getenv ("TTB_DIR"));
%! end_unwind_protect

%!testif ; ! isempty (getenv ("TTB_DIR"))
%! addpath (getenv ("TTB_DIR"));
%! unwind_protect
%!   [T, X, U0] = problem (139, [8 7 6], 3);
%!   U0 = cellfun (@orth, U0, "uniformoutput", false);
%!   M = tucker_als (T, [3 2 3], "init", {[], U0{2}(:, 1:2), U0{3}}, "maxiters", 4,
%!                   "tol", 0, "printitn", 0);
%!   P = tucker_als (X, [3 2 3], "init", {[], U0{2}(:, 1:2), U0{3}}, "maxiters", 4,
%!                   "tol", 0, "printitn", 0);
%!   assert (full (M), double (full (P)), 1e-8);
%!   H = hosvd (T, 0, "ranks", [3 3 3], "verbosity", 0);
%!   Q = hosvd (X, 0, "ranks", [3 3 3], "verbosity", 0);
%!   assert (full (H), double (full (Q)), 1e-8);
%!   assert (double (full (ttensor (H))), full (H), 1e-12);
%! unwind_protect_cleanup
%!   rmpath (getenv ("TTB_DIR"));
%! end_unwind_protect
