## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{M} =} tucker_als (@var{T}, @var{R})
## @deftypefnx {ndsparse} {@var{M} =} tucker_als (@var{T}, @var{R}, @var{name}, @var{value}, @dots{})
## @deftypefnx {ndsparse} {[@var{M}, @var{Uinit}, @var{output}] =} tucker_als (@dots{})
## Tucker decomposition of the ndsparse @var{T} by higher-order orthogonal
## iteration (HOOI), as Tensor Toolbox's @code{tucker_als}: a @code{tuckermodel}
## with a dense core of size @var{R} (one rank for every mode, or a vector of N)
## and orthonormal factors.
##
## Each iteration, for every mode n in @code{dimorder}: @code{Y = ttm (T, U, -n,
## "t")}, computed in one pass over the nonzeros straight into the dense mode-n
## unfolding of Y (each nonzero adds its value times the Kronecker product of the
## other factors' rows to its row; a sparse TTM chain instead when that unfolding
## is past @code{ndsparse_config ("max_dense")}), and @code{U@{n@}} the leading
## Rn left singular vectors of Y's mode-n unfolding (the eigenvectors of its Gram
## matrix, largest entry positive, as Tensor Toolbox's @code{nvecs}); the core
## is the last Y times @code{U@{n@}'}.  The fit @code{1 - norm (T - M) / norm (T)}
## is @code{1 - sqrt (norm (T)^2 - norm (core)^2) / norm (T)}; the loop stops when
## it changes by less than @code{tol}.
##
## Options (as @code{cp_als}): @code{"tol"} (1e-4), @code{"maxiters"} (50),
## @code{"dimorder"} (@code{1:N}), @code{"init"} (@code{"random"},
## @code{"nvecs"} or a cell of N initial factors; the first mode of
## @code{dimorder} is not used), @code{"printitn"} (1).  @var{output} has
## @code{params}, @code{iters} and @code{fit}.
##
## A tensor of single values is decomposed in double and its model's core and
## factors are single (Octave's rule for a result of single data); the other
## outputs are as for the same values in double.
##
## @example
## @group
## rand ("seed", 1);
## T = ndsprand ([30 20 10], 0.1);
## [M, ~, out] = tucker_als (T, [4 3 2], "printitn", 0);
## size (M.core), out.fit
## @end group
## @end example
## @seealso{hosvd, tuckermodel, ttm, cp_als}
## @end deftypefn

function [P, Uinit, output] = tucker_als (T, R, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (nds_is_single (T))
    ## in double, as cp_als: its stopping test, the fit's change, is below single's
    [P, Uinit, output] = nds_single_decomp (@tucker_als, T, R, varargin{:});
    return;
  endif
  [~, T] = __nds_real_only__ ("tucker_als", T);
  fn = "tucker_als";
  sz = __nds_viewparts__ (T);
  N = numel (sz);
  if (isscalar (R))
    R = R * ones (1, N);
  endif
  if (! (isnumeric (R) && isreal (R) && numel (R) == N && all (R >= 1)
         && all (R == fix (R)) && all (R(:).' <= sz)))
    error ("ndsparse:decomp",
           "tucker_als: R must be a rank or %d ranks, each in 1..size (T, n)", N);
  endif
  R = double (R(:).');
  o = __nds_decomp_options__ (fn, varargin, struct ("tol", 1e-4, "maxiters", 50,
                                                "dimorder", 1:N, "init", "random",
                                                "printitn", 1));
  tol = __nds_decomp_check__ (fn, "tol", o.tol, "nonneg");
  maxiters = __nds_decomp_check__ (fn, "maxiters", o.maxiters, "posint");
  dimorder = __nds_decomp_check__ (fn, "dimorder", o.dimorder, {"perm", N});
  printitn = __nds_decomp_check__ (fn, "printitn", o.printitn, "int");
  init = o.init;
  if (iscell (init))
    if (numel (init) != N)
      error ("ndsparse:decomp", "tucker_als: init must be a cell of %d factor matrices", N);
    endif
    Uinit = init(:);
    for n = dimorder(2:end)
      if (! (isnumeric (Uinit{n}) && isreal (Uinit{n})
             && isequal (size (Uinit{n}), [sz(n), R(n)])))
        error ("ndsparse:decomp", "tucker_als: init{%d} must be a real %d-by-%d matrix",
               n, sz(n), R(n));
      endif
    endfor
  elseif (ischar (init) && any (strcmpi (init, {"random", "nvecs"})))
    Uinit = cell (N, 1);
    for n = dimorder(2:end)
      if (strcmpi (init, "random"))
        Uinit{n} = rand (sz(n), R(n));
      else
        Uinit{n} = nds_nvecs (T, n, R(n), fn);
      endif
    endfor
  else
    error ("ndsparse:decomp",
           "tucker_als: init must be \"random\", \"nvecs\" or a cell of initial factors");
  endif
  o.init = init;
  if (numel (size (T)) < N)
    T = reshape (T, sz);
  endif
  U = cellfun (@(A) double (full (A)), Uinit, "uniformoutput", false);
  normX = norm (T);
  fit = 0;
  if (printitn > 0)
    printf ("\nTucker Alternating Least-Squares:\n");
  endif
  for iter = 1:maxiters
    fitold = fit;
    for n = dimorder
      if (nds_full_allowed (nds_ttmc_cells (sz, U, n)))
        ## one pass over the entries into the dense unfolding of Y
        Y = nds_ttmc (T, U, n, fn);
        U{n} = nds_gram_eig (Y, R(n), fn);
      else
        Y = ttm (T, U, -n, "t");
        U{n} = nds_gram_eig (nds_unfold_any (Y, n, N), R(n), fn);
      endif
    endfor
    if (isa (Y, "ndsparse"))
      core = shrink (Y, U{n}, n, N);
    else
      ## core_(n) = U{n}' * Y_(n), folded back
      others = [1:n-1, n+1:N];
      core = ipermute (reshape (U{n}.' * Y, [R(n), R(others), 1]), [n, others]);
    endif
    normresidual = sqrt (max (normX ^ 2 - sum (core(:) .^ 2), 0));
    if (normX == 0)
      fit = 0;
    else
      fit = 1 - normresidual / normX;
    endif
    fitchange = abs (fitold - fit);
    if (printitn > 0 && mod (iter, printitn) == 0)
      printf (" Iter %2d: fit = %e fitdelta = %7.1e\n", iter, fit, fitchange);
    endif
    if (iter > 1 && fitchange < tol)
      break;
    endif
  endfor
  P = tuckermodel (core, U);
  output = struct ("params", o, "iters", iter, "fit", fit);
endfunction

## the dense core: Y times V' in mode k
function G = shrink (Y, V, k, N)
  if (isa (Y, "ndsparse"))
    G = double (full (ttm (Y, V, k, "t")));
  else
    G = __nds_dense_ttm__ (Y, V.', k, N);
  endif
endfunction

## HOOI written from its definition on full arrays: the oracle
%!function [G, U] = dense_hooi (F, R, U, iters)
%!  N = ndims (F);
%!  for it = 1:iters
%!    for n = 1:N
%!      Y = F;
%!      for m = [1:n-1, n+1:N]
%!        sz = size (Y); sz(end+1:N) = 1;
%!        p = [m, 1:m-1, m+1:N];
%!        Y = ipermute (reshape (U{m}' * reshape (permute (Y, p), sz(m), []),
%!                               [R(m), sz([1:m-1, m+1:N])]), p);
%!      endfor
%!      sz = size (Y); sz(end+1:N) = 1;
%!      [L, ~, ~] = svd (reshape (permute (Y, [n, 1:n-1, n+1:N]), sz(n), []));
%!      U{n} = L(:, 1:R(n));
%!    endfor
%!  endfor
%!  G = F;
%!  for m = 1:N
%!    sz = size (G); sz(end+1:N) = 1;
%!    p = [m, 1:m-1, m+1:N];
%!    G = ipermute (reshape (U{m}' * reshape (permute (G, p), sz(m), []),
%!                           [R(m), sz([1:m-1, m+1:N])]), p);
%!  endfor
%!endfunction

%!test
%! seed = 107; rand ("seed", seed);
%! T = ndsprand ([7 6 5], 0.4);
%! U0 = {[], orth(rand (6, 2)), orth(rand (5, 3))};
%! [M, Ui, out] = tucker_als (T, [3 2 3], "init", U0, "maxiters", 4, "tol", 0, "printitn", 0);
%! [G, U] = dense_hooi (full (T), [3 2 3], U0, 4);
%! for k = 1:3
%!   assert (abs (M.U{k}' * U{k}), eye (columns (U{k})), 1e-8);
%! endfor
%! F = full (tuckermodel (G, U));
%! assert (full (M), F, 1e-9);
%! D = full (T) - F;
%! assert (out.fit, 1 - norm (D(:)) / norm (T), 1e-9);
%! assert (fit (M, T), out.fit, 1e-9);
%! assert (out.iters, 4);
%!test
%! ## a planted multilinear rank-(2,2,2) tensor is recovered exactly
%! rand ("seed", 109);
%! Mt = tuckermodel (rand (2, 2, 2), {rand(9, 2), rand(8, 2), rand(7, 2)});
%! T = ndsparse (full (Mt));
%! [M, ~, out] = tucker_als (T, 2, "printitn", 0, "init", "nvecs");
%! ## the fit comes from norm (T)^2 - norm (core)^2: its error is sqrt (eps) sized
%! assert (out.fit > 1 - 1e-7);
%! assert (full (M), full (Mt), 1e-8);
%! out = evalc ("tucker_als (T, 2, \"maxiters\", 2)");
%! assert (! isempty (strfind (out, "Tucker Alternating Least-Squares:")));
%! assert (! isempty (regexp (out, "Iter  2: fit = ", "once")));
%!test
%! ## the one-pass kernel and the sparse TTM chain (past max_dense) agree; rank 1
%! ## and a size-1 mode against the dense HOOI
%! seed = 113; rand ("seed", seed);
%! T = ndsprand ([4 1 4 4], 0.5);
%! R = [3 1 3 3];
%! U0 = {[], ones(1, 1), orth(rand (4, 3)), orth(rand (4, 3))};
%! M = tucker_als (T, R, "init", U0, "maxiters", 3, "tol", 0, "printitn", 0);
%! ## every unfolding of Y has 36 or 27 elements, the Gram matrices 16 or 1
%! old = ndsparse_config ("max_dense", 20);
%! unwind_protect
%!   M2 = tucker_als (T, R, "init", U0, "maxiters", 3, "tol", 0, "printitn", 0);
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
%! assert (M2.core, M.core, 1e-12);
%! [G, U] = dense_hooi (full (T), R, U0, 3);
%! assert (full (M), full (tuckermodel (G, U)), 1e-9);
%! U1 = {[], 1, orth(rand (4, 1)), orth(rand (4, 1))};
%! M = tucker_als (T, 1, "init", U1, "maxiters", 2, "tol", 0, "printitn", 0);
%! [G, U] = dense_hooi (full (T), [1 1 1 1], U1, 2);
%! assert (full (M), full (tuckermodel (G, U)), 1e-9);
%!error id=ndsparse:decomp tucker_als (ndsprand ([3 3], 0.5), 4)
%!error id=ndsparse:decomp tucker_als (ndsprand ([3 3], 0.5), [1 1 1])
%!error id=ndsparse:decomp tucker_als (ndsprand ([3 3], 0.5), 1, "init", {1})
%!error id=ndsparse:decomp tucker_als (ndsprand ([3 3], 0.5), 1, "init", {[], ones(3, 2)})
%!error id=ndsparse:decomp tucker_als (ndsprand ([3 3], 0.5), 1, "init", "eig")
%!error id=ndsparse:decomp tucker_als (ndsprand ([3 3], 0.5), 1, "maxiters", -1)
%!error id=ndsparse:decomp tucker_als (ndsprand ([3 3], 0.5), 1, "zap", 1)
%!error <Invalid call> tucker_als (ndsprand ([3 3], 0.5))

%!demo
%! ## HOSVD by tolerance, then HOOI at the ranks it chose: the fit of each.
%! rand ("seed", 5);
%! T = ndsprand ([25 20 15], 0.2);
%! H = hosvd (T, 0.6, "verbosity", 0);
%! r = size (H.core);
%! [K, ~, out] = tucker_als (T, r, "printitn", 0, "init", H.U);
%! printf ("ranks %s: hosvd fit %.4f, tucker_als fit %.4f after %d iterations\n",
%!         mat2str (r), fit (H, T), out.fit, out.iters);
