## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Complex single tensors (issue 39): stored as (re, im) float pairs, every
## operation against the same operation on the full complex single array (the
## oracle: Octave's own), the result's class compared exactly and its values
## within 64 * eps ("single") relative to the largest value compared (element-wise
## kernels compute in complex double and round once, where Octave computes in
## single; the reductions compute in single, as Octave's, and are compared
## exactly below).
## Random inputs are seeded, the seed printed on failure.

%!function csg_check (R, E, what)
%!  if (isa (R, "ndsparse"))
%!    R = full (R);
%!  endif
%!  assert (strcmp (class (R), class (E)), "%s: class %s, not %s", what, class (R), class (E));
%!  assert (isreal (R) == isreal (E), "%s: realness", what);
%!  assert (isequal (size (R), size (E)), "%s: size", what);
%!  tol = 64 * eps ("single") * max ([1; abs(double (E(:)))]);
%!  d = abs (double (R(:)) - double (E(:)));
%!  same = double (R(:)) == double (E(:)) | (isnan (R(:)) & isnan (E(:)));
%!  assert (all (same | d <= tol), "%s: values", what);
%!endfunction

%!function [T, F] = csg_rand (sz, dens, seed)
%!  rand ("state", seed);  randn ("state", seed);
%!  F = single (complex (randn (sz), randn (sz)));
%!  F(rand (sz) > dens) = 0;
%!  F(rand (sz) > 0.8) = real (F(rand (sz) > 0.8)(1));   # some real entries
%!  T = ndsparse (F);
%!endfunction

## f along the dims d of the 3-D array E together, their cells in column-major
## order (Octave 7's reductions take one dim): d brought first and merged
%!function R = csg_red (f, E, d)
%!  sz = size (E);  sz(end+1:3) = 1;
%!  keep = setdiff (1:3, d);
%!  R = f (reshape (permute (E, [d keep]), [prod(sz(d)), sz(keep), 1]), 1);
%!  sz(d) = 1;
%!  R = reshape (R, sz);
%!endfunction

## construction and class queries
%!test
%! F = single ([1+2i 0; 0 -3]);
%! T = ndsparse (F);
%! assert (isa (T, "single") && isa (T, "float") && isa (T, "numeric") && ! isa (T, "double"));
%! assert (iscomplex (T) && ! isreal (T));
%! assert (class (full (T)), "single");
%! assert (full (T), F);
%! assert (nnz (T), 2);
%! assert (isa (double (T), "double") && iscomplex (double (T)));
%! assert (full (double (T)), double (F));
%! assert (full (single (T)), F);
%! assert (full (single (ndsparse (double (F)))), F);
%! ## from subscripts: duplicates summed in double and rounded once, explicit
%! ## zeros and sums that cancel not stored
%! S = ndsparse ([1 1; 1 1; 2 2; 2 2; 3 1], single ([1i; 2; 3+1i; -3-1i; 0]), [3 2]);
%! assert (full (S), single ([2+1i 0; 0 0; 0 0]));
%! assert (nnz (S), 1);
%! assert (isa (S, "single") && iscomplex (S));

## narrowing: imaginary parts all zero give real single
%!test
%! T = ndsparse (single ([1+0i 2]));
%! assert (isa (T, "single") && isreal (T));
%! T = ndsparse (single ([1+2i 3]));
%! R = T - 1i * imag (T);
%! assert (isreal (R) && isa (R, "single"));
%! assert (full (R), single ([1 3]));
%! R = real (T);
%! assert (isreal (R) && isa (R, "single"));
%! assert (isreal (T .* 0));

## Octave's promotion rules
%!test
%! T = ndsparse (single ([1+2i 0 3]));
%! R = ndsparse (single ([1 0 2]));
%! D = ndsparse ([1 0 2i]);
%! assert (class (full (T + 1)), "single");
%! assert (class (full (T .* D)), "single");            # complex single with complex double
%! assert (class (full (R + D)), "single");             # real single with complex double
%! assert (iscomplex (R + D));
%! assert (class (full (R .* 1i)), "single");
%! assert (class (full ([R, D])), "single");
%! assert (iscomplex ([R, D]));
%! assert (class (full (cat (1, T, [1 2 3]))), "single");
%! csg_check (R + D, single ([1 0 2]) + [1 0 2i], "R + D");
%! csg_check (cat (1, R, D), cat (1, single ([1 0 2]), [1 0 2i]), "cat (R, D)");

## element-wise operators and mappers, random, views of views too
%!test
%! for seed = [39 40 41]
%!   [T, F] = csg_rand ([4 5 3], 0.4, seed);
%!   [U, G] = csg_rand ([4 5 3], 0.4, seed + 100);
%!   V = T(2:4, :, 2:3);  W = V(:, 2:4, 2);
%!   FV = F(2:4, :, 2:3);  FW = FV(:, 2:4, 2);
%!   for p = {{T, F, U, G}, {V, FV, U(1:3, :, 1:2), G(1:3, :, 1:2)}, {W, FW, U(1:3, 1:3, 1), G(1:3, 1:3, 1)}}
%!     [X, E, Y, H] = deal (p{1}{:});
%!     what = sprintf ("seed %d, %s", seed, mat2str (size (E)));
%!     ops = {@plus, @minus, @times, @(a, b) a ./ (b + 1)};
%!     for k = 1:numel (ops)
%!       csg_check (ops{k} (X, Y), ops{k} (E, H), [what " op " num2str(k)]);
%!       csg_check (ops{k} (X, H), ops{k} (E, H), [what " full op " num2str(k)]);
%!       csg_check (ops{k} (X, 2 - 1i), ops{k} (E, 2 - 1i), [what " scalar op " num2str(k)]);
%!       csg_check (ops{k} (X, double (H)), ops{k} (E, double (H)), [what " double op " num2str(k)]);
%!     endfor
%!     csg_check (-X, -E, [what " uminus"]);
%!     csg_check (X * 3, E * 3, [what " mtimes scalar"]);
%!     csg_check (X / 4, E / 4, [what " mrdivide scalar"]);
%!     csg_check (X .^ 2, E .^ 2, [what " power"]);
%!     maps = {@real, @imag, @conj, @abs, @angle, @sqrt, @exp, @sin, @cos, @tanh, @sign, @round, @fix};
%!     for k = 1:numel (maps)
%!       csg_check (maps{k} (X), maps{k} (E), [what " " func2str(maps{k})]);
%!     endfor
%!     assert (isequal (full (X == Y), E == H), what);
%!     assert (isequal (full (X != 0), E != 0), what);
%!     assert (isequal (full (! X), ! E), what);
%!   endfor
%! endfor

## the element-wise kernels on the float pairs themselves (no complex double copy):
## -T flips the parts' signs, abs gives hypotf's values (Octave's abs), T + U and
## T * c compute each part in double and round it once, which is the correctly
## rounded single result (Octave's); T .* U against the complex double kernel's
## result made single (exactly) and against Octave's single product (within the
## tolerance above); norm and innerprod against those of double (T) made single
## (exactly).  At 40
## entries and past 100000 (several threads), one coordinate set and two.
%!test
%! for seed = [51 52]
%!   rand ("state", seed);  randn ("state", seed);
%!   n = 40 + 150000 * (seed == 52);
%!   what = sprintf ("seed %d, n %d", seed, n);
%!   F = single (complex (randn (n, 1), randn (n, 1)));
%!   F(rand (n, 1) < 0.1) = 0;
%!   F(rand (n, 1) < 0.1) = 3;                  # some real entries
%!   G = single (complex (randn (n, 1), randn (n, 1)));
%!   G(rand (n, 1) < 0.3) = 0;                  # another coordinate set
%!   H = F .* single (1 + 1i);                  # F's coordinate set
%!   T = ndsparse (F);  U = ndsparse (G);  W = ndsparse (H);
%!   assert (isequal (full (-T), -F), [what " uminus"]);
%!   assert (isequal (full (abs (T)), abs (F)), [what " abs"]);
%!   assert (isequal (full (T * 0.1), F * 0.1), [what " times 0.1"]);
%!   assert (isequal (full (T / 3), F / 3), [what " divided by 3"]);
%!   assert (isequal (full (T + U), F + G), [what " plus"]);
%!   assert (isequal (full (T - W), F - H), [what " minus, one set"]);
%!   assert (isequal (full (T .* U), single (full (double (T) .* double (U)))), [what " times"]);
%!   assert (isequal (full (T .* W), single (full (double (T) .* double (W)))), [what " times, one set"]);
%!   csg_check (T .* U, F .* G, [what " times, Octave's"]);
%!   csg_check (T ./ (U + 1), F ./ (G + 1), [what " divide"]);
%!   R = ndsparse (real (G));
%!   csg_check (R - T, real (G) - F, [what " real single minus"]);
%!   csg_check (double (R) ./ (T + 1), double (real (G)) ./ (F + 1), [what " double over"]);
%!   assert (isequal (innerprod (T, U), single (innerprod (double (T), double (U)))), [what " innerprod"]);
%!   assert (isequal (innerprod (T, W), single (innerprod (double (T), double (W)))), [what " innerprod, one set"]);
%!   csg_check (innerprod (T, U), single (sum (conj (double (F)) .* double (G))), [what " innerprod, formula"]);
%!   assert (isequal (norm (T), single (norm (double (T)))), [what " norm"]);
%!   assert (isequal (norm (R), single (norm (double (R)))), [what " real single norm"]);
%!   assert (isa (norm (T), "single") && isa (norm (R), "single"), what);
%!   csg_check (norm (T), single (sqrt (sum (abs (double (F)) .^ 2))), [what " norm, formula"]);
%! endfor

## results that round to zero in single are not stored; Inf and NaN parts
%!test
%! F = single ([1e-30 + 1e-30i; 2; 0; 1e-25i]);
%! G = single ([1e-30; 0; 5; 1e-25i]);
%! T = ndsparse (F);  U = ndsparse (G);
%! R = T .* U;
%! assert (full (R), F .* G);
%! assert (nnz (R), 0);
%! assert (isequal (full (T * 1e-24), F * 1e-24));
%! assert (nnz (T * 1e-24), nnz (F * 1e-24));
%! assert (nnz (F * 1e-24), 1);
%! assert (nnz (T .* T), 1);
%! assert (full (T .* T), F .* F);
%! V = ndsparse (single ([Inf + 1i; NaN; 1 - Inf * 1i; 3 + 4i]));
%! assert (full (abs (V)), abs (single ([Inf + 1i; NaN; 1 - Inf * 1i; 3 + 4i])));
%! assert (full (-V), -single ([Inf + 1i; NaN; 1 - Inf * 1i; 3 + 4i]));
%! assert (norm (V), single (NaN));

## reductions
%!test
%! for seed = [39 42]
%!   [T, F] = csg_rand ([5 4 3], 0.5, seed);
%!   for d = 1:3
%!     what = sprintf ("seed %d, dim %d", seed, d);
%!     csg_check (sum (T, d), sum (F, d), ["sum " what]);
%!     csg_check (prod (T, d), prod (F, d), ["prod " what]);
%!     csg_check (max (T, [], d), max (F, [], d), ["max " what]);
%!     csg_check (min (T, [], d), min (F, [], d), ["min " what]);
%!     csg_check (cumsum (T, d), cumsum (F, d), ["cumsum " what]);
%!     csg_check (mean (T, d), mean (F, d), ["mean " what]);
%!     assert (isequal (full (any (T, d)), any (F, d)), what);
%!     assert (isequal (full (all (T, d)), all (F, d)), what);
%!   endfor
%!   csg_check (sum (T(:)), sum (F(:)), "sum all");
%! endfor

## reductions in single, as Octave's: sum and prod accumulate in complex single in
## column-major order, max and min order by hypotf and then atan2f (the values'
## own type): the same bits as those of the full array (isequal), along one dim,
## the leading dims, other sets of dims (grouped), over views of views, size-1 dims
## and all-zero slices; mean within the tolerance above.  Seeds printed on failure.
%!test
%! for seed = [61 62]
%!   [T, F] = csg_rand ([6 5 4], 0.5, seed);
%!   F(:, 2, :) = 0;  T(:, 2, :) = 0;          # a slice of explicit zeros assigned
%!   V = T(2:6, :, [1 3 4]);  W = V(:, [1 2 5], :);
%!   FV = F(2:6, :, [1 3 4]);  FW = FV(:, [1 2 5], :);
%!   P = permute (T, [3 1 2]);  FP = permute (F, [3 1 2]);
%!   [S1, FS1] = csg_rand ([4 1 5], 0.7, seed + 10);
%!   ## duplicates (summed) and explicit zeros (not stored) at construction
%!   [i, j, k] = ind2sub ([3 4 2], [1:24, 1:2:24, 5, 5]);
%!   v = single (complex (randn (1, numel (i)), randn (1, numel (i))));
%!   v(1:4:end) = 0;
%!   D = ndsparse ([i; j; k].', v, [3 4 2]);  FD = full (D);
%!   for p = {{T, F, "T"}, {V, FV, "view"}, {W, FW, "view of a view"}, ...
%!            {P, FP, "permuted"}, {S1, FS1, "size-1 dim"}, {D, FD, "duplicates"}}
%!     [X, E, name] = deal (p{1}{:});
%!     for d = {1, 2, 3, [1 2], [2 3], [1 3], [1 2 3]}
%!       what = sprintf ("seed %d, %s, dims %s", seed, name, mat2str (d{1}));
%!       fs = {@sum, @prod, @(a, k) max (a, [], k), @(a, k) min (a, [], k)};
%!       names = {"sum", "prod", "max", "min"};
%!       for k = 1:numel (fs)
%!         R = fs{k} (X, d{1});
%!         Eo = csg_red (@(a, dim) fs{k} (a, dim), E, d{1});
%!         if (isa (R, "ndsparse"))
%!           assert (nnz (R) == nnz (Eo), "%s %s: nnz", names{k}, what);
%!           R = full (R);
%!         endif
%!         assert (isa (R, "single") && iscomplex (R) == iscomplex (Eo), "%s %s: class", names{k}, what);
%!         assert (isequal (R, Eo), "%s %s: values", names{k}, what);
%!       endfor
%!       csg_check (mean (X, d{1}), csg_red (@mean, E, d{1}), ["mean " what]);
%!     endfor
%!   endfor
%! endfor

## the cases where single and double part: a sum that single rounds to zero (1e8 +
## 1 is 1e8 in single; the zero is not stored), and two values of one modulus in
## single (hypotf: 5) but not in double, ordered by their arguments (3+4i's the
## larger, so max); along dim 1 (runs of rows), dim 2 (chunks) and dims [1 2]
## (groups)
%!test
%! F = zeros (3, 3, "single");
%! F(:, 1) = single ([1e8 + 1i; 1 + 1e8i; -1e8 - 1e8i]);
%! F(:, 2) = single ([3 + 4i; 5 + 1e-4i; 0]);
%! F(:, 3) = single ([1 + 1i; 0; 2]);
%! assert (hypot (single (3), single (4)) == hypot (single (5), single (1e-4)));
%! assert (max (F(:, 2)), single (3 + 4i));
%! for p = {{F, 1}, {F.', 2}}
%!   [E, d] = deal (p{1}{:});
%!   T = ndsparse (E);
%!   R = sum (T, d);
%!   assert (isequal (full (R), sum (E, d)));
%!   assert (nnz (R), nnz (sum (E, d)));
%!   assert (nnz (sum (E, d)), 2);
%!   assert (isequal (full (max (T, [], d)), max (E, [], d)));
%!   assert (isequal (full (min (T, [], d)), min (E, [], d)));
%!   assert (isequal (full (prod (T, d)), prod (E, d)));
%! endfor
%! T = ndsparse (F(1:2, 2));
%! assert (isequal (max (T), single (3 + 4i)));
%! assert (isequal (min (T), single (5 + 1e-4i)));
%! T = ndsparse (reshape (F, [1 3 3]));
%! assert (isequal (full (sum (T, [1 2])), reshape (sum (F, 1), [1 1 3])));

## A op B of two coordinate sets merged on the float pairs (each part computed in
## double and rounded once, Octave's single result for + and -): results that
## cancel are not stored, all-real results narrow, Inf .* an implicit zero is NaN,
## views of views, empty operands
%!test
%! F = single ([1+2i 0 3; 0 4-1i 0]);
%! G = single ([-1-2i 5i 0; 0 0 2]);
%! T = ndsparse (F);  U = ndsparse (G);
%! R = T + U;
%! assert (isequal (full (R), F + G));
%! assert (nnz (R), nnz (F + G));
%! assert (isa (R, "single") && iscomplex (R));
%! R = T - ndsparse (single ([0 0 0; 0 4i 0]));
%! assert (isequal (full (R), F - single ([0 0 0; 0 4i 0])));
%! R = ndsparse (single ([1+2i 0 0])) + ndsparse (single ([1-2i 0 7]));
%! assert (isreal (R) && isa (R, "single"));
%! assert (isequal (full (R), single ([2 0 7])));
%! I = ndsparse (single ([Inf+1i 0 2; 0 1 0]));
%! J = ndsparse (single ([0 1i 3; 0 0 0]));
%! assert (full (I .* J), single ([Inf+1i 0 2; 0 1 0]) .* single ([0 1i 3; 0 0 0]));
%! assert (isnan (full (I .* J)(1, 1)));
%! [T, F] = csg_rand ([5 4 3], 0.5, 63);
%! [U, G] = csg_rand ([5 4 3], 0.5, 64);
%! V = T(2:5, :, 2:3)(:, [1 3 4], :);  FV = F(2:5, :, 2:3)(:, [1 3 4], :);
%! W = U(1:4, 2:4, [1 3]);  FW = G(1:4, 2:4, [1 3]);
%! assert (isequal (full (V + W), FV + FW));
%! assert (isequal (full (V - W), FV - FW));
%! assert (isequal (full (V .* W), single (double (FV) .* double (FW))));
%! E = ndsparse ([], single (complex ([], [])), [0 3]);
%! assert (size (E + E), [0 3]);
%! assert (isa (E - E, "single"));

## transposes, indexing, views of views, permute, reshape
%!test
%! [T, F] = csg_rand ([4 5 2], 0.5, 43);
%! M = T(:, :, 1);  FM = F(:, :, 1);
%! csg_check (M', FM', "ctranspose");
%! csg_check (M.', FM.', "transpose");
%! csg_check (M(2:3, :)', FM(2:3, :)', "ctranspose of a view");
%! csg_check (T(2, 3, 1), F(2, 3, 1), "element");
%! csg_check (T(7), F(7), "linear element");
%! csg_check (T(:), F(:), "colon");
%! csg_check (T(2:4, [1 3 5], :)(2, :, :), F(2:4, [1 3 5], :)(2, :, :), "view of a view");
%! csg_check (permute (T, [3 1 2])(:, 2, :), permute (F, [3 1 2])(:, 2, :), "permuted view");
%! csg_check (reshape (T, 10, 4), reshape (F, 10, 4), "reshape");
%! csg_check (T(logical ([1 0 1 1]), :, :), F(logical ([1 0 1 1]), :, :), "logical index");
%! [i, j, v] = find (M);
%! [fi, fj, fv] = find (FM);
%! assert ([i, j], [fi, fj]);
%! csg_check (v, fv, "find values");
%! assert (find (T), find (F));

## assignment and deletion
%!test
%! [T, F] = csg_rand ([3 4 2], 0.5, 44);
%! T(1, 1, 1) = single (5 - 2i);  F(1, 1, 1) = single (5 - 2i);
%! csg_check (T, F, "element assignment");
%! T(2, :, 2) = single ([1i 2 3 4]);  F(2, :, 2) = single ([1i 2 3 4]);
%! csg_check (T, F, "row assignment");
%! T(:, 1, :) = 0;  F(:, 1, :) = 0;
%! csg_check (T, F, "zero assignment");
%! T(3, 4, 2) = 7;  F(3, 4, 2) = 7;
%! csg_check (T, F, "double into complex single");
%! T(2, :, :) = [];  F(2, :, :) = [];
%! csg_check (T, F, "deletion");
%! R = ndsparse (single ([1 0; 0 2]));
%! R(1, 2) = 3i;
%! csg_check (R, single ([1 3i; 0 2]), "complex into real single");

## cat and repmat
%!test
%! [T, F] = csg_rand ([3 4 2], 0.5, 45);
%! [U, G] = csg_rand ([3 4 2], 0.5, 46);
%! csg_check ([T, U], [F, G], "horzcat");
%! csg_check ([T; U], [F; G], "vertcat");
%! csg_check (cat (3, T, U), cat (3, F, G), "cat 3");
%! csg_check (cat (3, T, double (G)), cat (3, F, double (G)), "cat with complex double");
%! csg_check (cat (1, T, ones (1, 4, 2)), cat (1, F, ones (1, 4, 2)), "cat with a full array");
%! csg_check (repmat (T, [1 2]), repmat (F, [1 2]), "repmat");

## contractions: ttv, ttm, mttkrp, innerprod, norm, mtimes
%!test
%! [T, F] = csg_rand ([3 4 2], 0.6, 47);
%! [U, G] = csg_rand ([3 4 2], 0.6, 48);
%! v = single ([1; 2i; -1; 0.5]);
%! csg_check (ttv (T, v, 2), reshape (sum (F .* reshape (v, 1, 4), 2), 3, 2), "ttv");
%! M = single ([1 2i 0; -1 1 1]);
%! csg_check (ttm (T, M, 1), reshape (M * reshape (F, 3, 8), 2, 4, 2), "ttm");
%! A = {single(ones(3, 2)), single(ones(4, 2) + 1i), single([1 2; 3 4])};
%! E = zeros (4, 2, "single");
%! for r = 1:2
%!   W = F .* reshape (A{1}(:, r), 3, 1, 1) .* reshape (A{3}(:, r), 1, 1, 2);
%!   E(:, r) = reshape (sum (sum (W, 1), 3), 4, 1);
%! endfor
%! csg_check (mttkrp (T, A, 2), E, "mttkrp");
%! csg_check (innerprod (T, U), sum (conj (F(:)) .* G(:)), "innerprod");
%! csg_check (norm (T), norm (F(:)), "norm");
%! csg_check (T(:, :, 1) * ones (4, 2), F(:, :, 1) * ones (4, 2), "mtimes");

%!test
%! ## mttkrp's complex single lane: a complex single tensor, or a complex double one
%! ## with a single factor, or a real single one with a complex factor (the others
%! ## double or single, real or complex): the values and factors rounded to single,
%! ## products and sums in single.  Each part within (k + 2 N) eps ("single") M of
%! ## the complex double kernel on the rounded values (k the most nonzeros of a row
%! ## of the unfolding, M the kernel on the moduli: a complex product's part is
%! ## rounded at most 2 (N - 1) + 2 times relative to M's term, the sum k - 1 times,
%! ## the result once); within tolerance of the full array's unfolding times the
%! ## Khatri-Rao product.  Random shapes with size-1 dims, duplicates, views, every
%! ## mode
%! for seed = 1:40
%!   rand ("seed", seed);  randn ("seed", seed);
%!   msg = sprintf ("mttkrp seed %d", seed);
%!   N = randi ([2 4]);
%!   sz = randi (4, 1, N);
%!   sz(rand (1, N) < 0.25) = 1;
%!   n = randi (N);
%!   m = randi ([0 12]);
%!   s = zeros (m, N);
%!   for d = 1:N
%!     s(:, d) = randi (sz(d), m, 1);
%!   endfor
%!   x = complex (randn (m, 1), randn (m, 1) .* (rand (m, 1) < 0.7));
%!   R = randi (3);
%!   U = arrayfun (@(k) complex (randn (k, R), randn (k, R)), sz, "UniformOutput", false);
%!   others = setdiff (1:N, n);
%!   pick = others(randi (numel (others)));
%!   switch (rem (seed, 3))
%!     case 0                            # complex single tensor, any factors
%!       T = single (ndsparse (s, x, sz));
%!     case 1                            # complex double tensor, a single factor
%!       T = ndsparse (s, x, sz);
%!       U{pick} = single (U{pick});
%!     case 2                            # real single tensor, a complex factor
%!       T = single (ndsparse (s, real (x), sz));
%!       U(others) = cellfun (@real, U(others), "UniformOutput", false);
%!       U{pick} = complex (real (U{pick}), 1);
%!   endswitch
%!   cut = others(rand (size (others)) < 0.3);
%!   U(cut) = cellfun (@real, U(cut), "UniformOutput", false);
%!   U(cut) = cellfun (@single, U(cut), "UniformOutput", false);
%!   if (rem (seed, 4) == 1 && prod (sz) > 1)   # a view (a 1x1 view is a number)
%!     idx = arrayfun (@(k) randperm (k), sz, "UniformOutput", false);
%!     T = T(idx{:});
%!   endif
%!   B = mttkrp (T, U, n);
%!   Ud = cellfun (@(u) double (single (u)), U, "UniformOutput", false);
%!   Td = double (single (T));
%!   assert (isequal (class (B), "single"), msg);
%!   F = full (Td);
%!   o = [n, others];
%!   M = reshape (permute (F, [o, N+1]), sz(n), []);
%!   E = mttkrp (Td, Ud, n);
%!   A = mttkrp (abs (Td), cellfun (@abs, Ud, "UniformOutput", false), n);
%!   tol = (max ([0; sum(M != 0, 2)]) + 2 * N) * eps ("single") * A;
%!   assert (all ((abs (real (double (B)) - real (E)) <= tol)(:))
%!           && all ((abs (imag (double (B)) - imag (E)) <= tol)(:)), msg);
%!   K = ones (1, R);
%!   for d = others
%!     K2 = zeros (rows (K) * sz(d), R);
%!     for r = 1:R
%!       K2(:, r) = kron (Ud{d}(:, r), K(:, r));
%!     endfor
%!     K = K2;
%!   endfor
%!   csg_check (B, single (M * K), msg);
%! endfor

## sparse (T) is complex double (Octave's sparse holds no single)
%!test
%! F = single ([1+2i 0; 0 -3i]);
%! S = sparse (ndsparse (F));
%! assert (issparse (S) && iscomplex (S) && isa (S, "double"));
%! assert (full (S), double (F));

## save and load in every format
%!test
%! [T, F] = csg_rand ([3 4 2], 0.5, 49);
%! V = T(2:3, :, 2);
%! for fmt = {"-text", "-binary", "-v7", "-v6", "-hdf5"}
%!   f = [tempname() ".mat"];
%!   unwind_protect
%!     x = T;  y = V;
%!     save (fmt{1}, f, "x", "y");
%!     clear x y;
%!     L = load (f);
%!     csg_check (L.x, F, fmt{1});
%!     csg_check (L.y, F(2:3, :, 2), [fmt{1} " view"]);
%!     assert (isa (L.x, "single") && iscomplex (L.x), "%s", fmt{1});
%!   unwind_protect_cleanup
%!     if (exist (f, "file"))
%!       delete (f);
%!     endif
%!   end_unwind_protect
%! endfor

## and loaded in a fresh process, where no complex single tensor was made yet: the
## class, the realness and every value's bits (printed as hex floats) as saved
%!test
%! [T, F] = csg_rand ([3 4 2], 0.5, 51);
%! V = T(2:3, :, 2);
%! hex = @(x) sprintf ("%08x ", typecast (single (x(:)), "uint32"));
%! want = sprintf ("ndsparse single 1 1 1|%s|%s|%s", hex (real (F)), hex (imag (F)),
%!                 hex (imag (F(2:3, :, 2))));
%! for fmt = {"-text", "-binary", "-v7", "-v6", "-hdf5"}
%!   f = [tempname() ".mat"];
%!   unwind_protect
%!     save (fmt{1}, f, "T", "V");
%!     [st, out] = nds_child (sprintf (["L = load ('%s'); x = full (L.T); " ...
%!       "printf ('%%s %%s %%d %%d %%d|', class (L.T), class (x), iscomplex (L.T), " ...
%!       "isa (L.V, 'single'), iscomplex (L.V)); " ...
%!       "printf ('%%08x ', typecast (real (x(:)), 'uint32')); printf ('|'); " ...
%!       "printf ('%%08x ', typecast (imag (x(:)), 'uint32')); printf ('|'); " ...
%!       "printf ('%%08x ', typecast (imag (full (L.V)(:)), 'uint32'));"], f));
%!     assert (st, 0, out);
%!     assert (out, want, fmt{1});
%!   unwind_protect_cleanup
%!     if (exist (f, "file"))
%!       delete (f);
%!     endif
%!   end_unwind_protect
%! endfor

## mmwrite of a complex single tensor, a view and a full array: both parts printed
## with the fewest digits (6 to 9) that read back as the same single; mmread
## (..., "class", "single") gives them back bit for bit, complex single
%!test
%! [T, F] = csg_rand ([5 4], 0.6, 52);
%! F(2, 2) = single (1/3 - 0.1i);
%! T = ndsparse (F);
%! f = [tempname() ".mtx"];
%! unwind_protect
%!   for X = {T, ndsparse(F)(2:5, :)(:, 2:4), F}
%!     mmwrite (f, X{1});
%!     txt = fileread (f);
%!     assert (! isempty (strfind (txt, "complex general")));
%!     assert (! isempty (strfind (txt, "0.33333334 -0.1\n")));
%!     R = mmread (f, "class", "single");
%!     E = full (X{1});
%!     assert (isa (R, "single") && iscomplex (R));
%!     assert (isequal (class (full (R)), "single") && isequal (full (R), E));
%!   endfor
%! unwind_protect_cleanup
%!   if (exist (f, "file"))
%!     delete (f);
%!   endif
%! end_unwind_protect

## empty and size-1 dims, the largest index
%!test
%! T = ndsparse ([], single (complex ([], [])), [0 3]);
%! assert (size (T), [0 3]);
%! [T, F] = csg_rand ([3 1 4], 0.6, 50);
%! csg_check (T(:, [], :), F(:, [], :), "empty view");
%! csg_check (sum (T(:, [], :), 2), sum (F(:, [], :), 2), "sum over an empty dim");
%! csg_check (squeeze (T), squeeze (F), "squeeze");
%! B = ndsparse ([2^40 1], single (1 + 1i), [2^40 1]);
%! assert (B(2^40), single (1 + 1i));
%! assert (isa (B(2^40), "single"));
