## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Differential tests of the reductions against the same reductions of full
## arrays: random shapes of rank 1-6 with size-1 and empty dims, NaN and Inf
## values, every dim, dims past ndims, vectors of dims and "all".

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

%!function R = seq_reduce (f, F, dims, extra)
%!  ## the oracle for a vector of dims: one dim after another
%!  R = F;
%!  for d = dims
%!    R = f (R, extra{:}, d);
%!  endfor
%!endfunction

%!test
%! funs = {@sum, @prod, @mean, @any, @all, @max, @min};
%! for trial = 1:250
%!   sz = rand_shape ();
%!   F = rand_full (sz, rand ());
%!   f = funs{randi (numel (funs))};
%!   name = func2str (f);
%!   extra = {};
%!   if (any (strcmp (name, {"max", "min"})))
%!     extra = {[]};
%!   elseif (any (strcmp (name, {"any", "all"})))
%!     F(isnan (F)) = 1;
%!   endif
%!   T = ndsparse (F);
%!   nd = numel (sz);
%!   d = randi (nd + 1);
%!   what = sprintf ("%s %s dim %d", name, mat2str (sz), d);
%!   check (f (T, extra{:}, d), f (F, extra{:}, d), what);
%!   dims = find (rand (1, nd) < 0.5);
%!   if (! isempty (dims) && ! isempty (F))
%!     ## mean: one division by the count against successive ones (absolute tol)
%!     check (f (T, extra{:}, dims), seq_reduce (f, F, dims, extra),
%!            sprintf ("%s %s dims %s", name, mat2str (sz), mat2str (dims)), 1e-12);
%!   endif
%!   if (! isempty (F))
%!     check (f (T, extra{:}, "all"), f (F(:), extra{:}, 1), [name " all"], 1e-12);
%!   endif
%!   if (any (strcmp (name, {"max", "min"})) && size (F, d) > 0)
%!     [r, i] = f (T, [], d);
%!     [er, ei] = f (F, [], d);
%!     check (r, er, [what " value"]);
%!     assert (i, ei);
%!   endif
%! endfor

%!test
%! ## empty tensors, with the default dim and dims 1-3: Octave reduces a 0x0 array
%! ## as 0x1 (sum is 0, mean NaN), except max and min, and mean's default dim is
%! ## the first longer than 1
%! shapes = {[0 0], [0 3], [3 0], [1 0], [0 1], [0 3 2], [0 0 2], [2 0 3], [1 1 0]};
%! for f = {@sum, @prod, @mean, @any, @all, @max, @min}
%!   extra = {};
%!   if (any (strcmp (func2str (f{1}), {"max", "min"})))
%!     extra = {[]};
%!   endif
%!   for q = 1:numel (shapes)
%!     for F = {zeros(shapes{q}), false(shapes{q})}
%!       T = ndsparse (F{1});
%!       what = sprintf ("%s %s %s", func2str (f{1}), class (F{1}), mat2str (shapes{q}));
%!       R = f{1} (T);
%!       assert (class (full (R)), class (f{1} (F{1})), what);
%!       check (R, f{1} (F{1}), what);
%!       for d = 1:3
%!         check (f{1} (T, extra{:}, d), f{1} (F{1}, extra{:}, d), sprintf ("%s dim %d", what, d));
%!       endfor
%!     endfor
%!   endfor
%!   ## a 0x0 view with a fixed dim, and one of a 0x0x1 tensor
%!   F = reshape (magic (4) > 5, 4, 2, 2);
%!   Ts = {ndsparse(F)(1:0, 1:0, 2), ndsparse([], [], [0 0 1])};
%!   Es = {F(1:0, 1:0, 2), zeros(0, 0)};    # the oracle of the same class
%!   for k = 1:2
%!     check (f{1} (Ts{k}), f{1} (Es{k}), [func2str(f{1}) " 0x0 view"]);
%!     check (f{1} (Ts{k}, extra{:}, 1), f{1} (Es{k}, extra{:}, 1),
%!            [func2str(f{1}) " 0x0 view, dim 1"]);
%!   endfor
%! endfor

%!test
%! ## over the leading dims, with enough entries for every thread: runs of one row
%! ## to four, NaN and Inf among the values
%! rand ("state", 7);
%! F = rand_full ([4 300 300], 0.6);
%! T = ndsparse (F);
%! G = reshape (F, 12, 30000);     # a matrix: rank 2 has its own loops
%! M = ndsparse (G);
%! for f = {@sum, @prod, @mean, @max, @min}
%!   extra = {};
%!   if (any (strcmp (func2str (f{1}), {"max", "min"})))
%!     extra = {[]};
%!   endif
%!   check (f{1} (T, extra{:}, 1), f{1} (F, extra{:}, 1), func2str (f{1}));
%!   check (f{1} (T, extra{:}, [1 2]), seq_reduce (f{1}, F, [1 2], extra),
%!          [func2str(f{1}) " dims 1:2"], 1e-12);
%!   check (f{1} (M, extra{:}, 1), f{1} (G, extra{:}, 1), [func2str(f{1}) " 2-D"]);
%! endfor

%!test
%! ## an extent past 2^32 along the reduced dim (cells counted in 32 bits elsewhere):
%! ## the same results as a small extent with implicit zeros too
%! s = [1 1; 2 10; 1 8; 3 2];
%! v = [1; -2; 3; -4];
%! big = s;
%! big(2:3, 2) = [5e9; 2^32 + 1];
%! T = ndsparse (big, v, [3 5e9]);
%! E = ndsparse (s, v, [3 10]);
%! [m, i] = max (T, [], 2);
%! assert (full (m), full (max (E, [], 2)));
%! assert (i, [2^32 + 1; 1; 1]);
%! [m, i] = min (T, [], 2);
%! assert (full (m), full (min (E, [], 2)));
%! assert (i, [2; 5e9; 2]);
%! assert (full (max (T, [], 2)), full (max (E, [], 2)));
%! assert (full (min (T, [], 2)), full (min (E, [], 2)));
%! assert (full (prod (T, 2)), zeros (3, 1));
%! assert (full (sum (T, 2)), full (sum (E, 2)));

%!test
%! ## cumsum along every dim
%! for trial = 1:100
%!   sz = rand_shape ();
%!   F = rand_full (sz, rand ());
%!   F(! isfinite (F)) = 1;
%!   d = randi (numel (sz) + 1);
%!   check (cumsum (ndsparse (F), d), cumsum (F, d), sprintf ("cumsum dim %d", d));
%! endfor

%!test
%! ## ties and implicit zeros resolve as Octave does
%! F = [0 -1 -1; -2 0 -2; 3 3 0; NaN 0 NaN; NaN NaN NaN];
%! T = ndsparse (F);
%! for d = 1:2
%!   [m, i] = max (T, [], d);
%!   [em, ei] = max (F, [], d);
%!   assert (full (m), em);
%!   assert (i, ei);
%!   [m, i] = min (T, [], d);
%!   [em, ei] = min (F, [], d);
%!   assert (full (m), em);
%!   assert (i, ei);
%! endfor

%!test
%! ## results are sparse and never hold explicit zeros; scalars when all is reduced
%! T = ndsparse ([1 1 1; 1 1 2; 3 4 5], [1; -1; 2], [3 4 5]);
%! S = sum (T, 3);
%! assert (isa (S, "ndsparse"));
%! assert (nnz (S), 1);
%! assert (size (S), [3 4]);
%! assert (sum (T, [1 2 3]), 2);
%! assert (isnumeric (sum (T, "all")) && ! isa (sum (T, "all"), "ndsparse"));
%! assert (islogical (any (T, 1)));
%! assert (size (sum (T, 7)), [3 4 5]);
%! big = ndsparse ([1 1 1; 2 2 2], [1; 2], [1e6 1e6 1e6]);
%! assert (nnz (sum (big, 1)), 2);
%! assert (max (big, [], "all"), 2);
%! assert (min (big, [], "all"), 0);
%! assert (prod (big, "all"), 0);

%!function same (R, E, what)
%!  if (! (isequaln (R, E) && strcmp (class (R), class (E))))
%!    error ("%s: %s %s against %s %s", what, class (R), mat2str (R), class (E), mat2str (E));
%!  endif
%!endfunction

%!test
%! ## max, min, any, all down the columns and along the rows (__nds_first__: one
%! ## pass over the runs of the entries or of the transpose's)
%! ## and max, min of two operands (__nds_pair__), against full () oracles:
%! ## NaN skipped unless a column is all NaN, implicit zeros counted, logical
%! ## tensors, N-d, views of views
%! seed = 3235;
%! rand ("seed", seed);
%! randn ("seed", seed);
%! shapes = {[4 3], [3 4 2], [2 2], [5 1 3], [1 4], [4 1], [0 3], [3 0 2]};
%! for is = 1:numel (shapes)
%!   for rep = 1:4
%!     sz = shapes{is};
%!     F = round (randn ([sz 1]) * 2) .* (rand ([sz 1]) < 0.6);
%!     F(rand (size (F)) < 0.15) = NaN;
%!     if (rep == 2 && columns (F) > 0)
%!       F(:, 1) = NaN;             # a column of NaN only
%!     elseif (rep == 3)
%!       F = (F > 0);
%!     endif
%!     T = ndsparse (F);
%!     if (rep == 4)
%!       T = T(:, :, :)(:, :, :);
%!     endif
%!     what = sprintf ("seed %d: %s rep %d", seed, mat2str (sz), rep);
%!     for f = {@max, @min, @any, @all}
%!       R = f{1} (T);
%!       E = f{1} (F);
%!       if (isa (R, "ndsparse"))
%!         check_storage (R, what);
%!         R = full (R);
%!       endif
%!       same (R, E, [what " " func2str(f{1})]);
%!       R = f{1} (T, 1);
%!       if (isa (R, "ndsparse"))
%!         R = full (R);
%!       endif
%!       same (R, f{1} (F, 1), [what " " func2str(f{1}) " dim 1"]);
%!       R = f{1} (T, 2);
%!       if (isa (R, "ndsparse"))
%!         check_storage (R, what);
%!         R = full (R);
%!       endif
%!       ## (Octave's all (F, 2) of a full matrix counts NaN false, its all (F, 1),
%!       ## all (F(1, :), 2) and all (sparse (F), 2) count it true, as ndsparse does)
%!       if (strcmp (func2str (f{1}), "all"))
%!         E = all (F != 0, 2);
%!       else
%!         E = f{1} (F, 2);
%!       endif
%!       same (R, E, [what " " func2str(f{1}) " dim 2"]);
%!     endfor
%!     for f = {@max, @min}
%!       G = round (randn ([sz 1]) * 2) .* (rand ([sz 1]) < 0.5);
%!       R = full (f{1} (T, ndsparse (G)));
%!       same (R, f{1} (double (F), G), what);
%!       same (full (f{1} (T, -1)), f{1} (double (F), -1), what);
%!       same (full (f{1} (2, T)), f{1} (2, double (F)), what);
%!     endfor
%!   endfor
%! endfor
%!test
%! ## sum (A) of a whole double matrix over its storage's kept column pointers
%! ## (nds_tensor_whole.cc, column_sums): empty first, inner and last columns,
%! ## columns that cancel to zero (no entry), calls again (the pointers kept), a
%! ## storage changed by assignment (new pointers), a view (the scan); bit for bit
%! ## the sum in order, against Octave's sum of the same sparse matrix
%! seed = 354;
%! rand ("seed", seed);
%! for trial = 1:12
%!   S = sprand (40, 300, 0.05);
%!   S(:, [1:2, 100:120, end-1:end]) = 0;
%!   S(3:4, 50) = [1.5; -1.5];
%!   A = ndsparse (S);
%!   msg = sprintf ("seed %d, trial %d", seed, trial);
%!   for rep = 1:3
%!     R = sum (A);
%!     assert (isequal (sparse (R), sum (S)), msg);
%!     assert (nnz (R), nnz (sum (S)), msg);
%!   endfor
%!   A(7, 300) = 2;
%!   S(7, 300) = 2;
%!   assert (isequal (sparse (sum (A)), sum (S)), msg);
%!   assert (isequal (sparse (sum (A(:, 2:end))), sum (S(:, 2:end))), msg);
%! endfor
%! assert (isequal (sparse (sum (ndsparse (sparse (5, 7)))), sparse (1, 7)));

%!test
%! ## sums along outer dims whose kept dim lies between reduced ones sort each block of
%! ## rows inside a one-thread region: a sort of more than 65536 rows there (its own
%! ## region, a dynamic loop) once ended the blocks' loop and crashed (issue 39)
%! seed = 39;
%! rand ("seed", seed);
%! n = 150000;
%! s = [randi(300, n, 1), randi(5000, n, 1), randi(3, n, 1)];
%! v = randi (9, n, 1);
%! T = ndsparse (s, v, [300 5000 3]);
%! E = accumarray (s(:,2), v, [5000 1])';
%! what = sprintf ("one block of 1.5e5 rows, seed %d", seed);
%! check (sum (T, [1 3]), E, what);
%! V = T(:, :, 2:3);                      # a view: the sort sees its 1e5 rows
%! in = s(:,3) >= 2;
%! check (sum (V, [1 3]), accumarray (s(in,2), v(in), [5000 1])', ["view, " what]);
%! ## under 1e5 rows in all (no threads) and a block of 8e4 of them
%! n = 95000;
%! s = [randi(300, n, 1), randi(3000, n, 1), randi(2, n, 1), 1 + (rand (n, 1) > 0.85)];
%! v = randi (9, n, 1);
%! T = ndsparse (s, v, [300 3000 2 2]);
%! E = accumarray (s(:,[2 4]), v, [3000 2]);
%! check (sum (T, [1 3]), reshape (E, [1 3000 1 2]), sprintf ("two blocks, seed %d", seed));

%!test
%! ## sum (A) and sum (A, 2) of double matrices bit for bit Octave's in-order sums of
%! ## the same sparse matrix and of full (A): columns of 0 to 90 entries (eight
%! ## columns summed at once, the longer ones' tails after), values whose sum depends
%! ## on the order (1e16 + 1 - 1e16), +-Inf and NaN, one row or one column, empty
%! ## dims, views of rows, of columns and of a view; single and complex values
%! seed = 3535;
%! rand ("seed", seed);
%! randn ("seed", seed);
%! pick = [1e16, -1e16, Inf, -Inf, NaN, 1, -1, 0.5];
%! for trial = 1:40
%!   m = randi ([0 90]);
%!   n = randi ([0 70]);
%!   if (trial <= 4)
%!     m = 1;
%!   elseif (trial <= 8)
%!     n = 1;
%!   endif
%!   F = zeros (m, n);
%!   k = rand (m, n) < rand ();
%!   F(k) = randn (nnz (k), 1);
%!   sp = k & rand (m, n) < 0.15;
%!   F(sp) = pick(randi (numel (pick), nnz (sp), 1));
%!   S = sparse (F);
%!   A = ndsparse (S);
%!   msg = sprintf ("seed %d, trial %d, %d x %d", seed, trial, m, n);
%!   for rep = 1:2                      # the second call: the kept pointers
%!     assert (isequaln (sparse (sum (A)), sum (S)), msg);
%!     assert (isequaln (sparse (sum (A, 2)), sum (S, 2)), msg);
%!   endfor
%!   if (m > 0 && n > 0)
%!     assert (isequaln (full (sum (A)), sum (F)), msg);
%!     assert (isequaln (full (sum (A, 2)), sum (F, 2)), msg);
%!   endif
%!   if (m > 1 && n > 1)
%!     V = A(2:end, :);
%!     W = V(:, 2:end);
%!     assert (isequaln (sparse (sum (V)), sum (S(2:end, :))), msg);
%!     assert (isequaln (sparse (sum (V, 2)), sum (S(2:end, :), 2)), msg);
%!     assert (isequaln (sparse (sum (W)), sum (S(2:end, 2:end))), msg);
%!     assert (isequaln (sparse (sum (W, 2)), sum (S(2:end, 2:end), 2)), msg);
%!     assert (isequaln (sparse (sum (A(:, 2:end))), sum (S(:, 2:end))), msg);
%!   endif
%!   if (m > 0 && n > 0)
%!     Fs = single (F);
%!     assert (isequaln (full (sum (single (A))), sum (Fs)), msg);
%!     assert (isequaln (full (sum (single (A), 2)), sum (Fs, 2)), msg);
%!     Z = complex (F, circshift (F, 1));
%!     Az = ndsparse (sparse (Z));
%!     assert (isequaln (sparse (sum (Az)), sum (sparse (Z))), msg);
%!     assert (isequaln (sparse (sum (Az, 2)), sum (sparse (Z), 2)), msg);
%!   endif
%! endfor

%!test
%! ## results cut to the count found (nds_head): min down columns of which k are
%! ## full (the others' min is an implicit zero, left out), so that k of 40 are kept
%! ## as a shallow slice (k >= 20), a copy (k < 20), none or all; double and complex;
%! ## row sums with rows that cancel; a kept result assigned into after, its operand
%! ## unchanged; against full () oracles
%! seed = 3941;
%! rand ("seed", seed);
%! randn ("seed", seed);
%! for k = [40 33 20 19 5 0]
%!   for cx = [false true]
%!     F = (1 + rand (4, 40)) .* (rand (4, 40) < 0.5);
%!     F(:, 1:k) = 1 + rand (4, k);
%!     if (cx)
%!       F = complex (F, (rand (4, 40) - 0.5) .* (F != 0));
%!     endif
%!     F = F(:, randperm (40));
%!     T = ndsparse (F);
%!     what = sprintf ("seed %d: k %d complex %d", seed, k, cx);
%!     R = min (T, [], 1);
%!     check_storage (R, what);
%!     assert (nnz (R), k, what);
%!     same (full (R), min (F, [], 1), [what " min"]);
%!     R(1, 40) = 7;
%!     E = min (F, [], 1);
%!     E(1, 40) = 7;
%!     same (full (R), E, [what " assigned"]);
%!     same (full (T), F, [what " operand"]);
%!     T3 = ndsparse (reshape (F, [4 8 5]));
%!     same (full (max (T3, [], 1)), max (reshape (F, [4 8 5]), [], 1), [what " 3-d max"]);
%!   endfor
%!   G = round (randn (40, 6) * 3) .* (rand (40, 6) < 0.6);
%!   G(1:40 - k, 2) = 0;
%!   G(1:40 - k, 3:4) = [1:40-k; -(1:40-k)]';
%!   G = G(randperm (40), :);
%!   R = sum (ndsparse (G), 2);
%!   check_storage (R, what);
%!   same (full (R), sum (G, 2), [what " row sums"]);
%! endfor
