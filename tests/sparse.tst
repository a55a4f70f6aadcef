## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## sparse (T): Octave's sparse matrix of a tensor of at most two dimensions, by the
## method @ndsparse/sparse (its compiled front calls __nds_sparse__; other calls
## with a tensor among the arguments are the builtin's) or by Octave's builtin
## sparse, which answers it from the value type itself (islogical, iscomplex,
## isnumeric, true while it runs, and sparse_matrix_value of octave_ndsparse in
## src/value/nds_type.cc): the tests of both paths.

%!test
%! T = ndsparse ([1 2; 3 1], [4; 5], [3 2]);
%! S = sparse (T);
%! assert (issparse (S));
%! assert (S, sparse ([1 3], [2 1], [4 5], 3, 2));
%! assert (full (S), full (T));
%! L = sparse (ndsparse ([1 1; 2 2], true));
%! assert (islogical (L));
%! assert (size (sparse (ndsparse ([], [], [0 4]))), [0 4]);
%! assert (full (sparse (ndsparse ([2; 4], [1; 2], 5))), [0; 1; 0; 2; 0]);
%! assert (sparse (ndsparse ([2 1 1; 1 3 1], [1; 2], [2 3 1])), sparse ([2 1], [1 3], [1 2], 2, 3));
%!test
%! A = sprand (30, 20, 0.2);
%! assert (sparse (ndsparse (A)), A);
%!error id=ndsparse:dims sparse (ndsparse ([1 1 2], 1))
%!error <sparse \(T.'\).'> sparse (ndsparse ([1 5e8], 1, [2 1e9]))
%!test
%! ## the transposed split of a 2x1e9 matrix has two columns
%! S = sparse (ndsparse ([1 5e8; 2 7], [3; 4], [2 1e9]).');
%! assert (size (S), [1e9 2]);
%! assert (nnz (S), 2);
%! ## find, not S(rows, :): Octave's row index of a 1e9-row matrix takes 8 GB
%! [i, j, v] = find (S);
%! assert ([i, j, v], [5e8 1 3; 7 2 4]);
%!test
%! ## views, a permuted view (its sort kept for the next call), logical, hidden dims
%! A = ndsprand ([40 30], 0.2, 35);
%! F = full (A);
%! assert (sparse (A(:, 3:20)), sparse (F(:, 3:20)));
%! assert (sparse (A(5, :)), sparse (F(5, :)));
%! At = A.';
%! assert (sparse (At), sparse (F.'));
%! assert (sparse (At), sparse (F.'));
%! assert (sparse (A > 0.5), sparse (F > 0.5));
%! T = ndsprand ([4 5 6], 0.3, 36);
%! assert (sparse (T(:, :, 2)), sparse (full (T)(:, :, 2)));
%!test
%! ## the column pointers, counted: empty first, inner and last columns, complex
%! rand ("seed", 351);
%! S = sprand (50, 400, 0.01);
%! S(:, [1:3, 200:210, end-2:end]) = 0;
%! assert (sparse (ndsparse (S)), S);
%! assert (sparse (ndsparse (S).'), S.');
%! Z = S + 2i * S;
%! assert (sparse (ndsparse (Z)), Z);
%! assert (sparse (ndsparse (sparse (3, 5))), sparse (3, 5));
%!function check (S, R, msg)
%!  assert (isequal (S, R) && issparse (S) && strcmp (class (S), class (R)), msg);
%!endfunction
%!test
%! ## a view that is a block of the storage is read from the storage itself: column
%! ## ranges, single columns (a hidden dim), slices of 3-D and 4-D storage, views of
%! ## views, pending assignments, every class of values; against the full array
%! seed = 37;
%! rand ("seed", seed);
%! for trial = 1:40
%!   F = rand (7, 9, 5) .* (rand (7, 9, 5) < 0.4);
%!   switch (mod (trial, 4))
%!     case 1
%!       F = F > 0.5;
%!     case 2
%!       F = F + 1i * (F > 0.6);
%!     case 3
%!       F = single (F);
%!   endswitch
%!   T = ndsparse (F);
%!   if (trial > 20)
%!     T(3, 4, 2) = 1;
%!     F(3, 4, 2) = 1;
%!   endif
%!   k = randi (5);
%!   a = randi (9);
%!   b = randi ([a 9]);
%!   M = reshape (F, 7, []);
%!   A = reshape (T, 7, []);
%!   c = randi (45);
%!   e = randi ([c 45]);
%!   msg = sprintf ("seed %d, trial %d", seed, trial);
%!   check (sparse (T(:, :, k)), sparse (F(:, :, k)), msg);
%!   check (sparse (T(:, a:b, k)), sparse (F(:, a:b, k)), msg);
%!   check (sparse (A(:, c:e)), sparse (M(:, c:e)), msg);
%!   check (sparse (A(:, c)), sparse (M(:, c)), msg);
%!   V = A(:, c:e);
%!   check (sparse (V(:, 1:end-1)), sparse (M(:, c:e-1)), msg);
%!   check (sparse (ndsparse (reshape (F, 7, 9, 5, 1))(:, :, k, 1)), sparse (F(:, :, k)), msg);
%!   check (sparse (T(:, a, k)), sparse (F(:, a, k)), msg);
%! endfor
%!error <T has 3 dimensions \(size \[1 1 2\]\)> sparse (ndsparse ([1 1 2], 1))
%!test
%! ## the method's and the builtin's paths: the class of the values as builtins
%! ## read it, single values become double, the result a plain sparse matrix of
%! ## the right class
%! T = ndsparse ([1 2; 3 1], single ([4; 5]), [3 2]);
%! S = sparse (T);
%! assert (class (S), "double");
%! assert (builtin ("sparse", T), S);
%! L = ndsparse ([1 1; 2 2], [true; true]);
%! assert (builtin ("sparse", L), sparse (L));
%! assert (class (builtin ("sparse", L)), "logical");
%! C = ndsparse ([1 1; 2 2], [1i; 2], [2 3]);
%! assert (builtin ("sparse", C), sparse (C));
%! assert (issparse (S));
%! assert (S, sparse ([1 3], [2 1], [4 5], 3, 2));
%! ## outside sparse, Octave's internals see an object, not an array of theirs
%! for U = {T, ndsparse([1 1; 2 2], [true; true]), ndsparse([1 1], 2i, [2 2]), ndsparse([1 1], 2)}
%!   assert (cellfun ("islogical", U), false);
%!   assert (cellfun ("isnumeric", U), false);
%!   assert (cellfun ("isreal", U), false);
%! endfor
%! assert (class (sparse (ndsparse ([1 1; 2 2], [true; true]))), "logical");
%! Z = sparse (ndsparse ([1 1; 2 2], [1i; 2], [2 3]));
%! assert (iscomplex (Z) && issparse (Z));
%! assert (Z, sparse ([1 2], [1 2], [1i 2], 2, 3));
%! ## a complex tensor whose imaginary parts are all zero narrows, as Octave's do
%! assert (isreal (sparse (ndsparse ([1 1], complex (3, 0), [2 2]))));
%!test
%! ## pending assignments are settled in the value itself, once
%! rand ("seed", 352);
%! F = sprand (20, 30, 0.1);
%! T = ndsparse (F);
%! T(4, 5) = 7;
%! F(4, 5) = 7;
%! assert (sparse (T), F);
%! assert (sparse (T), F);
%! assert (full (T), full (F));
%!error <Invalid call to sparse> sparse ()
%!error sparse (ndsparse ([1 1], 1), 2, 3, 4, 5, 6, 7)
%!test
%! ## the matrix of a whole 2-D storage kept with it (nds_tensor_whole.cc, csc_keep):
%! ## sparse (A) again, column ranges of it (after a whole call, or the second
%! ## range read of a storage), every value class, a storage changed by assignment
%! ## or by pending entries (a new storage: never the old matrix), a returned matrix
%! ## changed by the caller (the kept one unchanged), values sharing one storage
%! seed = 353;
%! rand ("seed", seed);
%! for trial = 1:24
%!   F = sprand (15, 12, 0.3);
%!   switch (mod (trial, 3))
%!     case 1
%!       F = F > 0.5;
%!     case 2
%!       F = F + 1i * (F > 0.6);
%!   endswitch
%!   A = ndsparse (F);
%!   B = A;
%!   msg = sprintf ("seed %d, trial %d", seed, trial);
%!   a = randi (12);
%!   b = randi ([a 12]);
%!   if (mod (trial, 2))
%!     check (sparse (A), F, msg);
%!   endif
%!   check (sparse (A(:, a:b)), F(:, a:b), msg);
%!   check (sparse (B(:, a:b)), F(:, a:b), msg);
%!   check (sparse (A(:, b:end)), F(:, b:end), msg);
%!   S = sparse (A);
%!   S(1, 1) = 1 - S(1, 1);
%!   check (sparse (B), F, msg);
%!   check (sparse (A(:, 1:a)), F(:, 1:a), msg);
%!   A(2, a) = 1;
%!   F(2, a) = 1;
%!   check (sparse (A(:, a:b)), F(:, a:b), msg);
%!   check (sparse (A), F, msg);
%!   check (sparse (B), sparse (full (B)), msg);
%!   A(:, b) = 0;
%!   F(:, b) = 0;
%!   check (sparse (A(:, a:b)), F(:, a:b), msg);
%!   check (sparse (A), F, msg);
%! endfor
%! ## empty column ranges, a 1-column storage, a storage with no entries
%! A = ndsparse (sprand (9, 6, 0.5));
%! F = sparse (full (A));
%! sparse (A);
%! check (sparse (A(:, 3:2)), F(:, 3:2), "empty range");
%! check (sparse (A(:, 6)), F(:, 6), "last column");
%! C = ndsparse ([2 1; 5 1], [1; 2], [6 1]);
%! check (sparse (C), sparse ([2 5], 1, [1 2], 6, 1), "one column");
%! check (sparse (C), sparse ([2 5], 1, [1 2], 6, 1), "one column again");
%! check (sparse (ndsparse ([], [], [4 3])(:, 2:3)), sparse (4, 2), "no entries");
%!test
%! ## column ranges copied from the kept matrix (nds_csc_columns): ranges of empty
%! ## columns among full ones, the first and the last column, every class of values,
%! ## and a returned range changed by the caller (the kept matrix, and the next
%! ## range, unchanged); against Octave's own index of the same matrix: seeded
%! seed = 5273;
%! rand ("seed", seed);
%! for trial = 1:12
%!   F = sprand (20, 16, 0.4);
%!   F(:, randperm (16, 5)) = 0;
%!   switch (mod (trial, 3))
%!     case 1
%!       F = F > 0.5;
%!     case 2
%!       F = F - 2i * (F > 0.7);
%!   endswitch
%!   A = ndsparse (F);
%!   sparse (A);
%!   msg = sprintf ("seed %d, trial %d", seed, trial);
%!   for q = 1:6
%!     a = randi (16);
%!     b = randi ([a - 1, 16]);
%!     R = sparse (A(:, a:b));
%!     check (R, F(:, a:b), msg);
%!     assert (nnz (R), nnz (F(:, a:b)), msg);
%!     if (b >= a && nnz (R) > 0)
%!       R(find (R, 1)) = 0;
%!     endif
%!     check (sparse (A(:, a:b)), F(:, a:b), msg);
%!   endfor
%!   check (sparse (A(:, 1)), F(:, 1), msg);
%!   check (sparse (A(:, 16)), F(:, 16), msg);
%!   check (sparse (A), F, msg);
%! endfor
%!test
%! ## column ranges in a loop (nds_tensor_whole.cc, csc_rent): built from the
%! ## storage's rows until they have cost its whole matrix, then from the kept
%! ## matrix; the same matrices before and after it is kept, with ranges that change,
%! ## an assignment between calls (the kept matrix stale, then one of the new
%! ## storage; a value sharing the old storage still reading its own), and a storage
%! ## small enough to keep at the first call
%! seed = 3517;
%! rand ("seed", seed);
%! for trial = 1:6
%!   F = sprand (1500, 400, 0.01);
%!   if (trial == 3)
%!     F = F > 0.5;
%!   elseif (trial == 4)
%!     F = F + 1i * (F > 0.7);
%!   elseif (trial == 6)
%!     F = F(1:30, 1:20);
%!   endif
%!   A = ndsparse (F);
%!   B = A;
%!   G = F;
%!   c = columns (F);
%!   for q = 1:60
%!     msg = sprintf ("seed %d, trial %d, call %d", seed, trial, q);
%!     a = randi (c);
%!     b = randi ([a - 1, c]);
%!     check (sparse (A(:, a:b)), F(:, a:b), msg);
%!     if (q == 30)
%!       i = randi (rows (F));
%!       j = randi (c);
%!       A(i, j) = 1 - A(i, j);
%!       F(i, j) = 1 - F(i, j);
%!     endif
%!     if (q > 45)
%!       check (sparse (B(:, a:b)), G(:, a:b), msg);
%!     endif
%!   endfor
%!   check (sparse (A), F, msg);
%!   check (sparse (B), G, msg);
%! endfor
