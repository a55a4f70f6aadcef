## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} cat (@var{dim}, @var{A}, @var{B}, @dots{})
## Concatenation along dimension @var{dim} of ndsparse tensors, full arrays and
## sparse matrices (all but dimension @var{dim} must agree; a 0x0 operand that does
## not is skipped, as in Octave, and in @code{[A, B]}, @code{horzcat} and
## @code{vertcat} a 1x0 or 0x1 one too).  The result is an ndsparse; its values are logical only
## when every operand, a skipped one too, is logical, single when any is single
## (Octave's rule for single with double), complex (double) when any is complex
## and some imaginary part is not zero.  With an integer operand the result is
## Octave's concatenation of the full arrays, @code{cat (dim, full (A), B)}: a
## full array of the integer class (checked against @code{max_dense} first), as
## a refusal from @code{[A, int8(x)]} would lose its identifier in Octave 7
## (``ndsparse/horzcat method failed'').  Concatenating along the
## last dimension keeps the stored order (no sort); along another dimension up
## to 8 operands are merged as sorted streams in one pass, more are sorted.
##
## The concatenation of one tensor is that tensor: @code{cat (dim, T)},
## @code{horzcat (T)} and @code{vertcat (T)} of a tensor made by @code{complex} stay
## complex, as Octave's @code{cat (1, complex (1, 0))} does.  So does @code{[T]},
## where Octave's @code{[complex(1, 0)]} narrows: Octave calls no method for it.
##
## @example
## @group
## A = ndsparse ([1 1 1], 1, [2 2 2]);
## size (cat (3, A, A, zeros (2, 2)))    # [2 2 5]
## @end group
## @end example
## @seealso{horzcat, vertcat, repmat}
## @end deftypefn

function R = cat (dim, varargin)
  ## the compiled front (cat.oct: src/methods/nds_methods.cc) has taken tensors alone
  ## to C++ (__nds_cat_tensors__, DIM's checks too): what comes here is what it left
  if (nargin < 1)
    print_usage ();
  endif
  if (! isnumeric (dim) || ! isscalar (dim) || dim < 1 || dim != fix (dim))
    error ("ndsparse:dim", "cat: DIM must be a positive integer");
  endif
  R = nds_cat_mixed ("cat", dim, varargin{:});
endfunction

%!test
%! ## one tensor is itself: a tensor made by complex stays complex, as Octave's
%! ## cat (d, complex (x, 0)) of one array does; with a [] or two operands it narrows
%! R = ndsparse ([1 1 1; 2 3 2; 2 1 1], [1; 2; 4], [2 3 2]);
%! I = ndsparse ([1 1 1], 1i, [2 3 2]);
%! cases = {complex(R, 0), complex(full (R), 0);
%!          complex(single (R), 0), complex(single (full (R)), 0);
%!          R, full(R);  I, full(I)};
%! for k = 1:rows (cases)
%!   [C, c] = cases{k, :};
%!   for d = 1:4
%!     assert (iscomplex (cat (d, C)), iscomplex (cat (d, c)));
%!     assert (full (cat (d, C)), full (C));
%!     assert (iscomplex (cat (d, C, C)), iscomplex (cat (d, c, c)));
%!     assert (full (cat (d, C, C)), cat (d, full (C), full (C)));
%!   endfor
%!   assert (iscomplex (horzcat (C)), iscomplex (horzcat (c)));
%!   assert (iscomplex (vertcat (C)), iscomplex (vertcat (c)));
%!   assert (iscomplex (cat (1, C, [])), iscomplex (cat (1, c, [])));
%!   assert (iscomplex ([C, []]), iscomplex ([c, []]));
%!   assert (iscomplex ([C]), iscomplex (C));
%! endfor
%! ## a view is itself too
%! T = ndsparse ([1 1 1; 2 2 2], [1; 2i], [2 2 2]);
%! V = T(1, :, :);
%! assert (! iscomplex (cat (2, V)) && isequal (full (cat (2, V)), full (V)));
%!test
%! ## the class of the values: logical only when every operand is, a skipped [] too
%! L = ndsparse (true (2, 1));
%! assert (islogical ([L, L]));
%! assert (islogical ([L, false(0, 0)]));
%! assert (! islogical ([L, []]));
%! assert (full (cat (3, L, [])), cat (3, true (2, 1), []));
%! E = ndsparse (false (0, 0));
%! assert (islogical ([L, E]));
%! assert (islogical ([E, E]) && isequal (size ([E, E]), [0 0]));
%! assert (! islogical ([E, []]));

%!test
%! ## operands big enough to merge in parallel chunks, against the constructor
%! A = ndsprand ([50 300 40], 0.3, 1);
%! B = ndsprand ([20 300 40], 0.3, 2);
%! C = ndsprand ([7 300 40], 0.2, 3);
%! [sa, va] = find (A);
%! [sb, vb] = find (B);
%! [sc, vc] = find (C);
%! O = ndsparse ([sa; sb + [50 0 0]; sc + [70 0 0]], [va; vb; vc], [77 300 40]);
%! [s, v] = find (cat (1, A, B, C));
%! [so, vo] = find (O);
%! assert (s, so);
%! assert (v, vo);
%! [s, v] = find (cat (3, A, A));
%! [so, vo] = find (ndsparse ([sa; sa + [0 0 40]], [va; va], [50 300 80]));
%! assert (s, so);
%! assert (v, vo);
%! ## two operands take the branch-free merge: double, logical, in parallel
%! [s, v] = find (cat (1, A, B));
%! [so, vo] = find (ndsparse ([sa; sb + [50 0 0]], [va; vb], [70 300 40]));
%! assert (s, so);
%! assert (v, vo);
%! assert (full (cat (1, A > 0.5, B > 0.5)), cat (1, full (A) > 0.5, full (B) > 0.5));
%! A4 = ndsprand ([6 4 30 40], 0.2, 4);
%! B4 = ndsprand ([6 3 30 40], 0.2, 5);
%! assert (full (cat (2, A4, B4)), cat (2, full (A4), full (B4)));
%! assert (full (cat (3, A4, A4(:, :, 1:2, :))), cat (3, full (A4), full (A4)(:, :, 1:2, :)));

%!test
%! ## operands of 512 rows and more, whose unshifted columns and values are copied
%! ## by memcpy: along the last dim of 3-d tensors and of matrices, every class of
%! ## values, three operands, a view of a view, pending entries, a double operand
%! ## made single; along dim 1 of 5-d tensors whose long runs the general merge
%! ## copies whole, either operand first; against the full arrays
%! seed = 3551;
%! rand ("seed", seed);
%! A = ndsprand ([40 30 4], 0.4, seed);
%! B = ndsprand ([40 30 3], 0.5, seed + 1);
%! P = B;
%! P(2, 3, 1) = 9;               # pending
%! P(40, 30, 3) = 0;
%! FA = full (A);
%! FB = full (B);
%! FP = full (P);
%! V = permute (permute (A, [3 1 2]), [2 3 1]);
%! cls = {@(X) X, @(X) X > 0.5, @single, @(X) X * (1 + 2i), @(X) single (X) * 1i};
%! for c = 1:numel (cls)
%!   f = cls{c};
%!   msg = sprintf ("seed %d, class %d", seed, c);
%!   assert (isequal (full (cat (3, f (A), f (B))), cat (3, f (FA), f (FB))), msg);
%!   assert (isequal (full (cat (3, f (B), f (A), f (B))), cat (3, f (FB), f (FA), f (FB))), msg);
%!   assert (isequal (full (cat (3, f (V), f (P))), cat (3, f (FA), f (FP))), msg);
%!   assert (isequal (full ([f(A(:, :)), f(B(:, :))]), [f(FA(:, :)), f(FB(:, :))]), msg);
%! endfor
%! assert (isequal (full (cat (3, single (A), B)), cat (3, single (FA), FB)));
%! assert (isequal (full (cat (3, A, single (P))), cat (3, FA, single (FP))));
%! L = ndsprand ([2000 1 1 1 2], 0.5, seed + 2);
%! S = ndsprand ([7 1 1 1 2], 0.5, seed + 3);
%! FL = full (L);
%! FS = full (S);
%! assert (isequal (full (cat (1, L, S)), cat (1, FL, FS)), "seed %d", seed);
%! assert (isequal (full (cat (1, S, L)), cat (1, FS, FL)), "seed %d", seed);
%! assert (isequal (full (cat (1, S > 0.5, L > 0.5)), cat (1, FS > 0.5, FL > 0.5)));
%! ## runs of one key of 512 rows and more, copied run by run: matrices and 3-d
%! M = ndsprand ([1500 3], 0.5, seed + 4);
%! N = ndsprand ([1300 3], 0.5, seed + 5);
%! X = ndsprand ([1500 2 2], 0.5, seed + 6);
%! Y = ndsprand ([900 2 2], 0.5, seed + 7);
%! for c = 1:numel (cls)
%!   f = cls{c};
%!   msg = sprintf ("seed %d, class %d", seed, c);
%!   assert (isequal (full ([f(M); f(N)]), [f(full (M)); f(full (N))]), msg);
%!   assert (isequal (full (cat (1, f (Y), f (X))), cat (1, f (full (Y)), f (full (X)))), msg);
%! endfor

%!test
%! ## two operands along the dim below the last with short runs of each key (about
%! ## 10 rows, every key's runs copied in turn): matrices, 3-d and 5-d, a key of more
%! ## than 2048 rows in each operand, keys in one operand only, the last keys' rows
%! ## near the operands' ends, views of views, pending entries, every class of values,
%! ## either operand first, and three operands; against the full arrays
%! seed = 3535;
%! rand ("seed", seed);
%! cases = {[3000 1500], [2800 1500];  [10 5 200], [10 3 200];  [3 3 3 4 50], [3 3 3 2 50]};
%! cls = {@(X) X, @(X) X > 0.5, @single, @(X) X * (1 + 2i), @(X) single (X) * 1i};
%! for k = 1:rows (cases)
%!   [sa, sb] = cases{k, :};
%!   m = numel (sa);
%!   A = ndsprand (sa, 10 / prod (sa(1:m-1)), seed + k);
%!   B = ndsprand (sb, 10 / prod (sb(1:m-1)), seed + k + 10);
%!   idx = repmat ({":"}, 1, m);
%!   idx{m} = 1;
%!   A(idx{:}) = rand ([sa(1:m-1), 1]) + 0.5;   # a long run (pending entries)
%!   B(idx{:}) = rand ([sb(1:m-1), 1]) + 0.5;
%!   idx{m} = 7;
%!   B(idx{:}) = 0;                           # a key of operand 0 alone
%!   p = [m-1, 1:m-2, m];
%!   V = permute (permute (A, p), [2:m-1, 1, m]);
%!   FA = full (A);
%!   FB = full (B);
%!   for c = 1:numel (cls)
%!     f = cls{c};
%!     msg = sprintf ("seed %d, case %d, class %d", seed, k, c);
%!     assert (isequal (full (cat (m - 1, f (A), f (B))), cat (m - 1, f (FA), f (FB))), msg);
%!     assert (isequal (full (cat (m - 1, f (B), f (V))), cat (m - 1, f (FB), f (FA))), msg);
%!     if (m == 2)
%!       assert (isequal (full ([f(A); f(B)]), [f(FA); f(FB)]), msg);
%!     endif
%!   endfor
%!   msg = sprintf ("seed %d, case %d", seed, k);
%!   assert (isequal (full (cat (m - 1, A, B, A)), cat (m - 1, FA, FB, FA)), msg);
%!   assert (isequal (full (cat (m - 1, single (A), B)), cat (m - 1, single (FA), FB)), msg);
%! endfor
%! ## big enough for a chunk a thread
%! A = ndsprand ([100 5 1e4], 0.02, seed + 20);
%! B = ndsprand ([100 5 1e4], 0.02, seed + 21);
%! [sa, va] = find (A);
%! [sb, vb] = find (B);
%! [s, v] = find (cat (2, A, B));
%! [so, vo] = find (ndsparse ([sa; sb + [0 5 0]], [va; vb], [100 10 1e4]));
%! assert (isequal (s, so) && isequal (v, vo), "seed %d", seed);

%!test
%! ## two operands of double values with short runs above dim, one key dim or two
%! ## (eight output rows a step where the processor has AVX-512, the rest and the
%! ## other classes row by row): matrices, 3-d and 4-d tensors along each dim below
%! ## the last, size-1 dims, keys tied between the operands (T with itself), either
%! ## operand running out first, views of views, operands built from unsorted
%! ## subscripts, an empty operand, a chunk a thread; against the full arrays, the
%! ## constructor's order and, for matrices, Octave's sparse
%! seed = 3553;
%! rand ("seed", seed);
%! cases = {[40 30 20], [25 30 20], 1, 0.05;  [40 30 20], [40 17 20], 2, 0.004;
%!          [6 5 7 8], [3 5 7 8], 1, 0.1;  [6 5 7 8], [6 2 7 8], 2, 0.1;
%!          [6 5 7 8], [6 5 3 8], 3, 0.02;  [300 200], [90 200], 1, 0.03;
%!          [1 30 40], [1 30 40], 1, 0.3;  [30 1 40], [5 1 40], 1, 0.2;
%!          [100 50 1000], [100 50 1000], 1, 0.02};
%! for k = 1:rows (cases)
%!   [sa, sb, d, dens] = cases{k, :};
%!   msg = sprintf ("seed %d, case %d", seed, k);
%!   A = ndsprand (sa, dens, seed + k);
%!   [s, v] = find (ndsprand (sb, dens, seed + k + 20));
%!   p = randperm (rows (s));
%!   B = ndsparse (s(p, :), v(p), sb);          # unsorted subscripts
%!   m = numel (sa);
%!   V = permute (permute (A, [2 1 3:m]), [2 1 3:m]);
%!   FA = full (A);
%!   FB = full (B);
%!   pairs = {A, B, FA, FB;  B, V, FB, FA;  A, A, FA, FA;  V, -A, FA, -FA};
%!   for j = 1:rows (pairs)
%!     [X, Y, FX, FY] = pairs{j, :};
%!     R = cat (d, X, Y);
%!     assert (isequal (full (R), cat (d, FX, FY)), "%s, pair %d", msg, j);
%!     [s, v] = find (R);
%!     [sx, vx] = find (X);
%!     [sy, vy] = find (Y);
%!     sh = zeros (1, m);
%!     sh(d) = size (X, d);
%!     [so, vo] = find (ndsparse ([sx; sy + sh], [vx; vy], size (R)));
%!     assert (isequal (s, so) && isequal (v, vo), "%s, pair %d", msg, j);
%!   endfor
%!   if (m == 2)
%!     assert (isequal (full ([A; B]), full ([sparse(FA); sparse(FB)])), msg);
%!     assert (isequal (full ([B; A]), full ([sparse(FB); sparse(FA)])), msg);
%!   endif
%!   E = ndsparse ([], [], [sa(1:d-1), 0, sa(d+1:end)]);
%!   assert (isequal (full (cat (d, A, E)), FA) && isequal (full (cat (d, E, A)), FA), msg);
%! endfor

%!test
%! ## along dim 1 with long runs of one key (few columns above dim 1: the run-by-run
%! ## copy), 3-d and 4-d, some columns in one operand only, views of views,
%! ## duplicates summed, double, single, complex and logical values
%! seed = 35;
%! rand ("seed", seed);
%! for sz = {[200 3 2], [150 2 3 2], [1 3 2], [300 1 1 2]}
%!   s = sz{1};
%!   A = ndsprand (s, 0.4, seed);
%!   B = ndsprand ([7, s(2:end)], 0.3, seed + 1);
%!   V = permute (permute (A, [2 1 3:numel(s)]), [2 1 3:numel(s)]);
%!   assert (isequal (full (cat (1, A, B)), cat (1, full (A), full (B))), "seed %d", seed);
%!   assert (full (cat (1, V, B)), cat (1, full (A), full (B)));
%!   assert (full (cat (1, B, V)), cat (1, full (B), full (A)));
%!   assert (full (cat (1, single (A), single (B))), single (cat (1, full (A), full (B))));
%!   assert (full (cat (1, A * 1i, B)), cat (1, full (A) * 1i, full (B)));
%!   assert (full (cat (1, A > 0.5, B > 0.5)), cat (1, full (A) > 0.5, full (B) > 0.5));
%!   assert (full (cat (1, A, A)), cat (1, full (A), full (A)));
%! endfor
%! D = ndsparse ([1 1 1; 1 1 1; 3 2 1; 2 1 2], [1; 2; 0; 4], [40 2 2]);
%! E = ndsparse ([5 1 2; 1 2 2], [6; 7], [5 2 2]);
%! assert (full (cat (1, D, E)), cat (1, full (D), full (E)));
%! assert (full (cat (1, D, ndsparse ([], [], [0 2 2]))), full (D));

%!test
%! A = ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]);
%! B = ndsparse ([1 2 1], -3, [2 2 1]);
%! C = rand (2, 2, 3) > 0.5;
%! for d = 1:4
%!   assert (full (cat (d, A, A)), cat (d, full (A), full (A)));
%! endfor
%! assert (full (cat (3, A, B, C)), cat (3, full (A), full (B), C));
%! many = repmat ({A, -A}, 1, 5);
%! fm = cellfun (@full, many, "uniformoutput", false);
%! assert (full (cat (2, many{:})), cat (2, fm{:}));
%! assert (full (cat (1, many{:})), cat (1, fm{:}));
%! assert (full (cat (3, [], A, [])), full (A));
%! E = ndsparse ([], [], [0 0]);
%! assert (full (cat (2, E, [1 2])), [1 2]);
%! assert (size (cat (1, E, [])), [0 0]);
%! assert (full (cat (1, A, ndsparse ([], [], [0 2 2]))), full (A));
%! C = cat (2, sparse ([1 0; 0 2]), ndsparse ([1 1], 5, [2 1]));
%! assert (full (C), [1 0 5; 0 2 0]);
%! L = cat (1, ndsparse ([1 1], true, [1 2]), true (1, 2));
%! assert (islogical (L));
%! assert (full (L), logical ([1 0; 1 1]));
%!test
%! ## complex operands (issue 39): every mode, against cat of the full arrays, on
%! ## random seeded tensors, with real, logical, single, full and sparse partners,
%! ## views of views; the values are complex (single with a single partner) unless
%! ## every imaginary part is zero
%! seed = 3539;
%! rand ("seed", seed);
%! for t = 1:12
%!   sz = [randi(4), randi(3), randi(5)];
%!   A = ndsprand (sz, 0.4, seed + t);
%!   A = A + 1i * ndsprand (sz, 0.3, seed + 100 + t);
%!   d = randi (4);
%!   szb = [sz, 1];
%!   szb(d) = randi (3);
%!   B = ndsprand (szb, 0.5, seed + 200 + t);
%!   FA = full (A);
%!   FB = full (B);
%!   msg = sprintf ("seed %d, t %d, dim %d", seed, t, d);
%!   chk = @(r, o) assert (isequal (r, o), "cat mismatch (%s)", msg);
%!   chk (full (cat (d, A, B)), cat (d, FA, FB));
%!   chk (full (cat (d, B, A, B)), cat (d, FB, FA, FB));
%!   chk (full (cat (d, A, FB)), cat (d, FA, FB));
%!   chk (full (cat (d, FB, A)), cat (d, FB, FA));
%!   chk (full (cat (d, A, B > 0.5)), cat (d, FA, FB > 0.5));
%!   chk (full (cat (d, A, 1i * B)), cat (d, FA, 1i * FB));
%!   chk (iscomplex (cat (d, A, B)), iscomplex (cat (d, FA, FB)));
%!   S = single (FB);
%!   chk (full (cat (d, A, ndsparse (S))), cat (d, FA, double (S)));
%!   ## a view of a view (a permuted range of a permuted tensor)
%!   P = permute (permute (A, [3 1 2]), [2 3 1]);
%!   V = P(:, :, 1:end);
%!   chk (full (cat (d, V, V)), cat (d, FA, FA));
%! endfor
%! M = ndsparse ([1 1; 2 3], [1+2i; 3], [3 3]);
%! F = full (M);
%! assert (full ([M; M]), [F; F]);
%! assert (full ([M, M]), [F, F]);
%! assert (full ([M; [1i 2 3]]), [F; 1i 2 3]);
%! assert (full ([M, sparse([0; 4i; 0])]), [F, [0; 4i; 0]]);
%! assert (full (cat (1, M, zeros (0, 3))), F);
%! assert (full (cat (2, [], M, [])), F);
%! assert (full (cat (1, ndsparse ([], [], [0 3]), M)), F);
%! many = repmat ({M, -1i * M}, 1, 6);           # more than 8 operands: the sort
%! fm = cellfun (@full, many, "uniformoutput", false);
%! assert (full (cat (1, many{:})), cat (1, fm{:}));
%! assert (full (cat (2, many{:})), cat (2, fm{:}));
%! ## imaginary parts all zero: real, as Octave's arrays narrow
%! Z = ndsparse ([1 1], 1i, [2 2]);
%! assert (isreal ([Z - Z; ndsparse([1 1], 2, [1 2])]));
%! assert (isreal ([real(Z), real(Z)]) && iscomplex ([Z, real(Z)]));
%! assert (iscomplex ([Z; [0 0]]) && iscomplex ([[0 0]; Z]));
%! ## an empty result keeps the class
%! E = ndsparse ([], [], [0 0]);
%! assert (size ([E; E]), [0 0]);

%!test
%! ## single with double gives single (Octave's rule), a tensor or a full array
%! ## on either side; doubles that round to single zero are not kept
%! Q = ndsparse (single ([1 0; 2 0]));
%! D = ndsparse ([1 2], 2, [1 2]);
%! for R = {[Q; [1 2]], [[1 2]; Q], [Q; D], [D; Q], cat(1, Q, D, [3 4], false(1, 2)), ...
%!          cat(1, D, Q, single([])), [Q, [1; 2]], cat(3, Q, [1 2; 3 4])}
%!   assert (class (full (R{1})), "single");
%! endfor
%! assert (full ([Q; D; [5 6]]), single ([1 0; 2 0; 0 2; 5 6]));
%! assert (full (cat (3, Q, D([1 1], :))), cat (3, single ([1 0; 2 0]), [0 2; 0 2]));
%! R = [Q; [1e-50 2]];
%! assert (full (R), single ([1 0; 2 0; 0 2]));
%! assert (nnz (R), 3);
%! R = [Q; ndsparse([1 1; 1 2], [1e-50; 2], [1 2])];
%! assert (full (R), single ([1 0; 2 0; 0 2]));
%! assert (nnz (R), 3);
%! assert (class (full (cat (1, ndsparse ([1 1], 1, [1 1]), single ([])))), "single");
%! assert (class (full ([ndsparse([1 1], 1, [1 1]), single([])])), "single");
%! ## a complex and a single operand: complex single, as Octave's
%! assert (full ([Q; ndsparse([1 1], 1i, [1 2])]), single ([1 0; 2 0; 1i 0]));

%!test
%! ## empty operands of every shape (3x0, 1x0, 0x1, 0x0, 3x4x0, ...), on either side,
%! ## as ndsparse, full or sparse: Octave's rules, cat's (a 0x0 that does not fit is
%! ## skipped) and those of [A, B], horzcat and vertcat (a 1x0 or 0x1 one too),
%! ## against the same concatenation of full arrays, refused where it is refused
%! seed = 3535;
%! rand ("seed", seed);
%! shapes = {[3 4], [3 0], [0 4], [1 0], [0 1], [0 0], [3 1], [1 4], [0 3], ...
%!           [3 4 0], [3 0 2], [0 0 2], [1 1], [3 4 2]};
%! forms = {@(X, Y) [X, Y], @(X, Y) [X; Y], @(X, Y) [X, Y, X], @(X, Y) [Y; X; Y], ...
%!          @(X, Y) cat (1, X, Y), @(X, Y) cat (2, Y, X), @(X, Y) cat (3, X, Y), ...
%!          @(X, Y) cat (3, Y, Y, X), @(X, Y) horzcat (X, Y), @(X, Y) vertcat (Y, X)};
%! for f = 1:numel (forms)
%!   for p = 1:numel (shapes)
%!     for q = 1:numel (shapes)
%!       FX = rand (shapes{p}) .* (rand (shapes{p}) > 0.3);
%!       FY = rand (shapes{q}) > 0.5;
%!       try
%!         o = forms{f} (FX, FY);
%!       catch
%!         o = "refused";
%!       end_try_catch
%!       for how = 1:4
%!         X = FX;
%!         Y = FY;
%!         if (how != 2)
%!           X = ndsparse (FX);
%!         endif
%!         if (how == 2 || how == 3)
%!           Y = ndsparse (FY);
%!         elseif (how == 4 && numel (shapes{q}) == 2)
%!           Y = sparse (FY);
%!         endif
%!         msg = sprintf ("seed %d, form %d, sizes %s %s, operands %d", seed, f,
%!                        mat2str (shapes{p}), mat2str (shapes{q}), how);
%!         try
%!           r = full (forms{f} (X, Y));
%!         catch err
%!           ## (Octave's [A, B] of a class reports "ndsparse/horzcat method failed")
%!           assert (ischar (o) && (strcmp (err.identifier, "ndsparse:size")
%!                                  || ! isempty (strfind (err.message, "method failed"))), msg);
%!           continue;
%!         end_try_catch
%!         assert (isequal (r, o) && isequal (class (r), class (o)), msg);
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! ## 3x0 and 1x0 operands as the issue met them
%! A = ndsparse ([1 2; 3 1], [5; 6], [3 2]);
%! assert (full ([A, zeros(3, 0)]), full (A));
%! assert (full ([A; zeros(1, 0)]), full (A));
%! assert (full ([zeros(0, 1), A]), full (A));
%! assert (size ([ndsparse(zeros (3, 0)); ndsparse(zeros (3, 0))]), [6 0]);
%! assert (size ([ndsparse(zeros (1, 0)), ndsparse(zeros (0, 1))]), [0 0]);
%! assert (size (cat (3, ndsparse (zeros (0, 0)), [])), [0 0 2]);
%! assert (size (cat (3, [], [], A)), [3 2]);
%! Z = [ndsparse(zeros (3, 4)), ndsparse(zeros (3, 2))];
%! assert (size (Z), [3 6]);
%! assert (nnz (Z), 0);
%!test
%! ## an integer operand (issue 39): Octave's concatenation of the full arrays, the
%! ## integer class winning (values rounded, saturated, NaN to 0), for every
%! ## integer class, every value class of the tensor, a view, and every form
%! F = [1.5 0 -300; 0 2.5 NaN];
%! F(:, :, 2) = [Inf 0 0; 1e10 0 -0.5];
%! forms = {@(X, Y) [X, Y], @(X, Y) [Y, X], @(X, Y) [X; Y], @(X, Y) [Y; X; X], ...
%!          @(X, Y) cat (3, X, Y), @(X, Y) cat (3, Y, X), @(X, Y) horzcat (X, Y), ...
%!          @(X, Y) vertcat (Y, X), @(X, Y) cat (1, X, Y), @(X, Y) [X, Y(:, 1:0, :)]};
%! for c = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"}
%!   Y = cast (reshape (1:12, [2 3 2]), c{1});
%!   for v = {"double", "single", "logical", "view"}
%!     switch (v{1})
%!       case "logical"
%!         X = ndsparse (! isnan (F) & F != 0);
%!       case "view"
%!         X = ndsparse ([F, F])(:, 2:4, :);
%!       otherwise
%!         X = ndsparse (cast (F, v{1}));
%!     endswitch
%!     for f = 1:numel (forms)
%!       want = forms{f} (full (X), Y);
%!       got = forms{f} (X, Y);
%!       msg = sprintf ("%s, %s, form %d", c{1}, v{1}, f);
%!       assert (strcmp (class (got), c{1}) && isequal (got, want), msg);
%!     endfor
%!   endfor
%! endfor
%! ## an empty integer operand still makes the result integer, as in Octave
%! X = ndsparse (F);
%! assert (class ([X, int8([])]), class ([F, int8([])]));
%! assert (isequal ([X, int8([])], [F, int8([])]));
%! assert (isequal (cat (1, zeros (0, 0, "uint16"), X), cat (1, zeros (0, 0, "uint16"), F)));
%!error id=ndsparse:class horzcat (ndsparse ([1 1], 1i, [2 2]), int8 ([1; 2]))
%!error id=ndsparse:class cat (3, int8 (1), ndsparse ([1 1], 1i, [1 1]))
%!error id=ndsparse:class horzcat (ndsparse ([1 1], 1, [2 2]), sparse ([1; 2]), int8 ([1; 2]))
%!error id=ndsparse:toolarge horzcat (ndsparse ([1 1], 1, [1e5 1e5]), int8 (ones (1e5, 1)))
%!error id=ndsparse:size horzcat (ndsparse ([1 1], 1, [2 2]), int8 ([1; 2; 3]))
%!error <horzcat method failed> [ndsparse([1 1], 1i, [2 2]), int8([1; 2])]
%!error <horzcat: dimension mismatch: operand 2 has size \[0 3\], the operands before it \[3 2\]> horzcat (ndsparse ([1 1], 1, [3 2]), zeros (0, 3))
%!error <vertcat: dimension mismatch: operand 3 has size \[3 0\], the operands before it \[2 2\]> vertcat (ndsparse ([1 1], 1, [1 2]), ndsparse ([1 1], 1, [1 2]), ndsparse (zeros (3, 0)))
%!error <cat: dimension mismatch: operand 2 has size \[1 0\]> cat (1, ndsparse ([1 1], 1, [3 2]), zeros (1, 0))
%!error id=ndsparse:size cat (1, ndsparse ([1 1], 1, [2 2]), ones (2, 3))
%!error id=ndsparse:dim cat (0, ndsparse ([1 1], 1, [2 2]))
%!error <cat: DIM must be a positive integer> cat (1.5, ndsparse ([1 1], 1), ndsparse ([1 1], 1))
%!error id=ndsparse:dim cat ([1 2], ndsparse ([1 1], 1))
%!error id=ndsparse:dim cat (2i, ndsparse ([1 1], 1))
%!error id=ndsparse:dim cat (Inf, ndsparse ([1 1], 1))
%!error id=ndsparse:dim cat ("a", ndsparse ([1 1], 1))
%!error id=ndsparse:class cat (1, ndsparse ([1 1], 1, [2 2]), {1})
%!error <Invalid call> cat ()

%!demo
%! ## Concatenation along any mode, also a new one: two 2x2 matrices stacked as
%! ## the pages of a 2x2x2 tensor; ndsparse, full and sparse operands mix.
%! A = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
%! B = sparse ([0 3; 4 0]);
%! T = cat (3, A, B);
%! size (T)
%! full (T)
%! W = [A, full(B)];           # horzcat: 2x4
%! full (W)
%!test
%! ## tensors alone (cat's one C call): views, permuted views, 0x0 tensors of
%! ## either class, against the same cat of the full arrays (seed printed on failure)
%! seed = 35;
%! rand ("seed", seed);
%! A = ndsprand ([9 40 5], 0.4, seed);
%! P = permute (A, [2 1 3]);
%! V = A(2:7, :, 2:4);
%! Fd = ndsparse (zeros (0, 0));
%! for d = 1:4
%!   assert (isequal (full (cat (d, V, V, Fd)), cat (d, full (V), full (V))), sprintf ("seed %d dim %d", seed, d));
%!   assert (isequal (full (cat (d, P, P)), cat (d, full (P), full (P))), sprintf ("seed %d dim %d", seed, d));
%!   assert (full (cat (d, A > 0.5, A > 0.2)), cat (d, full (A) > 0.5, full (A) > 0.2));
%! endfor
%! L = A > 0.5;
%! assert (islogical (cat (1, L, ndsparse (false (0, 0)), L)));
%! assert (! islogical (cat (1, L, Fd, L)));
%! assert (full ([V(:, :, 1), P(:, 2:7, 2)']), [full(V(:, :, 1)), full(P(:, 2:7, 2))']);
%! assert (size (cat (2, Fd, Fd)), [0 0]);
%! assert (! islogical (cat (2, Fd, ndsparse (false (0, 0)))));
%!test
%! ## cat along the first of 3 dims, the two above compared as a pair: runs of one
%! ## row, coordinates of dim 2 beyond 2^32 (seed printed on failure)
%! seed = 351;
%! rand ("seed", seed);
%! big = 2^34;
%! n = 4000;
%! sa = [randi(3, n, 1), big - randi(50, n, 1), randi(40, n, 1)];
%! sb = [randi(2, n, 1), big - randi(50, n, 1), randi(40, n, 1)];
%! A = ndsparse (sa, rand (n, 1), [3 big 40]);
%! B = ndsparse (sb, rand (n, 1), [2 big 40]);
%! [fa, va] = find (A);
%! [fb, vb] = find (B);
%! [so, vo] = find (ndsparse ([fa; fb + [3 0 0]], [va; vb], [5 big 40]));
%! [s, v] = find (cat (1, A, B));
%! assert (isequal (s, so) && isequal (v, vo), sprintf ("seed %d", seed));
%! [s, v] = find ([A; B]);
%! assert (isequal (s, so) && isequal (v, vo), sprintf ("seed %d", seed));
%!error <cat: dimension mismatch: operand 2 has size \[2 3\], the operands before it \[2 2\]> cat (1, ndsparse ([1 1], 1, [2 2]), ndsparse ([1 1], 1, [2 3]))
%!error id=ndsparse:size cat (3, ndsparse ([1 1], 1, [2 2]), ndsparse ([1 1], 1, [2 3]))
