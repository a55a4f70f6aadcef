## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Complex tensors against the oracle, the same operation on full (T) (complex):
## construction, conversion back, the part functions, transposes, indexing and
## views, assignment, element-wise operators with real and complex operands and
## scalars, save and load; and every function that does not take complex values
## yet refusing them with ndsparse:complex naming itself.  Random inputs are
## seeded; a failure prints the seed.

## a random complex full array of size sz (zeros at 1 - density; some entries real,
## some imaginary, some with a zero part)
%!function F = rand_cfull (sz, density)
%!  F = complex (round (randn ([sz, 1, 1]) * 3) / 2 + 0, round (randn ([sz, 1, 1]) * 3) / 2 + 0);   # + 0: no -0
%!  F(rand (size (F)) > density) = 0;
%!  r = rand (size (F)) < 0.15;
%!  F(r) = real (F(r));
%!  F(rand (size (F)) < 0.1) = 2i;
%!endfunction

## assert (A, E, tol) whose failure names the case msg (the seed), and that A is
## of E's class and realness (assert (A, E, tol) compares neither, even for tol = 0)
%!function check (A, E, msg, tol = 0)
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
%! ## construction from full, sparse, subs/vals; full, sparse, find back
%! for seed = 1:30
%!   rand ("seed", seed);  randn ("seed", seed);
%!   sz = rand_shape ();
%!   F = rand_cfull (sz, 0.4);
%!   T = ndsparse (F);
%!   msg = sprintf ("seed %d", seed);
%!   check (size (T), size (F), msg);
%!   check (full (T), F, msg, 0);
%!   check (nnz (T), nnz (F), msg);
%!   check (iscomplex (T), iscomplex (F) && any (imag (F(:)) != 0), msg);
%!   [s, v] = find (T);
%!   check (v, nonzeros (F), msg, 0);
%!   U = ndsparse (s, v, size (F));
%!   check (isequal (U, T), true, msg);
%!   check (full (real (T)), real (F), msg, 0);
%!   check (full (imag (T)), imag (F), msg, 0);
%!   check (full (conj (T)), conj (F), msg, 0);
%!   check (full (abs (T)), abs (F), msg, 0);
%!   check (full (angle (T)), angle (F), msg, 0);
%!   check (full (-T), -F, msg, 0);
%!   check (isreal (real (T)) && isreal (imag (T)) && isreal (abs (T)), true, msg);
%!   S = sparse (reshape (F, size (F, 1), []));
%!   check (full (ndsparse (S)), full (S), msg, 0);
%!   check (sparse (unfold (T, 1)), sparse (reshape (F, size (F, 1), [])), msg);
%! endfor

%!test
%! ## duplicates are summed (or combined by FUN); values whose sum is real narrow
%! T = ndsparse ([1 1; 2 2; 1 1], [1+2i; 3; 2-2i], [2 2]);
%! assert (full (T), [3 0; 0 3]);
%! assert (isreal (T));
%! T = ndsparse ([1 1; 2 2; 1 1], [1+2i; 3i; 2-1i], [2 2]);
%! assert (full (T), [3+1i 0; 0 3i]);
%! assert (iscomplex (T));
%! T = ndsparse ([1 1; 1 1], [1+2i; 3], [2 2], @max);
%! assert (full (T), [max([1+2i, 3]) 0; 0 0]);
%! T = ndsparse ([1 1; 1 1], [1+2i; 3], [2 2], "first");
%! assert (full (T), [1+2i 0; 0 0]);
%! T = ndsparse ([1 1; 1 1; 2 1], [1+2i; -1-2i; 5i], [2 2]);
%! assert (full (T), [0 0; 5i 0]);
%! assert (nnz (T), 1);
%! ## a scalar value for every row; empty
%! assert (full (ndsparse ([1 1; 2 2], 1i, [2 2])), [1i 0; 0 1i]);
%! assert (size (ndsparse (zeros (0, 2), complex (zeros (0, 1)), [2 3])), [2 3]);
%! assert (full (ndsparse (complex (zeros (0, 3)))), zeros (0, 3));
%! assert (isreal (ndsparse ([1 2] + 0i)));

%!test
%! ## duplicates of random complex rows (double and int64 subscripts, a scalar value,
%! ## explicit zeros, inf and NaN parts) against accumarray on the linear index
%! funs = {"sum", @(x) sum (x), "prod", @(x) prod (x), "first", @(x) x(1), "last", @(x) x(end), "max", @(x) max (x), "min", @(x) min (x)};
%! for seed = 1:25
%!   rand ("seed", seed);  randn ("seed", seed);
%!   sz = rand_shape ();
%!   n = randi ([0 40]);
%!   s = zeros (n, numel (sz));
%!   for d = 1:numel (sz)
%!     s(:, d) = randi (sz(d), n, 1);
%!   endfor
%!   v = complex (round (randn (n, 1) * 2), round (randn (n, 1) * 2));
%!   if (n > 2)
%!     v(1) = 0;  v(2) = complex (Inf, 1);  v(3) = complex (0, NaN);
%!   endif
%!   if (mod (seed, 5) == 0)
%!     v = 1 - 2i;
%!   endif
%!   idx = sub2ind ([sz, 1], num2cell (s, 1){:});
%!   for k = 1:2:numel (funs)
%!     msg = sprintf ("seed %d, %s", seed, funs{k});
%!     E = zeros (prod (sz), 1);
%!     if (n > 0)
%!       E = accumarray (idx(:), v .* ones (n, 1), [prod(sz), 1], funs{k + 1});
%!     endif
%!     for si = {s, int64(s)}
%!       T = ndsparse (si{1}, v, sz, funs{k});
%!       check (full (T)(:), E, msg, 0);
%!       check (nnz (T), nnz (E), msg);
%!       check (iscomplex (T), any (imag (E) != 0), msg);
%!     endfor
%!   endfor
%! endfor

%!test
%! ## transposes: ' conjugates, .' does not
%! F = [1+2i 0 3; 0 -4i 0];
%! T = ndsparse (F);
%! assert (full (T.'), F.');
%! assert (full (T'), F');
%! assert (full (ctranspose (T)), F');
%! assert (full (transpose (T)), F.');
%! rand ("seed", 3);  randn ("seed", 3);
%! F = rand_cfull ([2 3 4], 0.5);
%! assert (full (permute (ndsparse (F), [3 1 2])), permute (F, [3 1 2]));
%! assert (full (ipermute (permute (ndsparse (F), [3 1 2]), [3 1 2])), F);

%!test
%! ## indexing and views of views against the same indexing of full (T)
%! for seed = 1:20
%!   rand ("seed", seed);  randn ("seed", seed);
%!   F = rand_cfull ([4 5 3], 0.5);
%!   T = ndsparse (F);
%!   msg = sprintf ("seed %d", seed);
%!   check (full (T(2:3, :, 2)), F(2:3, :, 2), msg, 0);
%!   check (full (T(:, [1 3 5], :)), F(:, [1 3 5], :), msg, 0);
%!   V = T(2:4, 2:5, :);
%!   check (full (V(2, :, 1:2)), F(3, 2:5, 1:2), msg, 0);
%!   check (full (V(end, end, end)), F(4, 5, 3), msg, 0);
%!   check (T(3, 4, 2), F(3, 4, 2), msg, 0);
%!   check (full (T(:)), F(:), msg, 0);
%!   check (full (T(F != 0)), F(F != 0), msg, 0);
%!   check (full (squeeze (T(1, :, :))), squeeze (F(1, :, :)), msg, 0);
%!   check (full (view (T, nd.all, nd.point (2), nd.interval (2, 3))), squeeze (F(:, 2, 2:3)), msg, 0);
%! endfor
%! ## an element with a zero imaginary part reads as a real scalar, as Octave's
%! T = ndsparse ([1 2i]);
%! assert (isreal (T(1)) && T(1) == 1);
%! assert (T(2), 2i);
%! assert (T(1, 1, 1), 1);

%!test
%! ## assignment: complex into real and complex, real into complex, deletion
%! for seed = 1:20
%!   rand ("seed", seed);  randn ("seed", seed);
%!   F = rand_cfull ([3 4 2], 0.5);
%!   G = real (rand_cfull ([3 4 2], 0.5));
%!   msg = sprintf ("seed %d", seed);
%!   T = ndsparse (F);  T(2, 3, 1) = 5 - 1i;  E = F;  E(2, 3, 1) = 5 - 1i;
%!   check (full (T), E, msg, 0);
%!   T = ndsparse (F);  T(:, 2, :) = 0;  E = F;  E(:, 2, :) = 0;
%!   check (full (T), E, msg, 0);
%!   T = ndsparse (F);  T(1, :, 2) = [1 2i 0 3];  E = F;  E(1, :, 2) = [1 2i 0 3];
%!   check (full (T), E, msg, 0);
%!   T = ndsparse (G);  T(3, 1, 2) = 7i;  E = G;  E(3, 1, 2) = 7i;
%!   check (full (T), E, msg, 0);
%!   T = ndsparse (G);  T(:, :, 1) = ndsparse (F(:, :, 2));  E = G;  E(:, :, 1) = F(:, :, 2);
%!   check (full (T), E, msg, 0);
%!   T = ndsparse (F);  T(:, 3, :) = [];  E = F;  E(:, 3, :) = [];
%!   check (full (T), E, msg, 0);
%!   T = ndsparse (F);  T(5, 1, 1) = 1i;  E = F;  E(5, 1, 1) = 1i;
%!   check (full (T), E, msg, 0);
%!   ## imaginary parts assigned away: the tensor is real again
%!   T = ndsparse (F);  T(:) = real (F(:));
%!   check (isreal (T) && isequal (full (T), real (F)), true, msg);
%! endfor
%!error id=ndsparse:complex T = ndsparse ([1 1], true, [2 2]); T(1, 1) = 1i;

%!test
%! ## element-wise operators: complex and real tensors, full arrays and scalars
%! ops = {@plus, @minus, @times, @rdivide, @ldivide, @eq, @ne};
%! for seed = 1:12
%!   rand ("seed", seed);  randn ("seed", seed);
%!   sz = [3 4 2];
%!   F = rand_cfull (sz, 0.5);  G = rand_cfull (sz, 0.5);  H = real (rand_cfull (sz, 0.5));
%!   A = ndsparse (F);  B = ndsparse (G);  C = ndsparse (H);
%!   pairs = {{A, F, B, G}, {A, F, C, H}, {C, H, A, F}, {A, F, A, F}, {A, F, G, G}, ...
%!            {G, G, A, F}, {A, F, 2-3i, 2-3i}, {1i, 1i, A, F}, {A, F, 2, 2}, ...
%!            {A, F, G(:, 1), G(:, 1)}, {A, F, H(1, :, 2), H(1, :, 2)}};
%!   for k = 1:numel (ops)
%!     for p = 1:numel (pairs)
%!       [X, FX, Y, FY] = pairs{p}{:};
%!       msg = sprintf ("seed %d, %s, pair %d", seed, func2str (ops{k}), p);
%!       R = ops{k} (X, Y);
%!       if (isa (R, "ndsparse"))
%!         R = full (R);
%!       endif
%!       check (R, ops{k} (FX, FY), msg, 1e-12);
%!     endfor
%!   endfor
%! endfor

%!test
%! ## a result whose imaginary parts all cancel is real, as for Octave's arrays
%! A = ndsparse ([1 1; 2 2], [1+2i; 3-1i], [2 2]);
%! B = ndsparse ([1 1; 2 2], [5-2i; 1+1i], [2 2]);
%! assert (isreal (A + B) && isequal (full (A + B), [6 0; 0 4]));
%! assert (isreal (A - conj (A)) == false);
%! assert (isreal (A .* conj (A)));
%! assert (full (A .* conj (A)), abs (full (A)) .^ 2, 1e-12);

%!test
%! ## save and load in every format keep complex values
%! T = ndsparse ([1 2 1; 3 1 2; 2 2 2], [5i; 6; 7-1i], [3 2 2]);
%! V = T(2:3, :, 2);
%! for fmt = {"-text", "-binary", "-v7", "-v6", "-hdf5"}
%!   f = [tempname() ".sav"];
%!   unwind_protect
%!     save (fmt{1}, f, "T", "V");
%!     L = load (f);
%!     check (strcmp (class (L.T), "ndsparse") && iscomplex (L.T), true, fmt{1});
%!     check (full (L.T), full (T), fmt{1});
%!     check (full (L.V), full (V), fmt{1});
%!     check (isequal (L.T, T), true, fmt{1});
%!   unwind_protect_cleanup
%!     unlink (f);
%!   end_unwind_protect
%! endfor

%!test
%! ## the sums, means, inner products and norms that take complex values
%! for seed = 1:10
%!   rand ("seed", seed);  randn ("seed", seed);
%!   F = rand_cfull ([3 4 2], 0.5);  G = rand_cfull ([3 4 2], 0.5);
%!   T = ndsparse (F);  U = ndsparse (G);
%!   msg = sprintf ("seed %d", seed);
%!   for d = 1:3
%!     check (full (sum (T, d)), sum (F, d), msg, 1e-12);
%!     check (full (mean (T, d)), mean (F, d), msg, 1e-12);
%!   endfor
%!   check (full (sum (T)), sum (F), msg, 1e-12);
%!   check (innerprod (T, U), sum (conj (F(:)) .* G(:)), msg, 1e-12);
%!   check (innerprod (T, G), sum (conj (F(:)) .* G(:)), msg, 1e-12);
%!   check (innerprod (G, T), sum (conj (G(:)) .* F(:)), msg, 1e-12);
%!   check (innerprod (real (T), U), sum (real (F(:)) .* G(:)), msg, 1e-12);
%!   check (innerprod (T, T), norm (F(:)) ^ 2, msg, 1e-12);
%!   check (isreal (innerprod (T, T)), true, msg);
%!   check (norm (T), norm (F(:)), msg, 1e-12);
%!   M = F(:, :, 1);  v = F(:, 2, 1);  w = G(:, 2, 1);
%!   for p = {1, 2, 3, Inf, -Inf, "fro"}
%!     check (norm (ndsparse (v), p{1}), norm (v, p{1}), msg, 1e-12);
%!     if (! isequal (p{1}, 2) && ! isequal (p{1}, 3) && ! isequal (p{1}, -Inf))
%!       check (norm (ndsparse (M), p{1}), norm (M, p{1}), msg, 1e-12);
%!     endif
%!   endfor
%!   ## the matrix 2-norm is Octave's of the complex sparse matrix
%!   check (norm (ndsparse (M), 2), norm (sparse (M), 2), msg, -1e-6);   # (an iterative estimate)
%!   check (dot (ndsparse (v), w), dot (v, w), msg, 1e-12);
%!   check (dot (ndsparse (v), ndsparse (w)), dot (v, w), msg, 1e-12);
%!   check (dot (w, ndsparse (v)), dot (w, v), msg, 1e-12);
%! endfor

%!test
%! ## max, min (Octave's order: modulus, then argument in (-pi, pi]), their indices,
%! ## prod, cumsum, any, all of complex values along every dim, against full (T):
%! ## random shapes (size-1 modes), ties in modulus (values on a grid of halves),
%! ## NaN parts, views of views, element-wise max and min
%! for seed = 1:25
%!   rand ("seed", seed);  randn ("seed", seed);
%!   sz = rand_shape ();
%!   F = rand_cfull (sz, 0.5);
%!   if (mod (seed, 5) == 0)
%!     F(rand (size (F)) < 0.1) = complex (NaN, 1);
%!   endif
%!   T = ndsparse (F);
%!   msg = sprintf ("seed %d", seed);
%!   for d = 1:numel (sz) + 1
%!     for fn = {@max, @min}
%!       f = fn{1};
%!       R = f (T, [], d);
%!       check (full (R), f (F, [], d), [msg " " func2str(f)], 0);
%!       check (isreal (R), isreal (f (F, [], d)), [msg " narrowing"]);
%!       [R, i] = f (T, [], d);
%!       [E, j] = f (F, [], d);
%!       check (full (R), E, [msg " " func2str(f) " value"], 0);
%!       check (i, j, [msg " " func2str(f) " index"]);
%!     endfor
%!     check (full (prod (T, d)), prod (F, d), [msg " prod"], -1e-14);
%!     check (full (cumsum (T, d)), cumsum (F, d), [msg " cumsum"], 0);
%!     check (full (any (T, d)), any (F, d), [msg " any"]);
%!     if (! any (isnan (F(:))))   # (Octave 7's all counts NaN as zero along dims > 1)
%!       check (full (all (T, d)), all (F, d), [msg " all"]);
%!     endif
%!   endfor
%!   check (full (max (T)), max (F), [msg " max"], 0);
%!   E = reshape (F, [rows(F) * columns(F), 1, size(F)(3:end)]);   # (a real min of mins
%!   check (full (min (T, [], [1 2])), min (E, [], 1), [msg " min [1 2]"], 0);   # orders otherwise)
%!   check (max (T, [], "all"), max (F(:)), [msg " max all"], 0);
%!   check (full (prod (T)), prod (F), [msg " prod"], -1e-14);
%!   if (! any (isnan (F(:))))
%!     check (full (logical (T)), logical (F), [msg " logical"]);
%!   endif
%!   G = rand_cfull (sz, 0.5);
%!   check (full (max (T, ndsparse (G))), max (F, G), [msg " max (T, U)"], 0);
%!   check (full (min (T, G)), min (F, G), [msg " min (T, G)"], 0);
%!   check (full (max (T, 1i)), max (F, 1i), [msg " max (T, 1i)"], 0);
%!   check (full (min (T, -1)), min (F, -1), [msg " min (T, -1)"], 0);
%!   ## a view of a view
%!   if (all (sz(1:2) >= 2))
%!     V = T(2:end, :, :);
%!     W = V(:, 2:end, :);
%!     E = F(2:end, 2:end, :);
%!     for d = 1:2
%!       [R, i] = max (W, [], d);
%!       [Q, j] = max (E, [], d);
%!       check ({full(R), i}, {Q, j}, [msg " view of view max"], 0);
%!       check (full (min (W, [], d)), min (E, [], d), [msg " view of view min"], 0);
%!       check (full (prod (W, d)), prod (E, d), [msg " view of view prod"], -1e-14);
%!       check (full (cumsum (W, d)), cumsum (E, d), [msg " view of view cumsum"], 0);
%!     endfor
%!   endif
%! endfor

%!test
%! ## max and min along a dim after the first (one pass over chunks of the dims below
%! ## it, no groups) against Octave's arrays: ties in modulus, NaN and infinite
%! ## parts, -0 parts, size-1 dims, single, a view of a view, and 600x300x2 along
%! ## dim 3 (two chunks)
%! pool = [1, -1, 1i, -1i, 1+1i, -1-1i, 1-1i, -1+1i, complex(-1, -0), complex(-0, 1), ...
%!         3+4i, 4+3i, -3-4i, -5, 5i, 0.5, NaN, complex(NaN, 1), complex(1, NaN), ...
%!         Inf, -Inf, complex(Inf, Inf), complex(-Inf, 1)];
%! for seed = 1:60
%!   rand ("seed", seed);  randn ("seed", seed);
%!   sz = rand_shape ();
%!   if (seed == 60)
%!     sz = [600 300 2];
%!   endif
%!   F = rand_cfull (sz, rand ());
%!   k = find (F);
%!   if (mod (seed, 3))
%!     F(k) = pool(randi (numel (pool) - 7 * (mod (seed, 3) == 1), numel (k), 1));
%!   endif
%!   if (mod (seed, 4) == 0)
%!     F = single (F);
%!   endif
%!   T = ndsparse (F);
%!   if (mod (seed, 5) == 0 && all (sz(1:2) >= 2))
%!     T = T(2:end, :, :);  T = T(:, 2:end, :);
%!     F = F(2:end, :, :);  F = F(:, 2:end, :);
%!   endif
%!   if (isreal (T))
%!     F = real (F);
%!   endif
%!   msg = sprintf ("seed %d", seed);
%!   for d = 2:ndims (F) + 1
%!     for f = {@max, @min}
%!       R = f{1} (T, [], d);  E = f{1} (F, [], d);
%!       check (full (R), E, [msg " " func2str(f{1})], 0);
%!       check ({class(full (R)), isreal(full (R))}, {class(E), isreal(E)}, [msg " class"]);
%!     endfor
%!   endfor
%! endfor

%!test
%! ## complex reductions: edge cases against Octave's arrays
%! F = [complex(-1, -0), -1, 1i, -1i; 2i, -2, 2, -2i; 0, 0, 0, 3];
%! T = ndsparse (F);
%! for d = 1:2
%!   [R, i] = max (T, [], d);  [E, j] = max (F, [], d);
%!   assert ({full(R), i}, {E, j});
%!   [R, i] = min (T, [], d);  [E, j] = min (F, [], d);
%!   assert ({full(R), i}, {E, j});
%! endfor
%! ## narrowing: the extremes and products all real give a real result
%! T = ndsparse ([3 1i; 4 2]);
%! assert (isreal (max (T)) && isreal (full (max (T))), true);
%! assert (full (max (T)), [4 2]);
%! assert (isreal (prod (ndsparse ([1i 2; 1i 3]))), true);
%! assert (full (prod (ndsparse ([1i 2; 1i 3]))), [-1 6]);
%! assert (full (cumsum (ndsparse ([1i 1; -1i 2]))), cumsum ([1i 1; -1i 2]));
%! assert (nnz (cumsum (ndsparse ([1i; -1i; 0]))), 1);
%! ## all NaN, NaN then zeros, Inf times an implicit zero
%! F = [complex(NaN, 1), 0, complex(1, NaN); complex(NaN, 2), complex(NaN, 1), 0];
%! T = ndsparse (F);
%! for d = 1:2
%!   [R, i] = max (T, [], d);  [E, j] = max (F, [], d);
%!   assert ({full(R), i}, {E, j});
%!   [R, i] = min (T, [], d);  [E, j] = min (F, [], d);
%!   assert ({full(R), i}, {E, j});
%!   assert (full (prod (T, d)), prod (F, d));
%! endfor
%! F = [complex(Inf, 1); 0];
%! assert (prod (ndsparse (F)), prod (F));
%! ## empty and size-1 modes
%! for sz = {[0 3], [3 0], [1 1 3], [3 1], [1 1]}
%!   F = complex (zeros (sz{1}), 0);
%!   if (numel (F))
%!     F(end) = 1 - 2i;
%!   endif
%!   T = ndsparse (F);
%!   for d = 1:3
%!     assert (full (max (T, [], d)), max (F, [], d));
%!     assert (full (min (T, [], d)), min (F, [], d));
%!     assert (full (prod (T, d)), prod (F, d));
%!     assert (full (cumsum (T, d)), cumsum (F, d));
%!     assert (full (any (T, d)), any (F, d));
%!     assert (full (all (T, d)), all (F, d));
%!   endfor
%! endfor
%! ## the largest index that fits a double exactly along the reduced dim, a
%! ## permuted view
%! T = ndsparse ([1 1; 2^40 1], [1i; -2], [2^40 1]);
%! [m, i] = max (T);
%! assert ([m, i], [-2, 2^40]);
%! [m, i] = min (T);
%! assert ([m, i], [0, 2]);
%! assert ([prod(T), any(T), all(T)], [0, true, false]);
%! c = cumsum (ndsparse ([2^40-1 1], 1i, [2^40 1]));
%! assert ({nnz(c), find(c), nonzeros(c)}, {2, [2^40-1; 2^40], [1i; 1i]});
%! P = permute (ndsparse ([1 2 1; 2 1 2], [1i; -3], [2 2 2]), [3 1 2]);
%! [m, i] = max (P, [], 2);  [e, j] = max (full (P), [], 2);
%! assert ({full(m), i}, {e, j});
%! ## explicit zeros and duplicates that cancel are not stored
%! T = ndsparse ([1 1; 2 1; 2 1; 1 2], [0; 1i; -1i; 2+1i], [2 2]);
%! assert (nnz (T), 1);
%! assert (full (min (T)), [0 0]);
%! assert (full (max (T)), [0 2+1i]);
%! ## logical of complex: nonzero is true; a NaN part is an error, as for arrays
%! assert (full (logical (ndsparse ([1+2i 0 3]))), [true false true]);
%! assert (islogical (logical (ndsparse ([1+2i 0 3]))), true);
%! fail ("logical (ndsparse ([complex(1, NaN) 1i]))", "NaN can't be converted");

%!test
%! ## the maps and shape functions on complex values: Octave's own on the values
%! rand ("seed", 5);  randn ("seed", 5);
%! F = rand_cfull ([3 4 2], 0.6);
%! T = ndsparse (F);
%! fns = {@sqrt, @exp, @sin, @cos, @tanh, @asin, @atanh, @log1p, @expm1, @round, ...
%!        @fix, @floor, @ceil, @sign, @uminus, @not};
%! for k = 1:numel (fns)
%!   check (full (fns{k} (T)), fns{k} (F), func2str (fns{k}), 1e-12);
%! endfor
%! check (full (T .^ 2), F .^ 2, "power", 1e-12);
%! check (full (T .^ (1+1i)), F .^ (1+1i), "power", 1e-12);
%! check (full (lt (T, 1i)), lt (F, 1i), "lt");
%! check (full (and (T, 1)), and (F, 1), "and");
%! check (full (reshape (T, 4, 6)), reshape (F, 4, 6), "reshape");
%! check (full (circshift (T, 1, 2)), circshift (F, 1, 2), "circshift");
%! check (full (flip (T, 2)), flip (F, 2), "flip");
%! check (full (double (T)), F, "double");
%! check (full (bsxfun (@times, T, [1i; 2; 3])), F .* [1i; 2; 3], "bsxfun", 1e-12);
%! check (full (spfun (@exp, T)), (F != 0) .* exp (F), "spfun", 1e-12);
%! check (isequal (T, F) && isequal (F, T) && ! isequal (T, real (F)), true, "isequal");

%!test
%! ## every function that does not take complex values yet refuses them, naming
%! ## itself (never a dropped imaginary part)
%! T = ndsparse ([1 1 1; 2 3 2], [1+2i; 3], [2 3 2]);
%! M = ndsparse ([1 1; 2 3], [1+2i; 3], [2 3]);
%! X4 = ndsparse ([1 1 1 1; 1 1 2 2], [1i; 2], [1 1 3 3]);
%! f = [tempname() ".tmp"];
%! calls = {"mod", @() mod (T, 2);
%!          "rem", @() rem (T, 2);
%!          "scale", @() scale (T, [1 2 3], 2);  "cp_als", @() cp_als (T, 1);
%!          "cp_apr", @() cp_apr (T, 1);  "hosvd", @() hosvd (T, 0.1);
%!          "tucker_als", @() tucker_als (T, [1 1 1]);  "spy", @() spy (T);
%!          "viewplot", @() viewplot (T);  "tnswrite", @() tnswrite (f, T);
%!          "svmlightwrite", @() svmlightwrite (f, [1; 2], M);
%!          "cast_storage", @() cast_storage (M, "csr");
%!          "tostype", @() tostype (M, "csr");
%!          "conv2d", @() conv2d (X4, ones (1, 1, 2, 2));
%!          "conv2d_backward_data", @() conv2d_backward_data (ones (1, 1, 2, 2), X4);
%!          "conv2d_backward_filter", @() conv2d_backward_filter (X4, X4);
%!          "max_pool", @() max_pool (X4, [2 2]);  "avg_pool", @() avg_pool (X4, [2 2]);
%!          "max_pool_backward", @() max_pool_backward (X4, X4, [2 2]);
%!          "avg_pool_backward", @() avg_pool_backward (X4, X4, [2 2]);
%!          "retain", @() retain (M, 1);  "fold", @() fold (sparse ([1i 2]), 1, 2, [1 2]);
%!          "rowsparse", @() rowsparse (M);  "distribute", @() distribute (T)};
%! for k = 1:rows (calls)
%!   try
%!     calls{k, 2} ();
%!     error ("no error from %s", calls{k, 1});
%!   catch err
%!     assert (strcmp (err.identifier, "ndsparse:complex")
%!             && ! isempty (strfind (err.message, [calls{k, 1} ":"])),
%!             "%s: %s (%s)", calls{k, 1}, err.message, err.identifier);
%!   end_try_catch
%! endfor
%! if (exist (f, "file"))
%!   unlink (f);
%! endif

%!test
%! ## mmwrite of a complex tensor writes the complex field; mmread reads it back
%! M = ndsparse ([1 1; 2 3; 3 2], [1+2i; -3; 4i], [3 3]);
%! f = [tempname() ".mtx"];
%! unwind_protect
%!   mmwrite (f, M);
%!   assert (strncmp (fileread (f), "%%MatrixMarket matrix coordinate complex general", 48));
%!   assert (full (mmread (f)), full (M));
%!   mmwrite (f, M(:, 1:3), "general");
%!   assert (isequal (ndsparse (mmread (f)), M));
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect

%!test
%! ## norms and inner products at the edges: empty, huge and tiny values, views
%! assert (norm (ndsparse (zeros (0, 2), complex (zeros (0, 1)), [3 3])), 0);
%! seed = 3941; randn ("seed", seed);     # the parallel blocks of one pass
%! z = complex (randn (2e5, 1), randn (2e5, 1));
%! check (norm (ndsparse (z)), norm (z), sprintf ("seed %d", seed), -1e-14);
%! check (norm (ndsparse (z), 2), norm (z), sprintf ("seed %d", seed), -1e-14);
%! T = ndsparse ([1 1; 2 2], [1e300i; 1e300], [2 2]);
%! assert (norm (T), norm ([1e300i 1e300]), -1e-15);
%! T = ndsparse ([1 1; 2 2], [1e-300i; 1e-300], [2 2]);
%! assert (norm (T), norm ([1e-300i 1e-300]), -1e-15);
%! F = [1+2i 0 3; 0 -4i 5-1i];
%! T = ndsparse (F);
%! assert (innerprod (T(:, 2:3), T(:, 2:3)), sum (abs (F(:, 2:3)(:)) .^ 2), 1e-12);
%! assert (innerprod (T(:, 2:3), ndsparse (F(:, 1:2))), sum (conj (F(:, 2:3)(:)) .* F(:, 1:2)(:)), 1e-12);
%! assert (innerprod (T, ndsparse ([], [], [2 3])), 0);

%!test
%! ## the per-part engine forms: complex +- complex on one pattern, complex times
%! ## and divided by real scalars (either side), with Inf, NaN and cancellation
%! F = [1+2i 0 Inf; NaN-1i 0 3i; 0 -2 1-1i];
%! T = ndsparse (F);
%! assert (full (T + T), F + F);
%! assert (full (T - T), F - F);
%! assert (nnz (T - T), nnz (F - F));
%! assert (full (T - conj (T)), F - conj (F));
%! for c = {2, -0.5, Inf, 0, NaN}
%!   assert (full (T .* c{1}), F .* c{1});
%!   assert (full (c{1} .* T), c{1} .* F);
%!   assert (full (T ./ c{1}), F ./ c{1});
%!   assert (full (c{1} .\ T), c{1} .\ F);
%! endfor
%! assert (full (T ./ (2 + 1i)), F ./ (2 + 1i), 1e-15);
%! assert (full (2 ./ T), 2 ./ F);

%!test
%! ## abs (nds_cabs: glibc's hypot kernel, vectorized) equals Octave's abs bit for
%! ## bit: seeded random values of near, far and any exponents, and the extremes
%! seed = 3940; rand ("seed", seed); randn ("seed", seed);
%! n = 3e5;      # above the engine's serial threshold: the parallel blocks
%! e = [randi([-3 3], n, 2); randi([-40 40], n, 2); randi([-320 300], n, 2)];
%! z = complex (randn (3 * n, 1) .* 10 .^ e(:, 1), randn (3 * n, 1) .* 10 .^ e(:, 2));
%! x = [0 1 -1 3 4 Inf -Inf NaN 1e300 -1e300 1e-300 realmax realmin 5e-324 2^511 ...
%!      2^-459 2^-54 1e-20 1e160 1e-160 0.1];
%! [a, b] = meshgrid (x);
%! z = [z; complex(a(:), b(:))];
%! T = ndsparse ((1:numel (z))', z, numel (z));
%! [s, y] = find (abs (T));
%! E = abs (z(s(:, 1)));
%! check (isequal (y(! isnan (E)), E(! isnan (E))) && isequal (isnan (y), isnan (E)), true,
%!        sprintf ("seed %d", seed));
%! check (rows (s), nnz (z), sprintf ("seed %d", seed));

%!test
%! ## complex arithmetic in the engine (nds_binop_z, nds_merge_apply on pairs):
%! ## +, -, .* of two tensors with different and with the same coordinates, and
%! ## with scalars real and complex, bit for bit against the full arrays, on values
%! ## with Inf, NaN, zero parts and cancellation; views of views; above the
%! ## engine's serial threshold too
%! for seed = [3942 3943]
%!   rand ("seed", seed); randn ("seed", seed);
%!   msg = sprintf ("seed %d", seed);
%!   n = merge (seed == 3942, 300, 150000); sz = [7 5 6] * merge (seed == 3942, 1, 20);
%!   sa = [randi(sz(1), n, 1) randi(sz(2), n, 1) randi(sz(3), n, 1)];
%!   sb = [sa(1:2:end, :); randi(sz(1), n/2, 1) randi(sz(2), n/2, 1) randi(sz(3), n/2, 1)];
%!   va = complex (round (4 * randn (n, 1)) / 2, round (4 * randn (n, 1)) / 2);
%!   vb = complex (randn (n, 1), round (4 * randn (n, 1)) / 2);
%!   va(1:4) = [Inf+1i; NaN; -2i; complex(1, Inf)];
%!   vb(7) = complex (NaN, NaN);
%!   A = ndsparse (sa, va, sz); B = ndsparse (sb, vb, sz);
%!   F = full (A); G = full (B);
%!   check (full (A + B), F + G, msg); check (full (A - B), F - G, msg);
%!   check (full (A .* B), F .* G, msg); check (nnz (A .* B), nnz (F .* G), msg);
%!   check (full (A .* A), F .* F, msg); check (full (A + A), F + F, msg);
%!   check (full (A .* real (B)), F .* real (G), msg);
%!   check (full (real (A) .* B), real (F) .* G, msg);
%!   check (full (A + real (B)), F + real (G), msg);
%!   check (full (real (A) - B), real (F) - G, msg);
%!   for c = {2 - 3i, -1i, complex(Inf, 1), 0.5}
%!     check (full (A .* c{1}), F .* c{1}, msg); check (full (c{1} .* A), c{1} .* F, msg);
%!     check (full (real (A) .* c{1}), real (F) .* c{1}, msg);
%!     E = F * c{1};
%!     E(F == 0) = 0;                  # mtimes scales the stored values, as sparse
%!     check (full (A * c{1}), E, msg);
%!   endfor
%!   V = A(2:end, :, 2:end)(:, 2:end, :);  W = B(2:end, :, 2:end)(:, 2:end, :);
%!   check (full (V .* W), F(2:end, 2:end, 2:end) .* G(2:end, 2:end, 2:end), msg);
%!   check (full (V - W), F(2:end, 2:end, 2:end) - G(2:end, 2:end, 2:end), msg);
%! endfor

%!test
%! ## complex sums over one grouping (__nds_reduce__ on both parts): every dim and
%! ## pairs of dims, against the parts summed apart and against the full array;
%! ## above the serial threshold; sums whose imaginary parts cancel narrow to real
%! seed = 3944; rand ("seed", seed); randn ("seed", seed);
%! msg = sprintf ("seed %d", seed);
%! n = 150000; sz = [60 50 40];
%! s = [randi(sz(1), n, 1) randi(sz(2), n, 1) randi(sz(3), n, 1)];
%! T = ndsparse (s, complex (randn (n, 1), randn (n, 1)), sz);
%! F = full (T);
%! for d = {1, 2, 3, [1 2], [2 3], [1 3]}
%!   R = sum (T, d{1});
%!   check (iscomplex (R), true, msg);
%!   check (full (R), complex (full (sum (real (T), d{1})), full (sum (imag (T), d{1}))), msg);
%!   E = F;
%!   for k = d{1}
%!     E = sum (E, k);    # (Octave 7's sum takes one dim)
%!   endfor
%!   check (full (R), E, msg, -1e-12);
%! endfor
%! check (full (sum (T)), sum (F), msg, -1e-12);
%! U = ndsparse ([1 1; 2 1; 1 2], [1+2i; 3-2i; 5], [2 2]);
%! check (isreal (sum (U, 1)), true, msg);
%! check (full (sum (U, 1)), [4 5], msg);
%! check (full (sum (U, 2)), [6+2i; 3-2i], msg);

%!test
%! ## abs (the engine's hypot over the pairs) and sums over the leading dims (one
%! ## pass over the pairs) on edge tensors, against the full complex arrays:
%! ## empty, size-1 dims, duplicates added at construction, explicit zeros, a
%! ## view of a view, a permuted view, the largest coordinate that fits
%! seed = 3945; rand ("seed", seed); randn ("seed", seed);
%! msg = sprintf ("seed %d", seed);
%! E = ndsparse (zeros (0, 3), complex (zeros (0, 1), zeros (0, 1)), [4 0 3]);
%! check (size (abs (E)), [4 0 3], msg);  check (size (sum (E, 1)), [1 0 3], msg);
%! Z = ndsparse ([1 1 1; 2 1 1], [1i; 2], [3 1 2]);
%! check (full (abs (Z)), abs (full (Z)), msg);
%! check (full (sum (Z, 1)), sum (full (Z), 1), msg);
%! check (full (sum (ndsparse ([2 1], 3i, [2 1]), 1)), 3i, msg);
%! D = ndsparse ([1 1 1; 1 1 1; 2 3 1; 2 3 1], [1+1i; 2-1i; 0.5i; -0.5i], [2 3 2]);
%! check (nnz (D), 1, msg);       # duplicates added; the second sum is zero
%! check (full (abs (D)), abs (full (D)), msg);
%! check (full (sum (D, 1)), sum (full (D), 1), msg);
%! X = ndsparse ([1 1; 2 2; 3 1], [0; 3+4i; 1i], [3 2]);      # an explicit zero
%! check (full (abs (X)), [0 0; 0 5; 1 0], msg);
%! check (full (sum (X, 1)), [1i, 3+4i], msg);
%! F = rand_cfull ([6 5 4 3], 0.5);
%! T = ndsparse (F);
%! V = T(2:end, :, 2:4, :)(:, 2:end, :, 2:3);
%! G = F(2:end, 2:end, 2:4, 2:3);
%! check (full (abs (V)), abs (G), msg);
%! check (full (sum (V, 1)), sum (G, 1), msg);
%! check (full (sum (sum (V, 1), 2)), sum (sum (G, 1), 2), msg);
%! P = permute (T, [3 1 2 4]);
%! check (full (abs (P)), abs (permute (F, [3 1 2 4])), msg);
%! check (full (sum (P, 1)), sum (permute (F, [3 1 2 4]), 1), msg);
%! big = flintmax () / 2;
%! B = ndsparse ([1 big; 2 big; 2 1], [3+4i; -1i; 2], [2 big]);
%! check (full (sum (B, 1)(1, big)), 3+3i, msg);
%! [s, v] = find (abs (B));
%! check ([s, v], [2 1 2; 1 big 5; 2 big 1], msg);

%!test
%! ## the C fast paths on complex values (value type operators, __nds_unary__):
%! ## unary minus and plus, times and divided by a real scalar, + and - on one
%! ## coordinate set, abs (real), sign, round, floor, ceil, fix, against full (T)
%! ## on random entries with Inf, NaN, zero parts and cancellation, and on views
%! seed = 3939; rand ("seed", seed); randn ("seed", seed);
%! n = 200; sz = [7 5 6];
%! s = [randi(7, n, 1) randi(5, n, 1) randi(6, n, 1)];
%! v = complex (round (4 * randn (n, 1)) / 2, round (4 * randn (n, 1)) / 2);
%! v(1:3) = [Inf+1i; NaN; -2i];
%! T = ndsparse (s, v, sz); F = full (T);
%! msg = sprintf ("seed %d", seed);
%! for X = {T, T(2:6, :, 3:5), T(2:6, :, 3:5)(:, 2:4, :)}
%!   A = X{1}; G = full (A);
%!   check (full (-A), -G, msg); check (full (+A), G, msg);
%!   check (nnz (-A), nnz (-G), msg);
%!   check (full (A + A), G + G, msg); check (full (A - A), G - G, msg);
%!   check (nnz (A - A), nnz (G - G), msg);
%!   for c = {3, -0.5, 0, Inf, NaN, single(2), true}
%!     E = G * c{1};                   # single c: complex single, as Octave's
%!     E(G == 0) = 0;                  # mtimes scales the stored values, as sparse
%!     check (full (A * c{1}), E, msg);
%!     check (full (c{1} * A), E, msg);
%!     check (full (mtimes (A, c{1})), E, msg);
%!     check (full (A .* c{1}), G .* c{1}, msg);
%!     check (full (A / c{1}), G / c{1}, msg);
%!     check (full (mrdivide (A, c{1})), G / c{1}, msg);
%!     check (full (A ./ c{1}), G ./ c{1}, msg);
%!   endfor
%!   check (full (abs (A)), abs (G), msg); assert (isreal (abs (A)));
%!   check (full (sign (A)), sign (G), msg);
%!   for f = {@round, @floor, @ceil, @fix}
%!     check (full (f{1} (A * 0.75)), f{1} (G * 0.75), msg);
%!   endfor
%! endfor
%! ## results with no imaginary part left narrow to real, as Octave's arrays
%! assert (isreal (T + conj (T))); assert (full (T + conj (T)), F + conj (F));
%! assert (isreal (T - T)); assert (nnz (T - T), nnz (F - F));
%! R = ndsparse (s, 1i * real (v), sz);
%! assert (isreal (round (R * 0.1)) , isreal (round (full (R) * 0.1)));
%! assert (full (round (R * 0.1)), round (full (R) * 0.1));
%! assert (size (-ndsparse (zeros (0, 3), complex (zeros (0, 1)), [0 2 3])), [0 2 3]);

%!test
%! ## ttv with a complex tensor and/or complex vectors (no conjugation) against a
%! ## full product, one mode, several, every mode (a scalar), on a view
%! seed = 3940; rand ("seed", seed); randn ("seed", seed);
%! s = [randi(4, 30, 1) randi(3, 30, 1) randi(5, 30, 1)];
%! T = ndsparse (s, complex (randn (30, 1), randn (30, 1)), [4 3 5]); F = full (T);
%! u = complex (randn (4, 1), randn (4, 1)); w = randn (3, 1); z = complex (randn (5, 1), randn (5, 1));
%! msg = sprintf ("seed %d", seed);
%! check (full (ttv (T, w, 2)), squeeze (sum (F .* w.', 2)), msg, 1e-12);
%! check (full (ttv (T, z, 3)), sum (F .* reshape (z, 1, 1, 5), 3), msg, 1e-12);
%! check (full (ttv (real (T), z, 3)), sum (real (F) .* reshape (z, 1, 1, 5), 3), msg, 1e-12);
%! check (full (ttv (T, {u, z}, [1 3])), squeeze (sum (sum (F .* u .* reshape (z, 1, 1, 5), 1), 3)).', msg, 1e-12);
%! check (ttv (T, {u, w, z}), sum ((F .* u .* w.' .* reshape (z, 1, 1, 5))(:)), msg, 1e-12);
%! V = T(2:4, :, :); G = F(2:4, :, :);
%! check (full (ttv (V, u(1:3), 1)), squeeze (sum (G .* u(1:3), 1)), msg, 1e-12);

%!test
%! ## ttv of complex values along a mode after the first, chunk by chunk: the bits of
%! ## the fibers' kernel, which ttm's two equal rows take, with complex and real
%! ## vectors, signed zeros, real values among complex ones, a mode of two chunks
%! ## (2^17 cells below it) and reversed views
%! seed = 3941; rand ("seed", seed); randn ("seed", seed);
%! for sz = {[5 4 6], [400 350 3], [3 1 4 2]}
%!   sz = sz{1};
%!   N = numel (sz);
%!   s = zeros (2000, N);
%!   for d = 1:N
%!     s(:, d) = randi (sz(d), 2000, 1);
%!   endfor
%!   z = complex (randn (2000, 1), randn (2000, 1));
%!   z(1:5:end) = real (z(1:5:end));
%!   T = ndsparse (s, z, sz);
%!   for X = {T, T(end:-1:2, :, :)}
%!     N = numel (size (X{1}));           # (the view of 3 subscripts: 3 dims)
%!     for k = 2:N
%!       v = complex (randn (size (X{1}, k), 1), randn (size (X{1}, k), 1));
%!       v(1:3:end) = complex (real (v(1:3:end)), -0);
%!       for u = {v, real(v)}
%!         Y = full (ttv (X{1}, u{1}, k));
%!         idx = repmat ({":"}, 1, N);
%!         idx{k} = 1;
%!         Z = full (ttm (X{1}, [u{1}.'; u{1}.'], k))(idx{:});
%!         Z = reshape (Z, size (Y));
%!         msg = sprintf ("seed %d, size %s, mode %d", seed, mat2str (sz), k);
%!         assert (strcmp (class (Y), class (Z)) && isreal (Y) == isreal (Z)
%!                 && isequal (typecast (real (Y(:)), "uint64"), typecast (real (Z(:)), "uint64"))
%!                 && isequal (typecast (imag (Y(:)), "uint64"), typecast (imag (Z(:)), "uint64")),
%!                 msg);
%!       endfor
%!     endfor
%!   endfor
%! endfor
%!error id=ndsparse:dims ttv (ndsparse ([1 1], 1i, [2 2]), [1; 2])
%!error id=ndsparse:class ttv (ndsparse ([1 1], 1i, [2 2]), {"ab"}, 1)
%!error id=ndsparse:size ttv (ndsparse ([1 1], 1i, [2 2]), [1; 2; 3], 1)

%!test
%! ## ttm with a complex tensor and/or complex matrices (no conjugation, also with
%! ## "t") against a full mode product, one mode, several, every mode, a view
%! seed = 3941; rand ("seed", seed); randn ("seed", seed);
%! s = [randi(4, 30, 1) randi(3, 30, 1) randi(5, 30, 1)];
%! T = ndsparse (s, complex (randn (30, 1), randn (30, 1)), [4 3 5]); F = full (T);
%! A = complex (randn (2, 4), randn (2, 4)); B = randn (6, 3); C = complex (randn (3, 5), randn (3, 5));
%! msg = sprintf ("seed %d", seed);
%! m1 = @(G, M) reshape (M * reshape (G, size (G, 1), []), [rows(M) size(G)(2:end)]);
%! m2 = @(G, M) permute (m1 (permute (G, [2 1 3]), M), [2 1 3]);
%! m3 = @(G, M) permute (m1 (permute (G, [3 1 2]), M), [2 3 1]);
%! check (full (ttm (T, A, 1)), m1 (F, A), msg, 1e-12);
%! check (full (ttm (T, B, 2)), m2 (F, B), msg, 1e-12);
%! check (full (ttm (real (T), C, 3)), m3 (real (F), C), msg, 1e-12);
%! check (full (ttm (T, A.', 1, "t")), m1 (F, A), msg, 1e-12);
%! check (full (ttm (T, {A, C}, [1 3])), m3 (m1 (F, A), C), msg, 1e-12);
%! check (full (ttm (T, {A, B, C})), m3 (m2 (m1 (F, A), B), C), msg, 1e-12);
%! check (full (ttm (T(2:4, :, :), A(:, 2:4), 1)), m1 (F(2:4, :, :), A(:, 2:4)), msg, 1e-12);
%!error id=ndsparse:dims ttm (ndsparse ([1 1], 1i, [2 2]), [1 2])
%!error id=ndsparse:size ttm (ndsparse ([1 1], 1i, [2 2]), [1 2 3], 1)
%!error id=ndsparse:arg ttm (ndsparse ([1 1], 1i, [2 2]), [1 2], 1, "x")

%!test
%! ## mttkrp with a complex tensor and/or complex factors (no conjugation) against
%! ## the unfolding times the Khatri-Rao product of the full factors, every mode
%! seed = 3942; rand ("seed", seed); randn ("seed", seed);
%! s = [randi(4, 30, 1) randi(3, 30, 1) randi(5, 30, 1)];
%! T = ndsparse (s, complex (randn (30, 1), randn (30, 1)), [4 3 5]); F = full (T);
%! U = {complex(randn (4, 2), randn (4, 2)), randn(3, 2), complex(randn (5, 2), randn (5, 2))};
%! msg = sprintf ("seed %d", seed);
%! for X = {T, real(T)}
%!   G = full (X{1});
%!   for n = 1:3
%!     o = setdiff (1:3, n);
%!     W = zeros (3 * 5 * 4 / size (G, n), 2);
%!     for r = 1:2
%!       W(:, r) = kron (U{o(2)}(:, r), U{o(1)}(:, r));
%!     endfor
%!     E = reshape (permute (G, [n o]), size (G, n), []) * W;
%!     check (mttkrp (X{1}, U, n), E, msg, 1e-12);
%!   endfor
%! endfor
%! check (mttkrp (T(2:4, :, :), {U{1}(2:4, :), U{2}, U{3}}, 2), ...
%!        mttkrp (ndsparse (F(2:4, :, :)), {U{1}(2:4, :), U{2}, U{3}}, 2), msg, 1e-12);

%!test
%! ## ttv, ttm and mttkrp in the engine's complex kernels: random seeded tensors of 2
%! ## to 4 modes (size-1 modes, empty ones, no entries), complex or real values with
%! ## complex or real factors (all four combinations), a view of a view, against
%! ## the same products of full (T); a result whose imaginary parts cancel is real
%! for seed = 1:40
%!   rand ("seed", seed);  randn ("seed", seed);
%!   msg = sprintf ("seed %d", seed);
%!   sz = rand_shape ();
%!   if (mod (seed, 10) == 0)
%!     sz(randi (numel (sz))) = 0;
%!   endif
%!   F = rand_cfull (sz, 0.5);
%!   if (mod (seed, 4) == 1)
%!     F = real (F);
%!   endif
%!   T = ndsparse (F);
%!   sz = size (F);                   # trailing size-1 modes dropped, as full's
%!   if (mod (seed, 3) == 0 && all (sz >= 2))
%!     ## a view of a view (both ranges), against the same part of F
%!     a = b = repmat ({":"}, 1, numel (sz));
%!     a{1} = 2:sz(1);  b{2} = 1:sz(2)-1;
%!     T = T(a{:});  T = T(b{:});
%!     F = F(a{:});  F = F(b{:});
%!     sz = size (F);
%!   endif
%!   N = numel (sz);
%!   n = randi (N);
%!   cplx = mod (seed, 4) != 2;       # the factor complex or real
%!   u = rand_cfull ([sz(n) 1], 1);
%!   M = rand_cfull ([3 sz(n)], 1);
%!   if (! cplx)
%!     u = real (u);  M = real (M);
%!   endif
%!   G = reshape (permute (F, [n, 1:n-1, n+1:N]), sz(n), prod (sz([1:n-1, n+1:N])));
%!   osz = sz;  osz(n) = [];
%!   E = reshape (u.' * G, [osz 1 1]);
%!   check (full (ttv (T, u, n)), E, msg, 1e-12);
%!   E = ipermute (reshape (M * G, [3 sz([1:n-1, n+1:N])]), [n, 1:n-1, n+1:N]);
%!   check (full (ttm (T, M, n)), E, msg, 1e-12);
%!   U = arrayfun (@(k) rand_cfull ([sz(k) 2], 1), 1:N, "UniformOutput", false);
%!   if (! cplx)
%!     U = cellfun (@real, U, "UniformOutput", false);
%!   endif
%!   W = ones (1, 2);
%!   for k = [1:n-1, n+1:N]
%!     W = kron (U{k}, W);              # rows: mode k varies slowest of those seen
%!   endfor
%!   W = reshape (W, [], 2);
%!   K = zeros (prod (sz([1:n-1, n+1:N])), 2);
%!   for r = 1:2
%!     kr = 1;
%!     for k = [1:n-1, n+1:N]
%!       kr = kron (U{k}(:, r), kr);
%!     endfor
%!     K(:, r) = kr;
%!   endfor
%!   check (mttkrp (T, U, n), G * K, msg, 1e-12);
%! endfor
%! ## imaginary parts that cancel: the result narrows to real
%! T = ndsparse ([1 1 1; 2 1 2], [1i; 2i], [2 1 2]);
%! Y = ttv (T, [1i; 1i], 3);
%! assert (isreal (Y) && isequal (full (Y), [-1; -2]));
%! Y = ttm (T, [1i 0; 0 1i], 3);
%! assert (isreal (Y) && isequal (full (Y), cat (3, [-1; 0], [0; -2])));
%! B = mttkrp (T, {[1; 1], 1, [1i; 1i]}, 1);
%! assert (isreal (B) && isequal (B, [-1; -2]));
%! ## explicit cancellation to zero: the entry is not stored
%! T = ndsparse ([1 1; 1 2], [1; 1i], [1 2]);
%! assert (nnz (ttm (T, [1 1i], 2)), 0);
%! Y = ttm (T, [1i -1; 2 3], 2);
%! assert (full (Y), [0, 2+3i]);
%! assert (nnz (Y), 1);

%!test
%! ## * and / by a complex scalar: the stored values scaled (mtimes, as sparse) or
%! ## divided (mrdivide, element-wise as Octave's), real or complex tensor
%! F = [1+2i 0 Inf; NaN-1i 0 3i; 0 -2 1-1i];
%! for X = {ndsparse(F), ndsparse(real (F))}
%!   G = full (X{1});
%!   for c = {2i, 1-1i, complex(Inf, 1), 0i}
%!     E = G * c{1};
%!     E(G == 0) = 0;
%!     assert (full (X{1} * c{1}), E);
%!     assert (full (c{1} * X{1}), E);
%!     assert (full (X{1} / c{1}), G / c{1});
%!   endfor
%! endfor
%! assert (isreal (ndsparse ([1i 2i]) * 1i)); assert (full (ndsparse ([1i 2i]) * 1i), [-1 -2]);

%!test
%! ## / by a complex scalar bit for bit as Octave's full quotient (libgcc's __divdc3,
%! ## whose steps the engine's plans repeat with no call a value): values of every
%! ## magnitude, subnormal, zero, Inf and NaN, real and complex tensors and views of
%! ## views, over divisors of each branch of __divdc3 (a zero part, a ratio below
%! ## realmin, scaled operands, near realmax / 2) and those left to it (Inf, NaN, 0)
%! seed = 3917;
%! rand ("seed", seed); randn ("seed", seed);
%! n = 400; sz = [9 8 7];
%! e = [-0, 1, -1.5, 5e-324, realmin, -realmin/3, 2^-52, 2^970, -2^970, -1e300, realmax, Inf, -Inf, NaN, 2^1000]';
%! re = randn (n, 1) .* 2 .^ randi ([-1074 1023], n, 1);
%! im = randn (n, 1) .* 2 .^ randi ([-1074 1023], n, 1);
%! re(1:numel (e)) = e; im(numel (e) + (1:numel (e))) = e; im(1:3) = e(end-2:end);
%! [i, j, k] = ind2sub (sz, randperm (prod (sz), n)');
%! divs = {2i, -0.5i, complex(-0, 3), 1+2i, 2-1i, -1e-3+5i, complex(2, 0), complex(-3, -0), ...
%!         1e-310+1i, 1+1e-310i, 2^-53+2^-54i, 5e-324i, 2^969+2^968i, -2^1022+1i, ...
%!         complex(Inf, 1), complex(NaN, 0), 0i, realmax+1i, complex(1, -Inf)};
%! for q = 1:4
%!   divs{end+1} = complex (randn * 2 ^ randi ([-1074 1023]), randn * 2 ^ randi ([-1074 1023]));
%! endfor
%! bits = @(x) typecast (x(:), "uint64");
%! for T = {ndsparse([i j k], re, sz), ndsparse([i j k], complex(re, im), sz)}
%!   for X = {T{1}, T{1}(2:8, :, 2:7), T{1}(2:8, :, 2:7)(:, 2:7, 1:5)}
%!     for c = divs
%!       B = complex (full (X{1} / c{1}));
%!       F = complex (full (X{1}) / c{1});
%!       ## (a zero stays one of the storage's: its sign is not kept)
%!       bad = (bits (real (B)) != bits (real (F)) | bits (imag (B)) != bits (imag (F))) ...
%!             & ! (B(:) == 0 & F(:) == 0);
%!       if (any (bad))
%!         z = find (bad, 1);
%!         error ("seed %d: (%s) / (%s) = %s, Octave %s", seed, num2str (full (X{1})(z), 17),
%!                num2str (c{1}, 17), num2str (B(z), 17), num2str (F(z), 17));
%!       endif
%!     endfor
%!   endfor
%! endfor

## a complex tensor as a subscript is refused as a complex full one is
%!error id=ndsparse:index ndsparse ([1 2 3])(ndsparse ([1+2i 2]))
%!error id=ndsparse:index view (ndsparse ([1 2 3]), ndsparse (1+2i))

## __nds_real_only__ (C++): the check of the functions that take no complex values yet
%!error <ttm: complex values are not supported by ttm yet \(argument 2> __nds_real_only__ ("ttm", 1, 1i)
%!error id=ndsparse:complex __nds_real_only__ ("f", {1, ndsparse([1 1], 2i)})
%!test
%! ok = true;
%! __nds_real_only__ ("f", 1, ndsparse ([1 1], 2), {1, sparse(1, 1, 1)}, "x");
%! assert (ok);
%!error id=ndsparse:complex __nds_real_only__ ("f", ndsparse ([1 1], 1), ndsparse ([1 1; 2 2], [1; 2i]))
## complex as Octave's arrays are (as iscomplex answers, as full (T) would be): a
## view of complex storage that shows real values only passes, in real storage for
## the real kernels; one made by complex (zero imaginary parts) does not
%!test
%! T = ndsparse ([1 1 1; 2 1 1; 1 2 2; 2 2 1], [1; 2i; 3; -4], [2 2 2]);
%! V = T(1, :, :);                       # shows 1 and 3
%! assert (__nds_stored_complex__ (V) && ! iscomplex (V));
%! [sgl, W, c, x] = __nds_real_only__ ("f", V, {V, 2}, single (5));
%! assert (sgl);
%! assert (! __nds_stored_complex__ (W) && ! __nds_stored_complex__ (c{1}));
%! assert (full (W), full (V));
%! assert (isreal (full (W)));
%! assert (c{2}, 2);
%! assert (x, single (5));
%! [~, U] = __nds_real_only__ ("f", T(:, 2, :));    # shows 3 and -4
%! assert (full (U), real (full (T(:, 2, :))));
%! R = real (T(1, :, :));
%! assert (full (scale (V, [2 3], 3)), full (scale (R, [2 3], 3)));
%! M = ndsparse ([1 1; 2 1; 1 3], [1; 2i; 3], [2 4]);
%! assert (full (fold (M(1, :), 1, [2 3], [1 2 2])), full (fold (real (M(1, :)), 1, [2 3], [1 2 2])));
%! assert (full (tostype (V, "default")), full (R));
%!error <fold: complex values are not supported by fold yet \(argument 1 is complex\)> fold (complex (ndsparse ([1 1; 1 3], [1; 3], [1 4])), 1, [2 3], [1 2 2])
%!error <scale: complex values .* \(argument 1 is complex\)> scale (ndsparse ([1 1; 2 2], [1; 2i]), [2 3], 1)
%!error id=ndsparse:complex __nds_real_only__ ("f", 1, ndsparse ([1 1 1; 2 1 1], [1; 2i], [2 2 2])(2, :, :))

## contractions of complex tensors (issue 34): mtimes, kron, ttt, tensordot and
## einsum against the same product of full arrays, seeded; no conjugation in a
## product, a result real when every imaginary part is zero
%!function T = cplx_rand (sz, d, real_only)
%!  F = rand (sz) .* (rand (sz) < d);
%!  if (! real_only)
%!    F = F + 1i * rand (sz) .* (rand (sz) < d);
%!  endif
%!  T = ndsparse (F);
%!endfunction

%!test
%! seed = 3404;
%! rand ("seed", seed);
%! for rep = 1:4
%!   A = cplx_rand ([5 7], 0.4, rep == 2);
%!   B = cplx_rand ([7 4], 0.4, rep == 3);
%!   FA = full (A);
%!   FB = full (B);
%!   msg = sprintf ("seed %d, rep %d", seed, rep);
%!   C = A * B;
%!   assert (isa (C, "ndsparse"), true, msg);
%!   assert (full (C), FA * FB, 1e-12);
%!   assert (full (A * sparse (FB)), FA * FB, 1e-12);
%!   assert (full (sparse (FA) * B), FA * FB, 1e-12);
%!   assert (A * FB, FA * FB, 1e-12);
%!   assert (FA * B, FA * FB, 1e-12);
%!   assert (A * (FB(:, 1) * 1i), FA * FB(:, 1) * 1i, 1e-12);
%!   assert (full (kron (A, B)), kron (FA, FB), 1e-12);
%!   assert (full (kron (FA, B)), kron (FA, FB), 1e-12);
%!   X = cplx_rand ([3 4 5], 0.5, rep == 2);
%!   Y = cplx_rand ([5 4 2], 0.5, rep == 3);
%!   FX = full (X);
%!   FY = full (Y);
%!   R = reshape (reshape (FX, 12, 5) * reshape (FY, 5, 8), [3 4 4 2]);
%!   assert (full (ttt (X, Y, 3, 1)), R, 1e-12);
%!   assert (full (tensordot (X, Y, 3, 1)), R, 1e-12);
%!   R2 = reshape (FX, 3, 20) * reshape (permute (FY, [2 1 3]), 20, 2);
%!   assert (full (ttt (X, Y, [2 3], [2 1])), R2, 1e-12);
%!   assert (full (einsum ("ijk,kjl->il", X, Y)), R2, 1e-12);
%!   assert (full (einsum ("ijk,klm->ijlm", X, Y)), R, 1e-12);
%!   assert (full (einsum ("ijk,j->ik", X, (1:4)' * 1i)),
%!           reshape (sum (FX .* (1:4) * 1i, 2), 3, 5), 1e-12);
%!   assert (einsum ("ij,ij->", A, A), sum (FA(:) .^ 2), 1e-12);
%!   assert (full (ttt (X, Y)), reshape (FX(:) * FY(:).', [3 4 5 5 4 2]), 1e-12);
%! endfor

%!test
%! ## a complex product whose imaginary parts all cancel is real; conjugation
%! ## only through '
%! A = ndsparse ([1 1; 2 2; 1 2], [1i; 2i; 1], [2 2]);
%! C = (1i * A) * (1i * A);
%! F = full (A);
%! assert (full (C), -(F * F), 1e-12);
%! assert (full (A' * A), F' * F, 1e-12);
%! assert (full (A.' * A), F.' * F, 1e-12);
%! R = ndsparse ([1 1; 2 2], [1i; 1i], [2 2]);
%! assert (isreal (R * R) && isreal (full (R * R)));
%! assert (full (R * R), -eye (2));
%! assert (R * [1i; 1i], [-1; -1]);
%! assert (isreal (R * [1i; 1i]) && isreal ([1i 1i] * R));
%! assert (isreal (ttt (R, R, 2, 1)));
%! assert (isreal (einsum ("ij,jk->ik", R, R)));
%! ## entries that cancel in both parts are dropped
%! P = ndsparse ([1 1; 1 2], [1i; 1], [1 2]);
%! Q = ndsparse ([1 1; 2 1], [1; -1i], [2 1]);
%! assert (nnz (P * Q), 0);

%!test
%! ## single operands of einsum: computed in double, the result single
%! S = single (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]));
%! F = double (full (S));
%! R = einsum ("ijk,ijk->k", S, S);
%! assert (class (full (R)), "single");
%! assert (double (full (R)), reshape (sum (sum (F .^ 2, 1), 2), [], 1));
%! R = einsum ("ij,jk->ik", single ([1 2; 3 4]), ndsparse ([1 1; 2 2], [1; 1], [2 2]));
%! assert (class (full (R)), "single");
%! assert (double (full (R)), [1 2; 3 4]);

%!test
%! ## values whose imaginary part is NaN are complex, double and single, however
%! ## made (any (NaN) is false: a narrowing that asked any (imag (v)) made
%! ## complex (1, NaN) the real 1)
%! for cls = {"double", "single"}
%!   F = cast ([0 complex(1, NaN) 0; 2 0 complex(0, NaN)], cls{1});
%!   for T = {ndsparse(F), ndsparse([1 2; 2 3], F([3; 6]), [2 3]), ...
%!            ndsparse([1 2; 2 3; 2 3], [F([3; 6]); 0], [2 3])}
%!     assert (iscomplex (T{1}), true, cls{1});
%!     assert (isequaln (full (T{1}), F .* (F != 0 | isnan (F))), true, cls{1});
%!   endfor
%!   R = ndsparse (cast ([1 0; 0 2], cls{1}));
%!   assert (isequaln (full (R * [complex(1, NaN); 0]), [complex(1, NaN); 0]), true);
%! endfor

%!test
%! ## max and min of values with a NaN and an infinite part (modulus Inf), against
%! ## Octave's own, which is sequential: it skips NaN values up to the first row
%! ## with none (of the whole block of fibers that share the dims after the one
%! ## reduced), then compares by > alone, by which Inf + NaN i beats a finite max;
%! ## double and single, with their indices, along every dim, whole and in views
%! pool = [0 0 0 1 -2 3i -1i complex(Inf, NaN) complex(NaN, Inf) complex(-Inf, NaN) ...
%!         NaN complex(NaN, 1) complex(1, NaN) Inf -Inf complex(Inf, 1) complex(1, -Inf) 2+2i];
%! for seed = 1:150
%!   rand ("seed", seed);
%!   sz = randi (3, 1, 3) + (mod (seed, 3) == 0);
%!   F = reshape (pool(randi (numel (pool), 1, prod (sz))), sz);
%!   if (mod (seed, 4) == 0)
%!     F = single (F);
%!   endif
%!   T = ndsparse (F);
%!   views = {T, F; permute(T, [3 1 2]), permute(F, [3 1 2]); T(:, end:-1:1, :), F(:, end:-1:1, :)};
%!   for v = 1:rows (views)
%!     [V, G] = views{v, :};
%!     for d = 1:3
%!       for fn = {@max, @min}
%!         msg = sprintf ("seed %d, view %d, %s along %d", seed, v, func2str (fn{1}), d);
%!         [m, i] = fn{1} (G, [], d);
%!         [mt, it] = fn{1} (V, [], d);
%!         assert (isequaln (full (mt), m) && isequal (class (full (mt)), class (m)), true, msg);
%!         assert (isequal (it, i), true, msg);
%!         assert (isequaln (full (fn{1} (V, [], d)), m), true, msg);
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!test
%! ## prod multiplies in order, as Octave's: an implicit zero before an overflow
%! ## (or before an Inf) gives 0, after it NaN; real, complex, double and single,
%! ## along dims 1 and 2 (the groups and the run paths), and the rows whose product
%! ## overflows with no zero stay Inf
%! cases = {[1e200; 0; 1e200], [1e200; 1e200; 0], [0; Inf; 1], [1; Inf; 0], [0; 1e200; 1e200; 0; 5]};
%! for c = 1:numel (cases)
%!   for k = 1:4
%!     x = cases{c};
%!     if (k > 2)
%!       x = x * (1 + 1i);
%!     endif
%!     if (mod (k, 2) == 0)
%!       x = single (x * 1e-170);        # (1e30 squared overflows single)
%!       x(isnan (x)) = 0;
%!     endif
%!     F = [x, x .* (x != 0) + (x == 0) * 2, x];
%!     F(2, 3) = 0;
%!     T = ndsparse (F);
%!     msg = sprintf ("case %d, kind %d", c, k);
%!     for d = 1:2
%!       G = F;  U = T;
%!       if (d == 2)
%!         G = F.';  U = T.';
%!       endif
%!       assert (isequaln (full (prod (U, d)), prod (G, d)), true, msg);
%!       assert (isequaln (full (prod (U(:, :), d)), prod (G(:, :), d)), true, msg);
%!     endfor
%!   endfor
%! endfor

%!test
%! ## a view of complex storage that shows real values only is ordered as real
%! ## (Octave's x(2:end) of a complex array narrows): max and min along each dim
%! ## (the first-dim run path too), with a scalar or a tensor, and < <= > >=, on
%! ## views of views, with -Inf (by modulus it would beat 0) and explicit zeros;
%! ## a value made by complex keeps the modulus order
%! seed = 39; rand ("seed", seed);
%! for it = 1:12
%!   sz = [randi([2 6]), randi(4), randi(3)];
%!   F = round (8 * rand (sz) - 4) .* (rand (sz) > 0.4);
%!   F(rand (sz) > 0.85) = -Inf;
%!   F(1, :, :) = F(1, :, :) * 1i + 1i;
%!   T = ndsparse (F);
%!   views = {T(2:end, :, :), T(2:end, end:-1:1, :)(:, :, 1:end)};
%!   fulls = {F(2:end, :, :), F(2:end, end:-1:1, :)};
%!   try
%!     for k = 1:2
%!       V = views{k};  G = fulls{k};
%!       assert (iscomplex (V), false);
%!       for d = 1:3
%!         assert (full (max (V, [], d)), max (G, [], d));
%!         assert (full (min (V, [], d)), min (G, [], d));
%!       endfor
%!       assert (full (max (V)), max (G));
%!       assert (full (max (V, 0)), max (G, 0));
%!       assert (full (min (V, -2)), min (G, -2));
%!       assert (full (max (V, ndsparse (-G))), max (G, -G));
%!       assert (full (V > -2), G > -2);
%!       assert (full (V >= 0), G >= 0);
%!       assert (full (-3 < V), -3 < G);
%!       assert (full (V <= ndsparse (-G)), G <= -G);
%!     endfor
%!     R = real (F(2:end, :, :));
%!     assert (full (max (complex (ndsparse (R)), [], 1)), max (complex (R), [], 1));
%!   catch err
%!     error ("seed %d, it %d: %s", seed, it, err.message);
%!   end_try_catch
%! endfor

%!test
%! ## max and min where values with a NaN part and an infinite one (modulus Inf)
%! ## meet zeros (stored or implicit), finite, Inf and NaN values, against Octave's
%! ## full arrays: every placement in a fiber of 3 along dim 1, along dim 2 of a
%! ## 1x3xN array (one fiber a block) and of the Nx3 transpose (one block of N
%! ## fibers: NaN skipped up to the first column with none); then random tensors
%! ## (views too) along every dim, over every dim (as max (F(:))), over the leading
%! ## dims (as max of the reshaped array), and max (T(:)); double and single
%! pool = [0, 2, -3+1i, 1e300+1e300i, Inf, -Inf, Inf*1i, NaN, complex(NaN, 1), ...
%!         complex(1, NaN), complex(NaN, Inf), complex(Inf, NaN), complex(-Inf, NaN), ...
%!         complex(NaN, -Inf)];
%! np = numel (pool);
%! [a, b, c] = ndgrid (1:np, 1:np, 1:np);
%! P = [pool(a(:)); pool(b(:)); pool(c(:))];
%! same = @(r, e) isequal (size (full (r)), size (e)) && isequal (class (full (r)), class (e)) ...
%!                && isequaln (real (full (r)), real (e)) && isequaln (imag (full (r)), imag (e));
%! for cls = {"double", "single"}
%!   F = cast (P, cls{1});
%!   for fn = {@max, @min}
%!     f = fn{1};
%!     msg = sprintf ("%s %s", func2str (f), cls{1});
%!     assert (same (f (ndsparse (F), [], 1), f (F, [], 1)), true, msg);
%!     G = reshape (F, [1 size(F)]);
%!     assert (same (f (ndsparse (G), [], 2), f (G, [], 2)), true, msg);
%!     assert (same (f (ndsparse (F.'), [], 2), f (F.', [], 2)), true, msg);
%!     [r, i] = f (ndsparse (F.'), [], 2);
%!     [e, j] = f (F.', [], 2);
%!     assert (same (r, e) && isequal (i, j), true, msg);
%!   endfor
%! endfor
%! shapes = {[2 3 3], [3 1 3], [1 3 3], [2 2 2 2], [3 3], [1 4], [4 1], [2 3 1 2]};
%! for seed = 1:120
%!   rand ("seed", seed);
%!   sz = shapes{mod (seed, numel (shapes)) + 1};
%!   F = pool(randi ([2 np], sz));
%!   F(rand (sz) < 0.35) = 0;
%!   if (mod (seed, 3) == 0)
%!     F = single (F);
%!   endif
%!   T = ndsparse (F);
%!   views = {T, F; T(:, end:-1:1, :), F(:, end:-1:1, :); permute(T, [2 1 3:ndims(F)]), permute(F, [2 1 3:ndims(F)])};
%!   for v = 1:rows (views)
%!     [V, G] = views{v, :};
%!     for fn = {@max, @min}
%!       f = fn{1};
%!       msg = sprintf ("seed %d, view %d, %s", seed, v, func2str (f));
%!       for d = 1:ndims (G) + 1
%!         assert (same (f (V, [], d), f (G, [], d)), true, sprintf ("%s along %d", msg, d));
%!       endfor
%!       assert (same (f (V(:)), f (G(:))), true, [msg " of T(:)"]);
%!       assert (same (f (V, [], "all"), f (G(:))), true, [msg " over all"]);
%!       if (ndims (G) > 2)
%!         e = reshape (f (reshape (G, rows (G) * columns (G), []), [], 1), [1 1 size(G)(3:end)]);
%!         assert (same (f (V, [], [1 2]), e), true, [msg " over dims 1:2"]);
%!       endif
%!     endfor
%!   endfor
%! endfor

%!test
%! ## which operations narrow (issue 39's audit): a result whose imaginary parts
%! ## are all zero is real exactly where Octave's full arrays narrow, after +, -,
%! ## .*, ./, * and / by scalars, sum, prod, mean, cumsum, max, min, indexing, views,
%! ## cat, permute, repmat, assignment and deletion; complex double and complex
%! ## single.  U is conj (T) with some entries negated, so that about a third of the
%! ## results cancel every imaginary part.  Oracle: the same on full (T), full (U)
%! ## (class and realness compared by assert); values are small Gaussian integers,
%! ## tolerance 1e-12 (double) and 1e-5 (single: 2^-23 relative with a rounding
%! ## or two per op on values below 100), absolute.
%! ops = {@(A, B) A + B, @(A, B) A - B, @(A, B) A .* B, @(A, B) A ./ (B + 3), ...
%!        @(A, B) 2 ./ (A + B + 5), @(A, B) A * 2i + B * 2i, @(A, B) (A + B) / 2, ...
%!        @(A, B) sum (A + B, 1), @(A, B) sum (A .* B, 3), @(A, B) sum (A(:) - B(:)), ...
%!        @(A, B) prod (A + B, 2), @(A, B) mean (A + B, 1), ...
%!        @(A, B) cumsum (A - B, 2), @(A, B) max (A + B, [], 2), @(A, B) min (A - B), ...
%!        @(A, B) (A + B)(:, 1, :), @(A, B) (A - B)(1), @(A, B) (A + B)(:, :, 2)(2, :), ...
%!        @(A, B) cat (1, A + B, A - B), @(A, B) permute (A + B, [2 1 3]), ...
%!        @(A, B) repmat (A + B, 2, 1), @(A, B) A .* conj (B), @(A, B) conj (A) - B, ...
%!        @(A, B) subsasgn (A, substruct ("()", {":", ":", ":"}), real (B)), ...
%!        @(A, B) subsasgn (A + B, substruct ("()", {1, ":", ":"}), 0), ...
%!        @(A, B) subsasgn (A - B, substruct ("()", {":", 2, 1}), [7; 8]), ...
%!        @(A, B) subsasgn (A + B, substruct ("()", {":", [1 3], ":"}), [])};
%! vals = [1, -1, 1i, -1i, 2+1i, 2-1i, 3];
%! narrowed = 0;
%! for seed = 1:12
%!   rand ("seed", seed);
%!   for cls = {"double", "single"}
%!     tol = 1e-12 * strcmp (cls{1}, "double") + 1e-5 * strcmp (cls{1}, "single");
%!     sz = [2 3 2];
%!     F = zeros (sz);
%!     m = rand (sz) < 0.6;
%!     F(m) = vals(randi (numel (vals), nnz (m), 1));
%!     G = conj (F);
%!     k = rand (sz) < 0.3;
%!     G(k) = -F(k);
%!     F = cast (F, cls{1});  G = cast (G, cls{1});
%!     T = ndsparse (F);  U = ndsparse (G);
%!     for j = 1:numel (ops)
%!       msg = sprintf ("seed %d, %s, op %s", seed, cls{1}, func2str (ops{j}));
%!       E = ops{j} (F, G);
%!       R = ops{j} (T, U);
%!       if (isa (R, "ndsparse"))
%!         check (isreal (R), isreal (E), [msg " isreal"]);
%!         R = full (R);
%!       endif
%!       check (R, E, msg, tol);
%!       narrowed += isreal (E) && ! isreal (F);
%!     endfor
%!   endfor
%! endfor
%! assert (narrowed > 100);   # the cases above do narrow, many times
