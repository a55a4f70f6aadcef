## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## mpi_checks.m: the MPI tests, run on P ranks by tests/mpi/run.sh:
##   mpirun -np P octave-cli --norc --quiet tests/mpi/mpi_checks.m
## Every rank builds the same random tensors (the same seeds) and checks the
## distributed results against the single-process ones on the whole tensor.  Rank 0
## prints "mpi P=<P>: <passed> passed, <failed> failed"; a failure prints its rank,
## check and seed.

1;
if (exist ("mpirank") != 2)
  pkg load ndsparse;
endif

function r = check (name, ok, seed)
  persistent np = 0 nf = 0;
  if (nargin == 0)
    r = [np, nf];
    return;
  endif
  if (ok)
    np++;
  else
    nf++;
    printf ("  FAIL rank %d: %s (seed %d)\n", mpirank (), name, seed);
    fflush (stdout);
  endif
endfunction

function ok = near (a, b, tol)
  a = full (a); b = full (b);
  ok = isequal (size (a), size (b)) && all (abs (a(:) - b(:)) <= tol * max (1, max (abs (b(:)))));
endfunction

function T = rand_tensor (sz, nnzwant)
  subs = zeros (nnzwant, numel (sz));
  for n = 1:numel (sz)
    subs(:, n) = randi (max (sz(n), 1), nnzwant, 1);
  endfor
  vals = randn (nnzwant, 1);
  vals(1:5:end) = 0;             # explicit zeros, dropped
  T = ndsparse (subs, vals, sz); # duplicates summed
endfunction

P = mpisize ();
me = mpirank ();

## the collectives
check ("allreduce sum", mpiallreduce (me) == P * (P - 1) / 2, 0);
check ("allreduce max", isequal (mpiallreduce ([me, -me], "max"), [P - 1, 0]), 0);
check ("allreduce int64", isequal (mpiallreduce (int64 (2^60) + me, "min"), int64 (2^60)), 0);
if (P > 1)
  try
    mpiallreduce (zeros (1, 2 + (me > 0)));
    check ("allreduce size mismatch", false, 0);
  catch err
    check ("allreduce size mismatch", strcmp (err.identifier, "ndsparse:mpiallreduce"), 0);
  end_try_catch
endif
mpibarrier ();

## distribute / collect / local / the kernels, medium-grained and coarse
shapes = {[30 20 10], [7 1 5], [2 2 2], [50 3], [5 4 3 2], [1 1 1], [6 0 2]};
for k = 1:numel (shapes)
  for coarse = [false, true]
    seed = 100 * k + coarse;
    rand ("seed", seed); randn ("seed", seed);
    sz = shapes{k};
    T = rand_tensor (sz, 40 * (prod (sz) > 0));
    info = viewinfo (T);
    sz = info.shape;           # the modes T's kernels see
    opt = {};
    if (coarse)
      opt = {"coarse"};
    endif
    D = distribute (T, opt{:});
    if (getenv ("NDS_MPI_TRACE"))
      fprintf (stderr, "rank %d: shape %s coarse %d\n", me, mat2str (sz), coarse);
    endif
    tag = sprintf ("shape %s%s", mat2str (sz), repmat (" coarse", 1, coarse));
    g = grid (D);
    check ([tag ": grid"], g.used <= P && prod (g.dims) == g.used
                           && isempty (g.coords) == (me >= g.used), seed);
    T2 = collect (D);
    if (me == 0)
      check ([tag ": collect"], isequal (T2, T), seed);
    else
      check ([tag ": collect elsewhere"], isempty (T2), seed);
    endif
    ## the blocks partition the nonzeros, each inside its rank's ranges
    L = local (D);
    [s, ~] = find (L);
    inside = true;
    if (isempty (g.coords))
      inside = nnz (L) == 0;     # an idle rank holds nothing
      s = zeros (0, 0);
    endif
    for n = 1:columns (s)
      inside = inside && all (s(:, n) >= g.ranges{n}(g.coords(n) + 1)
                              & s(:, n) < g.ranges{n}(g.coords(n) + 2));
    endfor
    total = mpiallreduce (nnz (L));    # every rank calls each collective, in order
    check ([tag ": blocks"], inside && total == nnz (T), seed);
    check ([tag ": nnz"], nnz (D) == nnz (T), seed);
    check ([tag ": size"], isequal (size (D), size (T)) && ndims (D) == numel (sz), seed);
    check ([tag ": norm"], abs (norm (D) - norm (T)) <= 1e-12 * max (1, norm (T)), seed);
    if (prod (sz) == 0)
      continue;
    endif
    F = full (T);
    check ([tag ": innerprod full"], abs (innerprod (D, F) - innerprod (T, F)) <= 1e-12 * max (1, norm (T) ^ 2), seed);
    D2 = distribute (T, opt{:});
    Dc = distribute (T, "coarse");
    check ([tag ": innerprod dndsparse"], abs (innerprod (D2, Dc) - norm (T) ^ 2) <= 1e-12 * max (1, norm (T) ^ 2), seed);
    N = numel (sz);
    v = arrayfun (@(m) randn (m, 1), sz, "uniformoutput", false);
    check ([tag ": ttv all"], near (ttv (D, v), ttv (T, v), 1e-12), seed);
    for n = 1:N
      check (sprintf ("%s: ttv mode %d", tag, n), near (ttv (D, v{n}, n), ttv (T, v{n}, n), 1e-12), seed);
      check (sprintf ("%s: sum mode %d", tag, n), near (sum (D, n), sum (T, n), 1e-12), seed);
    endfor
    U = arrayfun (@(m) randn (m, 3), sz, "uniformoutput", false);
    for n = 1:N
      check (sprintf ("%s: mttkrp mode %d", tag, n), near (mttkrp (D, U, n), mttkrp (T, U, n), 1e-12), seed);
    endfor
  endfor
endfor

## single values: distribute keeps them single (blocks, collect), the sums across
## ranks rounded once to single
rand ("seed", 39); randn ("seed", 39);
T = single (rand_tensor ([12 9 5], 60));
D = distribute (T);
T2 = collect (D);
if (me == 0)
  check ("single: collect", isa (T2, "single") && isequal (full (T2), full (T)), 39);
endif
check ("single: local", isa (local (D), "single"), 39);
r = norm (D);
check ("single: norm", isa (r, "single") && abs (r - norm (double (T))) <= 1e-6 * norm (double (T)), 39);
S = sum (D, 2);
check ("single: sum", isa (S, "single") && near (double (full (S)), full (sum (double (T), 2)), 1e-6), 39);
U = arrayfun (@(m) randn (m, 2), [12 9 5], "uniformoutput", false);
M = mttkrp (D, U, 1);
check ("single: mttkrp", isa (M, "single") && near (double (M), mttkrp (double (T), U, 1), 1e-5), 39);
d = innerprod (D, full (T));
check ("single: innerprod", isa (d, "single") && abs (d - norm (double (T)) ^ 2) <= 1e-5 * norm (double (T)) ^ 2, 39);
mpibarrier ();

## CP-ALS: the single-process iterates (the ndsparse method where the package has
## it, else the iteration written out here), to 1e-10
function [lambda, U, fit] = serial_cp_als (T, U, iters)
  N = numel (U); R = columns (U{end});
  normX = norm (T);
  for iter = 1:iters
    for n = 1:N
      Y = ones (R);
      for m = [1:n-1, n+1:N]
        Y = Y .* (U{m}.' * U{m});
      endfor
      M = mttkrp (T, U, n);
      A = M / Y;
      if (iter == 1)
        lambda = sqrt (sum (A .^ 2, 1)).';
      else
        lambda = max (max (abs (A), [], 1), 1).';
      endif
      U{n} = A ./ (lambda.' + (lambda.' == 0));
    endfor
  endfor
  iprod = sum (sum (U{N} .* M, 1) .* lambda.');
  UtU = ones (R);
  for n = 1:N
    UtU = UtU .* (U{n}.' * U{n});
  endfor
  normP2 = abs (lambda.' * UtU * lambda);
  fit = 1 - sqrt (max (normX ^ 2 + normP2 - 2 * iprod, 0)) / normX;
endfunction

cpshapes = {[40 30 20], [12 10 8 6], [2 2 2]};
for k = 1:numel (cpshapes)
  seed = 900 + k;
  rand ("seed", seed); randn ("seed", seed);
  sz = cpshapes{k};
  T = rand_tensor (sz, min (600, 3 * prod (sz)));
  R = 3;
  U0 = arrayfun (@(m) rand (m, R), sz, "uniformoutput", false);
  iters = 8;
  for coarse = [false, true]
    opt = {};
    if (coarse)
      opt = {"coarse"};
    endif
    D = distribute (T, opt{:});
    [Pm, ~, out] = cp_als (D, R, "init", U0, "maxiters", iters, "tol", 0, "printitn", 0,
                           "fixsigns", false);
    tag = sprintf ("cp_als %s%s", mat2str (sz), repmat (" coarse", 1, coarse));
    if (exist ("cpmodel") == 2)
      Ps = cp_als (T, R, "init", U0, "maxiters", iters, "tol", 0, "printitn", 0,
                   "fixsigns", false);
      ok = near (Pm.lambda, Ps.lambda, 1e-10);
      for n = 1:numel (sz)
        ok = ok && near (Pm.U{n}, Ps.U{n}, 1e-10);
      endfor
      check ([tag " = the ndsparse method"], ok, seed);
    endif
    [lambda, U, fit] = serial_cp_als (T, U0, iters);
    if (isstruct (Pm))          # a package without cpmodel: the iteration above
      ok = near (Pm.lambda, lambda, 1e-10);
      for n = 1:numel (sz)
        ok = ok && near (Pm.U{n}, U{n}, 1e-10);
      endfor
      check ([tag " = the serial iteration"], ok, seed);
    endif
    check ([tag ": fit"], abs (out.fit - fit) < 1e-10, seed);
  endfor
endfor

## a file written on one rank reads back identically on every P, and the other way
seed = 77;
rand ("seed", seed); randn ("seed", seed);
T = rand_tensor ([20 15 9], 500);
f = "";
if (me == 0)
  f = [tempname() ".tns"];
  tnswrite (f, T);
endif
f = char (__ndsmpi__ ("bcast", double (f), 0, 0));
D = dtnsread (f);
T2 = collect (D);
if (me == 0)
  check ("dtnsread: written on 1, read on P", isequal (T2, T), seed);
  g = [tempname() ".tns"];
  tnswrite (g, T2);
  check ("dtnsread: read on P, written on 1, read on 1", isequal (tnsread (g), T), seed);
  delete (g);
  delete (f);
endif

## "class", "single": a file whose duplicates lie far apart (read by different
## ranks), summed in double by their owner and rounded once, as tnsread's
seed = 78;
rand ("seed", seed); randn ("seed", seed);
f = "";
if (me == 0)
  f = [tempname() ".tns"];
  c = randi (6, 400, 3);
  fid = fopen (f, "w");
  fprintf (fid, "%d %d %d %.17g\n", [c, randn(400, 1) .* 10 .^ randi([-9 3], 400, 1)].');
  fclose (fid);
endif
f = char (__ndsmpi__ ("bcast", double (f), 0, 0));
D = dtnsread (f, "class", "single");
T2 = collect (D);
if (me == 0)
  E = tnsread (f, "class", "single");
  check ("dtnsread class single: tnsread's single values", isa (local (D), "single")
         && isa (T2, "single") && isequal (T2, E), seed);
  delete (f);
endif

r = check ();
r = mpiallreduce (r);
if (me == 0)
  printf ("mpi P=%d: %d passed, %d failed\n", P, r(1), r(2));
endif
exit (r(2) > 0);
