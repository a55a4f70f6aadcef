## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {[@var{T}, @var{M}] =} ndsplanted (@var{sz}, @var{R})
## @deftypefnx {ndsparse} {[@var{T}, @var{M}] =} ndsplanted (@var{sz}, @var{R}, @var{name}, @var{value}, @dots{})
## A sparse tensor @var{T} of size @var{sz} sampled from a known rank-@var{R} CP
## model @var{M} (a @code{cpmodel}), to test and teach decompositions with: how well
## @code{cp_als} or @code{cp_apr} recovers @var{M} is @code{score (Mfit, M)}.
##
## @table @code
## @item "type", "gaussian"
## (default) The factors are sparse: each column of @code{U@{n@}} has about
## @code{d(n) * sz(n)} nonzeros (at least one), uniform in [0.5, 1] before the
## columns are normalized, with the shares d(n) equal where they can be and
## chosen so that the model has about @code{nnz} nonzeros.  @var{T} holds the model's
## nonzeros plus Gaussian noise on them, scaled as Tensor Toolbox's
## @code{create_problem}: @code{norm (noise) = noise * norm (model)}.
## @item "type", "poisson"
## Count data, as @code{create_problem}'s sparse generation: the factors are
## dense (uniform in [0, 1], columns summing to 1), and @var{T} counts @code{nnz}
## independent draws of an index from the model's distribution, so that
## @code{E[T] = M} with @code{sum (M.lambda) = nnz}.  @var{T} has at most
## @code{nnz} nonzeros (draws at the same index add up); the more draws per
## nonzero of the model, the lower the relative noise.
## @item "nnz"
## The number of nonzeros (Gaussian, approximate) or of draws (Poisson);
## default @code{min (1e4, prod (sz) / 2)}.
## @item "noise"
## The relative Gaussian noise (0.01; Gaussian type only).
## @item "lambda"
## The weights of the components before scaling (default @code{R:-1:1}).
## @end table
##
## Random numbers come from @code{rand} and @code{randn}: seed them for a
## repeatable problem.  Nothing of size @code{prod (sz)} is allocated: the model is
## sampled component by component.
##
## @example
## @group
## rand ("seed", 1); randn ("seed", 1);
## [T, M] = ndsplanted ([40 30 20], 3, "nnz", 2000, "noise", 0.01);
## nnz (T)
## P = cp_als (T, 3, "printitn", 0, "tol", 1e-8, "maxiters", 200);
## score (P, M)         # near 1
## @end group
## @end example
## @seealso{cpmodel, cp_als, cp_apr, score, ndsprand}
## @end deftypefn

function [T, M] = ndsplanted (sz, R, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (! (isnumeric (sz) && isreal (sz) && isvector (sz) && numel (sz) >= 1
         && all (sz >= 1) && all (sz == fix (sz))))
    error ("ndsparse:planted", "ndsplanted: SZ must be a vector of positive integers");
  endif
  sz = double (sz(:).');
  if (! (isnumeric (R) && isreal (R) && isscalar (R) && R >= 1 && R == fix (R)))
    error ("ndsparse:planted", "ndsplanted: R must be a positive integer");
  endif
  o = struct ("type", "gaussian", "nnz", min (1e4, floor (prod (sz) / 2)),
              "noise", 0.01, "lambda", (R:-1:1).');
  if (mod (numel (varargin), 2) != 0 || ! iscellstr (varargin(1:2:end)))
    error ("ndsparse:planted", "ndsplanted: options must be NAME, VALUE pairs");
  endif
  for k = 1:2:numel (varargin)
    name = lower (varargin{k});
    if (! isfield (o, name))
      error ("ndsparse:planted",
             "ndsplanted: unknown option \"%s\" (type, nnz, noise, lambda)", varargin{k});
    endif
    o.(name) = varargin{k + 1};
  endfor
  if (! (ischar (o.type) && any (strcmpi (o.type, {"gaussian", "poisson"}))))
    error ("ndsparse:planted", "ndsplanted: type must be \"gaussian\" or \"poisson\"");
  endif
  k = o.nnz;
  if (! (isnumeric (k) && isreal (k) && isscalar (k) && k >= 1 && k == fix (k)))
    error ("ndsparse:planted", "ndsplanted: nnz must be a positive integer");
  endif
  if (! (isnumeric (o.noise) && isreal (o.noise) && isscalar (o.noise) && o.noise >= 0))
    error ("ndsparse:planted", "ndsplanted: noise must be a real scalar >= 0");
  endif
  lambda = o.lambda;
  if (! (isnumeric (lambda) && isreal (lambda) && numel (lambda) == R && all (lambda > 0)))
    error ("ndsparse:planted", "ndsplanted: lambda must be %d positive weights", R);
  endif
  lambda = double (lambda(:));
  N = numel (sz);
  if (strcmpi (o.type, "poisson"))
    [T, M] = poisson_problem (sz, N, R, double (k), lambda);
  else
    if (k > prod (sz))
      error ("ndsparse:planted", "ndsplanted: nnz = %d is more than the %d elements",
             k, prod (sz));
    endif
    [T, M] = gaussian_problem (sz, N, R, double (k), lambda, double (o.noise));
  endif
endfunction

## sparse factors, the model's nonzeros with Gaussian noise
function [T, M] = gaussian_problem (sz, N, R, k, lambda, noise)
  ## the share d(n) of nonzeros per factor column, the same in every mode but
  ## at least one entry and at most all: prod (d .* sz) = k / R
  d = zeros (1, N);
  free = true (1, N);
  do
    fixed = prod (d(! free) .* sz(! free));
    d(free) = (k / R / fixed / prod (sz(free))) ^ (1 / nnz (free));
    lo = free & d .* sz < 1;
    hi = free & d > 1;
    d(lo) = 1 ./ sz(lo);
    d(hi) = 1;
    free &= ! (lo | hi);
  until (! any (lo | hi) || ! any (free))
  U = cell (N, 1);
  for n = 1:N
    U{n} = (rand (sz(n), R) < d(n)) .* (0.5 + rand (sz(n), R) / 2);
    for r = find (! any (U{n}, 1))
      U{n}(randi (sz(n)), r) = 0.5 + rand () / 2;
    endfor
    nrm = sqrt (sum (U{n} .^ 2, 1));
    U{n} ./= nrm;
  endfor
  M = cpmodel (lambda, U);
  ## the support of each component: all combinations of its columns' nonzeros,
  ## written into one preallocated int64 array (no copy of the whole)
  supp = cellfun (@(A) sum (A != 0, 1), U, "uniformoutput", false);
  counts = prod (vertcat (supp{:}), 1);
  subs = zeros (sum (counts), N, "int64");
  vals = zeros (sum (counts), 1);
  at = 0;
  for r = 1:R
    blk = at + (1:counts(r));
    rep = 1;
    v = lambda(r);
    for n = 1:N
      i = find (U{n}(:, r));
      ## mode n's index runs slowest within the block of the modes before it
      subs(blk, n) = repmat (int64 (kron (i, ones (rep, 1))), counts(r) / (rep * numel (i)), 1);
      v = kron (U{n}(i, r), v);
      rep *= numel (i);
    endfor
    vals(blk) = v;
    at += counts(r);
  endfor
  ## the model's values at its support (components overlap: the constructor sums)
  T = ndsparse (subs, vals, sz);
  clear subs vals;
  if (noise > 0)
    e = randn (nnz (T), 1);
    T = spfun (@(v) v + noise * norm (v) / max (norm (e), realmin) * e, T);
  endif
endfunction

## dense stochastic factors, counts of draws from the model's distribution
function [T, M] = poisson_problem (sz, N, R, k, lambda)
  U = cell (N, 1);
  for n = 1:N
    U{n} = rand (sz(n), R);
    U{n} ./= sum (U{n}, 1);
  endfor
  lambda = k * lambda / sum (lambda);
  M = cpmodel (lambda, U);
  ## draws: a component by its weight, then an index per mode by its column
  comp = lookup (cumsum ([0; lambda(1:end-1)]) / k, rand (k, 1));
  subs = zeros (k, N);
  for n = 1:N
    for r = 1:R
      j = find (comp == r);
      c = cumsum (U{n}(:, r));
      c = [0; c(1:end-1) / c(end)];
      subs(j, n) = lookup (c, rand (numel (j), 1));
    endfor
  endfor
  T = ndsparse (subs, 1, sz);
endfunction

%!test
%! rand ("seed", 43); randn ("seed", 43);
%! [T, M] = ndsplanted ([30 20 10], 3, "nnz", 1500, "noise", 0);
%! assert (isa (M, "cpmodel"));
%! assert (size (T), [30 20 10]);
%! ## without noise the tensor is the model, entry for entry
%! assert (full (T), full (M), 1e-12);
%! assert (nnz (T) > 500 && nnz (T) < 4000);
%!test
%! ## low noise: CP-ALS recovers the planted factors (factor match > 0.99)
%! rand ("seed", 47); randn ("seed", 47);
%! [T, M] = ndsplanted ([40 30 20], 3, "nnz", 3000, "noise", 0.01);
%! D = full (T) - full (M);
%! assert (norm (D(:)) / norm (M), 0.01, 1e-3);
%! best = 0;
%! for start = 1:5
%!   P = cp_als (T, 3, "printitn", 0, "tol", 1e-10, "maxiters", 500);
%!   best = max (best, score (P, M));
%!   if (best > 0.99)
%!     break;
%!   endif
%! endfor
%! assert (best > 0.99, "seed 47: factor match %g", best);
%! assert (fit (P, T) > 0.98);
%!test
%! ## Poisson counts: E[T] = M; the total is the number of draws
%! rand ("seed", 53);
%! [T, M] = ndsplanted ([6 5 4], 2, "type", "poisson", "nnz", 2e5);
%! assert (sum (M.lambda), 2e5, 1e-6);
%! F = full (T);
%! assert (sum (F(:)), 2e5);
%! assert (all (F(:) == fix (F(:))));
%! E = full (M);
%! assert (max (abs (F(:) - E(:)) ./ sqrt (E(:))) < 6);
%! P = cp_als (T, 2, "printitn", 0, "tol", 1e-10, "maxiters", 500);
%! assert (fit (P, T) > 0.95);
%!test
%! [T, M] = ndsplanted (7, 1, "nnz", 3, "noise", 0);
%! assert (size (T), [7 1]);
%! assert (ncomponents (M), 1);
%!error id=ndsparse:planted ndsplanted ([3 0], 2)
%!error id=ndsparse:planted ndsplanted ([3 3], 0)
%!error id=ndsparse:planted ndsplanted ([3 3], 2, "nnz", 10)
%!error id=ndsparse:planted ndsplanted ([3 3], 2, "nnz", 0)
%!error id=ndsparse:planted ndsplanted ([3 3], 2, "noise", -1)
%!error id=ndsparse:planted ndsplanted ([3 3], 2, "type", "binary")
%!error id=ndsparse:planted ndsplanted ([3 3], 2, "lambda", [1 -1])
%!error id=ndsparse:planted ndsplanted ([3 3], 2, "bogus", 1)
%!error id=ndsparse:planted ndsplanted ([3 3], 2, "nnz")
%!error <Invalid call> ndsplanted ([3 3])

%!demo
%! ## A planted rank-2 problem at three noise levels: the fit cp_als reaches is
%! ## about 1 - noise, and the factor match score shows whether the planted
%! ## components were found.
%! for noise = [0.01 0.1 0.3]
%!   rand ("seed", 3); randn ("seed", 3);
%!   [T, M] = ndsplanted ([30 25 20], 2, "nnz", 2000, "noise", noise);
%!   P = cp_als (T, 2, "printitn", 0, "tol", 1e-8, "maxiters", 200);
%!   printf ("noise %.2f: %d nonzeros, fit %.3f, score %.3f\n", noise, nnz (T),
%!           fit (P, T), score (P, M));
%! endfor
