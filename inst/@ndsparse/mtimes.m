## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} mtimes (@var{A}, @var{B})
## Matrix product @code{A * B} with an ndsparse operand.
##
## A scalar times a tensor (either order, any number of dims) scales the stored
## values and stays sparse, as Octave's sparse matrices do (@code{T * NaN} only
## touches the stored entries).  Otherwise both operands are 2-D: an ndsparse
## times a full matrix or vector (@code{T*X}) and a full matrix times an ndsparse
## (@code{X*T}) run in a parallel C kernel on the sorted coordinates and return
## full results, which first pass the @code{ndsparse_config ("max_dense")} policy
## (@code{ndsparse:toolarge}); products with a sparse matrix or another ndsparse go
## through a Gustavson loop of the package's that adds in Octave's order (up to 2^24
## multiply-adds; on the team's threads, each a range of columns, above 8192) or,
## larger, through SuiteSparse:GraphBLAS (@code{GrB_mxm}, multithreaded), and return
## an ndsparse; entries that cancel to zero are not stored, as in Octave.  Complex
## operands multiply without conjugation (@code{'} conjugates): with a full
## operand through the same kernel on the real and imaginary parts, two sparse ones
## through Octave's own complex sparse product; a result whose imaginary parts all
## cancel is real.
##
## The product with the transpose, @code{T.'*x}, is @code{(x.'*T).'}: the
## @code{X*T} kernel reads @var{T} column by column, so write it that way to skip
## the re-sort that @code{transpose} costs.
##
## @example
## @group
## T = ndsparse ([1 2; 3 1; 2 2], [4; 5; 6], [3 2]);
## y = T * [1; 2]          # [8; 12; 5]
## z = ([1; 1; 1].' * T).' # the product with T.', [5; 10]
## W = 2 * T;              # still an ndsparse
## @end group
## @end example
## @seealso{sparse, ttm, ttv}
## @end deftypefn

function C = mtimes (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  [sng, C] = nds_single_route ("mtimes", 2, A, B);
  if (sng)
    return;
  endif
  if (isinteger (A))
    nds_integer_refused (A, "mtimes", "A");
  elseif (isinteger (B))
    nds_integer_refused (B, "mtimes", "B");
  endif
  A = scalar_of (A);
  B = scalar_of (B);
  ta = strcmp (class (A), "ndsparse");   # once: isa is an m-file method here
  tb = strcmp (class (B), "ndsparse");
  if (! ta && ! tb)
    C = A * B;
    return;
  elseif (! ta && isscalar (A))
    C = scale_values (B, A);
    return;
  elseif (! tb && isscalar (B))
    C = scale_values (A, B);
    return;
  endif
  [ma, na] = nds_matrix_size (A, "A", "mtimes", "a matrix product");
  [mb, nb] = nds_matrix_size (B, "B", "mtimes", "a matrix product");
  if (na != mb)
    error ("ndsparse:size",
           "mtimes: A is %d-by-%d and B is %d-by-%d; columns (A) must equal rows (B)",
           ma, na, mb, nb);
  endif
  if (! ta && ! issparse (A) || ! tb && ! issparse (B))
    ## a full operand makes the product full, as in Octave
    nds_dense_check ([ma, nb], "mtimes", false);
  endif
  if (ta && ! tb && ! issparse (B))
    [s, x] = matrix_entries (A);
    C = spmv (s, x, [ma, na], double (B), true);
  elseif (tb && ! ta && ! issparse (A))
    [s, x] = matrix_entries (B);
    C = spmv (s, x, [mb, nb], double (A), false);
  else
    if (ta)
      T = A;
      A = sparse (A);
    else
      T = B;
    endif
    if (tb)
      B = sparse (B);
    endif
    [s, v] = nds_spgemm_entries (double (A), double (B));
    C = nds_reset (T, s, v, [ma, nb]);
  endif
endfunction

## the full product of the matrix of entries (s, x) of size sz with the full X
## (T*X when left, else X*T), real or complex: a complex one from the real kernel
## on the parts (no conjugation), real when every imaginary part is zero
function C = spmv (s, x, sz, X, left)
  if (isreal (x) && isreal (X))
    C = __nds_spmv__ (s, x, sz, X, left);
    return;
  endif
  xr = real (x);
  xi = imag (x);
  Xr = real (X);
  Xi = imag (X);
  C = complex (__nds_spmv__ (s, xr, sz, Xr, left) - __nds_spmv__ (s, xi, sz, Xi, left),
               __nds_spmv__ (s, xr, sz, Xi, left) + __nds_spmv__ (s, xi, sz, Xr, left));
  if (! any (imag (C(:)) != 0))
    C = real (C);
  endif
endfunction

## a 1-by-1 ndsparse as its full scalar (Octave's rule for 1-by-1 sparse operands)
function X = scalar_of (X)
  if (isa (X, "ndsparse") && numel (X) == 1 && numel (nds_dims (__nds_viewparts__ (X))) == 2)
    X = full (X);
  endif
endfunction

## T with its stored values times the scalar c (real or complex)
## whether X is a numeric or logical scalar that is not an ndsparse
function tf = plain_scalar (X)
  tf = ! isa (X, "ndsparse") && (isnumeric (X) || islogical (X)) && isscalar (X);
endfunction

function T = scale_values (T, c)
  if (! (isnumeric (c) || islogical (c)))
    error ("ndsparse:class", "mtimes: the scalar must be numeric or logical");
  endif
  [s, x, shape] = nds_kern_values (T);
  x *= double (full (c));    # a 1x1 sparse c would make x sparse
  keep = (x != 0);
  if (! all (keep))
    s = s(keep, :);
    x = x(keep);
  endif
  T = nds_reset (T, s, x, shape);
endfunction

## int64 row and column subscripts (n-by-2, sorted by column) and double values
function [s, x] = matrix_entries (T)
  [s, x] = nds_kern_values (T);
  if (columns (s) == 1)
    s(:, 2) = 1;
  else
    s = s(:, 1:2);
  endif
endfunction

%!shared T, F
%! T = ndsparse ([1 2; 3 1; 2 2; 3 4], [4; 5; 6; -1], [3 4]);
%! F = full (T);
%!assert (T * [1; 2; 3; 4], F * [1; 2; 3; 4])
%!assert (T * magic (4), F * magic (4))
%!assert (full (ndsparse ([0 2 0]) * sparse (3)), [0 6 0])
%!assert (full (sparse (3) * ndsparse ([0 2 0])), [0 6 0])
%!assert ([1 2 3] * T, [1 2 3] * F)
%!assert (magic (3) * T, magic (3) * F)
%!assert (([1 2 3] * T).', F.' * [1; 2; 3])
%!assert (full (2 * T), 2 * F)
%!assert (full (T * 0.5), 0.5 * F)
%!assert (nnz (T * 0), 0)
%!assert (full (T * NaN), [0 NaN 0 0; 0 NaN 0 0; NaN 0 0 NaN])
%!assert (full (T * sparse (magic (4))), F * magic (4))
%!assert (full (sparse (magic (3)) * T), magic (3) * F)
%!assert (full (T * ndsparse (F.')), F * F.')
%!assert (isa (T * sparse (eye (4)), "ndsparse"))
%!assert (full (ndsparse ([1 1 2], 3, [2 2 2]) * 2), full (ndsparse ([1 1 2], 6, [2 2 2])))
%!assert (ndsparse ([1 1], 3, [1 1]) * [1 2], [3 6])
%!assert (ndsparse ([2; 3], [1; 2], 3) * [1 2], [0 0; 1 2; 2 4])
%!assert (ndsparse ([1 1; 1 2], true, [1 2]) * [2; 3], 5)
%!test
%! A = sprandn (200, 150, 0.05);
%! X = rand (150, 3);
%! N = ndsparse (A);
%! ## absolute tolerances: entries near zero come from cancellation
%! assert (N * X, A * X, 1e-12);
%! assert (X.' * ndsparse (A.'), X.' * A.', 1e-12);
%! assert (ndsparse (sparse (0, 5)) * ones (5, 2), zeros (0, 2));
%! assert (ones (2, 0) * ndsparse (sparse (0, 5)), zeros (2, 5));
%!test
%! ## z' * A, bit for bit Octave's z' * S (both sum a column's terms in row order):
%! ## columns of 0 to 300 entries (the kernel sums runs of 16 or more a column in a
%! ## register, scatters shorter ones), 2e5 entries (a team when cores are idle), a
%! ## view, complex, empty and size-1 dims
%! seed = 3536;
%! rand ("seed", seed); randn ("seed", seed);
%! for t = 1:4
%!   m = 400; n = [3, 40, 700, 3000](t);
%!   d = (rand (1, n) < 0.5) .* (0.02 + 0.7 * rand (1, n));
%!   S = sparse (randn (m, n) .* (rand (m, n) < d));
%!   S(1:3, 1) = [1e300; -1e300; 0.5];
%!   A = ndsparse (S);
%!   z = randn (m, 1) * 1e3;
%!   msg = sprintf ("mtimes: seed %d, case %d", seed, t);
%!   assert (isequal (z' * A, z' * S), msg);
%!   assert (isequal (z' * A(:, 2:end), z' * S(:, 2:end)), msg);
%!   zc = complex (z, randn (m, 1));
%!   assert (isequal (zc.' * A, zc.' * S), msg);
%! endfor
%! assert (isequal (ones (1, 3) * ndsparse (sparse (3, 0)), zeros (1, 0)));
%! assert (isequal (2 * ones (1, 3) * ndsparse (sparse ([1; 2; 3])), 12));
%!test
%! ## A' * B and A * B of two ndsparse against Octave's S' * S2, bit for bit: values of
%! ## many digits in products of at most 8192 multiply-adds (the engine's serial
%! ## Gustavson whatever the team, its adds in Octave's order), small integers that
%! ## cancel in larger ones (serial on one thread, split over a team's
%! ## threads by columns up to 2^24: exact sums either way; tests/kernels.tst has
%! ## many digits on a team of two); columns of up to 150 rows (both sorts), views,
%! ## empty and size-1 dims
%! seed = 3537;
%! rand ("seed", seed); randn ("seed", seed);
%! for t = 1:8
%!   m = [400, 300, 1, 0, 50, 400, 7, 300](t);
%!   n = [60, 150, 30, 5, 1, 3, 0, 40](t);
%!   S = sprandn (m, n, [0.05, 0.3, 0.5, 0, 0.5, 0.8, 0, 0.015](t));
%!   S2 = sprandn (m, n + 1, [0.05, 0.3, 0.5, 0, 0.5, 0.8, 0, 0.9](t));
%!   if (mod (t, 2) || t == 2)
%!     S = round (4 * S); S2 = round (4 * S2);
%!   endif
%!   A = ndsparse (S); B = ndsparse (S2);
%!   msg = sprintf ("mtimes: seed %d, case %d", seed, t);
%!   C = A' * B;
%!   assert (isa (C, "ndsparse") && isequal (size (C), [n, n + 1]), msg);
%!   assert (isequal (sparse (C), S' * S2), msg);
%!   assert (isequal (sparse (B' * A), S2' * S), msg);
%!   if (n > 1)
%!     assert (isequal (sparse (A(:, 2:end)' * B), S(:, 2:end)' * S2), msg);
%!     assert (isequal (sparse (A(:, 2:end).' * B(:, 1:n)), S(:, 2:end).' * S2(:, 1:n)), msg);
%!   endif
%!   assert (isequal (sparse (A * C), S * (S' * S2)), msg);
%! endfor
%!test
%! ## sparse times sparse (GraphBLAS) against Octave's product, random and seeded
%! seed = 34;
%! rand ("seed", seed); randn ("seed", seed);
%! for t = 1:6
%!   m = randi (40); k = randi (30); n = randi (40);
%!   A = sprandn (m, k, rand () / 2);
%!   B = sprandn (k, n, rand () / 2);
%!   C = ndsparse (A) * ndsparse (B);
%!   assert (isa (C, "ndsparse"));
%!   err = full (C) - full (A * B);
%!   assert (all (abs (err(:)) <= 1e-12), "mtimes: seed %d, case %d", seed, t);
%!   assert (full (ndsparse (A) * B), full (A * B), 1e-12);
%!   assert (full (A * ndsparse (B)), full (A * B), 1e-12);
%!   assert (full (ndsparse (A).' * ndsparse (A)), full (A.' * A), 1e-12);
%! endfor
%!test
%! ## transposed views (T', T.', of a column range too) against Octave's product
%! ## of the same matrices; seeded
%! seed = 3434;
%! rand ("seed", seed); randn ("seed", seed);
%! for t = 1:5
%!   m = randi (30); k = randi (25); n = randi (30);
%!   A = sprandn (k, m, rand () / 2);
%!   B = sprandn (n, k, rand () / 2);
%!   NA = ndsparse (A); NB = ndsparse (B);
%!   msg = sprintf ("mtimes: seed %d, case %d", seed, t);
%!   err = full (NA' * NB') - full (A' * B');
%!   assert (all (abs (err(:)) <= 1e-12), msg);
%!   err = full (NA.' * ndsparse (A)) - full (A.' * A);
%!   assert (all (abs (err(:)) <= 1e-12), msg);
%!   err = full (ndsparse (B) * NB.') - full (B * B.');
%!   assert (all (abs (err(:)) <= 1e-12), msg);
%!   err = full (NA' * sparse (B')) - full (A' * B');
%!   assert (all (abs (err(:)) <= 1e-12), msg);
%!   err = full (sparse (A') * NA) - full (A' * A);
%!   assert (all (abs (err(:)) <= 1e-12), msg);
%!   if (m > 2)
%!     err = full (NA(:, 2:end)' * NA) - full (A(:, 2:end)' * A);
%!     assert (all (abs (err(:)) <= 1e-12), msg);
%!     err = full (NA(:, 2:end).' * NA(:, 1:end-1)) - full (A(:, 2:end).' * A(:, 1:end-1));
%!     assert (all (abs (err(:)) <= 1e-12), msg);
%!   endif
%! endfor
%! ## complex operands keep the conjugate of ' (Octave's product, no flag)
%! Z = sprandn (6, 4, 0.5) + 1i * sprandn (6, 4, 0.5);
%! NZ = ndsparse (Z);
%! assert (full (NZ' * NZ), full (Z' * Z), 1e-12);
%! assert (full (NZ.' * NZ), full (Z.' * Z), 1e-12);
%! ## logical operands, an empty one, a 1-by-n one
%! L = sprand (5, 3, 0.5) > 0;
%! assert (full (ndsparse (L)' * ndsparse (L)), full (double (L)' * double (L)));
%! assert (size (ndsparse (sparse (0, 3))' * ndsparse (sparse (0, 2))), [3 2]);
%! assert (nnz (ndsparse (sparse (0, 3))' * ndsparse (sparse (0, 2))), 0);
%! r = ndsparse (sparse ([1 0 2]));
%! assert (full (r' * r), [1 0 2]' * [1 0 2]);
%! assert (full (r * r'), 5);
%!test
%! ## cancellation leaves no stored zero; empty and size-1 operands; logical
%! C = ndsparse ([1 1; 1 2], [1; -1], [1 2]) * ndsparse ([1 1; 2 1], [2; 2], [2 1]);
%! assert (nnz (C), 0);
%! assert (size (C), [1 1]);
%! assert (size (ndsparse (sparse (3, 0)) * ndsparse (sparse (0, 4))), [3 4]);
%! assert (nnz (ndsparse (sparse (3, 0)) * ndsparse (sparse (0, 4))), 0);
%! assert (size (ndsparse (sparse (0, 2)) * sparse (2, 5)), [0 5]);
%! L = ndsparse ([1 1; 2 2; 2 1], true, [2 2]);
%! assert (full (L * L), [1 0; 2 1]);
%! assert (full (L * sparse ([Inf 0; 0 NaN])), [Inf 0; Inf NaN]);
%! V = ndsparse (sprandn (20, 30, 0.2))(3:12, :);
%! W = sprandn (30, 7, 0.3);
%! assert (full (V * W), full (V) * full (W), 1e-12);
%!test
%! ## two real double tensors, A * B in C++ (the value type's operator) against
%! ## mtimes (A, B) (this m-file) and full (A) * full (B): random seeded tensors,
%! ## transposed views, views of views, pending entries, a trailing size-1 dim
%! seed = 3535;
%! rand ("seed", seed); randn ("seed", seed);
%! for t = 1:8
%!   m = randi (20); k = randi ([0 20]); n = randi (20);
%!   A = ndsparse (round (3 * sprandn (m, k, rand () / 2)));
%!   B = ndsparse (round (3 * sprandn (n, k, rand () / 2)))';
%!   if (k > 1 && mod (t, 2))
%!     A(1, k) = 7;
%!     B(k, 1) = -2;
%!   endif
%!   msg = sprintf ("mtimes: seed %d, case %d", seed, t);
%!   C = A * B;
%!   assert (isa (C, "ndsparse") && isequal (full (C), full (A) * full (B)), msg);
%!   assert (isequal (C, mtimes (A, B)) && nnz (C) == nnz (full (C)), msg);
%!   assert (isequal (full (B' * A'), full (B)' * full (A)'), msg);
%!   if (k > 2 && m > 1)
%!     V = A'(2:end, :)';
%!     assert (isequal (full (V * B(2:end, :)), full (V) * full (B(2:end, :))), msg);
%!   endif
%! endfor
%! T = reshape (ndsparse ([1 1; 2 3], [2; 5], [2 3]), [2 3 1]);
%! assert (full (T' * T), [4 0 0; 0 0 0; 0 0 25]);
%!test
%! ## a tensor times a full matrix, either side, in C++ (the value type's
%! ## operator): random seeded tensors, transposed and permuted views, a view
%! ## with a hidden dim, against full (T)
%! seed = 35;
%! rand ("seed", seed);
%! near = @(P, Q) isequal (size (P), size (Q)) && isfloat (P) && ! issparse (P) ...
%!                && all (abs (P(:) - Q(:)) <= 1e-12);
%! for t = 1:8
%!   m = randi (30); n = randi (30); k = randi (3);
%!   F = full (sprand (m, n, rand ()));
%!   T = ndsparse (F);
%!   X = rand (n, k); Y = rand (k, m);
%!   msg = sprintf ("mtimes: seed %d, case %d", seed, t);
%!   assert (near (T * X, F * X), msg);
%!   assert (near (Y * T, Y * F), msg);
%!   assert (near (T' * Y', F' * Y'), msg);
%!   assert (near (X' * T.', X' * F.'), msg);
%!   assert (near (permute (T, [2 1]) * Y', F.' * Y'), msg);
%!   assert (near (squeeze (reshape (T, [m 1 n])) * X, F * X), msg);
%! endfor
%! H = ndsparse (zeros (3, 4, 2));
%! H(2, 3, 1) = 5;
%! H(3, 4, 1) = -1;
%! assert (H(:, :, 1) * [1; 2; 3; 4], [0; 15; -4]);
%! assert (ndsparse (sparse (0, 5)) * ones (5, 2), zeros (0, 2));
%! assert (ones (2, 3) * ndsparse (sparse (3, 0)), zeros (2, 0));
%! S = sparse ([1 0; 0 2]);
%! assert (ndsparse (S) * [Inf 1; 0 1], S * [Inf 1; 0 1]);
%! assert ([NaN 1; 0 1] * ndsparse (S), [NaN 1; 0 1] * S);
%! ## a whole storage, read in place, against one with entries pending, one of
%! ## a trailing size-1 dim and duplicates that cancel, and full (T): seeded
%! seed = 3536;
%! rand ("seed", seed);
%! for t = 1:6
%!   m = randi ([1 12]); n = randi ([1 12]); k = randi (3);
%!   i = randi (m, 3 * m, 1); j = randi (n, 3 * m, 1); v = round (4 * rand (3 * m, 1)) - 2;
%!   T = ndsparse ([i j], v, [m n]);
%!   P = T;
%!   P(randi (m), randi (n)) = 5;
%!   P(1, 1) = 0;
%!   Z = ndsparse ([i j ones(3 * m, 1); 1 1 1; 1 1 1], [v; 3; -3], [m n 1]);
%!   X = rand (n, k); Y = rand (k, m);
%!   msg = sprintf ("mtimes: seed %d, case %d", seed, t);
%!   for U = {T, P, Z}
%!     F = full (U{1});
%!     assert (near (U{1} * X, F * X) && near (Y * U{1}, Y * F), msg);
%!   endfor
%! endfor
%!error id=ndsparse:class ndsparse ([1 1], 1) * int8 (2)
%!error id=ndsparse:class uint64 ([1 2]) * ndsparse ([1 1], 1, [2 2])
%!error id=ndsparse:size T * ones (3, 1)
%!error id=ndsparse:size ones (1, 4) * T
%!error id=ndsparse:dims ndsparse ([1 1 2], 1) * ones (2, 2)
%!error id=ndsparse:class T * {1}
%!assert (full (T * 1i), full (T) * 1i)
%!assert (ndsparse ([1 1; 2 2], [1; 2]) * [1i; 2], [1i; 4])
%!assert (full (ndsparse ([1 1; 2 2], [1; 2]) * ndsparse ([1i; 2])), [1i; 4])
%!error <mtimes: the result is full with 3000000000 elements> ndsparse ([5 1], 1, [1e9 1]) * ones (1, 3)
%!error <mtimes: the result is full> ones (3, 1) * ndsparse ([1 5], 1, [1 1e9])
%!test
%! ## under the "warn" policy the product is made, with the warning
%! old = ndsparse_config ();
%! unwind_protect
%!   ndsparse_config ("max_dense", 5);
%!   ndsparse_config ("dense_policy", "warn");
%!   warning ("off", "ndsparse:toolarge", "local");
%!   assert (ndsparse ([2 1], 3, [3 1]) * [1 2], [0 0; 3 6; 0 0]);
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old.max_dense);
%!   ndsparse_config ("dense_policy", old.dense_policy);
%! end_unwind_protect

%!test
%! ## the gateway's two results, a sparse matrix (GraphBLAS's arrays adopted, no copy)
%! ## and int64 entries with values, against Octave's product: every method, transposes
%! ## and thread count, empty and size-1 sides, entries that cancel (integer values:
%! ## the sums are exact)
%! seed = 3401;
%! rand ("seed", seed); randn ("seed", seed);
%! for rep = 1:40
%!   m = randi ([0 25]); k = randi ([0 1 25]); n = randi ([1 25]);
%!   if (rep <= 3)
%!     [m, k, n] = deal ({1, 0, 7}{rep}, {3, 1, 0}{rep}, {1, 9, 4}{rep});
%!   endif
%!   A = round (3 * sprandn (m, k, 0.3));
%!   B = round (3 * sprandn (k, n, 0.3));
%!   E = A * B;
%!   ta = mod (rep, 2); tb = mod (floor (rep / 2), 2);
%!   XA = A; XB = B;
%!   if (ta), XA = A.'; endif
%!   if (tb), XB = B.'; endif
%!   args = {XA, XB, [ta tb], mod(rep, 5), mod(rep, 3)};
%!   C = __nds_spgemm__ (args{:});
%!   assert (issparse (C) && isequal (size (C), size (E)) && isequal (C, E),
%!           "seed %d, rep %d: the sparse product differs", seed, rep);
%!   assert (nnz (C) == 0 || nzmax (C) == nnz (C), "seed %d, rep %d: %d stored, %d nonzero",
%!           seed, rep, nzmax (C), nnz (C));
%!   [s, v] = __nds_spgemm__ (args{:});
%!   [i, j, ev] = find (E);
%!   assert (class (s), "int64");
%!   assert (isequal (double (s), [i(:), j(:)]) && isequal (v, ev(:)),
%!           "seed %d, rep %d: the entries differ", seed, rep);
%! endfor

## integer operands are refused, as Octave refuses [1 2] * int8 ([1; 2]) and
## sparse (1) * int8 (2): the class error names the argument
%!error id=ndsparse:class ndsparse ([1 1], 1, [2 2]) * int8 ([1; 2])
%!error <mtimes: B is int8> ndsparse ([1 1], 1, [2 2]) * int8 ([1; 2])
%!error id=ndsparse:class uint64 ([1 2]) * ndsparse ([1 1], 1, [2 2])
%!error <mtimes: A is uint64> uint64 ([1 2]) * ndsparse ([1 1], 1, [2 2])
%!test
%! ## a real, logical, complex, single or complex single tensor (fresh, a view of a
%! ## view, permuted, empty, size-1 dims; Inf and NaN stored, and single values
%! ## that round to zero) times or over a complex scalar, double or single, against
%! ## Octave's operator on full (T): values and complexness (a result whose
%! ## imaginary parts are all zero is real, as Octave's is); where the implicit
%! ## zeros stay zero the stored values are scaled (mtimes: whatever the scalar,
%! ## as Octave's sparse matrices), else the full array.  Single tensors: bit for
%! ## bit single of the op in double, c's parts rounded to single (complex (2, 0)
%! ## stays complex, as in Octave's operator on full (T))
%! seed = 3907;
%! rand ("seed", seed); randn ("seed", seed);
%! cs = {2i, 1+2i, complex(2, 0), complex(0, -0.5), Inf+1i, complex(1, NaN), ...
%!       complex(NaN, 0), 1e-310i, complex(0, 0), 1/3+2i/7, single(1.5-0.25i), ...
%!       1e39i, 1e-50i, single(complex(0, 1e-30))};
%! ops = {@(t, c) t * c, @(t, c) c * t, @(t, c) t / c, @(t, c) t ./ c, ...
%!        @(t, c) c .* t, @(t, c) t .* c, @(t, c) c ./ t};
%! names = {"T * c", "c * T", "T / c", "T ./ c", "c .* T", "T .* c", "c ./ T"};
%! for rep = 1:20
%!   sng = rep > 12;
%!   sz = [randi([1 6]), randi([1 5]), randi([1 4])];
%!   n = randi ([0 20]);
%!   s = [randi(sz(1), n, 1), randi(sz(2), n, 1), randi(sz(3), n, 1)];
%!   v = round (4 * randn (n, 1)) / 2;
%!   if (sng)
%!     v = randn (n, 1) .* 10 .^ (30 * (rand (n, 1) < 0.2) .* sign (randn (n, 1)));
%!   endif
%!   v(rand (n, 1) < 0.1) = Inf;
%!   v(rand (n, 1) < 0.1) = NaN;
%!   switch (mod (rep, 4) + 4 * sng)
%!     case {1, 5, 7}
%!       v = complex (v, round (4 * randn (n, 1)) / 2);
%!     case 2
%!       v = v != 0 & ! isnan (v);
%!   endswitch
%!   if (sng)
%!     v = single (v);
%!   endif
%!   T = ndsparse (s, v, sz);
%!   W = T(:, :, :);
%!   W = W(ceil (end / 2):end, :, :);
%!   Ts = {T, W(:, 1:end, :), permute(T, [3 1 2]), T(1, :, :), T([], :, :)};
%!   for it = 1:numel (Ts)
%!     X = Ts{it};
%!     F = double (full (X));
%!     mask = (F != 0);
%!     for ic = 1:numel (cs)
%!       c = cs{ic};
%!       if (sng)
%!         c = complex (double (single (real (c))), double (single (imag (c))));
%!       elseif (isa (c, "single"))
%!         continue;
%!       endif
%!       for io = 1:numel (ops)
%!         R = ops{io} (X, cs{ic});
%!         scaled = (io <= 2 || (any (io == [5 6]) && all (isfinite ([real(c), imag(c)])))
%!                   || (any (io == [3 4]) && c != 0 && ! any (isnan ([real(c), imag(c)]))));
%!         if (scaled)
%!           ## the stored values alone (Octave's sparse mtimes by a NaN or Inf)
%!           y = ops{io} (F(mask), c);
%!           E = zeros (size (F));
%!           E(mask) = y;
%!           ok = isa (R, "ndsparse");
%!           cplx = iscomplex (y);
%!         else
%!           E = ops{io} (F, c);
%!           ok = true;
%!           cplx = iscomplex (E);
%!         endif
%!         if (sng)
%!           E = single (E);
%!           ok = ok && isa (full (R), "single");
%!           cplx = iscomplex (E);    # (real when every part rounds to zero)
%!         endif
%!         if (scaled || ! sng)
%!           ok = ok && iscomplex (full (R)) == cplx && isequaln (full (R), E);
%!         else
%!           ## (mrdivide's single route narrows complex (NaN, 0) to NaN first: the
%!           ## full array's imaginary parts are left out)
%!           ok = ok && isequaln (real (full (R)), real (E));
%!         endif
%!         assert (ok, "seed %d, rep %d, tensor %d, c = %s: %s differs", seed, rep, it,
%!                 num2str (cs{ic}), names{io});
%!       endfor
%!     endfor
%!   endfor
%! endfor
