## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## CP-ALS written only against Tensor Toolbox's sptensor API (norm, mttkrp, ttv,
## size, ndims): the same function runs unchanged on an sptensor.  It recovers a
## planted rank-3 tensor held as an ndsparse.

%!function [U, lambda, fit] = cp_als_tt (X, R, maxiters, tol)
%!  N = ndims (X);
%!  sz = size (X);
%!  normX = norm (X);
%!  U = cell (1, N);
%!  for n = 1:N
%!    U{n} = rand (sz(n), R);
%!  endfor
%!  fit = 0;
%!  for iter = 1:maxiters
%!    fitold = fit;
%!    for n = 1:N
%!      G = ones (R, R);
%!      for m = [1:n-1, n+1:N]
%!        G = G .* (U{m}.' * U{m});
%!      endfor
%!      Unew = mttkrp (X, U, n) / G;
%!      lambda = sqrt (sum (Unew .^ 2, 1)).';
%!      U{n} = Unew ./ lambda.';
%!    endfor
%!    ## <X, model> through ttv over every mode, and the model's norm
%!    iprod = 0;
%!    for r = 1:R
%!      iprod += lambda(r) * ttv (X, cellfun (@(A) A(:, r), U, "uniformoutput", false));
%!    endfor
%!    G = lambda * lambda.';
%!    for m = 1:N
%!      G = G .* (U{m}.' * U{m});
%!    endfor
%!    normres = sqrt (max (normX ^ 2 + sum (G(:)) - 2 * iprod, 0));
%!    fit = 1 - normres / normX;
%!    if (iter > 1 && abs (fit - fitold) < tol)
%!      break;
%!    endif
%!  endfor
%!endfunction

%!test
%! rand ("seed", 42); randn ("seed", 42);
%! sz = [14 12 10];
%! R = 3;
%! A = cell (1, 3);
%! for n = 1:3
%!   A{n} = full (sprand (sz(n), R, 0.5)) + (rand (sz(n), R) < 0.15);
%! endfor
%! F = zeros (sz);
%! for r = 1:R
%!   F += reshape (kron (A{3}(:, r), kron (A{2}(:, r), A{1}(:, r))), sz);
%! endfor
%! X = ndsparse (F);
%! assert (nnz (X) < numel (F));
%! best = 0;
%! for start = 1:3
%!   [U, lambda, fit] = cp_als_tt (X, R, 500, 1e-10);
%!   best = max (best, fit);
%!   if (best > 0.99)
%!     break;
%!   endif
%! endfor
%! assert (best > 0.99);
%! ## the model built from the factors matches the tensor
%! M = zeros (sz);
%! for r = 1:R
%!   M += lambda(r) * reshape (kron (U{3}(:, r), kron (U{2}(:, r), U{1}(:, r))), sz);
%! endfor
%! assert (norm (M(:) - F(:)) / norm (F(:)) < 0.01);
