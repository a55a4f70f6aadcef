## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{M} =} cp_apr (@var{T}, @var{R})
## @deftypefnx {ndsparse} {@var{M} =} cp_apr (@var{T}, @var{R}, @var{name}, @var{value}, @dots{})
## @deftypefnx {ndsparse} {[@var{M}, @var{Minit}, @var{output}] =} cp_apr (@dots{})
## Rank-@var{R} CP decomposition of the non-negative count tensor @var{T} under a
## Poisson model, by Chi and Kolda's alternating Poisson regression with
## multiplicative updates (Tensor Toolbox's @code{cp_apr} with
## @code{"alg", "mu"}): the same options and the same iterates from the same
## initial guess.  It maximizes the log-likelihood
## @code{sum (x .* log (m)) - sum (M(:))} over the nonzeros x of @var{T} and the
## model values m there (without the constant @code{-sum (log (x!))}).
## Every inner step is two passes of the engine over the nonzeros: the model's
## values there, then the @code{mttkrp} of the ratios.
##
## Each outer iteration visits the modes: the weights move into @code{U@{n@}}, up
## to @code{maxinneriters} multiplicative updates @code{U@{n@} .*= Phi}, where
## @code{Phi = mttkrp} of the tensor of ratios @code{x ./ m} (one engine pass over
## the nonzeros), stop when the KKT violation @code{max |min (U@{n@}, 1 - Phi)|}
## is below @code{stoptol}; entries stuck at zero are nudged by @code{kappa}
## (complementary slackness).  The loop ends when every mode met the tolerance in
## its first inner step, or after @code{maxiters}.
##
## Options (names case-insensitive): @code{"alg"} (@code{"mu"}, the only one
## here), @code{"init"} (@code{"random"} or a @code{cpmodel}/cell of
## non-negative factors), @code{"stoptol"} (1e-4), @code{"maxiters"} (1000),
## @code{"maxinneriters"} (10), @code{"epsDivZero"} (1e-10), @code{"printitn"}
## (1), @code{"printinneritn"} (0), @code{"kappa"} (0.01), @code{"kappatol"}
## (1e-10).  @var{output} has @code{params}, @code{iters}, @code{kktViolations},
## @code{nInnerIters}, @code{nViolations}, @code{loglikelihood} and @code{fit}.
##
## A tensor of single values is decomposed in double and its model's weights and factors
## are single (Octave's rule for a result of single data); the other outputs are
## as for the same values in double.
##
## @example
## @group
## rand ("seed", 1);
## [T, Mtrue] = ndsplanted ([20 15 10], 2, "type", "poisson", "nnz", 2e4);
## [M, ~, out] = cp_apr (T, 2, "printitn", 0);
## out.loglikelihood, score (M, Mtrue)
## @end group
## @end example
## @seealso{cp_als, cpmodel, ndsplanted, mttkrp}
## @end deftypefn

function [M, Minit, output] = cp_apr (T, R, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (nds_is_single (T))
    ## computed in double: kappatol (1e-10) and the KKT violations compared with
    ## stoptol near convergence lie below single's resolution
    [M, Minit, output] = nds_single_decomp (@cp_apr, T, R, varargin{:});
    return;
  endif
  [~, T] = __nds_real_only__ ("cp_apr", T);
  fn = "cp_apr";
  sz = __nds_viewparts__ (T);
  N = numel (sz);
  if (! (isnumeric (R) && isreal (R) && isscalar (R) && R == fix (R) && R >= 1))
    error ("ndsparse:decomp", "cp_apr: R must be a positive integer");
  endif
  o = __nds_decomp_options__ (fn, varargin,
                          struct ("alg", "mu", "init", "random", "stoptol", 1e-4,
                                  "maxiters", 1000, "maxinneriters", 10,
                                  "epsDivZero", 1e-10, "printitn", 1, "printinneritn", 0,
                                  "kappa", 0.01, "kappatol", 1e-10));
  if (! (ischar (o.alg) && strcmpi (o.alg, "mu")))
    error ("ndsparse:decomp", "cp_apr: alg must be \"mu\" (the only algorithm here)");
  endif
  tol = __nds_decomp_check__ (fn, "stoptol", o.stoptol, "nonneg");
  maxiters = __nds_decomp_check__ (fn, "maxiters", o.maxiters, "posint");
  maxinner = __nds_decomp_check__ (fn, "maxinneriters", o.maxinneriters, "posint");
  epsdiv = __nds_decomp_check__ (fn, "epsDivZero", o.epsDivZero, "nonneg");
  printitn = __nds_decomp_check__ (fn, "printitn", o.printitn, "int");
  printinner = __nds_decomp_check__ (fn, "printinneritn", o.printinneritn, "int");
  kappa = __nds_decomp_check__ (fn, "kappa", o.kappa, "nonneg");
  kappatol = __nds_decomp_check__ (fn, "kappatol", o.kappatol, "nonneg");
  [s, x, shape] = nds_kern_values (T);
  if (any (x < 0))
    error ("ndsparse:decomp", "cp_apr: T must be non-negative (counts)");
  endif

  ## the initial guess
  init = o.init;
  if (isa (init, "cpmodel"))
    init = {init.lambda, init.U};
  elseif (iscell (init))
    init = {ones(R, 1), init};
  elseif (! (ischar (init) && strcmpi (init, "random")))
    error ("ndsparse:decomp", "cp_apr: init must be \"random\", a cpmodel or a cell of factors");
  endif
  if (ischar (init))
    U = cell (N, 1);
    for n = 1:N
      U{n} = rand (sz(n), R);
    endfor
    lambda = ones (R, 1);
  else
    [lambda, U] = deal (init{:});
    if (numel (U) != N || numel (lambda) != R)
      error ("ndsparse:decomp", "cp_apr: init must have %d factors of %d columns", N, R);
    endif
    for n = 1:N
      if (! (isnumeric (U{n}) && isreal (U{n}) && isequal (size (U{n}), [sz(n), R])
             && all (U{n}(:) >= 0)))
        error ("ndsparse:decomp", "cp_apr: init{%d} must be a non-negative %d-by-%d matrix",
               n, sz(n), R);
      endif
    endfor
    lambda = double (lambda(:));
  endif
  U = cellfun (@(A) double (full (A)), U(:), "uniformoutput", false);
  Minit = cpmodel (lambda, U);
  o.init = Minit;

  ## column 1-norms into the weights
  [lambda, U] = normalize1 (lambda, U, 1:N);
  kkt = -ones (maxiters, 1);
  ninner = zeros (maxiters, 1);
  nviol = zeros (maxiters, 1);
  Phi = cell (N, 1);
  kktmode = zeros (N, 1);
  if (printitn > 0)
    printf ("\nCP_APR:\n");
  endif
  for iter = 1:maxiters
    converged = true;
    for n = 1:N
      if (iter > 1)
        V = (Phi{n} > 1) & (U{n} < kappatol);
        if (any (V(:)))
          nviol(iter) += 1;
          U{n}(V) += kappa;
        endif
      endif
      ## the weights into mode n
      U{n} .*= lambda.';
      lambda = ones (R, 1);
      Uk = U;
      for i = 1:maxinner
        ninner(iter) += 1;
        ## Phi = mttkrp of the ratios x ./ model at the nonzeros (two engine passes)
        Uk{n} = U{n};
        w = x ./ max (__nds_cpvals__ (s, shape, Uk), epsdiv);
        Uk{n} = zeros (0, R);
        Phi{n} = __nds_mttkrp__ (s, w, shape, Uk, n);
        kktmode(n) = max (abs (min (U{n}(:), 1 - Phi{n}(:))));
        if (kktmode(n) < tol)
          break;
        endif
        converged = false;
        U{n} .*= Phi{n};
        if (printinner > 0 && mod (i, printinner) == 0)
          printf ("    Mode = %1d, Inner Iter = %2d, KKT violation = %.6e\n", n, i,
                  kktmode(n));
        endif
      endfor
      ## mode n's column sums back into the weights
      [lambda, U] = normalize1 (ones (R, 1), U, n);
    endfor
    kkt(iter) = max (kktmode);
    if (printitn > 0 && mod (iter, printitn) == 0)
      printf (" Iter %4d: Inner Its = %2d KKT violation = %.6e, nViolations = %2d\n",
              iter, ninner(iter), kkt(iter), nviol(iter));
    endif
    if (converged)
      if (printitn > 0)
        printf ("Exiting because all subproblems reached KKT tol.\n");
      endif
      break;
    endif
  endfor

  ## normalized (1-norms), sorted by weight
  [lambda, U] = normalize1 (lambda, U, 1:N);
  [lambda, p] = sort (lambda, "descend");
  U = cellfun (@(A) A(:, p), U, "uniformoutput", false);
  M = cpmodel (lambda, U);
  ll = loglike (s, x, shape, lambda, U);
  normX = norm (T);
  f = fit (M, T);
  if (printitn > 0)
    printf ("===========================================\n");
    printf (" Final log-likelihood = %e \n", ll);
    printf (" Final least squares fit = %e \n", f);
    printf (" Final KKT violation = %7.7e\n", kkt(iter));
    printf (" Total inner iterations = %d\n", sum (ninner));
  endif
  output = struct ("params", o, "iters", iter, "kktViolations", kkt(1:iter),
                   "nInnerIters", ninner(1:iter), "nViolations", nviol(1:iter),
                   "loglikelihood", ll, "fit", f);
endfunction

## the columns of U{n}, n in modes, scaled to unit 1-norm, the norms into lambda
## (multiplied for every mode; for one mode, lambda is ones on entry)
function [lambda, U] = normalize1 (lambda, U, modes)
  for n = modes
    c = sum (abs (U{n}), 1);
    lambda .*= c.';
    c(c == 0) = 1;
    U{n} ./= c;
  endfor
endfunction

## Poisson log-likelihood without the constant: sum x log m - sum (model)
function ll = loglike (s, x, shape, lambda, U)
  W = U;
  W{1} = W{1} .* lambda.';
  m = __nds_cpvals__ (s, shape, W);
  total = lambda.';
  for n = 1:numel (U)
    total .*= sum (U{n}, 1);
  endfor
  ll = sum (x .* log (m)) - sum (total);
endfunction

## A dense CP-APR (MU) written from Chi and Kolda's updates on full arrays: the oracle.
%!function [lambda, U] = dense_apr (F, lambda, U, outer, inner, kappa)
%!  N = ndims (F); sz = size (F); R = numel (lambda);
%!  for n = 1:N                                # 1-norm normalize every mode
%!    c = sum (U{n}); U{n} ./= c; lambda .*= c.';
%!  endfor
%!  Phi = cell (1, N);
%!  for it = 1:outer
%!    for n = 1:N
%!      if (it > 1)
%!        V = Phi{n} > 1 & U{n} < 1e-10; U{n}(V) += kappa;
%!      endif
%!      U{n} .*= lambda.'; lambda = ones (R, 1);
%!      others = [n+1:N, 1:n-1];
%!      Fn = reshape (permute (F, [n, others]), sz(n), []);
%!      K = ones (1, R);
%!      for m = fliplr (others)
%!        K = reshape (permute (K, [3 1 2]) .* permute (U{m}, [1 3 2]), [], R);
%!      endfor
%!      for i = 1:inner
%!        Mn = U{n} * K.';
%!        Phi{n} = ((Fn > 0) .* Fn ./ max (Mn, 1e-10)) * K;
%!        if (max (abs (min (U{n}(:), 1 - Phi{n}(:)))) < 1e-4)
%!          break;
%!        endif
%!        U{n} .*= Phi{n};
%!      endfor
%!      lambda = sum (U{n}).'; U{n} ./= lambda.';
%!    endfor
%!  endfor
%!endfunction

%!test
%! seed = 59; rand ("seed", seed);
%! T = round (4 * ndsprand ([5 4 3], 0.5));
%! U0 = {rand(5, 2), rand(4, 2), rand(3, 2)};
%! [M, Minit, out] = cp_apr (T, 2, "init", U0, "maxiters", 6, "printitn", 0);
%! [lambda, U] = dense_apr (full (T), ones (2, 1), U0, 6, 10, 0.01);
%! assert (full (M), full (cpmodel (lambda, U)), 1e-9);
%! assert (full (Minit), full (cpmodel (U0)), 1e-14);
%! assert (out.iters, 6);
%! ## the log-likelihood from its definition on the full arrays
%! F = full (T); E = full (M);
%! assert (out.loglikelihood, sum (F(F > 0) .* log (E(F > 0))) - sum (E(:)), 1e-8);
%! assert (out.fit, fit (M, T), 1e-12);
%! assert (all (M.lambda >= 0) && issorted (flipud (M.lambda)));
%! for n = 1:3
%!   assert (sum (M.U{n}), ones (1, 2), 1e-12);
%! endfor
%!test
%! ## a planted Poisson problem: the factors are recovered
%! rand ("seed", 61);
%! [T, Mtrue] = ndsplanted ([12 10 8], 2, "type", "poisson", "nnz", 2e5);
%! best = 0;
%! for start = 1:3
%!   [M, ~, out] = cp_apr (T, 2, "printitn", 0, "maxiters", 300);
%!   best = max (best, score (M, Mtrue, "lambda_penalty", false));
%!   if (best > 0.99)
%!     break;
%!   endif
%! endfor
%! assert (best > 0.99, "seed 61: factor match %g", best);
%! ## the fitted model is at least as likely as the planted one
%! F = full (T); E = full (Mtrue);
%! assert (out.loglikelihood >= sum (F(F > 0) .* log (E(F > 0))) - sum (E(:)) - 1e-6);
%!test
%! rand ("seed", 67);
%! T = round (3 * ndsprand ([4 3 3], 0.6));
%! out = evalc ("cp_apr (T, 2, \"maxiters\", 2)");
%! assert (! isempty (strfind (out, "CP_APR:")));
%! assert (! isempty (strfind (out, "Final log-likelihood")));
%! M0 = cpmodel ([1; 2], {rand(4, 2), rand(3, 2), rand(3, 2)});
%! [M, Mi] = cp_apr (T, 2, "init", M0, "printitn", 0, "maxiters", 3);
%! assert (full (Mi), full (M0), 1e-14);
%!error id=ndsparse:decomp cp_apr (ndsparse ([1 1], -1, [2 2]), 1)
%!error id=ndsparse:decomp cp_apr (ndsparse ([1 1], 1, [2 2]), 0)
%!error id=ndsparse:decomp cp_apr (ndsparse ([1 1], 1, [2 2]), 1, "alg", "pqnr")
%!error id=ndsparse:decomp cp_apr (ndsparse ([1 1], 1, [2 2]), 1, "init", "nvecs")
%!error id=ndsparse:decomp cp_apr (ndsparse ([1 1], 1, [2 2]), 1, "init", {ones(2, 1)})
%!error id=ndsparse:decomp cp_apr (ndsparse ([1 1], 1, [2 2]), 1, "init", {-ones(2, 1), ones(2, 1)})
%!error id=ndsparse:decomp cp_apr (ndsparse ([1 1], 1, [2 2]), 1, "maxinneriters", 0)
%!error id=ndsparse:decomp cp_apr (ndsparse ([1 1], 1, [2 2]), 1, "kappa", -1)
%!error id=ndsparse:decomp cp_apr (ndsparse ([1 1], 1, [2 2]), 1, "foo", 1)
%!error <Invalid call> cp_apr (ndsparse ([1 1], 1, [2 2]))

%!demo
%! ## Counts drawn from a planted rank-2 Poisson model: cp_apr's log-likelihood
%! ## against the planted model's, and the factor match.
%! rand ("seed", 4);
%! [C, Mtrue] = ndsplanted ([15 12 10], 2, "type", "poisson", "nnz", 5e4);
%! [M, ~, out] = cp_apr (C, 2, "printitn", 0, "maxiters", 200);
%! printf ("%d nonzeros, %d outer iterations, log-likelihood %.1f, score %.3f\n",
%!         nnz (C), out.iters, out.loglikelihood, score (M, Mtrue, "lambda_penalty", false));
