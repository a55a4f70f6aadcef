## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Differential tests of the shape operations against the same operations on
## full arrays: random shapes of rank 1-6 with size-1 and empty dims.

%!function F = rand_full (sz, density)
%!  F = round (randn ([sz, 1, 1]) * 3) / 2 + 0;   # + 0: no -0
%!  F(rand (size (F)) > density) = 0;
%!  special = rand (size (F)) < 0.05;
%!  pick = [NaN, Inf, -Inf];
%!  F(special) = pick(1 + floor (3 * rand (nnz (special), 1)));
%!endfunction

%!function sz = rand_shape ()
%!  N = randi (6);
%!  sz = randi (4, 1, N);
%!  sz(rand (1, N) < 0.3) = 1;
%!  if (rand () < 0.1)
%!    sz(randi (N)) = 0;
%!  endif
%!endfunction

%!function check (R, E, what, tol = 0)
%!  if (isa (R, "ndsparse"))
%!    check_storage (R, what);
%!    R = full (R);
%!  endif
%!  try
%!    ## (assert (R, E, tol) compares neither, even with tol = 0)
%!    assert ({class(R), isreal(R)}, {class(E), isreal(E)});
%!    assert (R, E, tol);
%!  catch err
%!    error ("%s: %s", what, err.message);
%!  end_try_catch
%!endfunction

%!test
%! for trial = 1:200
%!   sz = rand_shape ();
%!   F = rand_full (sz, rand ());
%!   T = ndsparse (F);
%!   k = max (2, numel (sz)) + randi ([0 1]);
%!   p = randperm (k);
%!   check (permute (T, p), permute (F, p), ["permute " mat2str(p)]);
%!   check (ipermute (T, p), ipermute (F, p), ["ipermute " mat2str(p)]);
%!   n = numel (F);
%!   if (n > 0)
%!     f = factor (n);
%!     cut = randi (numel (f));
%!     nsz = [prod(f(1:cut)), prod(f(cut+1:end)), 1];
%!     check (reshape (T, nsz), reshape (F, nsz), ["reshape " mat2str(nsz)]);
%!   endif
%!   check (reshape (T, [], 1), F(:), "reshape to column");
%!   reps = randi ([0 2], 1, randi (4));
%!   reps(randi (numel (reps))) = randi ([3 9]);     # copies by several bits
%!   check (repmat (T, reps), repmat (F, reps), ["repmat " mat2str(reps)]);
%!   d = randi (numel (sz) + 1);
%!   check (flip (T, d), flip (F, d), sprintf ("flip %d", d));
%!   if (d <= ndims (F))
%!     sh = randi ([-5 5]);
%!     check (circshift (T, sh, d), circshift (F, sh, d), sprintf ("circshift %d", d));
%!   endif
%!   G = rand_full (sz, rand ());
%!   check (cat (d, T, G, ndsparse (F)), cat (d, F, G, F), sprintf ("cat %d", d));
%!   check (cat (d, T, G), cat (d, F, G), sprintf ("cat %d of two", d));
%!   check (cat (d, T > 0, ndsparse (G > 0)), cat (d, F > 0, G > 0),
%!          sprintf ("cat %d of two logical", d));
%!   if (numel (sz) <= 2)
%!     check (T.', F.', "transpose");
%!     check (T', F', "ctranspose");
%!     check ([T, G], [F, G], "horzcat");
%!     check ([T; G], [F; G], "vertcat");
%!   endif
%! endfor

%!test
%! ## reshape of enough entries for both threads (nds_reshape's team from 2.1e5
%! ## rows), in every rank pair the engine specializes (3 to 2, 2 to 3, 3 to 3) and
%! ## in others
%! rand ("state", 11);
%! F = rand_full ([60 70 80], 0.8);
%! T = ndsparse (F);
%! assert (nnz (T) > 2.2e5);
%! for nsz = {[4200 80], [60 5600], [80 70 60], [2 30 70 80], [7 10 6 8 10 2 5]}
%!   check (reshape (T, nsz{1}), reshape (F, nsz{1}), ["reshape " mat2str(nsz{1})]);
%! endfor
%! M = reshape (T, 4200, 80);
%! check (reshape (M, [60 70 80]), F, "reshape 2 to 3");
%! check (reshape (reshape (T, [2 30 70 80]), 4200, 80), reshape (F, 4200, 80),
%!        "reshape 4 to 2");

%!test
%! ## two-operand concatenations of enough entries for both threads, along every dim
%! ## of a matrix and of 3-D and 4-D tensors (the merges the engine specializes and
%! ## others), of equal operands (every row ties) and of different ones
%! rand ("state", 12);
%! F = rand_full ([60 70 80], 0.4);
%! G = rand_full ([60 70 80], 0.4);
%! T = ndsparse (F);
%! U = ndsparse (G);
%! for d = 1:4
%!   check (cat (d, T, T), cat (d, F, F), sprintf ("cat %d of T, T", d));
%!   check (cat (d, T, U), cat (d, F, G), sprintf ("cat %d of T, U", d));
%!   check (cat (d, U > 0, T > 0), cat (d, G > 0, F > 0), sprintf ("logical cat %d", d));
%! endfor
%! M = reshape (T, 4200, 80);
%! N = reshape (U, 4200, 80);
%! check ([M; N], [reshape(F, 4200, 80); reshape(G, 4200, 80)], "vertcat");
%! check ([M, N], [reshape(F, 4200, 80), reshape(G, 4200, 80)], "horzcat");
%! Q = reshape (T, [60 70 20 4]);
%! R = reshape (U, [60 70 20 4]);
%! for d = 1:3
%!   check (cat (d, Q, R), cat (d, reshape (F, [60 70 20 4]), reshape (G, [60 70 20 4])),
%!          sprintf ("cat %d of 4-D", d));
%! endfor

%!test
%! ## cat of double values where the processor's own merge takes them (AVX-512's
%! ## eight rows a step, AVX2's four: one or two dims above the cat's dim, runs of
%! ## about one row), against full's cat, with the portable merge too: ties
%! ## (T, T), an empty operand, size-1 dims, views of views, a logical and a full
%! ## operand beside an ndsparse one; each trial's seed in its message
%! old = __nds_config__ ("portable", false);
%! unwind_protect
%!   for seed = 1:40
%!     rand ("state", seed);
%!     randn ("state", seed);
%!     sz = [randi([1 40]), randi([1 6]), randi([1 30])];
%!     sz(rand (1, 3) < 0.15) = 1;
%!     F = rand_full (sz, 0.2 + 0.6 * rand ());
%!     G = rand_full (sz, 0.2 + 0.6 * rand ());
%!     T = ndsparse (F);
%!     U = ndsparse (G);
%!     ## a view of a view: a range of every dim, then of the first two again
%!     r = @(n) 1 + (n > 2):n;
%!     V = T(r(sz(1)), r(sz(2)), r(sz(3)));
%!     W = V(r(size (V, 1)), r(size (V, 2)), :);
%!     Fw = F(r(sz(1)), r(sz(2)), r(sz(3)));
%!     Fw = Fw(r(size (Fw, 1)), r(size (Fw, 2)), :);
%!     Gw = G(1:size (Fw, 1), 1:size (Fw, 2), 1:size (Fw, 3));
%!     Uw = U(1:size (Fw, 1), 1:size (Fw, 2), 1:size (Fw, 3));
%!     E = ndsparse (zeros (sz));
%!     L = ndsparse (G > 0);
%!     for d = 1:2
%!       what = sprintf ("seed %d, cat %d", seed, d);
%!       check (cat (d, T, U), cat (d, F, G), [what " of T, U"]);
%!       __nds_config__ ("portable", true);
%!       check (cat (d, T, U), cat (d, F, G), [what " of T, U, portable"]);
%!       __nds_config__ ("portable", false);
%!       check (cat (d, T, T), cat (d, F, F), [what " of T, T"]);
%!       check (cat (d, E, U), cat (d, zeros (sz), G), [what " of an empty, U"]);
%!       check (cat (d, W, Uw), cat (d, Fw, Gw), [what " of a view of a view, U"]);
%!       check (cat (d, T, L), cat (d, F, double (G > 0)), [what " of T, logical"]);
%!       check (cat (d, G, T), cat (d, G, F), [what " of a full, T"]);
%!     endfor
%!     M = reshape (T, sz(1) * sz(2), sz(3));
%!     N = reshape (U, sz(1) * sz(2), sz(3));
%!     check ([M; N], [reshape(F, [], sz(3)); reshape(G, [], sz(3))],
%!            sprintf ("seed %d, [M; N]", seed));
%!   endfor
%! unwind_protect_cleanup
%!   __nds_config__ ("portable", old);
%! end_unwind_protect

%!test
%! ## T(:) (the linear index, nds_reshape's reshape_linear) in ranks 1-6 with size-1
%! ## and empty dims, of a permuted view, of a range of that view, and of values
%! ## stored as given, zeros among them dropped
%! rand ("state", 13);
%! for trial = 1:150
%!   sz = rand_shape ();
%!   F = rand_full (sz, rand ());
%!   T = ndsparse (F);
%!   check (T(:), F(:), "T(:)");
%!   p = randperm (max (2, numel (sz)));
%!   P = permute (T, p);
%!   G = permute (F, p);
%!   check (P(:), G(:), ["permuted T(:) " mat2str(p)]);
%!   idx = repmat ({":"}, 1, ndims (G));
%!   d = randi (ndims (G));
%!   idx{d} = 1:2:size (G, d);
%!   V = P(idx{:});
%!   check (V(:), G(idx{:})(:), "a view's T(:)");
%! endfor
%! T = ndsparse ([1 1 1; 2 3 1; 1 2 2], [0; 4; 5], [2 3 2]);
%! check (T(:), full (T)(:), "T(:) with a zero given");
%! assert (nnz (T(:)), 2);

%!test
%! ## the largest linear index that fits in 64 bits, 2^64 - 2: decoded exactly
%! sz = [2^32-1, 2^32+1];             # 2^64 - 1 elements
%! T = ndsparse ([2^32-1 2^32+1; 1 1; 2 1], [3; 4; 5], sz);
%! [s, v] = find (reshape (T, 2^32+1, 2^32-1));
%! assert (s, [1 1; 2 1; 2^32+1 2^32-1]);
%! assert (v, [4; 5; 3]);
%! [s, v] = find (reshape (T, [641, 6700417, 2^32-1]));
%! assert (s, [1 1 1; 2 1 1; 641 6700417 2^32-1]);
%! assert (v, [4; 5; 3]);

%!test
%! ## orders kept without a sort, and large coordinates
%! T = ndsparse ([1 2 1; 2 1 3], [5; 6], [2 2 3]);
%! assert (full (permute (T, [1 2 4 3])), permute (full (T), [1 2 4 3]));
%! big = ndsparse ([2^40 1; 1 2^40], [1; 2], [2^40 2^40]);
%! P = permute (big, [2 1]);
%! [s, v] = find (P);
%! assert (s, [2^40 1; 1 2^40]);
%! assert (v, [2; 1]);
%! C = cat (1, big, big);
%! assert (size (C), [2^41 2^40]);
%! assert (nnz (C), 4);

%!test
%! ## the sort that permute and cumsum use takes the columns in order, with no copy:
%! ## the same as sorting the permuted copy; left-out columns are singleton dims
%! for trial = 1:20
%!   sz = randi (30, 1, 4);
%!   s = int64 (unique (ceil (rand (200, 4) .* sz), "rows"));
%!   s = s(randperm (rows (s)), :);
%!   v = rand (rows (s), 1);
%!   p = randperm (4);
%!   [a, b] = __nds_sort__ (s, v, sz(p), p);
%!   [c, d] = __nds_sort__ (s(:, p), v, sz(p));
%!   assert (a, c);
%!   assert (b, d);
%!   s(:, 3) = 1;
%!   s = unique (s, "rows");
%!   q = [2 4 1];
%!   [a, b] = __nds_sort__ (s, s(:, 1) > 5, sz(q), q);
%!   [c, d] = __nds_sort__ (s(:, q), s(:, 1) > 5, sz(q));
%!   assert (a, c);
%!   assert (b, d);
%! endfor
%!error id=ndsparse:internal __nds_sort__ (int64 ([1 1]), 1, [2 2], [1 1])
%!error id=ndsparse:internal __nds_sort__ (int64 ([1 1]), 1, [2 2], [1 3])
%!error id=ndsparse:internal __nds_sort__ (int64 ([1 1]), 1, [2 2], [1 2 3])

%!error id=ndsparse:dims ndsparse ([1 1 2], 1, [2 2 2]).'
## the [A, B] syntax wraps a method's error into "ndsparse/horzcat method failed"
%!error id=ndsparse:size horzcat (ndsparse ([1 1], 1, [2 2]), ones (3, 1))
%!error id=ndsparse:size vertcat (ndsparse ([1 1], 1, [2 2]), ones (1, 3))
%!error <horzcat method failed> [ndsparse([1 1], 1, [2 2]), ones(3, 1)]
%!error id=ndsparse:perm permute (ndsparse ([1 1 1], 1, [2 2 2]), [1 2 2])

%!test
%! ## a transposed or permuted view read again: the sorted entries kept with the
%! ## storage the first time; a changed storage sorts again; part views do not share
%! rand ("seed", 36);
%! S = sprand (50, 40, 0.2);
%! A = ndsparse (S);
%! F = full (S);
%! z = rand (50, 1);
%! for k = 1:3
%!   assert (full (A'), F');
%!   assert (A' * z, F' * z, 1e-12);
%! endfor
%! B = A;
%! B(3, 4) = 7;
%! G = F;
%! G(3, 4) = 7;
%! assert (full (B'), G');
%! assert (full (A'), F');
%! B(:, 2) = 0;
%! G(:, 2) = 0;
%! assert (full (B.'), G.');
%! T = ndsprand ([5 6 7], 0.3, 36);
%! P = permute (T, [3 1 2]);
%! for k = 1:2
%!   assert (full (P), permute (full (T), [3 1 2]));
%!   assert (full (sum (P, 1)), sum (permute (full (T), [3 1 2]), 1), 1e-12);
%! endfor
%! Q = permute (T(2:4, :, :), [3 1 2]);
%! assert (full (Q), permute (full (T)(2:4, :, :), [3 1 2]));
%! L = ndsparse (F > 0.5);
%! assert (full (L'), (F > 0.5)');
%! assert (full (L'), (F > 0.5)');
