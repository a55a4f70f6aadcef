## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{P} =} cp_als (@var{D}, @var{R})
## @deftypefnx {ndsparse} {@var{P} =} cp_als (@var{D}, @var{R}, @var{name}, @var{value}, @dots{})
## @deftypefnx {ndsparse} {[@var{P}, @var{Uinit}, @var{output}] =} cp_als (@dots{})
## CP-ALS of a distributed tensor: the iteration of the ndsparse method
## @code{cp_als} (Tensor Toolbox's), with the work and the factor rows split as
## SPLATT's medium-grained decomposition prescribes (collective).
##
## Options as the ndsparse method's: @code{"tol"} (1e-4), @code{"maxiters"} (50),
## @code{"dimorder"} (1:N), @code{"init"} (@code{"random"}: drawn on rank 0 with
## @code{rand}, as the single-process method draws them, and sent to every rank; or a
## cell of factor matrices, rank 0's used), @code{"printitn"} (1; printed by rank 0),
## @code{"fixsigns"} (true).
##
## For mode n each rank computes the MTTKRP of its block, restricted to the rows of its
## range of mode n; the ranks of a layer (those sharing that range) sum those rows
## (allreduce of |range| x R values within the layer), and each then holds the layer's
## new factor rows: the Gram matrices, the column norms and the fit need R x R and R
## values summed over the layers (one rank each).  The result is the same as the single
## process's on the same tensor and initial factors (up to the order of floating
## sums, ~1e-15 per iteration), for any number of ranks.  The factor matrices are
## kept at full size on every rank (each rank reads and writes only its own rows until
## the end, when the rows are gathered): memory for the factors is not divided.
##
## @var{P} is the model (a @code{cpmodel} where the package has one, else a struct with
## @code{lambda} and @code{U}), whole on every rank; @var{output} adds to the
## single-process fields @code{comm_time} and @code{comp_time} (seconds on this rank)
## and @code{bytes} (payload bytes this rank passed to the collectives).
## @example
## @group
## T = [];
## if (mpirank () == 0)
##   T = ndsprand ([30 20 10], 0.1);
## endif
## P = cp_als (dndsparse (T), 3, "maxiters", 10, "printitn", 0);
## @end group
## @end example
## @seealso{dndsparse, mttkrp}
## @end deftypefn

function [P, Uinit, output] = cp_als (D, R, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  sz = D.sz;
  N = numel (sz);
  if (! (isnumeric (R) && isreal (R) && isscalar (R) && R == fix (R) && R >= 1))
    error ("ndsparse:decomp", "cp_als: R must be a positive integer");
  endif
  o = __nds_decomp_options__ ("cp_als", varargin,
                              struct ("tol", 1e-4, "maxiters", 50, "dimorder", 1:N,
                                      "init", "random", "printitn", 1, "fixsigns", true));
  o.tol = __nds_decomp_check__ ("cp_als", "tol", o.tol, "nonneg");
  o.maxiters = __nds_decomp_check__ ("cp_als", "maxiters", o.maxiters, "posint");
  o.printitn = __nds_decomp_check__ ("cp_als", "printitn", o.printitn, "int");
  o.fixsigns = __nds_decomp_check__ ("cp_als", "fixsigns", o.fixsigns, "logical");
  dimorder = __nds_decomp_check__ ("cp_als", "dimorder", o.dimorder, {"perm", N});
  me = D.rank;

  ## the initial factors: rank 0's, the same on every rank
  if (iscell (o.init))
    if (numel (o.init) != N)
      error ("ndsparse:decomp", "cp_als: init must be a cell of %d factor matrices", N);
    endif
    Uinit = o.init(:);
    for n = dimorder(2:end)
      if (! (isnumeric (Uinit{n}) && isreal (Uinit{n})
             && isequal (size (Uinit{n}), [sz(n), R])))
        error ("ndsparse:decomp", "cp_als: init{%d} must be a real %d-by-%d matrix",
               n, sz(n), R);
      endif
    endfor
  elseif (ischar (o.init) && strcmpi (o.init, "random"))
    Uinit = cell (N, 1);
    if (me == 0)
      for n = dimorder(2:end)
        Uinit{n} = rand (sz(n), R);
      endfor
    endif
  else
    error ("ndsparse:decomp", "cp_als: init must be \"random\" or a cell of initial factors");
  endif
  for n = dimorder(2:end)
    Uinit{n} = __ndsmpi__ ("bcast", double (full (Uinit{n})), 0, 0);
  endfor
  U = Uinit;
  U{dimorder(1)} = zeros (sz(dimorder(1)), R);

  [comm, lead] = dnds_layers (D);
  ## this rank's rows of each mode (none when idle)
  rows = cell (1, N);
  for n = 1:N
    if (isempty (D.coords))
      rows{n} = [];
    else
      rows{n} = D.bounds{n}(D.coords(n) + 1) + 1 : D.bounds{n}(D.coords(n) + 2);
    endif
  endfor
  tcomm = 0;
  __ndsmpi__ ("bytes", true);
  t0 = tic ();
  normX = norm (D);
  fit = 0;
  UtU = zeros (R, R, N);
  for n = 1:N
    UtU(:, :, n) = U{n}.' * U{n};
  endfor
  if (o.printitn > 0 && me == 0)
    printf ("\nCP_ALS (distributed over %d ranks):\n", D.nranks);
  endif
  last = dimorder(end);
  lambda = ones (R, 1);
  fits = zeros (o.maxiters, 1);
  for iter = 1:o.maxiters
    fitold = fit;
    for n = dimorder
      M = mttkrp (D.T, U, n);
      M = M(rows{n}, :);
      tc = tic ();
      if (comm(n) >= 0)
        M = __ndsmpi__ ("allreduce", M, 0, comm(n));
      endif
      tcomm += toc (tc);
      if (n == last)
        U_mttkrp = M;
      endif
      Y = prod (UtU(:, :, [1:n-1, n+1:N]), 3);
      Unew = M / Y;
      tc = tic ();
      if (iter == 1)
        lambda = sqrt (__ndsmpi__ ("allreduce", lead(n) * sum (Unew .^ 2, 1), 0, 0)).';
      else
        part = zeros (1, R);
        if (! isempty (Unew))
          part = max (abs (Unew), [], 1);
        endif
        lambda = max (__ndsmpi__ ("allreduce", part, 1, 0), 1).';
      endif
      tcomm += toc (tc);
      ## a zero column stays zero (Tensor Toolbox would divide 0 by 0)
      Unew = Unew ./ (lambda.' + (lambda.' == 0));
      U{n}(rows{n}, :) = Unew;
      tc = tic ();
      UtU(:, :, n) = __ndsmpi__ ("allreduce", lead(n) * (Unew.' * Unew), 0, 0);
      tcomm += toc (tc);
    endfor
    ## the fit from norm (D), the model's norm and <D, model> (the last mttkrp)
    tc = tic ();
    iprod = __ndsmpi__ ("allreduce",
                        lead(last) * sum (sum (U{last}(rows{last}, :) .* U_mttkrp, 1)
                                          .* lambda.'), 0, 0);
    tcomm += toc (tc);
    normP2 = abs (sum (sum ((lambda * lambda.') .* prod (UtU, 3))));
    fit = __nds_fit__ (normX, normP2, iprod);
    fits(iter) = fit;
    fitchange = abs (fitold - fit);
    done = iter > 1 && fitchange < o.tol;
    if (me == 0 && o.printitn > 0 && (mod (iter, o.printitn) == 0 || done))
      printf (" Iter %2d: f = %e f-delta = %7.1e\n", iter, fit, fitchange);
    endif
    if (done)
      break;
    endif
  endfor
  ## every factor whole on every rank: each layer's first rank gives its rows
  tc = tic ();
  for n = 1:N
    A = zeros (sz(n), R);
    A(rows{n}, :) = lead(n) * U{n}(rows{n}, :);
    U{n} = __ndsmpi__ ("allreduce", A, 0, 0);
  endfor
  tcomm += toc (tc);
  ttotal = toc (t0);
  bytes = __ndsmpi__ ("bytes", true);
  if (exist ("cpmodel") == 2)
    P = arrange (cpmodel (lambda, U));
    if (o.fixsigns)
      P = fixsigns (P);
    endif
  else
    P = struct ("lambda", lambda, "U", {U});
  endif
  if (o.printitn > 0 && me == 0)
    printf (" Final f = %e \n", fit);
  endif
  output = struct ("params", o, "iters", iter, "fit", fit, "fits", fits(1:iter),
                   "comm_time", tcomm, "comp_time", ttotal - tcomm, "bytes", bytes);
endfunction

## the single-process iteration written out on the whole tensor: the oracle
%!function [lambda, U, fit] = serial_cp_als (T, U, iters)
%!  N = numel (U); R = columns (U{end});
%!  normX = norm (T);
%!  for iter = 1:iters
%!    for n = 1:N
%!      Y = ones (R);
%!      for m = [1:n-1, n+1:N]
%!        Y = Y .* (U{m}.' * U{m});
%!      endfor
%!      A = mttkrp (T, U, n) / Y;
%!      if (iter == 1)
%!        lambda = sqrt (sum (A .^ 2, 1)).';
%!      else
%!        lambda = max (max (abs (A), [], 1), 1).';
%!      endif
%!      U{n} = A ./ lambda.';
%!    endfor
%!  endfor
%!  M = full (T) * 0;
%!  sz = size (T);
%!  for r = 1:R
%!    v = lambda(r) * U{1}(:, r);
%!    for n = 2:N
%!      v = v(:) * U{n}(:, r).';
%!    endfor
%!    M += reshape (v, sz);
%!  endfor
%!  F = full (T);
%!  fit = 1 - norm (F(:) - M(:)) / norm (F(:));
%!endfunction

%!test
%! seed = 5; rand ("seed", seed);
%! T = ndsprand ([7 6 5], 0.3);
%! U0 = {zeros(7, 3), rand(6, 3), rand(5, 3)};
%! opts = {"init", U0, "maxiters", 6, "tol", 0, "printitn", 0, "fixsigns", false};
%! [P, ~, out] = cp_als (dndsparse (T), 3, opts{:});
%! [lambda, U, fit] = serial_cp_als (T, U0, 6);
%! assert (abs (out.fit - fit) < 1e-10, "seed %d: fit %g, expected %g", seed, out.fit, fit);
%! assert (out.iters, 6);
%! ## the single-process method: the same model
%! [Ps, ~, outs] = cp_als (T, 3, opts{:});
%! err = max (abs (P.lambda - Ps.lambda));
%! for n = 1:3
%!   err = max (err, max (abs (P.U{n}(:) - Ps.U{n}(:))));
%! endfor
%! assert (err < 1e-10, "seed %d: the factors differ by %g", seed, err);
%! assert (outs.fits, out.fits, 1e-10);
%!error id=ndsparse:decomp cp_als (dndsparse (ndsparse ([1 1], 1)), 0)
%!error id=ndsparse:decomp cp_als (dndsparse (ndsparse ([1 1], 1)), 1, "bogus", 1)
%!error id=ndsparse:decomp cp_als (dndsparse (ndsparse ([1 1], 1)), 1, "init", "nvecs")
%!error id=ndsparse:decomp cp_als (dndsparse (ndsparse ([1 1], 1)), 1, "init", {1})
