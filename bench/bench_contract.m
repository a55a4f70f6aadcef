## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [out, mats] = bench_contract (D, every): sparse x sparse products (issue 34) at the
## driver's sizes (n nonzeros; at 1e7 only the A'*A and A*A' rows, whose products hold
## 1e8 entries, 4 GB at the peak, unless every: the G*G and ttt rows too, which run
## for minutes, or every = "matrices": the G*G row but not the ttt rows; never the
## einsum rows), on seeded data of their own:
##   - A' * A and A * A' (ndsparse operands, GraphBLAS) against Octave's sparse
##     product of the same matrices: A of n/10 x n/100 (1e5 x 1e4 at 1e6) and of
##     n/50 x n/10 (2e4 x 1e5), n nonzeros;
##   - G * G of a power-law graph of n/10 nodes and n edges (out-degrees from u^3,
##     in-degrees uniform, so that the product holds about 10 n entries);
##   - ttt of two 3-way tensors along one mode (100 x 100 x n/10 with n/10 x 100 x
##     100, the long mode contracted) and along two (100 x 1000 x 1000 with its
##     mirror; 1e6 nonzeros at both sizes scaled by n/1e6) against the same product
##     written by hand: Octave's sparse () of the unfoldings and its *;
##   - einsum ("ijk,jr,kr->ir"), einsum ("ijk,rj->irk") and einsum ("ijk,j->ik")
##     against mttkrp, ttm and ttv on the driver's tensor D.T (the spec's overhead);
##   - einsum ("ijk,jkl->il") of two cubes at 1% density (n nonzeros, side at most
##     250, so that numpy's dense einsum fits) against numpy's (optimize=True);
##   - T \ b and b' / T of 5-point stencils on a grid of about n/5 points (n
##     nonzeros; CHOLMOD for the Laplacian, UMFPACK for convection-diffusion)
##     against Octave's S \ b and b' / S (the same solvers: the ratio should be 1).
## scipy's @, pydata's tensordot and numpy's einsum on the same data (written once to
## a -v7 file, untimed) run in /usr/bin/python3 (bench/scipy_contract.py); their
## medians and Octave's (ours for numpy) over them appear in each row's name.  mats:
## the matrix pairs (name, A, B) of the first rows, for bench/contract_table.m.
function [out, mats] = bench_contract (D, every = false)
  no_ttt = ischar (every);       # "matrices": G*G at any size, no ttt rows
  every = ! isequal (every, false);
  out = struct ("op", {}, "nnz", {}, "nds", {}, "octave", {}, "rsb", {}, "bytes", {});
  sec = "Contractions: sparse x sparse on GraphBLAS, einsum (bench/bench_contract.m)";
  n = round (rows (D.subs) * 0.9);
  big = n > 2e6;
  if (big && every)
    printf ("bench_contract: at %g nonzeros with G*G and the ttt rows (each product holds 1e8 entries)\n",
            n);
  elseif (big)
    printf ("bench_contract: at %g nonzeros only A'*A and A*A' (the others run for minutes)\n",
            n);
  endif
  rand ("seed", 34); randn ("seed", 34);
  mats = struct ("name", {}, "A", {}, "B", {});
  A = sprand (n / 10, n / 100, 1e3 / n);
  mats(end+1) = struct ("name", sprintf ("A'*A, A %s", dims (A)), "A", A', "B", A);
  A = sprand (n / 50, n / 10, 500 / n);
  mats(end+1) = struct ("name", sprintf ("A*A', A %s", dims (A)), "A", A, "B", A');
  tens = cell (0, 5);
  if (! big || every)
    m = n / 10;
    ## out-degrees from u^3 (a few hubs), in-degrees uniform: nnz (G*G) stays near 10 n
    G = sparse (floor (m * rand (n, 1) .^ 3) + 1, randi (m, n, 1), 1, m, m);
    mats(end+1) = struct ("name", sprintf ("G*G, power-law graph %s", dims (G)), "A", G,
                          "B", G);
  endif
  if ((! big || every) && ! no_ttt)
    ## two tensor pairs
    ta = rand_tensor ([100 100 n/10], n);
    tb = rand_tensor ([n/10 100 100], n);
    tc = rand_tensor ([100 1000 1000], n);
    td = rand_tensor ([1000 1000 100], n);
    tens = {ta, tb, 3, 1, sprintf("ttt along 1 mode, 100x100x%d by %dx100x100", n/10, n/10);
            tc, td, [2 3], [1 2], "ttt along 2 modes, 100x1000x1000 by 1000x1000x100"};
  endif
  eins = cell (0, 3);
  if (! big)
    side = min (250, round ((100 * n) ^ (1 / 3)));
    nz = round (side ^ 3 / 100);
    eins = {rand_tensor([side side side], nz), rand_tensor([side side side], nz), ...
            "ijk,jkl->il"};
  endif
  py = peer_times (mats, tens, eins);
  for k = 1:numel (mats)
    A = mats(k).A;
    B = mats(k).B;
    NA = ndsparse (A);
    NB = ndsparse (B);
    tn = D.timeit (@() NA * NB);
    to = D.timeit (@() A * B);
    out(end+1) = result_row (sprintf ("%s, %d nz: %s", mats(k).name, nnz (A),
                                      peer_text (py.mat(k), to / py.mat(k))),
                             nnz (A) + nnz (B), tn, to);
    if (strncmp (mats(k).name, "G*G", 3))
      gg_note (A, B);
    endif
  endfor
  for k = 1:rows (tens)
    [X, Y, ad, bd, name] = tens{k, :};
    TX = ndsparse (X.subs, X.vals, X.sz);
    TY = ndsparse (Y.subs, Y.vals, Y.sz);
    tn = D.timeit (@() ttt (TX, TY, ad, bd));
    to = D.timeit (@() by_hand (X, Y, ad, bd));
    out(end+1) = result_row (sprintf ("%s, %d nz each: %s", name, n,
                                      peer_text (py.ten(k), to / py.ten(k))),
                             2 * n, tn, to);
  endfor
  for k = 1:rows (eins)
    [X, Y, spec] = eins{k, :};
    TX = ndsparse (X.subs, X.vals, X.sz);
    TY = ndsparse (Y.subs, Y.vals, Y.sz);
    te = D.timeit (@() einsum (spec, TX, TY));
    out(end+1) = result_row (sprintf ("einsum (\"%s\") of two %s cubes at 1%%, %d nz each: %s",
                                      spec, mat2str (X.sz), rows (X.subs),
                                      peer_text (py.ein(k), py.ein(k) / te, "numpy dense",
                                                 "numpy / ours %.1f")),
                             rows (X.subs) + rows (Y.subs), te, NaN);
  endfor
  if (big)
    [out.section] = deal (sec);
    return;
  endif
  ## einsum against the kernels it spells, and the same ratio from 9 calls of each
  ## side taken in turn (wall and CPU medians): the spec's constant (about 15 us,
  ## the C++ parse 3.4 of them) being well below the noise of two medians of 3
  ## taken one after the other (einsum / ttv read 1.09 that way at 1e6, 0.004 s)
  T = D.T;
  r = 16;
  U = {rand(D.sz(1), r), rand(D.sz(2), r), rand(D.sz(3), r)};
  M = rand (8, D.sz(2));
  v = rand (D.sz(2), 1);
  pairs = {"ijk,jr,kr->ir", "mttkrp", @() einsum ("ijk,jr,kr->ir", T, U{2}, U{3}), ...
           @() mttkrp (T, U, 1);
           "ijk,rj->irk", "ttm", @() einsum ("ijk,rj->irk", T, M), @() ttm (T, M, 2);
           "ijk,j->ik", "ttv", @() einsum ("ijk,j->ik", T, v), @() ttv (T, v, 2)};
  for q = 1:rows (pairs)
    [spec, kern, fe, fk] = pairs{q, :};
    te = D.timeit (fe);
    tk = D.timeit (fk);
    [rw, rc] = turns (fe, fk, 9);
    out(end+1) = result_row (sprintf ("einsum (\"%s\") [%s: %.3f s, einsum / %s %.2f; 9 turns: %.3f, CPU %.3f]",
                                      spec, kern, tk, kern, te / tk, rw, rc),
                             D.nnz, te, NaN);
  endfor
  ## T \ b and b' / T against Octave's S \ b and b' / S: the same solvers (CHOLMOD for
  ## the symmetric positive definite matrix, UMFPACK for the unsymmetric one)
  ## after sparse (T), which a whole 2-D storage keeps; the ratio should be 1
  g = round (sqrt (n / 5));       # a g x g grid, 5 entries a row: about n in all
  e = ones (g, 1);
  L = spdiags ([-e, 2 * e, -e], -1:1, g, g);
  I = speye (g);
  K = kron (I, L) + kron (L, I);                          # SPD: CHOLMOD
  C = K + kron (I, spdiags ([-e, e], [-1 1], g, g)) / 4;  # convection: UMFPACK
  b = rand (g * g, 1);
  solves = {"T \\ b, 5-point Laplacian (CHOLMOD)", K, @(T) T \ b, @(S) S \ b;
            "T \\ b, 5-point convection-diffusion (UMFPACK)", C, @(T) T \ b, @(S) S \ b;
            "b' / T, 5-point convection-diffusion (UMFPACK)", C, @(T) b' / T, @(S) b' / S};
  for q = 1:rows (solves)
    [name, S, fn, fo] = solves{q, :};
    NS = ndsparse (S);
    tn = D.timeit (@() fn (NS));
    to = D.timeit (@() fo (S));
    out(end+1) = result_row (sprintf ("%s, %dx%d, %d nz", name, rows (S), columns (S),
                                      nnz (S)), nnz (S), tn, to);
  endfor
  [out.section] = deal (sec);
endfunction

## the ratios of the medians of f's and g's wall seconds and CPU seconds over n
## calls of each, taken in turn after an untimed call of each
function [rw, rc] = turns (f, g, n)
  f ();
  g ();
  w = c = zeros (2, n);
  fg = {f, g};
  for k = 1:n
    for q = 1:2
      c0 = cputime ();
      t0 = tic ();
      fg{q} ();
      w(q, k) = toc (t0);
      c(q, k) = cputime () - c0;
    endfor
  endfor
  rw = median (w(1, :)) / median (w(2, :));
  rc = median (c(1, :)) / median (c(2, :));
endfunction

## the floor of G*G against scipy's, printed under the table: the bytes each writes
function gg_note (A, B)
  f = __nds_spgemm__ ("flops", A, B);
  printf (["bench_contract: G*G floor: %.3g multiply-adds, about as many entries (few ", ...
           "sums meet).  GraphBLAS 7.4 has 64-bit indices only (GrB_Index is uint64; ", ...
           "32-bit ones came in v10), so the product writes 16 B an entry (row, value) and ", ...
           "the ndsparse its int64 subscripts, 16 B more (the values adopted, not copied): ", ...
           "%.2f GB of fresh memory at the bound, where scipy's CSR (int32 index, value) ", ...
           "writes %.2f GB, 2.7x less.  Measured 2026-11-29 at 1e7 (loaded VM, CPU s, ", ...
           "user + system): ours 5.9 (4.7 + 1.2 of page faults, 2 threads; the product ", ...
           "alone 5.8 on Gustavson, 7.2 on hash, 5.8 on GraphBLAS's choice), scipy 5.6 to ", ...
           "6.8 (serial), Octave 10.4: ours is as fast as scipy per CPU second and beats ", ...
           "it by its second thread only.\n"], f, 32 * f / 1e9, 12 * f / 1e9);
endfunction

function s = dims (A)
  s = sprintf ("%dx%d", rows (A), columns (A));
endfunction

## about nz distinct random entries of a tensor of size sz: subs, vals, sz
function t = rand_tensor (sz, nz)
  s = ceil (rand (nz, numel (sz)) .* sz);
  [s, i] = unique (s, "rows");
  t = struct ("subs", s, "vals", rand (rows (s), 1), "sz", sz);
endfunction

## the contraction written by hand: Octave's sparse () of the two unfoldings, *
function C = by_hand (X, Y, ad, bd)
  fa = setdiff (1:3, ad);
  fb = setdiff (1:3, bd);
  MA = sparse (lin (X.subs(:, fa), X.sz(fa)), lin (X.subs(:, ad), X.sz(ad)), X.vals,
               prod (X.sz(fa)), prod (X.sz(ad)));
  MB = sparse (lin (Y.subs(:, bd), Y.sz(bd)), lin (Y.subs(:, fb), Y.sz(fb)), Y.vals,
               prod (Y.sz(bd)), prod (Y.sz(fb)));
  C = MA * MB;
endfunction

function l = lin (s, sz)
  l = s(:, 1);
  stride = 1;
  for d = 2:columns (s)
    stride *= sz(d - 1);
    l += (s(:, d) - 1) * stride;
  endfor
endfunction

## scipy's and pydata's medians (seconds) on the same data, NaN when python3 or
## its packages are missing
function py = peer_times (mats, tens, eins)
  py = struct ("mat", NaN (1, numel (mats)), "ten", NaN (1, rows (tens)),
               "ein", NaN (1, rows (eins)));
  f = [tempname(), ".mat"];
  unwind_protect
    S = struct ();
    for k = 1:numel (mats)
      S.(sprintf ("A%d", k)) = mats(k).A;
      S.(sprintf ("B%d", k)) = mats(k).B;
    endfor
    ## the tensor operands of both sets, T (ttt) and E (einsum): k-th pair, side 1 or 2
    for set = {"T", tens; "E", eins}.'
      [tag, pairs] = set{:};
      for k = 1:rows (pairs)
        for side = 1:2
          t = pairs{k, side};
          S.(sprintf ("%s%d%d_subs", tag, k, side)) = t.subs;
          S.(sprintf ("%s%d%d_vals", tag, k, side)) = t.vals;
          S.(sprintf ("%s%d%d_sz", tag, k, side)) = t.sz;
        endfor
      endfor
    endfor
    for k = 1:rows (tens)
      S.(sprintf ("T%d_ad", k)) = tens{k, 3};
      S.(sprintf ("T%d_bd", k)) = tens{k, 4};
    endfor
    for k = 1:rows (eins)
      S.(sprintf ("E%d_spec", k)) = eins{k, 3};
    endfor
    save ("-v7", f, "-struct", "S");
    script = fullfile (fileparts (mfilename ("fullpath")), "scipy_contract.py");
    [st, txt] = system (sprintf ("/usr/bin/python3 %s %s %d %d %d 2>/dev/null", script, f,
                                 numel (mats), rows (tens), rows (eins)));
    if (st == 0)
      v = sscanf (txt, "%f");
      nm = numel (mats);
      nt = rows (tens);
      if (numel (v) == nm + nt + rows (eins))
        py.mat = v(1:nm).';
        py.ten = v(nm + 1:nm + nt).';
        py.ein = v(nm + nt + 1:end).';
      endif
    endif
  unwind_protect_cleanup
    if (exist (f, "file"))
      delete (f);
    endif
  end_unwind_protect
endfunction

## "[<who> <tp> s, <ratio as fmt>]" for a peer's median tp, "[<who> skipped]" when it
## is NaN: python against Octave (Octave / python), numpy against ours (numpy / ours)
function s = peer_text (tp, ratio, who = "python", fmt = "Octave / python %.2f")
  if (isnan (tp))
    s = sprintf ("[%s skipped]", strtok (who));
  else
    s = sprintf (["[%s %.3f s, ", fmt, "]"], who, tp, ratio);
  endif
endfunction
