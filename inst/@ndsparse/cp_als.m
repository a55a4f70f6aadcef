## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{M} =} cp_als (@var{T}, @var{R})
## @deftypefnx {ndsparse} {@var{M} =} cp_als (@var{T}, @var{R}, @var{name}, @var{value}, @dots{})
## @deftypefnx {ndsparse} {@var{M} =} cp_als (@var{T}, @var{R}, @var{opts})
## @deftypefnx {ndsparse} {[@var{M}, @var{Uinit}, @var{output}] =} cp_als (@dots{})
## Rank-@var{R} CP decomposition of the ndsparse @var{T} by alternating least
## squares, as Tensor Toolbox's @code{cp_als} on an sptensor: the same options,
## the same iterates from the same initial factors, the same fit.
##
## Each iteration updates the factors in @code{dimorder}: for mode n,
## @code{U@{n@} = mttkrp (T, U, n) / (.* of U@{m@}'*U@{m@}, m != n)}, then its
## columns are normalized (2-norm in the first iteration, max-norm after, the
## norms into @var{lambda}).  The fit @code{1 - norm (T - M) / norm (T)} comes from
## @code{norm (T)}, the model's Gram matrices and the last mode's mttkrp, never
## from the model's full array; the loop stops when the fit changes by less than
## @code{tol}.  The result @var{M} is a @code{cpmodel}, arranged (unit columns,
## weights decreasing) and, by default, with fixed signs.
##
## Options (names case-insensitive; also as fields of a struct @var{opts}):
## @table @code
## @item "tol"
## Tolerance on the change of fit (1e-4).
## @item "maxiters"
## Maximum number of iterations (50).
## @item "dimorder"
## The order in which the modes are updated (@code{1:N}).
## @item "init"
## @code{"random"} (default: @code{rand} factors), @code{"nvecs"} (the leading
## eigenvectors of each unfolding's Gram matrix) or a cell of N initial factors
## (the first mode of @code{dimorder} is not used and may be empty).
## @item "printitn"
## Print the fit every so many iterations (1, as Tensor Toolbox; 0: silent).
## @item "fixsigns"
## Settle the signs of the factors as @code{fixsigns} (true).
## @end table
##
## @var{Uinit} is the initial cell of factors; @var{output} a struct with
## @code{params} (the options), @code{iters} (iterations run), @code{fit} and
## @code{fits} (the fit after each iteration, for a convergence plot).
##
## A tensor of single values is decomposed in double and its model's weights and factors
## are single (Octave's rule for a result of single data); the other outputs are
## as for the same values in double.
##
## @example
## @group
## [T, Mtrue] = ndsplanted ([30 20 10], 3, "nnz", 3000, "noise", 0.01);
## [M, ~, out] = cp_als (T, 3, "printitn", 0, "tol", 1e-8, "maxiters", 200);
## out.fit             # near 1
## score (M, Mtrue)    # near 1: the planted factors recovered
## @end group
## @end example
## @seealso{cpmodel, cp_apr, mttkrp, ndsplanted, tucker_als}
## @end deftypefn

function [P, Uinit, output] = cp_als (T, R, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (nds_is_single (T))
    ## computed in double: the fit's 1 - |T - M| / |T| cancels where the model is
    ## good and its change is the stopping test, below single's resolution there
    [P, Uinit, output] = nds_single_decomp (@cp_als, T, R, varargin{:});
    return;
  endif
  [~, T] = __nds_real_only__ ("cp_als", T);
  sz = __nds_viewparts__ (T);
  N = numel (sz);
  if (! (isnumeric (R) && isreal (R) && isscalar (R) && R == fix (R) && R >= 1))
    error ("ndsparse:decomp", "cp_als: R must be a positive integer");
  endif
  o = __nds_decomp_options__ ("cp_als", varargin,
                          struct ("tol", 1e-4, "maxiters", 50, "dimorder", 1:N,
                                  "init", "random", "printitn", 1, "fixsigns", true));
  tol = __nds_decomp_check__ ("cp_als", "tol", o.tol, "nonneg");
  maxiters = __nds_decomp_check__ ("cp_als", "maxiters", o.maxiters, "posint");
  dimorder = __nds_decomp_check__ ("cp_als", "dimorder", o.dimorder, {"perm", N});
  printitn = __nds_decomp_check__ ("cp_als", "printitn", o.printitn, "int");
  fixsigns_ = __nds_decomp_check__ ("cp_als", "fixsigns", o.fixsigns, "logical");
  init = o.init;
  [s, x, shape] = nds_kern_values (T);

  ## the initial guess (the first mode of dimorder is solved for first)
  if (iscell (init))
    if (numel (init) != N)
      error ("ndsparse:decomp", "cp_als: init must be a cell of %d factor matrices", N);
    endif
    Uinit = init(:);
    for n = dimorder(2:end)
      if (! (isnumeric (Uinit{n}) && isreal (Uinit{n})
             && isequal (size (Uinit{n}), [sz(n), R])))
        error ("ndsparse:decomp", "cp_als: init{%d} must be a real %d-by-%d matrix",
               n, sz(n), R);
      endif
    endfor
  elseif (ischar (init) && any (strcmpi (init, {"random", "nvecs"})))
    Uinit = cell (N, 1);
    for n = dimorder(2:end)
      if (strcmpi (init, "random"))
        Uinit{n} = rand (sz(n), R);
      else
        Uinit{n} = nds_nvecs (T, n, R, "cp_als");
      endif
    endfor
  else
    error ("ndsparse:decomp",
           "cp_als: init must be \"random\", \"nvecs\" or a cell of initial factors");
  endif
  o.init = init;

  U = cellfun (@(A) double (full (A)), Uinit, "uniformoutput", false);
  normX = norm (T);
  fit = 0;
  UtU = zeros (R, R, N);
  for n = 1:N
    if (! isempty (U{n}))
      UtU(:, :, n) = U{n}.' * U{n};
    endif
  endfor
  if (printitn > 0)
    printf ("\nCP_ALS:\n");
  endif
  last = dimorder(end);
  lambda = ones (R, 1);
  fits = zeros (maxiters, 1);
  for iter = 1:maxiters
    fitold = fit;
    for n = dimorder
      Uk = U;
      Uk{n} = zeros (0, R);
      Unew = __nds_mttkrp__ (s, x, shape, Uk, n);
      if (n == last)
        U_mttkrp = Unew;
      endif
      Y = prod (UtU(:, :, [1:n-1, n+1:N]), 3);
      Unew = Unew / Y;
      if (iter == 1)
        lambda = sqrt (sum (Unew .^ 2, 1)).';
      else
        lambda = max (max (abs (Unew), [], 1), 1).';
      endif
      ## a zero column stays zero (Tensor Toolbox would divide 0 by 0)
      U{n} = Unew ./ (lambda.' + (lambda.' == 0));
      UtU(:, :, n) = U{n}.' * U{n};
    endfor
    ## the fit from norm (T), the model's norm and <T, model> (the last mttkrp)
    iprod = sum (sum (U{last} .* U_mttkrp, 1) .* lambda.');
    normP2 = abs (sum (sum ((lambda * lambda.') .* prod (UtU, 3))));
    fit = __nds_fit__ (normX, normP2, iprod);
    fits(iter) = fit;
    fitchange = abs (fitold - fit);
    done = iter > 1 && fitchange < tol;
    if ((printitn > 0 && mod (iter, printitn) == 0) || (printitn > 0 && done))
      printf (" Iter %2d: f = %e f-delta = %7.1e\n", iter, fit, fitchange);
    endif
    if (done)
      break;
    endif
  endfor

  P = arrange (cpmodel (lambda, U));
  if (fixsigns_)
    P = fixsigns (P);
  endif
  if (printitn > 0)
    printf (" Final f = %e \n", fit);
  endif
  output = struct ("params", o, "iters", iter, "fit", fit, "fits", fits(1:iter));
endfunction

## A dense CP-ALS written from the definitions on full arrays: the oracle.
%!function [lambda, U, fit] = dense_cp_als (F, U, iters)
%!  N = ndims (F); sz = size (F); R = columns (U{end});
%!  for iter = 1:iters
%!    for n = 1:N
%!      others = [n+1:N, 1:n-1];
%!      Fn = reshape (permute (F, [n, others]), sz(n), []);
%!      K = ones (1, R);
%!      for m = fliplr (others)              # others(1) fastest, as in Fn
%!        K = reshape (permute (K, [3 1 2]) .* permute (U{m}, [1 3 2]), [], R);
%!      endfor
%!      A = Fn * K / (K' * K);
%!      if (iter == 1)
%!        lambda = sqrt (sum (A .^ 2)).';
%!      else
%!        lambda = max (max (abs (A)), 1).';
%!      endif
%!      U{n} = A ./ lambda.';
%!    endfor
%!  endfor
%!  M = zeros (sz);
%!  for r = 1:R
%!    v = lambda(r) * U{1}(:, r);
%!    for n = 2:N
%!      v = v(:) * U{n}(:, r).';
%!    endfor
%!    M += reshape (v, sz);
%!  endfor
%!  fit = 1 - norm (F(:) - M(:)) / norm (F(:));
%!endfunction

%!test
%! seed = 23; rand ("seed", seed);
%! sz = [6 5 4];
%! T = ndsprand (sz, 0.4);
%! U0 = {[], rand(5, 3), rand(4, 3)};
%! [M, Uinit, out] = cp_als (T, 3, "init", U0, "maxiters", 7, "tol", 0, "printitn", 0,
%!                           "fixsigns", false);
%! [lambda, U, fitd] = dense_cp_als (full (T), U0, 7);
%! assert (out.iters, 7);
%! assert (out.fit, fitd, 1e-10);
%! ## the same model, in arranged order
%! assert (full (M), full (cpmodel (lambda, U)), 1e-9);
%! assert (fit (M, T), fitd, 1e-10);
%! assert (Uinit, U0(:));
%!test
%! ## a 4-way tensor, another dimorder: the same model as the dense oracle
%! rand ("seed", 29);
%! T = ndsprand ([4 3 5 2], 0.5);
%! U0 = {rand(4, 2), rand(3, 2), rand(5, 2), rand(2, 2)};
%! M = cp_als (T, 2, "init", U0, "maxiters", 5, "tol", 0, "printitn", 0,
%!             "dimorder", [1 2 3 4]);
%! [lambda, U] = dense_cp_als (full (T), U0, 5);
%! assert (full (M), full (cpmodel (lambda, U)), 1e-9);
%!test
%! ## a planted exact rank-3 tensor is recovered (fit and factor match)
%! rand ("seed", 31); randn ("seed", 31);
%! A = {rand(15, 3), rand(12, 3), rand(10, 3)};
%! Mtrue = cpmodel ([3; 2; 1], A);
%! T = ndsparse (full (Mtrue));
%! best = 0;
%! for start = 1:4
%!   [M, ~, out] = cp_als (T, 3, "printitn", 0, "tol", 1e-12, "maxiters", 1000);
%!   best = max (best, score (M, Mtrue));
%!   if (best > 0.99)
%!     break;
%!   endif
%! endfor
%! assert (best > 0.99, "seed 31: factor match %g", best);
%! assert (out.fit > 0.99);
%! assert (issorted (flipud (M.lambda)));
%!test
%! ## nvecs start: deterministic, and its first factors are the leading eigenvectors
%! rand ("seed", 37);
%! T = ndsprand ([8 7 6], 0.3);
%! [M1, Ui] = cp_als (T, 2, "init", "nvecs", "printitn", 0, "maxiters", 3);
%! M2 = cp_als (T, 2, "init", "nvecs", "printitn", 0, "maxiters", 3);
%! assert (full (M1), full (M2), 1e-12);
%! F = reshape (permute (full (T), [2 1 3]), 7, []);
%! [V, d] = eig (F * F');
%! [~, k] = sort (diag (d), "descend");
%! assert (abs (Ui{2}), abs (V(:, k(1:2))), 1e-10);
%! [~, i] = max (abs (Ui{2}));
%! assert (Ui{2}(sub2ind ([7 2], i, 1:2)) > 0);
%! assert (isempty (Ui{1}));
%!test
%! ## printing as Tensor Toolbox; options as a struct; a view and a zero tensor
%! rand ("seed", 41);
%! T = ndsprand ([5 4 3], 0.5);
%! out = evalc ("cp_als (T, 2, \"maxiters\", 2, \"tol\", 0)");
%! assert (! isempty (strfind (out, "CP_ALS:")));
%! assert (! isempty (regexp (out, "Iter  2: f = \\S+ f-delta", "once")));
%! assert (! isempty (strfind (out, "Final f = ")));
%! o = struct ("maxiters", 3, "printitn", 0, "init", {{[], rand(4, 2), rand(3, 2)}});
%! [~, ~, r] = cp_als (T, 2, o);
%! assert (r.iters, 3);
%! V = T(2:5, :, :);
%! [M, ~, r] = cp_als (V, 1, "printitn", 0);
%! assert (size (M), [4 4 3]);
%! Z = ndsparse ([], [], [3 2 2]);
%! warning ("off", "Octave:singular-matrix", "local");   # all-zero factors after one step
%! [M, ~, r] = cp_als (Z, 2, "printitn", 0, "maxiters", 3);
%! assert (all (isfinite (M.lambda)));
%! assert (norm (M), 0);
%!test
%! rand ("seed", 43);
%! T = ndsprand ([6 5 4], 0.5);
%! [M, ~, out] = cp_als (T, 2, "printitn", 0, "maxiters", 8, "tol", 0);
%! assert (size (out.fits), [8 1]);
%! assert (out.fits(end), out.fit);
%! assert (out.fit, fit (M, T), 1e-10);
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 0)
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 2, "nope", 1)
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 2, "maxiters", 0)
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 2, "tol", -1)
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 2, "dimorder", [1 1])
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 2, "fixsigns", 3)
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 2, "printitn", 0.5)
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 2, "init", "eig")
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 2, "init", {1})
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 2, "init", {[], ones(3, 1)})
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 4, "init", "nvecs")
%!error id=ndsparse:decomp cp_als (ndsprand ([3 3], 0.5), 2, "maxiters")
%!error <Invalid call> cp_als (ndsprand ([3 3], 0.5))

%!demo
%! ## CP-ALS on a planted rank-3 problem: the fit after each iteration (the
%! ## convergence curve) and the factor match score against the planted model.
%! rand ("seed", 2); randn ("seed", 2);
%! [T, Mtrue] = ndsplanted ([60 50 40], 3, "nnz", 6000, "noise", 0.05);
%! [M, ~, out] = cp_als (T, 3, "printitn", 0, "tol", 1e-7, "maxiters", 100);
%! printf ("%d iterations, fit %.4f, factor match score %.4f\n", out.iters, out.fit,
%!         score (M, Mtrue));
%! plot (1:out.iters, out.fits, "o-");
%! xlabel ("iteration"); ylabel ("fit = 1 - ||T - M|| / ||T||");
%! title ("cp_als on a planted rank-3 tensor, 5% noise", "interpreter", "none");
%! grid on;
