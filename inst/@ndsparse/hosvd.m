## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{M} =} hosvd (@var{T}, @var{tol})
## @deftypefnx {ndsparse} {@var{M} =} hosvd (@var{T}, @var{tol}, @var{name}, @var{value}, @dots{})
## Sequentially truncated higher-order SVD of the ndsparse @var{T}, as Tensor
## Toolbox's @code{hosvd}: a @code{tuckermodel} @var{M} with orthonormal factors
## and a dense core, with @code{norm (T - M) <= tol * norm (T)} when the ranks
## come from the tolerance.
##
## For each mode k in @code{dimorder}: the Gram matrix of the mode-k unfolding of
## the current tensor Y (@code{T} at first, sparse; T times the factors found so
## far, computed in one pass over T straight into a dense unfolding when that is
## within the dense policy and not much larger than a sparse Y, as at the last
## mode) gives the leading eigenvectors
## @code{U@{k@}}; the rank is the given one or the smallest keeping the
## discarded eigenvalues' sum below @code{tol^2 * norm (T)^2 / N}; then
## @code{Y = ttm (Y, U@{k@}, k, "t")} shrinks mode k (sequential truncation).  The
## core is the last Y, made full.  The error is reported from
## @code{norm (T)^2 - norm (core)^2}, without the full model.
##
## Options: @code{"ranks"} (a vector of N ranks; a 0 entry is chosen by
## @var{tol}), @code{"dimorder"} (@code{1:N}), @code{"sequential"} (true: shrink
## after each mode; false: every factor from @var{T}, the core at the end),
## @code{"verbosity"} (1: print the core's size and the error; 0: silent).  The
## eigenvectors' signs are fixed (largest entry positive).  With @code{"ranks"}
## given and a mode too large for its Gram matrix, @code{eigs} finds the leading
## vectors; by tolerance, every eigenvalue is needed, so a mode past the dense
## policy is an @code{ndsparse:toolarge} error.
##
## A tensor of single values is decomposed in double and its model's core and
## factors are single (Octave's rule for a result of single data).
##
## @example
## @group
## rand ("seed", 1);
## T = ndsprand ([20 15 10], 0.2);
## M = hosvd (T, 0.5, "verbosity", 0);
## size (M.core), fit (M, T)      # fit >= 0.5
## M = hosvd (T, 0, "ranks", [3 3 3], "verbosity", 0);
## @end group
## @end example
## @seealso{tucker_als, tuckermodel, ttm, unfold}
## @end deftypefn

function M = hosvd (T, tol, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (nds_is_single (T))
    ## computed in double: the Gram matrices square the singular values, and tol
    ## cuts their tail, which single's 7 digits would round away
    M = nds_single_decomp (@hosvd, T, tol, varargin{:});
    return;
  endif
  [~, T] = __nds_real_only__ ("hosvd", T);
  fn = "hosvd";
  sz = __nds_viewparts__ (T);
  N = numel (sz);
  if (! (isnumeric (tol) && isreal (tol) && isscalar (tol) && tol >= 0))
    error ("ndsparse:decomp", "hosvd: TOL must be a real scalar >= 0");
  endif
  o = __nds_decomp_options__ (fn, varargin, struct ("ranks", [], "dimorder", 1:N,
                                                "sequential", true, "verbosity", 1));
  dimorder = __nds_decomp_check__ (fn, "dimorder", o.dimorder, {"perm", N});
  seq = __nds_decomp_check__ (fn, "sequential", o.sequential, "logical");
  verb = __nds_decomp_check__ (fn, "verbosity", o.verbosity, "int");
  ranks = o.ranks;
  if (isempty (ranks))
    ranks = zeros (1, N);
  elseif (! (isnumeric (ranks) && isreal (ranks) && numel (ranks) == N
             && all (ranks >= 0) && all (ranks == fix (ranks)) && all (ranks(:).' <= sz)))
    error ("ndsparse:decomp",
           "hosvd: ranks must be %d integers, each 0 (by TOL) or at most its mode's size",
           N);
  endif
  ranks = double (ranks(:).');
  normx2 = norm (T) ^ 2;
  thresh = tol ^ 2 * normx2 / N;
  U = cell (N, 1);
  if (numel (size (T)) < N)
    T = reshape (T, sz);
  endif
  Y = T;                    # T times U{j}' in the modes j where shrunk(j)
  shrunk = false (1, N);
  done = false (1, N);      # U{j} found
  nzT = nnz (T);
  fromT = false;            # A is T's unfolding times every other factor
  for k = dimorder
    if (seq)
      fromT = dense_step (sz, U, k, nzT);
      if (fromT)
        ## the unfolding of T times the factors so far, in one pass over T
        A = nds_ttmc (T, U, k, fn);
      else
        for j = find (done & ! shrunk)
          Y = shrink (Y, U{j}, j, N);
          shrunk(j) = true;
        endfor
        A = nds_unfold_any (Y, k, N);
      endif
    else
      A = unfold (T, k);
    endif
    if (ranks(k) == 0)
      [V, e] = nds_gram_eig (A, [], fn);
      tail = flipud (cumsum (flipud (e)));
      ranks(k) = max ([find(tail > thresh, 1, "last"), 1]);
      V = V(:, 1:ranks(k));
    else
      V = nds_gram_eig (A, ranks(k), fn);
    endif
    U{k} = V;
    done(k) = true;
  endfor
  ## the core: T times every U{k}', from the last unfolding when it is dense
  if (! seq)
    fromT = dense_step (sz, U, k, nzT);
    if (fromT)
      A = nds_ttmc (T, U, k, fn);
    endif
  endif
  if (fromT)
    others = [1:k-1, k+1:N];
    core = ipermute (reshape (U{k}.' * A, [ranks(k), ranks(others), 1]), [k, others]);
  else
    for j = find (! shrunk)
      Y = shrink (Y, U{j}, j, N);
    endfor
    core = double (full (Y));
  endif
  M = tuckermodel (core, U);
  if (verb > 0)
    rel = sqrt (max (normx2 - sum (core(:) .^ 2), 0) / max (normx2, realmin));
    printf ("Size of core: %s\n", strjoin (arrayfun (@num2str, ranks, "uniformoutput", false), " x "));
    if (rel <= tol)
      printf ("||X-T||/||X|| = %g <=%f (tol)\n", rel, tol);
    else
      printf ("Tolerance not satisfied!! ||X-T||/||X|| = %g >=%f (tol)\n", rel, tol);
    endif
  endif
endfunction

## true when the unfolding of T times U{j}' in the modes with a factor (the
## identity in the others) is best computed dense in one pass over T: allowed by
## the dense policy and at most 4 cells per nonzero a sparse chain would produce
function tf = dense_step (sz, U, k, nzT)
  cells = nds_ttmc_cells (sz, U, k);
  done = ! cellfun (@(A) isequal (size (A), [0 0]), U(:).');
  done(k) = false;
  tf = nds_full_allowed (cells) && cells <= 4 * max (nzT, sz(k)) * prod (cellfun (@columns, U(done)));
endfunction

## Y times V' in mode k: ttm on an ndsparse, a dense product on a full array
function Y = shrink (Y, V, k, N)
  if (isa (Y, "ndsparse"))
    if (numel (__nds_viewparts__ (Y)) < N)
      Y = reshape (Y, [size(Y), ones(1, N - numel (size (Y)))]);
    endif
    Y = ttm (Y, V, k, "t");
  else
    Y = __nds_dense_ttm__ (Y, V.', k, N);
  endif
endfunction

## ST-HOSVD written from the definition on full arrays: the oracle
%!function [G, U] = dense_sthosvd (F, ranks)
%!  N = ndims (F); U = cell (N, 1); G = F;
%!  for k = 1:N
%!    sz = size (G); sz(end+1:N) = 1;
%!    A = reshape (permute (G, [k, 1:k-1, k+1:N]), sz(k), []);
%!    [L, ~, ~] = svd (A);
%!    U{k} = L(:, 1:ranks(k));
%!    sz(k) = ranks(k);
%!    G = ipermute (reshape (U{k}' * A, sz([k, 1:k-1, k+1:N])), [k, 1:k-1, k+1:N]);
%!  endfor
%!endfunction

%!test
%! seed = 97; rand ("seed", seed);
%! T = ndsprand ([7 6 5], 0.4);
%! M = hosvd (T, 0, "ranks", [3 2 4], "verbosity", 0);
%! [G, U] = dense_sthosvd (full (T), [3 2 4]);
%! assert (size (M.core), [3 2 4]);
%! ## the same subspaces, and the same model
%! for k = 1:3
%!   assert (abs (M.U{k}' * U{k}), eye (columns (U{k})), 1e-8);
%! endfor
%! F = G;
%! for k = 1:3
%!   sz = size (F); sz(end+1:3) = 1;
%!   F = ipermute (reshape (U{k} * reshape (permute (F, [k, 1:k-1, k+1:3]), sz(k), []),
%!                          [rows(U{k}), sz([1:k-1, k+1:3])]), [k, 1:k-1, k+1:3]);
%! endfor
%! assert (full (M), F, 1e-10);
%!test
%! ## by tolerance: the error bound holds, and it is tight for the last rank
%! rand ("seed", 101);
%! T = ndsprand ([8 7 6], 0.3);
%! for tol = [0.1 0.3 0.6]
%!   M = hosvd (T, tol, "verbosity", 0);
%!   D = full (T) - full (M);
%!   assert (norm (D(:)) <= tol * norm (T) + 1e-12);
%!   assert (fit (M, T), 1 - norm (D(:)) / norm (T), 1e-10);
%! endfor
%! M = hosvd (T, 0, "verbosity", 0);
%! assert (full (M), full (T), 1e-10);
%!test
%! ## non-sequential, dimorder, printing; a 4-way tensor and a view
%! rand ("seed", 103);
%! T = ndsprand ([5 4 3 4], 0.3);
%! M1 = hosvd (T, 0, "ranks", [2 2 2 2], "sequential", false, "verbosity", 0);
%! M2 = hosvd (T, 0, "ranks", [2 2 2 2], "dimorder", [4 3 2 1], "verbosity", 0);
%! assert (norm (M1) <= norm (T) + 1e-12 && norm (M2) <= norm (T) + 1e-12);
%! out = evalc ("hosvd (T, 0.5)");
%! assert (! isempty (strfind (out, "Size of core:")));
%! assert (! isempty (strfind (out, "(tol)")));
%! M = hosvd (T(2:5, :, :, :), 0, "verbosity", 0);
%! assert (full (M), full (T(2:5, :, :, :)), 1e-10);
%!test
%! ## a mode too long for a dense Gram matrix: the sparse Gram's leading vectors
%! rand ("seed", 127);
%! T = ndsprand ([2500 5 4], 0.02);
%! M = hosvd (T, 0, "ranks", [2 2 2], "verbosity", 0);
%! [L, ~, ~] = svd (full (unfold (T, 1)), "econ");
%! assert (abs (M.U{1}' * L(:, 1:2)), eye (2), 1e-8);
%! [~, i] = max (abs (M.U{1}));
%! assert (M.U{1}(sub2ind ([2500 2], i, 1:2)) > 0);
%!test
%! ## a very sparse tensor: sparse steps (T, then T times U{1}') before the last
%! ## mode's one pass over T; and the same with every step sparse (max_dense 10)
%! seed = 131; rand ("seed", seed);
%! T = ndsparse (randi (30, 25, 3), rand (25, 1), [30 30 30]);
%! M = hosvd (T, 0, "ranks", [2 3 1], "verbosity", 0);
%! [G, U] = dense_sthosvd (full (T), [2 3 1]);
%! for k = 1:3
%!   assert (abs (M.U{k}' * U{k}), eye (columns (U{k})), 1e-8);
%! endfor
%! assert (abs (M.core(:)), abs (G(:)), 1e-10);
%! old = ndsparse_config ("max_dense", 10);
%! unwind_protect
%!   M2 = hosvd (T, 0, "ranks", [2 3 1], "verbosity", 0);
%!   M3 = hosvd (T, 0, "ranks", [2 3 1], "sequential", false, "verbosity", 0);
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
%! assert (M2.core, M.core, 1e-12);
%! assert (full (M3), full (hosvd (T, 0, "ranks", [2 3 1], "sequential", false,
%!                                 "verbosity", 0)), 1e-12);
%! ## rank 1 everywhere, size-1 modes
%! T = ndsparse ([1 1 1; 2 1 3; 4 1 2], [1; -2; 3], [4 1 3]);
%! M = hosvd (T, 0, "ranks", [1 1 1], "verbosity", 0);
%! [G, U] = dense_sthosvd (full (T), [1 1 1]);
%! assert (abs (M.core), abs (G), 1e-12);
%!error id=ndsparse:decomp hosvd (ndsprand ([3 3], 0.5), -1)
%!error id=ndsparse:decomp hosvd (ndsprand ([3 3], 0.5), 0.1, "ranks", [1 4])
%!error id=ndsparse:decomp hosvd (ndsprand ([3 3], 0.5), 0.1, "ranks", 1)
%!error id=ndsparse:decomp hosvd (ndsprand ([3 3], 0.5), 0.1, "dimorder", [2 2])
%!error id=ndsparse:decomp hosvd (ndsprand ([3 3], 0.5), 0.1, "what", 1)
%!error id=ndsparse:toolarge hosvd (ndsparse ([1 1 1], 1, [1e5 2 2]), 0.1, "verbosity", 0)
%!error <Invalid call> hosvd (ndsprand ([3 3], 0.5))
