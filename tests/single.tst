## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Single tensors (4 bytes per value) against the oracle, the same operation on
## full (T) of class single: construction, queries, conversions, indexing, views,
## assignment and deletion, element-wise operators and maps with Octave's
## promotion (single with double gives single), reductions, save and load in
## every format in a fresh process; and every function that does not take single
## tensors yet refusing them with ndsparse:single naming itself.  Random inputs
## are seeded; a failure prints the seed.  Tolerances: an element-wise result is
## Octave's own single operation on the values (exact, tolerance 0); a sum or a
## product along dims accumulates in single in column-major order, as Octave's
## sum (F, d) and prod (F, d) (exact); a mean, a norm and the kernels add in
## double and round once, within 4 * eps ("single") * n of the oracle's single
## accumulation.

## a random single full array of size sz (zeros at 1 - density, some negative)
%!function F = rand_sfull (sz, density)
%!  F = single (randn ([sz, 1, 1]) * 3);
%!  F(rand (size (F)) > density) = 0;
%!endfunction

## assert (A, E, tol) whose failure names the case msg (the seed), and that A is
## of E's class and realness (assert (A, E, tol) compares neither, even for tol = 0)
%!function check (A, E, msg, tol = 0)
%!  if (isa (A, "ndsparse"))
%!    A = full (A);
%!  endif
%!  try
%!    assert ({class(A), isreal(A)}, {class(E), isreal(E)});
%!    assert (A, E, tol);
%!  catch err
%!    error ("%s: %s", msg, err.message);
%!  end_try_catch
%!endfunction

%!function sz = rand_shape ()
%!  N = randi ([2 4]);
%!  sz = randi (4, 1, N);
%!  sz(rand (1, N) < 0.25) = 1;
%!endfunction

%!test
%! ## construction from full, subs/vals and sparse; queries; conversions back
%! for seed = 1:30
%!   rand ("seed", seed);  randn ("seed", seed);
%!   sz = rand_shape ();
%!   F = rand_sfull (sz, 0.4);
%!   T = ndsparse (F);
%!   msg = sprintf ("seed %d", seed);
%!   check (class (T), "ndsparse", msg);
%!   check (full (T), F, msg);
%!   check (size (T), size (F), msg);
%!   check (nnz (T), nnz (F), msg);
%!   check ([isa(T, "single"), isa(T, "double"), isa(T, "float"), isa(T, "numeric")],
%!          [true false true true], msg);
%!   check ([isfloat(T), isreal(T), isnumeric(T), islogical(T), iscomplex(T)],
%!          [true true true false false], msg);
%!   [s, v] = find (T);
%!   check (v, nonzeros (F), msg);
%!   check (full (ndsparse (s, v, size (F))), F, msg);
%!   check (full (double (T)), double (F), msg);
%!   check (full (single (double (T))), F, msg);
%!   check (sparse (unfold (T, 1)), sparse (double (reshape (F, size (F, 1), []))), msg);
%!   M = reshape (F, size (F, 1), []);
%!   check (sparse (ndsparse (M)), sparse (double (M)), msg);   # Octave's sparse: double
%! endfor

%!test
%! ## duplicates are combined in double and rounded once; a value that rounds to
%! ## zero, an explicit zero and an empty tensor keep the class
%! T = ndsparse ([1 1; 2 2; 1 1; 2 1], single ([1; 3; 2; 0]), [2 2]);
%! assert (full (T), single ([3 0; 0 3]));
%! assert (nnz (T), 2);
%! T = ndsparse ([1 1; 2 2], [1e-50; 2], [2 2]);
%! assert (nnz (single (T)), 1);
%! T = ndsparse ([1 1; 1 1], single ([1; 2]), [2 2], @max);
%! assert (full (T), single ([2 0; 0 0]));
%! E = ndsparse (zeros (0, 3), single ([]), [2 0 3]);
%! assert (class (full (E)), "single");
%! assert (size (full (E)), [2 0 3]);
%! assert (class (full (ndsparse (single (zeros (2, 3))))), "single");
%! assert (class (full (ndsparse ([1 1], single (2), [1 1]))), "single");
%! ## the scalar value for every row
%! assert (full (ndsparse ([1 1; 2 2], single (3), [2 2])), single (3 * eye (2)));
%! ## complex single values narrow to real when their imaginary parts are zero
%! assert (class (full (ndsparse (complex (single ([1 0 2]), 0)))), "single");

%!test
%! ## sparse of a matrix whose values, widened, pass the engine's 4 MB written
%! ## around the caches (real, and complex at twice the bytes): Octave's sparse of
%! ## the same subscripts and values made double
%! seed = 11;  rand ("seed", seed);  randn ("seed", seed);
%! n = 6e5;  sz = [3000 2000];
%! [i, j] = ind2sub (sz, randperm (prod (sz), n)');
%! v = single (randn (n, 1));  v(1:7:end) = 0;  v(2) = NaN;  v(3) = -Inf;
%! z = complex (v, single (randn (n, 1)));
%! for x = {v, z}
%!   S = sparse (ndsparse ([i j], x{1}, sz));
%!   assert (isequaln (S, sparse (i, j, double (x{1}), sz(1), sz(2)))
%!           && strcmp (class (S), "double"), "seed %d, complex %d", seed, iscomplex (x{1}));
%! endfor

%!test
%! ## display names the class; byte_size counts 4 bytes per value
%! T = ndsparse ([1 1 1; 2 3 2], single ([1.5; -3]), [2 3 2]);
%! s = disp (T);
%! assert (! isempty (strfind (s, "ndsparse single tensor (size = 2x3x2, nnz = 2")));
%! assert (! isempty (strfind (s, "-> 1.5")));
%! rand ("seed", 7);
%! n = 1e5;
%! U = ndsparse (randi (50, n, 3), single (rand (n, 1) + 1), [50 50 50]);
%! D = double (U);
%! w = whos ("U");  wd = whos ("D");
%! ## subscripts 8 * 3 bytes and a 4-byte value per nonzero (8 for double)
%! assert (w.bytes / nnz (U), 28, 0.01);
%! assert (wd.bytes / nnz (D), 32, 0.01);
%! assert (wd.bytes - w.bytes, 4 * nnz (U), 1000);

%!test
%! ## indexing, views of views, permute, reshape, transposes keep the class
%! for seed = 1:20
%!   rand ("seed", seed);  randn ("seed", seed);
%!   F = rand_sfull ([4 3 5], 0.5);
%!   T = ndsparse (F);
%!   msg = sprintf ("seed %d", seed);
%!   i = randperm (4, 2);  j = 2:3;  k = randi (5);
%!   check (T(i, j, k), F(i, j, k), msg);
%!   check (T(:, 2, :), F(:, 2, :), msg);
%!   check (T(7), F(7), msg);
%!   check (T(end, end, end), F(end, end, end), msg);
%!   V = T(2:4, :, 2:5);
%!   check (V(2:3, 1:2, [1 3]), F(3:4, 1:2, [2 4]), msg);
%!   check (view (T, 2, ":", ":"), reshape (F(2, :, :), 3, 5), msg);
%!   check (permute (T, [3 1 2]), permute (F, [3 1 2]), msg);
%!   check (permute (V, [2 3 1])(:, 2, :), permute (F(2:4, :, 2:5), [2 3 1])(:, 2, :), msg);
%!   check (reshape (T, 6, 10), reshape (F, 6, 10), msg);
%!   check (T(:, :, 1).', F(:, :, 1).', msg);
%!   check (T(:, :, 1)', F(:, :, 1)', msg);
%!   check (squeeze (T(2, :, :)), squeeze (F(2, :, :)), msg);
%!   check (T(T > 0), F(F > 0), msg);
%!   check (cat (3, T, T(:, :, 1)), cat (3, F, F(:, :, 1)), msg);
%!   check ([T(:, :, 1), double(T(:, :, 2))], [F(:, :, 1), double(F(:, :, 2))], msg);
%!   check (repmat (T, 1, 2), repmat (F, 1, 2), msg);
%!   check (circshift (T, 1, 2), circshift (F, 1, 2), msg);
%!   check (flip (T, 3), flip (F, 3), msg);
%! endfor
%! ## the largest index that fits
%! T = ndsparse ([1 2^40], single (3), [1 2^40]);
%! assert (T(1, 2^40), single (3));
%! assert (class (T(1, 2^40 - 1)), "single");

%!test
%! ## assignment and deletion: a double value assigned into a single tensor is
%! ## rounded (and gone when it rounds to zero), as Octave's single arrays do; a
%! ## single value into a double tensor keeps it double, as Octave's do
%! for seed = 1:20
%!   rand ("seed", seed);  randn ("seed", seed);
%!   F = rand_sfull ([4 3 2], 0.5);
%!   T = ndsparse (F);
%!   msg = sprintf ("seed %d", seed);
%!   T(2, 3, 1) = 0.1;          F(2, 3, 1) = 0.1;
%!   T(1, :, 2) = [1e-50 pi 7];  F(1, :, 2) = [1e-50 pi 7];
%!   T(:, 1, 1) = single (-2);  F(:, 1, 1) = single (-2);
%!   T(5) = 0;                  F(5) = 0;
%!   check (T, F, msg);
%!   check (nnz (T), nnz (F), msg);
%!   V = T(:, 2:3, :);
%!   V(1, 1, 1) = 9;
%!   G = F(:, 2:3, :);
%!   G(1, 1, 1) = 9;
%!   check (V, G, msg);
%!   check (T, F, msg);                         # the parent is unchanged
%!   T(:, 2, :) = [];           F(:, 2, :) = [];
%!   check (T, F, msg);
%!   T(ndsparse (true (size (F)))) = ndsparse (F * 2);  F(:) = F * 2;
%!   check (T, F, msg);
%!   D = ndsparse (double (F));  G = double (F);
%!   D(1, 1, 1) = single (1/3); G(1, 1, 1) = single (1/3);
%!   check (D, G, msg);
%! endfor

%!test
%! ## element-wise operators with single, double and logical operands, scalars,
%! ## broadcasting and ndsparse on either side: Octave's rule, single results
%! for seed = 1:15
%!   rand ("seed", seed);  randn ("seed", seed);
%!   F = rand_sfull ([3 4 2], 0.5);  G = rand_sfull ([3 4 2], 0.5);
%!   Fd = double (rand_sfull ([3 4 2], 0.5)) / 3;
%!   T = ndsparse (F);  U = ndsparse (G);  Dd = ndsparse (Fd);
%!   msg = sprintf ("seed %d", seed);
%!   ops = {@plus, @minus, @times, @rdivide, @ldivide, @max, @min, @eq, @lt, @and, @or};
%!   for k = 1:numel (ops)
%!     f = ops{k};
%!     m = sprintf ("%s %s", msg, func2str (f));
%!     check (f (T, U), f (F, G), m);
%!     check (f (T, G), f (F, G), m);
%!     check (f (F, U), f (F, G), m);
%!     check (f (T, Dd), f (F, Fd), m);
%!     check (f (Dd, T), f (Fd, F), m);
%!     check (f (T, Fd), f (F, Fd), m);
%!     check (f (T, 2.5), f (F, 2.5), m);
%!     check (f (2.5, T), f (2.5, F), m);
%!     check (f (T, single (2)), f (F, single (2)), m);
%!     check (f (Dd, single (2)), f (Fd, single (2)), m);
%!     check (f (T, [1 2 3 4]), f (F, [1 2 3 4]), m);
%!     check (f (T, T > 0), f (F, F > 0), m);
%!   endfor
%!   check (T + T, F + F, msg);
%!   check (T .* T, F .* F, msg);
%!   check (T - T, F - F, msg);
%!   check (2 * T, 2 * F, msg);
%!   check (T / 4, F / 4, msg);
%!   check (-T, -F, msg);
%!   check (~T, ~F, msg);
%!   check (T .^ 2, F .^ 2, msg);
%!   check (abs (T) .^ 0.5, abs (F) .^ 0.5, msg);
%!   check (T .^ single (3), F .^ single (3), msg);
%!   check (2 .^ T, 2 .^ F, msg);
%! endfor

%!test
%! ## T + U, T - U and T .* U of two coordinate sets merged on the float values
%! ## (each result computed in double and rounded once: Octave's single + - .*,
%! ## exact): enough entries for the merge's parallel lanes, half the rows shared,
%! ## results that cancel not stored, Inf .* an implicit zero, views of views, empty
%! for seed = 1:3
%!   rand ("seed", seed);  randn ("seed", seed);
%!   F = rand_sfull ([40 30 20], 0.2);
%!   G = F .* single (rand (size (F)) < 0.5) + rand_sfull ([40 30 20], 0.1);
%!   G(1:7:end) = -F(1:7:end);
%!   T = ndsparse (F);  U = ndsparse (G);
%!   msg = sprintf ("seed %d", seed);
%!   for f = {@plus, @minus, @times}
%!     R = f{1} (T, U);
%!     check (R, f{1} (F, G), [msg " " func2str(f{1})]);
%!     check (nnz (R), nnz (f{1} (F, G)), [msg " nnz " func2str(f{1})]);
%!   endfor
%!   V = T(3:40, :, 2:20)(:, 2:30, [1 3:19]);  FV = F(3:40, :, 2:20)(:, 2:30, [1 3:19]);
%!   W = U(1:38, 2:30, 1:19)(:, :, [2 1 4:19]);  FW = G(1:38, 2:30, 1:19)(:, :, [2 1 4:19]);
%!   check (V + W, FV + FW, [msg " views"]);
%!   check (V - W, FV - FW, [msg " views"]);
%!   check (V .* W, FV .* FW, [msg " views"]);
%! endfor
%! I = ndsparse (single ([Inf 0 2; 0 1 0]));
%! J = ndsparse (single ([0 1 3; 0 0 0]));
%! check (I .* J, single ([Inf 0 2; 0 1 0]) .* single ([0 1 3; 0 0 0]), "Inf .* 0");
%! check (I - J + J, single ([Inf 0 2; 0 1 0]), "Inf");
%! E = ndsparse ([], single ([]), [0 3]);
%! check (E + E, single (zeros (0, 3)), "empty");
%! check (E .* ndsparse (single (zeros (0, 3))), single (zeros (0, 3)), "empty");

%!test
%! ## T .* U of two coordinate sets takes the intersection only when every float of
%! ## both is finite (scanned in pairs, in parallel past 2e5): an Inf or NaN in the
%! ## first pair's either half, in the last float of an odd count or deep in a long
%! ## scan meets U's implicit zeros as NaN; real and complex (a part), T and U.
%! ## Small integers: products exact, as Octave's complex single product's
%! seed = 39;  rand ("seed", seed);  randn ("seed", seed);
%! sz = [500 900];
%! for n = [1 2 7 8 300001]
%!   at = unique ([1 min(2, n) n ceil(0.7 * n)]);
%!   for bad = [Inf -Inf NaN]
%!     for k = [0 at]
%!       for cplx = [false true]
%!         F = zeros (sz, "single");
%!         F(randperm (prod (sz), n)) = randi (9, n, 1) .* (2 * (rand (n, 1) < 0.5) - 1);
%!         if (cplx)
%!           F(F != 0) = complex (F(F != 0), randi ([-9 9], n, 1));
%!         endif
%!         G = F .* single (rand (sz) < 0.5) + single (rand (sz) < 0.001);
%!         nzi = find (F);
%!         if (k > 0 && cplx)
%!           F(nzi(k)) = complex (real (F(nzi(k))), bad);
%!         elseif (k > 0)
%!           F(nzi(k)) = bad;
%!         endif
%!         msg = sprintf ("seed %d n %d at %d bad %g complex %d", seed, n, k, bad, cplx);
%!         T = ndsparse (F);  U = ndsparse (G);
%!         check (T .* U, F .* G, msg);
%!         check (U .* T, G .* F, [msg " U .* T"]);
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!test
%! ## maps: Octave's own single function on the values
%! rand ("seed", 3);  randn ("seed", 3);
%! F = min (abs (rand_sfull ([3 4 2], 0.6)) / 4, 0.9);
%! T = ndsparse (F);
%! fns = {@abs, @sqrt, @exp, @log1p, @expm1, @sin, @cos, @tan, @sinh, @tanh, ...
%!        @asin, @atan, @atanh, @round, @fix, @floor, @ceil, @sign, @real, @imag, ...
%!        @conj, @angle, @uminus, @not, @logical, @double, @single};
%! for k = 1:numel (fns)
%!   check (fns{k} (T), fns{k} (F), func2str (fns{k}));
%! endfor
%! check (spfun (@exp, T), (F != 0) .* exp (F), "spfun");
%! check (mod (T, 0.3), mod (F, 0.3), "mod");
%! check (rem (-T, 0.3), rem (-F, 0.3), "rem");
%! check (bsxfun (@times, T, [1; 2; 3]), F .* [1; 2; 3], "bsxfun");
%! assert (isequal (T, F) && isequal (F, T) && isequal (T, double (F)));

%!test
%! ## reductions: sums and products accumulate in single in storage order, as
%! ## Octave's sum (single) does (so the same bits, along dims too)
%! for seed = 1:15
%!   rand ("seed", seed);  randn ("seed", seed);
%!   F = rand_sfull ([5 4 3], 0.5);
%!   T = ndsparse (F);
%!   msg = sprintf ("seed %d", seed);
%!   tol = -4 * eps ("single") * 20;
%!   check (sum (T(:)), sum (F(:)), msg);
%!   check (sum (T(:, 2, 3)), sum (F(:, 2, 3)), msg);
%!   for d = 1:3
%!     check (sum (T, d), sum (F, d), msg);
%!     check (prod (T, d), prod (F, d), msg);
%!     if (d > 1)
%!       ## over dims 1 and d: one sum over their cells in column-major order
%!       k = 5 - d;
%!       P = reshape (permute (F, [1 d k]), [], size (F, k));
%!       rsz = size (F);
%!       rsz([1 d]) = 1;
%!       check (sum (T, [1 d]), reshape (sum (P, 1), rsz), msg);
%!       check (prod (T, [1 d]), reshape (prod (P, 1), rsz), msg);
%!     endif
%!     check (mean (T, d), mean (F, d), msg, tol);
%!     check (max (T, [], d), max (F, [], d), msg);
%!     check (min (T, [], d), min (F, [], d), msg);
%!     check (any (T, d), any (F, d), msg);
%!     check (all (T, d), all (F, d), msg);
%!     check (cumsum (T, d), cumsum (F, d), msg, tol);
%!   endfor
%!   check (sum (T), sum (F), msg, tol);
%!   check (max (T), max (F), msg);
%!   check (norm (T), norm (F(:)), msg, tol);
%!   check (norm (T(:, :, 1), 1), norm (F(:, :, 1), 1), msg, tol);
%!   check (norm (T(:, :, 1), Inf), norm (F(:, :, 1), Inf), msg, tol);
%!   check (innerprod (T, T), sum (F(:) .* F(:)), msg, tol);
%!   check (innerprod (T, double (F)), sum (F(:) .* F(:)), msg, tol);
%!   check (dot (T(:, 1, 1), T(:, 2, 1)), dot (F(:, 1, 1), F(:, 2, 1)), msg, tol);
%!   check (T(:, :, 1) * F(:, :, 2).', F(:, :, 1) * F(:, :, 2).', msg, tol);
%! endfor
%! ## a single sum differs from the double one: Octave's accumulation in single
%! T = ndsparse ([(1:4)', ones(4, 1)], single ([1e8; 1; -1e8; 1]), [4 1]);
%! assert (sum (T), sum (single ([1e8; 1; -1e8; 1])));
%! assert (sum (T), single (1));
%! ## along a dim too (double accumulation would give 2), and a product
%! T = ndsparse ([ones(4, 2), (1:4)'], single ([1e8; 1; -1e8; 1]), [2 1 4]);
%! check (sum (T, 3), sum (full (T), 3), "single along dim 3");
%! assert (full (sum (T, 3)), single ([1; 0]));
%! T = ndsparse ([ones(3, 2), (1:3)'], single ([1e30; 1e30; 1e-30]), [2 1 3]);
%! check (prod (T, 3), prod (full (T), 3), "single prod overflows");

%!test
%! ## edges: empty, size-1, Inf and NaN, overflow past realmax ("single")
%! E = ndsparse (zeros (0, 2), single ([]), [0 3]);
%! check (sum (E), sum (single (zeros (0, 3))), "empty sum");
%! check (prod (E), prod (single (zeros (0, 3))), "empty prod");
%! check (E + 1, single (zeros (0, 3)) + 1, "empty plus");
%! S1 = ndsparse (single (5));
%! check (S1 * 2, single (10), "scalar");
%! F = single ([Inf 0 NaN; -Inf 2 0]);
%! T = ndsparse (F);
%! check (T .* 0, F .* 0, "inf times zero");
%! check (T + T, F + F, "inf plus");
%! check (sum (T, 2), sum (F, 2), "inf sum");
%! check (max (T, [], 2), max (F, [], 2), "nan max");
%! R = single ([realmax("single") 0; realmax("single") 1]);
%! T = ndsparse (R);
%! check (T * 2, R * 2, "overflow");
%! check (T + T, R + R, "overflow plus");
%! check (sum (T, 1), sum (R, 1), "overflow sum");
%! check (sum (T(:)), sum (R(:)), "overflow sum all");
%! check (double (T) * 2, double (R) * 2, "double no overflow");

%!test
%! ## max, min, any and all along dim 1 (and dim 2 of a matrix) in one pass over the
%! ## runs, single results (exact): a NaN-only column, negative-only and full
%! ## columns (the implicit zero counts where one is), Inf, views of views
%! F = single ([NaN -1 3 0 2; NaN -2 NaN 0 5; 0 0 -Inf 0 1]);
%! F = cat (3, F, -F, zeros (3, 5, "single"));
%! T = ndsparse (F);
%! for f = {@max, @min}
%!   check (f{1} (T, [], 1), f{1} (F, [], 1), ["nan " func2str(f{1})]);
%!   check (f{1} (T), f{1} (F), ["nan " func2str(f{1})]);
%!   check (f{1} (T(:, :, 1), [], 2), f{1} (F(:, :, 1), [], 2), [func2str(f{1}) " dim 2"]);
%! endfor
%! check (any (T, 1), any (F, 1), "any");
%! check (all (T, 1), all (F, 1), "all");
%! check (any (T(:, :, 1), 2), any (F(:, :, 1), 2), "any dim 2");
%! for seed = 1:3
%!   rand ("seed", seed);  randn ("seed", seed);
%!   G = rand_sfull ([30 20 6], 0.3);
%!   G(1:11:end) = NaN;
%!   U = ndsparse (G)(2:30, :, [6 1:5])(:, [20:-1:1], 2:6);
%!   FU = G(2:30, :, [6 1:5])(:, [20:-1:1], 2:6);
%!   msg = sprintf ("seed %d view", seed);
%!   check (max (U, [], 1), max (FU, [], 1), msg);
%!   check (min (U), min (FU), msg);
%!   check (any (U, 1), any (FU, 1), msg);
%!   check (all (U), all (FU), msg);
%! endfor

%!test
%! ## kernels compute in double and round once: single results
%! rand ("seed", 11);  randn ("seed", 11);
%! F = rand_sfull ([3 4 2], 0.6);
%! T = ndsparse (F);
%! tol = -4 * eps ("single") * 10;
%! v = single ([1; -2; 3; 0.5]);
%! check (ttv (T, v, 2), squeeze (sum (F .* reshape (v, 1, 4), 2)), "ttv", tol);
%! A = single (randn (2, 3));
%! check (ttm (T, A, 1), reshape (A * reshape (F, 3, []), 2, 4, 2), "ttm", tol);
%! U = {single(randn (3, 2)), single(randn (4, 2)), single(randn (2, 2))};
%! K = zeros (8, 2, "single");
%! for r = 1:2
%!   K(:, r) = kron (U{3}(:, r), U{2}(:, r));
%! endfor
%! check (mttkrp (T, U, 1), reshape (F, 3, []) * K, "mttkrp", tol);
%! check (kron (T(:, :, 1), T(1:2, 1:2, 2)), kron (F(:, :, 1), F(1:2, 1:2, 2)), "kron", tol);

%!test
%! ## every method on the single route: a single operand (tensor or full array, in
%! ## either place) gives a single result, the double computation rounded once,
%! ## within tolerance of the same operation on full single arrays
%! rand ("seed", 12);  randn ("seed", 12);
%! F = rand_sfull ([3 4 2], 0.6);  T = ndsparse (F);
%! G = rand_sfull ([3 4 2], 0.6);  S = ndsparse (G);
%! M = rand_sfull ([3 3], 0.8) + 4 * eye (3, "single");  P = ndsparse (M);
%! x = rand_sfull ([6 1], 0.7);  y = single (randn (6, 1));  X = ndsparse (x);
%! v = single ([1; -2; 3; 0.5]);  A = single (randn (2, 3));  B = single (randn (3, 2));
%! U = {single(randn (3, 2)), single(randn (4, 2)), single(randn (2, 2))};
%! K = zeros (8, 2, "single");
%! for r = 1:2
%!   K(:, r) = kron (U{3}(:, r), U{2}(:, r));
%! endfor
%! FG = reshape (F, 12, 2)' * reshape (G, 12, 2);
%! FA = reshape (A * reshape (F, 3, []), 2, 4, 2);
%! Fd = ndsparse (double (F));  Md = double (M);  Bd = double (B);
%! ## name, the call, the oracle on full single arrays
%! cases = {"dot", @() dot (X, double (y)), dot(x, y);
%!          "dot", @() dot (ndsparse (double (x)), y), dot(x, y);
%!          "innerprod", @() innerprod (T, double (G)), sum(F(:) .* G(:));
%!          "innerprod", @() innerprod (Fd, G), sum(F(:) .* G(:));
%!          "kron", @() kron (P, Md(1:2, :)), kron(M, M(1:2, :));
%!          "mldivide", @() P \ Bd, M \ B;
%!          "mldivide", @() ndsparse (Md) \ B, M \ B;
%!          "mrdivide", @() T / 4, F / 4;
%!          "mrdivide", @() Bd' / P, B' / M;
%!          "mtimes", @() P * Md, M * M;
%!          "mtimes", @() single (2) * ndsparse (Md), 2 * M;
%!          "scale", @() scale (T, double (v), 2), F .* reshape(v, 1, 4);
%!          "scale", @() scale (Fd, v, 2), F .* reshape(v, 1, 4);
%!          "ttv", @() ttv (T, double (v), 2), squeeze(sum(F .* reshape(v, 1, 4), 2));
%!          "ttv", @() ttv (T, {ones(3, 1), ones(4, 1), ones(2, 1)}), sum(F(:));
%!          "ttm", @() ttm (T, double (A), 1), FA;
%!          "ttm", @() ttm (Fd, A', 1, "t"), FA;
%!          "ttt", @() ttt (T, S, [1 2]), FG;
%!          "ttt", @() ttt (ndsparse (double (F(:, 1, 1))), G(1, :, 1)), reshape(F(:, 1, 1) * G(1, :, 1), 3, 1, 1, 4);
%!          "tensordot", @() tensordot (T, S, [1 2], [1 2]), FG;
%!          "mttkrp", @() mttkrp (T, U, 1), reshape(F, 3, []) * K;
%!          "mttkrp", @() mttkrp (Fd, U, 1), reshape(F, 3, []) * K;
%!          "norm", @() norm (T), norm(F(:));
%!          "norm", @() norm (P, 1), norm(M, 1);
%!          "cumsum", @() cumsum (T, 2), cumsum(F, 2);
%!          "cumsum", @() cumsum (T), cumsum(F)};
%! for k = 1:rows (cases)
%!   R = cases{k, 2} ();
%!   E = cases{k, 3};
%!   check (R, E, sprintf ("%s (case %d)", cases{k, 1}, k), -4 * eps ("single") * 24);
%!   assert (isa (R, "single"), cases{k, 1});
%! endfor

%!test
%! ## mttkrp of a double or logical tensor with a single factor (the others double or
%! ## single) takes the single lane: the values and factors rounded to single,
%! ## products and sums in single; bit for bit the single tensor's
%! ## result, within tolerance of the full array's unfolding times the Khatri-Rao
%! ## product.  Random shapes with size-1 dims, duplicates, views, every mode
%! for seed = 1:40
%!   rand ("seed", seed);  randn ("seed", seed);
%!   msg = sprintf ("seed %d", seed);
%!   sz = rand_shape ();
%!   N = numel (sz);
%!   n = randi (N);
%!   m = randi ([0 12]);
%!   s = zeros (m, N);
%!   for d = 1:N
%!     s(:, d) = randi (sz(d), m, 1);
%!   endfor
%!   x = randn (m, 1) * 3;
%!   T = ndsparse (s, x, sz);
%!   if (rem (seed, 4) == 0)
%!     T = ndsparse (s, x > 0, sz);          # logical
%!   elseif (rem (seed, 4) == 1 && prod (sz) > 1)   # (a 1x1 view is a number)
%!     idx = arrayfun (@(k) randperm (k), sz, "UniformOutput", false);
%!     T = T(idx{:});                         # a view
%!   endif
%!   R = randi (3);
%!   U = arrayfun (@(k) randn (k, R), sz, "UniformOutput", false);
%!   Us = cellfun (@single, U, "UniformOutput", false);
%!   Um = U;
%!   others = setdiff (1:N, n);
%!   sg = others(rand (size (others)) < 0.5 | others == others(randi (numel (others))));
%!   Um(sg) = Us(sg);                         # one factor single at least
%!   B = mttkrp (T, Um, n);
%!   check (B, mttkrp (single (T), Us, n), msg);
%!   F = double (single (full (T)));
%!   o = [n, setdiff(1:N, n)];
%!   M = reshape (permute (F, [o, N+1]), sz(n), []);
%!   K = ones (1, R);
%!   for d = setdiff (1:N, n)
%!     K2 = zeros (rows (K) * sz(d), R);
%!     for r = 1:R
%!       K2(:, r) = kron (double (Us{d}(:, r)), K(:, r));
%!     endfor
%!     K = K2;
%!   endfor
%!   check (B, single (M * K), msg, -4 * eps ("single") * max (1, m));
%! endfor
%!error id=ndsparse:size mttkrp (ndsparse ([1 1 1], 1, [2 3 2]), {[], single(ones (2, 2)), ones(2, 2)}, 1)
%!error id=ndsparse:size mttkrp (ndsparse ([1 1 1], 1, [2 3 2]), {[], single(ones (3, 2)), ones(2, 3)}, 1)

%!test
%! ## element assignments into a single tensor wait as pending entries (no copy of
%! ## the storage per call), each value rounded to single; reads, views, operators
%! ## and the merge see them, against a full single array assigned alike
%! seed = 13;
%! rand ("seed", seed);  randn ("seed", seed);
%! F = rand_sfull ([5 4 3], 0.4);
%! T = ndsparse (F);
%! vals = [1/3, -2, 0, 1e-50, 1e40, pi, 7];    # 1e-50 rounds to 0, 1e40 to Inf
%! for k = 1:150     # past max (64, 4 sqrt (nnz)): a merge or two on the way
%!   i = randi (5);  j = randi (4);  l = randi (3);
%!   v = vals(randi (numel (vals)));
%!   if (rand () < 0.3)
%!     v = single (v);
%!   endif
%!   T(i, j, l) = v;
%!   F(i, j, l) = v;
%!   if (mod (k, 17) == 0)
%!     check (T(i, j, l), F(i, j, l), sprintf ("read %d, seed %d", k, seed));
%!     check (T(2:4, :, l), F(2:4, :, l), sprintf ("view %d, seed %d", k, seed));
%!     check (T + T, F + F, sprintf ("plus %d, seed %d", k, seed));
%!   endif
%! endfor
%! [~, ~, np] = __nds_storeinfo__ (T);
%! assert (np > 0);     # some still pending
%! check (T, F, sprintf ("seed %d", seed));
%! assert (isa (T, "single") && nnz (T) == nnz (F));
%! check (sum (T(:)), sum (F(:)), "sum");
%! T(1, 1, 1) = 1/3;   # pending again (the reads above merged them)
%! F(1, 1, 1) = 1/3;
%! S = struct (T);
%! assert (class (S.pvals), "single");
%! assert (rows (S.pvals), 1);
%! assert (isequal (full (__nds_load__ (S)), full (T)));
%! f = [tempname() ".sav"];
%! unwind_protect
%!   save ("-binary", f, "T");
%!   [st, out] = nds_child (sprintf (["L = load ('%s'); [~, ~, np] = __nds_storeinfo__ (L.T); " ...
%!     "printf ('%%s %%d|', class (full (L.T)), np > 0); printf ('%%.9g ', full (L.T)(:));"], f));
%!   assert (st, 0, out);
%!   assert (out, ["single 1|" sprintf("%.9g ", double (F(:)))]);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect

%!test
%! ## save and load in every format keep single values, loaded in a fresh process
%! T = ndsparse ([1 2 1; 3 1 2; 2 2 2], single ([1/3; 6; -7]), [3 2 2]);
%! V = T(2:3, :, 2);
%! for fmt = {"-text", "-binary", "-v7", "-v6", "-hdf5"}
%!   f = [tempname() ".sav"];
%!   unwind_protect
%!     save (fmt{1}, f, "T", "V");
%!     [st, out] = nds_child (sprintf (["L = load ('%s'); " ...
%!       "printf ('%%s %%s %%d %%d|', class (L.T), class (full (L.T)), " ...
%!       "isa (L.V, 'single'), isequal (full (L.V), full (L.T)(2:3, :, 2))); " ...
%!       "printf ('%%.9g ', full (L.T)(:)); printf ('|%%s', class (full (L.V)));"], f));
%!     assert (st, 0, out);
%!     assert (out, sprintf ("ndsparse single 1 1|%s|single",
%!                           sprintf ("%.9g ", double (full (T)(:)))), fmt{1});
%!   unwind_protect_cleanup
%!     unlink (f);
%!   end_unwind_protect
%! endfor

## every function takes single tensors now (the last two, einsum and distribute,
## since issues 34 and 39): no refusal list is left to test

%!test
%! ## a complex result of single values is complex single (issue 39), as
%! ## Octave's: sqrt of a negative single, complex of single parts, single times
%! ## complex double
%! T = ndsparse ([1 1; 2 2], single ([-4; 9]), [2 2]);
%! Z = sqrt (T);
%! assert (iscomplex (Z) && isa (Z, "single") && ! isa (Z, "double"));
%! assert (full (Z), sqrt (single ([-4 0; 0 9])));
%! Z = complex (T, T);
%! assert (class (full (Z)), "single");
%! assert (full (Z), single ([-4-4i 0; 0 9+9i]));
%! assert (full (ndsparse (single ([1+2i 0]))), single ([1+2i 0]));
%! assert (class (full (ndsparse ([1 1], 1i) * single (2))), "single");
%! assert (full (single (ndsparse ([1 1], 2i))), single ([2i]));

## the one refusal helper: complex always, single tensors where the function does
## not take them (a full single array is read as double, as before)
%!error id=ndsparse:single __nds_real_only__ ("ttm", 1, ndsparse ([1 1], single (2)))
%!error <ttm: single values are not supported by ttm yet \(argument 1> __nds_real_only__ ("ttm", {ndsparse([1 1], single (2))})
%!test
%! __nds_real_only__ ("max", ndsparse ([1 1], single (2)), single (3));
%! __nds_real_only__ ("ttm", ndsparse ([1 1], 2), single (3));

%!test
%! ## an assignment that fails leaves a single tensor as it was
%! T = ndsparse ([1 1; 2 2], single ([1; 2]), [2 2]);
%! try
%!   T(3, 3, 3, 3) = [1 2];
%! catch
%! end_try_catch
%! assert (full (T), single ([1 0; 0 2]));
%! assert (isa (T, "single"));
