## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Single values in the MXNet wing (MXNet's float32 default): rowsparse and csr
## holding single values (4 bytes a value), their conversions (tostype,
## cast_storage, retain), spdot, and the optimizers' steps on single weights and
## states, against oracles computed on full single arrays.  Octave's class rule
## holds throughout: single with double gives single.  Random inputs are seeded;
## a failure prints the seed.  Tolerances: storage, conversion, selection and
## element-wise operations are exact (tolerance 0, Octave's own single operation
## on the values); spdot computes in double from the single values and rounds
## once, within 4 * eps ("single") * (terms of a sum) relative to the largest
## magnitude of the single oracle's result; the optimizer steps compute in single
## (the engine's float kernel, as MXNet's float32), within 16 * eps ("single")
## relative to the largest magnitude of the oracle's step in single.

## a random single full array of size sz, zero rows at 1 - density
%!function F = rand_srows (sz, density)
%!  F = single (randn (sz) * 3);
%!  F(rand (sz(1), 1) > density, :) = 0;
%!endfunction

## assert that A is of E's class and within tol of it (relative to max |E|),
## naming the case msg on failure
%!function check (A, E, msg, tol = 0)
%!  try
%!    assert (class (A), class (E));
%!    assert (size (A), size (E));
%!    assert (double (A), double (E), tol * max ([1; abs(double (E(:)))]));
%!  catch err
%!    error ("%s: %s", msg, err.message);
%!  end_try_catch
%!endfunction

%!test
%! ## rowsparse: single data, full single, single ndsparse: 4-byte rows
%! R = rowsparse (single ([1 2; 3 4]), [5 2], [6 2]);
%! assert (isa (R, "single") && ! isa (R, "double") && isa (R, "rowsparse"));
%! assert (class (rowdata (R)), "single");
%! assert (rowdata (R), single ([3 4; 1 2]));
%! check (full (R), single ([0 0; 3 4; 0 0; 0 0; 1 2; 0 0]), "rows");
%! A = rand_srows ([7 3 2], 0.5);
%! check (full (rowsparse (A)), A, "from full");
%! check (full (rowsparse (ndsparse (A))), A, "from ndsparse");
%! assert (class (rowdata (rowsparse (ndsparse (A)))), "single");
%! check (full (ndsparse (rowsparse (A))), A, "to ndsparse");
%! assert (isequal (rowindices (rowsparse (A)), find (any (A(:, :), 2))));
%! ## conversions both ways and double data with single (nothing else changes)
%! D = rowsparse (double (A));
%! check (full (single (D)), A, "single (R)");
%! check (full (double (rowsparse (A))), double (A), "double (R)");
%! assert (isequal (rowsparse (A), single (D)));
%! ## sparse (R) is double, as Octave's sparse (single) is
%! B = A(:, :, 1);
%! assert (class (sparse (rowsparse (B))), "double");
%! assert (full (sparse (rowsparse (B))), double (B));
%! ## empty and size-1 dims
%! E = rowsparse (single ([]), [], [4 3]);
%! check (full (E), zeros (4, 3, "single"), "empty");
%! check (full (rowsparse (single (5), 3, [4 1])), single ([0; 0; 5; 0]), "column");

%!test
%! ## rowsparse arithmetic: the same operation on full single arrays, exactly
%! for seed = 1:4
%!   rand ("seed", seed); randn ("seed", seed);
%!   A = rand_srows ([9 4], 0.5);
%!   B = rand_srows ([9 4], 0.5);
%!   Bd = double (B);
%!   msg = sprintf ("seed %d", seed);
%!   RA = rowsparse (A);
%!   check (full (RA + rowsparse (B)), A + B, [msg " R+S"]);
%!   check (full (RA - rowsparse (Bd)), A - Bd, [msg " R-S double"]);
%!   check (full (rowsparse (Bd) - RA), Bd - A, [msg " S double - R"]);
%!   check (full (RA .* rowsparse (Bd)), A .* Bd, [msg " R.*S"]);
%!   check (full (RA * 2.5), A * 2.5, [msg " R*s"]);
%!   check (full (rowsparse (Bd) * single (0.3)), Bd * single (0.3), [msg " Rd*single"]);
%!   check (full (single (0.3) .* rowsparse (Bd)), single (0.3) .* Bd, [msg " single.*Rd"]);
%!   check (full (RA ./ 3), A ./ 3, [msg " R./s"]);
%!   check (full (-RA), -A, [msg " -R"]);
%!   check (full (abs (RA)), abs (A), [msg " abs"]);
%!   warning ("off", "ndsparse:fallback", "local");
%!   check (sum (RA), sum (A), [msg " sum"]);
%!   check (RA + 1, A + 1, [msg " R+1"]);
%! endfor

%!test
%! ## rowsparse assignment keeps the array's class, as Octave's: a single R stays
%! ## single, a double R takes single values as double
%! R = rowsparse (single ([1 2; 3 4]), [1 3], [4 2]);
%! R(2, :) = [5 6];
%! F = single ([1 2; 5 6; 3 4; 0 0]);
%! check (full (R), F, "assign double into single");
%! R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
%! R(4, :) = single ([0.1 0.2]);
%! F = [1 2; 0 0; 3 4; double(single ([0.1 0.2]))];
%! assert (class (rowdata (R)), class (F));
%! assert (full (R), F);

%!test
%! ## csr: single data, from a single full, ndsparse or rowsparse; back
%! X = csr (single ([7 8 9]), [1 0 2], [0 1 1 3], [3 3]);
%! assert (isa (X, "single") && isa (X, "csrmatrix") && ! isa (X, "double"));
%! assert (class (csrdata (X)), "single");
%! check (full (X), single ([0 7 0; 0 0 0; 8 0 9]), "csr arrays");
%! rand ("seed", 3); randn ("seed", 3);
%! A = rand_srows ([6 5], 0.7) .* single (rand (6, 5) > 0.4);
%! check (full (csr (A)), A, "from full");
%! check (full (csr (ndsparse (A))), A, "from ndsparse");
%! check (full (csr (rowsparse (A))), A, "from rowsparse");
%! check (full (ndsparse (csr (A))), A, "to ndsparse");
%! check (full (rowsparse (csr (A))), A, "to rowsparse");
%! check (full (csr (A)(2:4, :)), A(2:4, :), "rows");
%! assert (class (csrdata (csr (A)(2:4, :))), "single");
%! assert (class (sparse (csr (A))), "double");
%! check (full (single (csr (double (A)))), A, "single (X)");
%! check (full (double (csr (A))), double (A), "double (X)");
%! ## arithmetic: single with double gives single
%! D = double (A') ;
%! check (full (csr (A) * 2), A * 2, "X*2");
%! check (full (single (3) * csr (double (A))), single (3) * double (A), "single*Xd");
%! check (full (-csr (A)), -A, "-X");
%! check (full (csr (A) + csr (double (A))), A + double (A), "X+Xd");
%! check (full (csr (A) .* csr (A)), A .* A, "X.*X");
%! check (full (csr (zeros (0, 3, "single"))), zeros (0, 3, "single"), "empty");

%!test
%! ## tostype, cast_storage and retain keep single
%! rand ("seed", 5); randn ("seed", 5);
%! A = rand_srows ([8 3], 0.5);
%! T = ndsparse (A);
%! check (full (tostype (T, "csr")), A, "tostype csr");
%! check (full (tostype (T, "row_sparse")), A, "tostype row_sparse");
%! check (tostype (T, "default"), A, "tostype default");
%! check (full (tostype (csr (A), "coo")), A, "tostype coo");
%! assert (class (tostype (T, "csc")), "double");
%! assert (full (tostype (T, "csc")), double (A));
%! check (full (cast_storage (T, "row_sparse")), A, "cast_storage");
%! keep = [1 3 8];
%! F = zeros (size (A), "single");
%! F(keep, :) = A(keep, :);
%! check (full (retain (rowsparse (A), keep)), F, "retain rowsparse");
%! check (full (retain (T, keep)), F, "retain ndsparse");
%! assert (class (rowdata (retain (rowsparse (A), keep))), "single");

%!test
%! ## spdot: X (csr, ndsparse, sparse) times W (full, rowsparse), any single
%! ## operand gives single; X.' * D as a single rowsparse.  In double, rounded once.
%! for seed = 1:4
%!   rand ("seed", seed); randn ("seed", seed);
%!   m = 5; n = 12; w = 3;
%!   Xf = single (full (sprandn (m, n, 0.3) * 2));
%!   Wf = rand_srows ([n w], 0.6);
%!   Df = single (randn (m, w));
%!   msg = sprintf ("seed %d", seed);
%!   tol = 4 * eps ("single") * n;
%!   Y = Xf * Wf;                                # the single oracle
%!   check (spdot (csr (Xf), Wf), Y, [msg " csr*full"], tol);
%!   check (spdot (ndsparse (Xf), rowsparse (Wf)), Y, [msg " nd*rsp"], tol);
%!   check (spdot (csr (Xf), rowsparse (Wf)), Y, [msg " csr*rsp"], tol);
%!   check (spdot (sparse (double (Xf)), Wf), double (Xf) * Wf, [msg " sparse*single"], tol);
%!   check (spdot (csr (Xf), double (Wf)), Xf * double (Wf), [msg " csr*double"], tol);
%!   check (csr (Xf) * Wf, Y, [msg " mtimes"], tol);
%!   G = spdot (csr (Xf), Df, "transpose_a");
%!   assert (isa (G, "rowsparse") && isa (G, "single"));
%!   check (full (G), Xf.' * Df, [msg " transpose_a"], 4 * eps ("single") * m);
%!   G = spdot (sparse (double (Xf)), Df, "transpose_a");
%!   check (full (G), double (Xf).' * Df, [msg " transpose_a sparse"], 4 * eps ("single") * m);
%! endfor
%! ## 3-D W, an empty X
%! W3 = single (reshape (1:24, 4, 3, 2));
%! check (spdot (csr (single ([1 0 0 2])), W3), reshape (single ([1 0 0 2]) * W3(:, :), [1 3 2]), "3-D W");
%! check (spdot (csr (zeros (0, 4, "single")), W3), zeros (0, 3, 2, "single"), "empty X");

## the optimizers' formulas on full single arrays, rows `rows`, in single
%!function [W, a, b] = oracle (kind, W, G, a, b, o, rows, t)
%!  g = o.rescale_grad * G(rows, :);
%!  c = o.clip_gradient;
%!  if (c > 0)
%!    clip = @(x) min (max (x, -c), c);
%!  else
%!    clip = @(x) x;
%!  endif
%!  switch (kind)
%!    case "sgd"
%!      m = o.momentum * a(rows, :) - o.lr * o.wd * W(rows, :) - o.lr * clip (g);
%!      W(rows, :) += m;
%!      a(rows, :) = m;
%!    case "adam"
%!      gr = clip (g + o.wd * W(rows, :));
%!      a(rows, :) = o.beta1 * a(rows, :) + (1 - o.beta1) * gr;
%!      b(rows, :) = o.beta2 * b(rows, :) + (1 - o.beta2) * gr .^ 2;
%!      lr = o.lr * sqrt (1 - o.beta2 ^ t) / (1 - o.beta1 ^ t);
%!      W(rows, :) -= lr * a(rows, :) ./ (sqrt (b(rows, :)) + o.epsilon);
%!    case "adagrad"
%!      gr = clip (g);
%!      a(rows, :) += gr .^ 2;
%!      W(rows, :) -= o.lr * (gr ./ sqrt (a(rows, :) + o.epsilon) + o.wd * W(rows, :));
%!  endswitch
%!endfunction

%!test
%! ## sgd, adam, adagrad on single W, G and states: single results within a few
%! ## units in the last place of the single oracle; lazy and dense; rowsparse W
%! for seed = 1:3
%!   rand ("seed", seed); randn ("seed", seed);
%!   n = 20; w = 3;
%!   W = single (randn (n, w));
%!   rows_g = unique ([1, n, randi(n, 1, 4)]);
%!   Gf = zeros (n, w, "single");
%!   Gf(rows_g, :) = single (3 * randn (numel (rows_g), w));
%!   Gf(rows_g(2), :) = 0;
%!   G = rowsparse (Gf(rows_g, :), rows_g, [n w]);
%!   o = struct ("lr", 0.1, "momentum", 0.9, "wd", 0.01, "rescale_grad", 0.5,
%!               "clip_gradient", 0.4, "beta1", 0.9, "beta2", 0.999, "epsilon", 1e-7);
%!   tol = 16 * eps ("single");
%!   msg = sprintf ("seed %d", seed);
%!   a0 = single (randn (n, w));
%!   b0 = single (rand (n, w));
%!   for lazy = [true false]
%!     rows = 1:n;
%!     if (lazy)
%!       rows = rows_g;
%!     endif
%!     so = {"lr", o.lr, "momentum", o.momentum, "wd", o.wd, "rescale_grad", ...
%!           o.rescale_grad, "clip_gradient", o.clip_gradient, "lazy_update", lazy};
%!     [W1, m1] = sgd_update (W, G, a0, so{:});
%!     [W2, m2] = oracle ("sgd", W, Gf, a0, [], o, rows, 1);
%!     check (W1, W2, [msg " sgd W"], tol);
%!     check (m1, m2, [msg " sgd mom"], tol);
%!     ao = {"lr", o.lr, "wd", o.wd, "rescale_grad", o.rescale_grad, "clip_gradient", ...
%!           o.clip_gradient, "lazy_update", lazy};
%!     [W1, m1, v1] = adam_update (W, G, a0, b0, 3, ao{:}, "epsilon", o.epsilon);
%!     [W2, m2, v2] = oracle ("adam", W, Gf, a0, b0, o, rows, 3);
%!     check (W1, W2, [msg " adam W"], tol);
%!     check (m1, m2, [msg " adam m"], tol);
%!     check (v1, v2, [msg " adam v"], tol);
%!     [W1, h1] = adagrad_update (W, G, b0, ao{:}, "epsilon", o.epsilon);
%!     [W2, h2] = oracle ("adagrad", W, Gf, b0, [], o, rows, 1);
%!     check (W1, W2, [msg " adagrad W"], tol);
%!     check (h1, h2, [msg " adagrad h"], tol);
%!   endfor
%!   ## single gradient on a double weight: single results (single with double)
%!   [W1, m1] = sgd_update (double (W), G, double (a0), so{:});
%!   assert (class (W1), "single");
%!   assert (class (m1), "single");
%!   ## a single weight with a double gradient and double states: every result
%!   ## single (the states kept single), as the all-single call gives them (the
%!   ## double values here are singles widened)
%!   Gd = rowsparse (double (Gf(rows_g, :)), rows_g, [n w]);
%!   R1 = cell (1, 3);  R2 = cell (1, 3);
%!   [R1{1:2}] = sgd_update (W, Gd, double (a0), so{:});
%!   [R2{1:2}] = sgd_update (W, G, a0, so{:});
%!   [R1{3:5}] = adam_update (W, Gd, double (a0), double (b0), 3, ao{:}, "epsilon", o.epsilon);
%!   [R2{3:5}] = adam_update (W, G, a0, b0, 3, ao{:}, "epsilon", o.epsilon);
%!   [R1{6:7}] = adagrad_update (W, Gd, double (b0), ao{:}, "epsilon", o.epsilon);
%!   [R2{6:7}] = adagrad_update (W, G, b0, ao{:}, "epsilon", o.epsilon);
%!   for k = 1:7
%!     check (R1{k}, R2{k}, sprintf ("%s double states, result %d", msg, k), tol);
%!   endfor
%!   ## a rowsparse single weight and states: rowsparse single results
%!   [W1, m1] = sgd_update (rowsparse (W), G, rowsparse (a0), so{1:end-2});
%!   [W2, m2] = oracle ("sgd", W, Gf, a0, [], o, rows_g, 1);
%!   assert (isa (W1, "rowsparse") && isa (W1, "single") && isa (m1, "single"));
%!   check (full (W1), W2, [msg " rowsparse sgd W"], tol);
%!   check (full (m1), m2, [msg " rowsparse sgd mom"], tol);
%!   ## momentum 0 with no state: [] comes back
%!   [W1, m1] = sgd_update (W, G, []);
%!   assert (class (W1), "single");
%!   assert (isempty (m1) && isa (m1, "double"));
%! endfor

%!error <W must be a full real double or single array, not sparse double> sgd_update (sparse (ones (3, 2)), rowsparse (single ([1 1]), 2, [3 2]), zeros (3, 2))
%!error <MOM must be a full real double or single array of the size of W> sgd_update (single (ones (3, 2)), rowsparse ([1 1], 2, [3 2]), zeros (2, 2, "single"))
%!error <W must be a full real double or single array, not int8> adam_update (int8 (ones (2)), ones (2), zeros (2), zeros (2), 1)

%!test
%! ## writers: single values printed to single precision (the fewest digits, 6 to
%! ## 9, that read back as the same single), read back equal with "class" "single"
%! rand ("seed", 11); randn ("seed", 11);
%! r = randn (40, 1) .* 10 .^ randi ([-30 30], 40, 1);
%! v = single ([0.1; -1/3; 2^-20; realmin("single")/4; realmax("single"); 7; -5e-8; ...
%!              pi; Inf; -Inf; r]);
%! n = numel (v);
%! k = (1:n).';
%! T = ndsparse ([k, mod(k, 3) + 1], v, [n 3]);
%! f = [tempname() ".tns"];
%! g = [tempname() ".svm"];
%! h = [tempname() ".mtx"];
%! unwind_protect
%!   tnswrite (f, T);
%!   txt = fileread (f);
%!   assert (! isempty (strfind (txt, " 0.1\n")));       # not 0.100000001490116
%!   assert (! isempty (strfind (txt, " -0.33333334\n")));
%!   assert (! isempty (strfind (txt, " 3.1415927\n")));
%!   R = tnsread (f, "class", "single");
%!   assert (isa (R, "single"));
%!   assert (isequal (full (R), full (T)));
%!   tnswrite (f, full (T));                              # a full single array
%!   assert (isequal (full (tnsread (f, "class", "single")), full (T)));
%!   ## 9 significant digits at most (integers below 2^53 are printed as integers)
%!   nums = regexp (txt, '[-0-9.e+]+(?=\n)', 'match');
%!   nums = nums(! cellfun (@isempty, regexp (nums, '[.e]')));
%!   sig = @(s) numel (regexprep (regexprep (regexprep (s, 'e.*', ''), '[-.]', ''), '^0+', ''));
%!   assert (max (cellfun (sig, nums)) <= 9);
%!   ## svmlight: single labels and samples
%!   X = T(:, :);
%!   y = single ((1:n).' / 4);
%!   svmlightwrite (g, y, X);
%!   [y2, X2] = svmlightread (g, "class", "single", "n_features", 3);
%!   assert (class (full (X2)), "single");
%!   assert (isequal (full (X2), full (X)));
%!   assert (double (y2), double (y));
%!   assert (! isempty (strfind (fileread (g), ":0.1")));
%!   ## matrix market: a single ndsparse and a single full matrix
%!   mmwrite (h, X);
%!   assert (! isempty (strfind (fileread (h), " 0.1\n")));
%!   assert (isequal (full (mmread (h, "class", "single")), full (X)));
%!   mmwrite (h, full (X));
%!   assert (isequal (full (mmread (h, "class", "single")), full (X)));
%!   ## double values keep their 15 to 17 digits
%!   tnswrite (f, double (T));
%!   assert (! isempty (strfind (fileread (f), " 0.1000000014901161")));
%!   assert (isequal (full (tnsread (f)), double (full (T))));
%! unwind_protect_cleanup
%!   for x = {f, g, h}
%!     if (exist (x{1}, "file"))
%!       unlink (x{1});
%!     endif
%!   endfor
%! end_unwind_protect

%!test
%! ## fold and collapse of single tensors: single results against full oracles
%! rand ("seed", 12); randn ("seed", 12);
%! F = single (randn (3, 4, 2));
%! F(rand (size (F)) > 0.5) = 0;
%! T = ndsparse (F);
%! M = T(:, :);
%! G = fold (M, 1, [2 3], [3 4 2]);
%! assert (isa (G, "single"));
%! assert (full (G), F);
%! G = fold (reshape (F, 3, 8), 1, [2 3], [3 4 2]);
%! assert (class (full (G)), "single");
%! assert (full (G), F);
%! C = collapse (T, 3);
%! assert (class (full (C)), "single");
%! assert (double (full (C)), double (sum (F, 3)), 4 * eps ("single") * max (abs (F(:))));
%! c = collapse (T);
%! assert (class (c), "single");
%! assert (double (c), double (sum (F(:))), 32 * eps ("single") * sum (abs (F(:))));
%! assert (class (full (collapse (T, [1 2], @max))), "single");
%! Fd = reshape (double (F), 12, 2);
%! Fd(Fd == 0) = -Inf;                   # collapse sees the stored values only
%! assert (full (collapse (T, [1 2], @max)), single (max (Fd).'));

%!test
%! ## MXNet's float32 workflow end to end: svmlightread (..., "class", "single"),
%! ## libsvmiter batches of single csr, spdot forward and transpose_a backward,
%! ## sgd (momentum) and adam steps on single weights; the same in double agrees
%! ## within 1e-4 of the largest weight (single rounding over 24 steps), and single
%! ## stays single
%! rand ("seed", 21); randn ("seed", 21);
%! n = 48; d = 30; k = 2; b = 8;
%! X = sprand (n, d, 0.2) .* 2 - sprand (n, d, 0.1);
%! y = round (randn (n, 1) * 4) / 4;
%! f = [tempname() ".svm"];
%! unwind_protect
%!   svmlightwrite (f, y, X);
%!   [ys, Xs] = svmlightread (f, "class", "single", "n_features", d);
%!   assert (isa (Xs, "single") && isa (ys, "single"));
%!   assert (full (Xs), single (full (X)));
%!   W0 = single (randn (d, k) / 10);
%!   for method = {"sgd", "adam"}
%!     Wr = {};
%!     for cls = {"single", "double"}
%!       it = libsvmiter (f, "data_shape", d, "batch_size", b, "zero_based", false,
%!                        "class", cls{1});
%!       W = cast (W0, cls{1});
%!       s1 = zeros (d, k, cls{1});
%!       s2 = zeros (d, k, cls{1});
%!       t = 0;
%!       for epoch = 1:4
%!         reset (it);
%!         while (hasnext (it))
%!           [Xb, yb] = next (it);
%!           assert (isa (Xb, "csrmatrix") && isa (Xb, cls{1}) && isa (yb, cls{1}));
%!           P = spdot (Xb, W);                          # forward
%!           assert (class (P), cls{1});
%!           D = (P - repmat (yb, 1, k)) / b;
%!           G = spdot (Xb, D, "transpose_a");           # rows: the batch's features
%!           assert (isa (G, "rowsparse") && isa (G, cls{1}));
%!           t++;
%!           if (strcmp (method{1}, "sgd"))
%!             [W, s1] = sgd_update (W, G, s1, "lr", 0.1, "momentum", 0.9);
%!           else
%!             [W, s1, s2] = adam_update (W, G, s1, s2, t, "lr", 0.01);
%!           endif
%!           assert (class (W), cls{1});
%!           assert (class (s1), cls{1});
%!         endwhile
%!       endfor
%!       Wr{end+1} = W;
%!     endfor
%!     assert (t, 24);
%!     assert (double (Wr{1}), Wr{2}, 1e-4 * max (abs (Wr{2}(:))));
%!     assert (any (abs (double (Wr{1}(:)) - double (W0(:))) > 1e-2));   # it learned
%!   endfor
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!error <the option "class" must be "double" or "single"> libsvmiter ("/dev/null", "data_shape", 2, "batch_size", 1, "class", "int8")

%!test
%! ## save and load in every format keep a single rowsparse and a single csr:
%! ## class, size and values equal to the originals (4-byte values)
%! R = rowsparse (single ([1.5 0 -2; 0 0 0; pi 0 1e-30]));
%! C = csr (single ([0 2.25 0; -pi 0 1e30]));
%! for format = {"-text", "-binary", "-v7", "-v6", "-hdf5"}
%!   file = [tempname() ".sav"];
%!   unwind_protect
%!     save (format{1}, file, "R", "C");
%!     L = load (file);
%!     assert (isa (L.R, "rowsparse") && isa (L.R, "single"), format{1});
%!     assert (isa (L.C, "csrmatrix") && isa (L.C, "single"), format{1});
%!     assert (isequal (full (L.R), full (R)) && isa (full (L.R), "single"), format{1});
%!     assert (isequal (full (L.C), full (C)) && isa (full (L.C), "single"), format{1});
%!     assert (isequal (size (L.R), size (R)) && isequal (size (L.C), size (C)), format{1});
%!   unwind_protect_cleanup
%!     unlink (file);
%!   end_unwind_protect
%! endfor
