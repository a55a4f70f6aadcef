## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Differential tests of the CSC and contraction kernels against dense oracles:
## the same operation on full (T) with reshape, permute and matrix products, on
## random tensors of 1 to 5 dims with size-1 dims, empty and logical tensors.

%!function [T, A] = rand_tensor (sz, density, islog)
%!  A = reshape (full (sprand (prod (sz), 1, density)), [sz, 1, 1]);
%!  if (islog)
%!    A = A != 0;
%!  endif
%!  lin = find (A(:));
%!  subs = cell (1, numel (sz));
%!  [subs{:}] = ind2sub ([sz, 1], lin);
%!  T = ndsparse ([subs{:}], A(lin)(:), sz);
%!endfunction

## mode-n unfolding of the full array A of N dims (size sz)
%!function M = unfold_full (A, sz, n)
%!  N = numel (sz);
%!  M = reshape (permute (A, [n, 1:n-1, n+1:max(N, 2)]), sz(n), []);
%!endfunction

## its inverse, size sz with sz(n) replaced
%!function A = fold_full (M, sz, n)
%!  N = numel (sz);
%!  p = [n, 1:n-1, n+1:max(N, 2)];
%!  sz(end+1) = 1;
%!  A = ipermute (reshape (M, [sz(p), 1]), p);
%!endfunction

%!function sz = rand_size (N)
%!  sz = randi (4, 1, N);
%!  sz(randi (N)) = 1 + (N == 1);        # a size-1 dim (kept 2 when N is 1)
%!endfunction

%!test
%! ## ttv and ttm on every mode, against the unfolded dense product
%! for trial = 1:12
%!   N = 1 + mod (trial - 1, 5);
%!   sz = rand_size (N);
%!   [T, A] = rand_tensor (sz, 0.4, trial > 10);
%!   A = double (A);
%!   for n = 1:N
%!     v = randn (sz(n), 1);
%!     y = fold_full (v.' * unfold_full (A, sz, n), [sz(1:n-1), 1, sz(n+1:end)], n);
%!     if (N > 1)
%!       assert (full (ttv (T, v, n)), reshape (y, [sz([1:n-1, n+1:N]), 1, 1]), 1e-12);
%!     else
%!       assert (ttv (T, v, n), y, 1e-12);
%!     endif
%!     J = randi (3);
%!     M = randn (J, sz(n));
%!     Y = fold_full (M * unfold_full (A, sz, n), [sz(1:n-1), J, sz(n+1:end)], n);
%!     assert (full (ttm (T, M, n)), Y, 1e-12);
%!     assert (full (ttm (T, M.', n, "t")), Y, 1e-12);
%!   endfor
%! endfor

%!test
%! ## very sparse tensors: the grouped (fiber) path rather than the full accumulator
%! for trial = 1:4
%!   sz = [40 50 30 2](1:2+mod (trial, 3));
%!   [T, A] = rand_tensor (sz, 0.003, false);
%!   N = numel (sz);
%!   for n = 1:N
%!     v = randn (sz(n), 1);
%!     y = fold_full (v.' * unfold_full (A, sz, n), [sz(1:n-1), 1, sz(n+1:end)], n);
%!     Y = ttv (T, v, n);
%!     assert (isa (Y, "ndsparse"));
%!     assert (full (Y), reshape (y, [sz([1:n-1, n+1:N]), 1, 1]), 1e-12);
%!     M = randn (3, sz(n));
%!     Z = fold_full (M * unfold_full (A, sz, n), [sz(1:n-1), 3, sz(n+1:end)], n);
%!     assert (full (ttm (T, M, n)), Z, 1e-12);
%!   endfor
%! endfor

%!test
%! ## one entry per mode-n fiber and a tall matrix: grouped, with a full result
%! for n = 1:3
%!   sz = [3 4 5];
%!   others = setdiff (1:3, n);
%!   [i, j] = ndgrid (1:sz(others(1)), 1:sz(others(2)));
%!   subs = zeros (numel (i), 3);
%!   subs(:, others) = [i(:), j(:)];
%!   subs(:, n) = randi (sz(n), numel (i), 1);
%!   T = ndsparse (subs, rand (numel (i), 1) + 1, sz);
%!   A = full (T);
%!   M = randn (6, sz(n));
%!   Y = ttm (T, M, n);
%!   assert (isnumeric (Y) && ! isa (Y, "ndsparse"));
%!   assert (Y, fold_full (M * unfold_full (A, sz, n), [sz(1:n-1), 6, sz(n+1:end)], n), 1e-12);
%! endfor

%!test
%! ## a sparse ttm result large enough to be written by both threads in blocks of
%! ## whole fiber runs: the entries of the dense product, in storage order
%! seed = 26;
%! rand ("seed", seed); randn ("seed", seed);
%! sz = [40 500 400];
%! n = 4e4;
%! s = [randi(sz(1), n, 1), randi(sz(2), n, 1), randi(sz(3), n, 1)];
%! v = rand (n, 1);
%! T = ndsparse (s, v, sz);
%! M = randn (8, sz(1));
%! M(:, 5) = 0;
%! Y = ttm (T, M, 1);
%! assert (isa (Y, "ndsparse"), "seed %d: a sparse result expected", seed);
%! check_storage (Y, sprintf ("ttm, seed %d", seed));
%! ## the oracle: Octave's sparse mode-1 unfolding times M
%! E = M * sparse (s(:, 1), s(:, 2) + sz(2) * (s(:, 3) - 1), v, sz(1), sz(2) * sz(3));
%! [ys, yv] = find (Y);
%! [r, c, ev] = find (E);
%! assert (isequal ([ys(:, 1), ys(:, 2) + sz(2) * (ys(:, 3) - 1)], [r, c]),
%!         "seed %d: the stored cells differ from the product's nonzeros", seed);
%! assert (yv, ev, 1e-12);

%!test
%! ## mttkrp on every mode, against the unfolding times the Khatri-Rao product
%! for trial = 1:10
%!   N = 1 + mod (trial - 1, 5);
%!   sz = rand_size (N);
%!   [T, A] = rand_tensor (sz, 0.5, trial == 10);
%!   A = double (A);
%!   R = randi (4);
%!   U = arrayfun (@(d) randn (sz(d), R), 1:N, "uniformoutput", false);
%!   for n = 1:N
%!     K = ones (1, R);
%!     for d = [1:n-1, n+1:N]
%!       K = reshape (permute (U{d}, [3 1 2]) .* permute (K, [1 3 2]), [], R);
%!     endfor
%!     assert (mttkrp (T, U, n), unfold_full (A, sz, n) * K, 1e-12);
%!   endfor
%! endfor

%!function sz = size_n (Y, N)
%!  sz = size (Y);
%!  sz(end+1:N) = 1;
%!  sz = sz(1:N);
%!endfunction

%!test
%! ## the one-pass TTM chain (Tucker's kernel) on every mode, against the chain of
%! ## dense products on full (T): ranks 1 to 3, identity modes, size-1 modes, views
%! seed = 3607; randn ("seed", seed); rand ("seed", seed);
%! for trial = 1:15
%!   N = 1 + mod (trial - 1, 5);
%!   sz = rand_size (N);
%!   [T, A] = rand_tensor (sz, 0.5, false);
%!   if (trial > 10)
%!     ## duplicates summed on the way in, then a view of a view (a range in
%!     ## the first dim, then all but the last index of the last dim)
%!     sz = sz + 1;
%!     T = ndsparse ([ones(2, N); randi(2, 4, N)], [2; 3; randn(4, 1)], sz);
%!     A = full (T);
%!     i1 = repmat ({":"}, 1, N); i1{1} = 2:sz(1);
%!     i2 = repmat ({":"}, 1, N); i2{N} = 1:sz(N) - 1;
%!     T = T(i1{:});
%!     T = T(i2{:});
%!     A = A(i1{:});
%!     A = A(i2{:});
%!     sz(1) -= 1; sz(N) -= 1;
%!     assert (full (T), A);
%!   endif
%!   [s, x, shape] = __nds_entries__ (T);
%!   U = arrayfun (@(d) randn (sz(d), randi (3)), 1:N, "uniformoutput", false);
%!   for n = 1:N
%!     V = U;
%!     V(rand (1, N) < 0.3) = {[]};         # some identities
%!     Y = A;
%!     for d = [1:n-1, n+1:N]
%!       if (! isempty (V{d}))
%!         Y = fold_full (V{d}.' * unfold_full (Y, size_n (Y, N), d),
%!                        [size_n(Y, N)(1:d-1), columns(V{d}), size_n(Y, N)(d+1:N)], d);
%!       endif
%!     endfor
%!     E = unfold_full (Y, size_n (Y, N), n);
%!     V(end+1:numel (shape)) = {[]};      # a 1-D tensor's trailing dim
%!     G = __nds_ttmc__ (s, x, shape, V, n).';
%!     assert (isequal (size (G), size (E)) && max (abs (G(:) - E(:))) <= 1e-12,
%!             "seed %d trial %d mode %d: the TTM chain differs", seed, trial, n);
%!   endfor
%! endfor

%!test
%! ## enough work for a team of threads (rows summed by one thread each, in order)
%! seed = 3609; rand ("seed", seed);
%! sz = [300 40 50];
%! T = ndsprand (sz, 0.05);
%! A = full (T);
%! [s, x, shape] = __nds_entries__ (T);
%! U = {rand(300, 3), rand(40, 4), rand(50, 5)};
%! for n = 1:3
%!   Y = A;
%!   for d = [1:n-1, n+1:3]
%!     Y = fold_full (U{d}.' * unfold_full (Y, size_n (Y, 3), d),
%!                    [size_n(Y, 3)(1:d-1), columns(U{d}), size_n(Y, 3)(d+1:3)], d);
%!   endfor
%!   assert (__nds_ttmc__ (s, x, shape, U, n).', unfold_full (Y, size_n (Y, 3), n), 1e-11);
%! endfor
%! ## an empty tensor; a rank-0 factor (an empty result)
%! e = zeros (0, 3, "int64");
%! assert (__nds_ttmc__ (e, zeros (0, 1), [2 3 4], {[], rand(3, 2), rand(4, 3)}, 1), zeros (6, 2));
%! assert (size (__nds_ttmc__ (e, zeros (0, 1), [2 3 4], {[], rand(3, 2), zeros(4, 0)}, 1)), [0 2]);
%!error id=ndsparse:toolarge __nds_ttmc__ (zeros (0, 3, "int64"), zeros (0, 1), [2^31 2^31 2^31], {[], [], []}, 1)

%!test
%! ## unfold on every split, innerprod, norm, collapse, scale
%! for trial = 1:10
%!   N = 1 + mod (trial - 1, 5);
%!   sz = rand_size (N);
%!   [T, A] = rand_tensor (sz, 0.4, trial > 8);
%!   p = randperm (N);
%!   k = randi (N + 1) - 1;
%!   S = unfold (T, p(1:k), p(k+1:end));
%!   assert (double (S), sparse (reshape (permute (double (A), [p, N+1:N+2]), prod (sz(p(1:k))), [])));
%!   assert (islogical (S), islogical (T));
%!   A = double (A);
%!   [U, B] = rand_tensor (sz, 0.4, false);
%!   assert (innerprod (T, U), A(:).' * B(:), 1e-12);
%!   assert (innerprod (T, B), A(:).' * B(:), 1e-12);
%!   assert (norm (T), norm (A(:)), 1e-12);
%!   d = p(1:k);
%!   C = A;
%!   for dd = d
%!     C = sum (C, dd);
%!   endfor
%!   if (k == N)
%!     assert (collapse (T, d), sum (A(:)), 1e-12);
%!   else
%!     rest = setdiff (1:N, d);
%!     assert (full (collapse (T, d)), reshape (C, [sz(rest), 1, 1]), 1e-12);
%!     S = rand ([sz(rest), 1, 1]);
%!     assert (full (scale (T, S, rest)), A .* reshape (S, [sz .^ ismember(1:N, rest), 1]), 1e-12);
%!   endif
%! endfor

%!test
%! ## ttt contractions and outer products against the dense product of unfoldings
%! for trial = 1:8
%!   NA = randi (3); NB = randi (3);
%!   c = randi (min (NA, NB) + 1) - 1;
%!   sa = randi (3, 1, NA); sb = randi (3, 1, NB);
%!   pa = randperm (NA); pb = randperm (NB);
%!   sb(pb(1:c)) = sa(pa(1:c));
%!   [TA, A] = rand_tensor (sa, 0.5, false);
%!   [TB, B] = rand_tensor (sb, 0.5, false);
%!   fa = setdiff (1:NA, pa(1:c)); fb = setdiff (1:NB, pb(1:c));
%!   MA = reshape (permute (A, [fa, pa(1:c), NA+1:NA+2]), prod (sa(fa)), []);
%!   MB = reshape (permute (B, [pb(1:c), fb, NB+1:NB+2]), prod (sb(pb(1:c))), []);
%!   C = ttt (TA, TB, pa(1:c), pb(1:c));
%!   if (isempty ([fa fb]))
%!     assert (C, MA * MB, 1e-12);
%!   else
%!     assert (full (C), reshape (MA * MB, [sa(fa), sb(fb), 1, 1]), 1e-12);
%!   endif
%! endfor

%!test
%! ## 2-D products both sides, with a size-1 and an empty dim
%! for sz = {[5 7], [1 6], [6 1], [0 4]}
%!   [T, A] = rand_tensor (sz{1}, 0.5, false);
%!   X = randn (sz{1}(2), 3);
%!   Z = randn (2, sz{1}(1));
%!   assert (T * X, A * X, 1e-12);
%!   assert (Z * T, Z * A, 1e-12);
%!   assert (full (T * sparse (X)), A * X, 1e-12);
%!   assert (sparse (T), sparse (A));
%! endfor

%!test
%! ## large coordinates: no dense intermediate, keys near 2^62 and past 2^64
%! T = ndsparse ([1 1 1; 3e6 2e6 5; 7 2e6 5], [1; 2; 3], [3e6 2e6 5]);
%! y = ttv (T, [1; 2; 3; 4; 5], 3);
%! assert (isa (y, "ndsparse"));
%! [s, v] = find (y);
%! assert ([s, v], [1 1 1; 7 2e6 15; 3e6 2e6 10]);
%! W = ndsparse ([1 1 1 1; 5e6 4e6 3e6 2], [1; 2], [5e6 4e6 3e6 2]);
%! Y = ttm (W, [1 2; 3 4], 4);
%! [s, v] = find (Y);
%! assert ([s, v], [1 1 1 1 1; 5e6 4e6 3e6 1 4; 1 1 1 2 3; 5e6 4e6 3e6 2 8]);
%! assert (isequal (ttv (W, {[1 1], ones(3e6, 1)}, [4 3]), ndsparse ([1 1; 5e6 4e6], [1; 2], [5e6 4e6])));
%! assert (norm (W), sqrt (5));

%!test
%! ## views and pending assignments, once the branches providing them are merged
%! if (! any (strcmp (methods ("ndsparse"), "subsasgn")))
%!   return;
%! endif
%! [T, A] = rand_tensor ([4 5 3], 0.4, false);
%! T(2, 3, 1) = 7; A(2, 3, 1) = 7;
%! T(1, 1, 3) = 0; A(1, 1, 3) = 0;
%! v = randn (5, 1);
%! assert (full (ttv (T, v, 2)), squeeze (sum (A .* v.', 2)), 1e-12);
%! assert (norm (T), norm (A(:)), 1e-12);
%! V = T(2:4, :, 2);
%! B = A(2:4, :, 2);
%! assert (sparse (V), sparse (B));
%! assert (V * v, B * v, 1e-12);
%! assert (unfold (T(:, 2:3, :), 3), sparse (reshape (permute (A(:, 2:3, :), [3 1 2]), 3, [])));
%! assert (innerprod (V, ndsparse (B)), sum (B(:) .^ 2), 1e-12);

## A' * B and A * B of two ndsparse on a team of two (NDS_THREADS=2, in a child
## process: the team is fixed at a process's first call) against Octave's products,
## bit for bit: values of many digits in products of more than 8192 multiply-adds
## (the engine's Gustavson on two threads over ranges of B's columns, each column's
## adds in Octave's order), B of random columns, of mostly empty ones, of one
## column with nearly all the terms, and a view
%!test
%! code = ["seed = 3538; rand ('seed', seed); randn ('seed', seed); bad = {};" ...
%!         "for t = 1:4;" ...
%!         "  m = 300; n = [40, 60, 30, 1](t);" ...
%!         "  S = sprandn (m, 400, 0.3); S2 = sprandn (m, n, 0.4);" ...
%!         "  if (t == 2) S2(:, rand (1, n) < 0.8) = 0; endif;" ...
%!         "  if (t == 3) S2(:, 2:end) = sprandn (m, n - 1, 0.002); endif;" ...
%!         "  A = ndsparse (S); B = ndsparse (S2);" ...
%!         "  if (sum ((S != 0), 2)' * sum ((S2 != 0), 2) <= 8192) bad{end+1} = sprintf ('small %d', t); endif;" ...
%!         "  if (! isequal (sparse (A' * B), S' * S2)) bad{end+1} = sprintf ('At*B %d', t); endif;" ...
%!         "  if (! isequal (sparse (A(:, 2:end)' * B), S(:, 2:end)' * S2)) bad{end+1} = sprintf ('view %d', t); endif;" ...
%!         "  if (! isequal (sparse (B' * A), S2' * S)) bad{end+1} = sprintf ('Bt*A %d', t); endif;" ...
%!         "endfor;" ...
%!         "printf ('bad: %s.\\n', strjoin (bad, ', '));"];
%! setenv ("NDS_THREADS", "2");
%! unwind_protect
%!   [st, out] = nds_child (code);
%! unwind_protect_cleanup
%!   unsetenv ("NDS_THREADS");
%! end_unwind_protect
%! assert (st, 0, out);
%! assert (strtrim (out), "bad: .");
