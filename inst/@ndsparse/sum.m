## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} sum (@var{T})
## @deftypefnx {ndsparse} {@var{R} =} sum (@var{T}, @var{dim})
## @deftypefnx {ndsparse} {@var{R} =} sum (@var{T}, "all")
## Sum of the elements, along @var{dim}: a dimension, a vector of dimensions, or
## @code{"all"}; by default the first non-singleton dimension.  The result is an
## ndsparse of @var{T}'s size with the reduced dimensions set to 1, or a full
## scalar when it has one element.  Dimensions past @code{ndims (@var{T})} have
## size 1, as in Octave.  Only the stored entries are read (grouped by their
## coordinates outside @var{dim}, in C).
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 1; 2 3 2], [1; 2; 3], [2 3 2]);
## R = sum (T, 3)
## sum (T, "all")
## @end group
## @end example
## @seealso{sum, prod, mean, max, min, any, all}
## @end deftypefn

function R = sum (T, dim = [])
  ## The compiled front (sum.oct: src/methods/nds_methods.cc) has tried its one pass
  ## over the entries, chosen in C++ from the tensor (__nds_sum__: a vector's values,
  ## down the columns, along a matrix's rows): what comes here is what it left, the
  ## general reduction.  Complex values have their real and imaginary parts summed
  ## over one grouping of the entries (__nds_reduce__); single ones accumulate in
  ## single in storage order, as Octave's sum (single (A)) does in column-major order
  ## (adding zeros changes nothing): the same bits, every value summed or along dims
  R = nds_reduction (T, nds_reduce_dims (__nds_viewparts__ (T), dim, "sum"), "sum", "sum");
endfunction

%!assert (sum (ndsparse ([1 2i 0 3])), sum ([1 2i 0 3]))
%!assert (full (sum (ndsparse ([1 2i; 0 3]))), sum ([1 2i; 0 3]))
%!test
%! T = ndsparse ([1 1 1; 2 3 1; 2 3 2; 1 2 2], [1; 2; -3; 4], [2 3 2]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (sum (T, d)), sum (F, d));
%! endfor
%! assert (full (sum (T)), sum (F));
%! assert (full (sum (T, [1 3])), sum (sum (F, 1), 3));
%! assert (sum (T, "all"), sum (F(:)));
%! assert (full (sum (ndsparse ([], [], [0 3]), 1)), sum (zeros (0, 3), 1));
%!test
%! ## big enough for the parallel paths: per-block sorts of the kept dims below
%! ## the last reduced one, and two blocks of 300000 rows sorted one per thread
%! T = ndsprand ([300 200 50], 0.1, 4);
%! F = full (T);
%! for d = 1:3
%!   assert (full (sum (T, d)), sum (F, d), -1e-12);
%! endfor
%! assert (full (sum (T, [1 2])), sum (sum (F, 1), 2), -1e-12);
%! assert (full (sum (T, [1 3])), sum (sum (F, 1), 3), -1e-12);
%! assert (full (sum (T, [2 3])), sum (sum (F, 2), 3), -1e-12);
%! [m, i] = max (T, [], 2);
%! [fm, fi] = max (F, [], 2);
%! assert (full (m), fm);
%! assert (i, fi);
%! T = ndsprand ([3000 1000 2], 0.1, 5);
%! assert (full (sum (T, 2)), sum (full (T), 2), -1e-12);
%!test
%! ## dim 1 (runs of rows), and one dim reduced chunk by chunk of the dims below
%! ## it: several chunks per block, several blocks, threads starting inside a
%! ## block; NaN, Inf, signs
%! [s, v] = find (ndsprand ([700 400 3 4], 0.1, 9));
%! v = v - 0.5;
%! v(1:1001:end) = NaN;
%! v(2:1001:end) = -Inf;
%! T = ndsparse (s, v, [700 400 3 4]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (sum (T, d)), sum (F, d), -1e-12);
%!   assert (full (mean (T, d)), mean (F, d), -1e-12);
%!   assert (full (prod (T, d)), prod (F, d), -1e-12);
%!   assert (full (max (T, [], d)), max (F, [], d));
%!   assert (full (min (T, [], d)), min (F, [], d));
%!   ## NaN is nonzero, as for sparse and Octave's all (vector): all (F, d) along
%!   ## dim 2 and up takes it for zero in Octave 7, and any (F) skips it
%!   assert (full (any (T, d)), any (F, d));
%!   assert (full (all (T, d)), all (F != 0, d));
%! endfor
%! assert (full (sum (T, [1 2])), sum (sum (F, 1), 2), -1e-12);
%! assert (full (prod (T, [1 2 3])), prod (prod (prod (F, 1), 2), 3));
%! assert (full (all (T, [1 2])), all (all (F != 0, 1), 2));
%!test
%! ## the same of single values: sums and products added in single (as the double
%! ## operation rounded), max and min, bit for bit as the full array's, chunk by
%! ## chunk (dims 3 and 4) and by runs (seed 39)
%! rand ("seed", 39);  randn ("seed", 39);
%! [s, v] = find (ndsprand ([700 400 3 4], 0.1, 9));
%! v = single (randn (size (v)) .* 2 .^ randi ([-20 20], size (v)));
%! v(1:1001:end) = NaN;
%! v(2:1001:end) = -Inf;
%! v(3:997:end) = -v(4:997:end)(1:numel (v(3:997:end)));
%! T = ndsparse (s, v, [700 400 3 4]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (sum (T, d)), sum (F, d));      # of class single, with NaN
%!   assert (full (prod (T, d)), prod (F, d));
%!   assert (full (max (T, [], d)), max (F, [], d));
%!   assert (full (min (T, [], d)), min (F, [], d));
%! endfor
%!test
%! ## one dim of 3 or more (the C++ pass of the general reduction): default dims past
%! ## leading singletons, a scalar result, sums that cancel, logical values, pending
%! ## entries, views of views, no entries, a dim past the view (seed printed)
%! seed = 3571;
%! rand ("seed", seed);
%! msg = sprintf ("seed %d", seed);
%! near = @(a, b) isequal (size (a), size (b)) ...
%!                && all (abs (a(:) - b(:)) <= 1e-14 * abs (b(:)) | a(:) == b(:));
%! for sz = {[4 3 5], [1 4 3], [1 1 6], [3 1 2 4], [5 4 1 2]}
%!   sz = sz{1};
%!   T = ndsprand (sz, 0.5, seed);
%!   F = full (T);
%!   assert (near (full (sum (T)), sum (F)), msg);
%!   for d = 1:numel (sz) + 1
%!     assert (near (full (sum (T, d)), sum (F, d)), msg);
%!     assert (isequal (full (sum (T > 0.5, d)), sum (F > 0.5, d)), msg);
%!     assert (isa (full (sum (T > 0.5, d)), "double"), msg);
%!   endfor
%! endfor
%! assert (isequal (sum (ndsparse ([1 1 2; 1 1 5], [2; 3], [1 1 6])), 5));
%! Z = ndsparse ([1 1 1; 1 1 2; 2 1 1; 2 2 2], [1; -1; 4; 5], [2 2 2]);
%! assert (nnz (sum (Z, 3)), 2);
%! assert (full (sum (Z, 3)), [0 0; 4 5]);
%! B = ndsprand ([4 5 6], 0.3, seed);
%! B(2, 3, 4) = 7;                         # a pending assignment is seen
%! assert (near (full (sum (B, 3)), sum (full (B), 3)), msg);
%! V = permute (B, [3 1 2])(2:5, :, 2:4);  # a view of a permuted view
%! for d = 1:3
%!   assert (near (full (sum (V, d)), sum (full (V), d)), msg);
%! endfor
%! E = ndsparse ([], [], [3 0 4]);
%! assert (size (sum (E, 3)), [3 0]);
%! assert (size (sum (ndsparse ([], [], [3 2 4]), 2)), [3 1 4]);
%!error id=ndsparse:dim sum (ndsparse ([1 1], 1), 0)
%!error id=ndsparse:dim sum (ndsparse ([1 1], 1), "rows")
%!error <Invalid call> sum ()

%!test
%! ## reduced along the last dims, the result stores no column of ones for them
%! ## (Octave drops trailing singleton dims; a 2-D result keeps two)
%! T = ndsparse ([1 2 3; 2 1 3; 1 2 1; 2 2 2], [1; 2; 4; -1], [2 2 3]);
%! F = full (T);
%! R = sum (T, 3);
%! assert (viewinfo (R).shape, [2 2]);
%! assert (full (R), sum (F, 3));
%! assert (viewinfo (sum (T, [2 3])).shape, [2 1]);
%! assert (full (sum (T, [2 3])), sum (sum (F, 2), 3));
%! assert (viewinfo (sum (T, 2)).shape, [2 1 3]);
%! [m, i] = max (T, [], 3);
%! [fm, fi] = max (F, [], 3);
%! assert (viewinfo (m).shape, [2 2]);
%! assert (full (m), fm);
%! assert (i, fi);
%! assert (size (max (ndsparse ([], [], [2 2 0]), [], 3)), [2 2 0]);

%!test
%! ## a dim past the shape reduces nothing, as for arrays, however far it is
%! T = ndsparse ([1 1 1; 2 3 1; 2 3 2], [1; -2; 3], [2 3 2]);
%! L = T > 0;
%! for d = [4 1e10 2^60]
%!   assert (full (sum (T, d)), sum (full (T), d));
%!   assert (full (sum (L, d)), sum (full (L), d));
%!   assert (full (max (T, [], d)), max (full (T), [], d));
%!   assert (full (any (T, d)), any (full (T), d));
%!   assert (full (prod (T, d)), prod (full (T), d));
%! endfor
%! assert (full (sum (T, [1 1e10])), sum (full (T), 1));

%!demo
%! ## Sums along one mode, several modes, or all: the result has size 1 along
%! ## the modes summed, as for full arrays, and stays sparse.
%! T = ndsparse ([1 1 1; 2 3 1; 1 2 2; 2 1 2; 2 3 2], [1; 2; 3; 4; 5], [2 3 2]);
%! full (T)
%! S3 = sum (T, 3);             # the two pages added
%! full (S3)
%! S12 = sum (T, [1 2]);        # one number per page
%! squeeze (full (S12))
%! sum (T, "all")
%!test
%! ## a vector's sum (one C call over the values): views, logical, permuted, empty
%! seed = 35;
%! A = ndsprand ([30 40], 0.3, seed);
%! F = full (A);
%! assert (sum (A(:)), sum (F(:)), 1e-12);
%! assert (sum (A(:, 7)), sum (F(:, 7)), 1e-12);
%! assert (sum (A(3, :)), sum (F(3, :)), 1e-12);
%! assert (sum (A.'(:, 3)), sum (F.'(:, 3)), 1e-12);
%! assert (sum (A(:) > 0.5), sum (F(:) > 0.5));
%! assert (class (sum (A(:) > 0.5)), "double");
%! assert (sum (A(2, 2)), F(2, 2));
%! assert (sum (ndsparse (zeros (0, 1))), 0);
%! assert (sum (ndsparse (zeros (1, 0))), 0);
%! B = A;
%! B(3, 7) = 5;                            # a pending assignment is seen
%! assert (sum (B(:, 7)), sum (F(:, 7)) - F(3, 7) + 5, 1e-12);
%!test
%! ## down the columns (one C pass): matrices, N-D, views, logical, zero sums dropped
%! T = ndsprand ([6 5 4], 0.4, 35);
%! F = full (T);
%! assert (full (sum (T)), sum (F), 1e-12);
%! assert (full (sum (T, 1)), sum (F, 1), 1e-12);
%! V = T(2:5, :, 3);
%! assert (full (sum (V)), sum (full (V)), 1e-12);
%! P = permute (T, [2 3 1]);
%! assert (full (sum (P)), sum (permute (F, [2 3 1])), 1e-12);
%! assert (full (sum (P)), sum (permute (F, [2 3 1])), 1e-12);
%! L = T > 0.5;
%! assert (full (sum (L)), sum (F > 0.5));
%! assert (class (full (sum (L))), "double");
%! Z = ndsparse ([1 1; 2 1; 1 2], [1; -1; 3], [2 2]);
%! assert (nnz (sum (Z)), 1);
%! assert (full (sum (Z)), [0 3]);
%! assert (sum (ndsparse ([1 1; 2 1], [1; 2], [2 1]), 1), 3);
%! assert (size (sum (ndsparse (zeros (5, 0)))), [1 0]);
%! assert (size (sum (ndsparse (zeros (5, 0)), 1)), [1 0]);

%!test
%! ## along the rows of a matrix (a dense accumulator): against Octave's sparse and
%! ## full sums, views, logical values, sums that cancel to zero, NaN and Inf,
%! ## rows beyond the accumulator's bound (the general path), seed printed on failure
%! seed = 352;
%! rand ("seed", seed);
%! S = sprand (300, 200, 0.05);
%! A = ndsparse (S);
%! assert (isequal (sparse (sum (A, 2)), sum (S, 2)), sprintf ("seed %d", seed));
%! assert (isequal (full (sum (A', 2)), full (sum (S', 2))), sprintf ("seed %d", seed));
%! assert (isequal (full (sum (A(20:250, 3:150), 2)), full (sum (S(20:250, 3:150), 2))), sprintf ("seed %d", seed));
%! L = A > 0.5;
%! assert (full (sum (L, 2)), full (sum (S > 0.5, 2)));
%! assert (! islogical (sum (L, 2)));
%! C = ndsparse ([1 1; 1 2; 2 2; 3 1; 3 3], [1; -1; NaN; Inf; -Inf], [4 3]);
%! R = sum (C, 2);
%! assert (isequal (size (R), [4 1]) && nnz (R) == 2);
%! assert (full (R), [0; NaN; NaN; 0]);
%! B = A;
%! B(7, 9) = 5;                            # a pending assignment is seen
%! assert (full (sum (B, 2)), full (sum (full (B), 2)));
%! E = ndsparse ([], [], [5 4]);
%! assert (isequal (size (sum (E, 2)), [5 1]) && nnz (sum (E, 2)) == 0);
%! W = ndsparse ([1 1; 200000 2], [3; 4], [200000 2]);   # more rows than the bound
%! assert (isequal (find (sum (W, 2)), [1; 200000]));
%! assert (isequal (sum (ndsparse ([1 2 3]), 2), 6));
%!test
%! ## a matrix that is a slice of a 3-d tensor: its entries carry the third coordinate
%! T = ndsprand ([50 40 3], 0.3, 353);
%! F = full (T);
%! assert (full (sum (T(:, :, 2), 2)), sum (F(:, :, 2), 2));
%! assert (full (sum (permute (T, [3 1 2])(:, :, 4), 2)), sum (permute (F, [3 1 2])(:, :, 4), 2));
%!test
%! ## complex sums in one pass over the (re, im) pairs: along a dim reduced chunk by
%! ## chunk, and along dim 3 of a wide tensor, by sorted groups (seed 39)
%! rand ("seed", 39);  randn ("seed", 39);
%! n = 3000;
%! for sz = {[40 30 20], [5000 5000 50]}
%!   sz = sz{1};
%!   s = [randi(sz(1), n, 1), randi(sz(2), n, 1), randi(sz(3), n, 1)];
%!   z = complex (randn (n, 1), randn (n, 1));
%!   T = ndsparse (s, z, sz);
%!   E = accumarray (s(:, 1:2), z, sz(1:2), [], 0, true);
%!   assert (norm (sum (T, 3) - ndsparse (E)), 0, 1e-12 * norm (z));
%!   E = accumarray (s(:, [1 3]), z, sz([1 3]), [], 0, true);
%!   assert (norm (reshape (sum (T, 2), sz([1 3])) - ndsparse (E)), 0, 1e-12 * norm (z));
%!   assert (iscomplex (sum (T, 3)));
%!   R = sum (ndsparse (s, complex (real (z), 0), sz), 3);
%!   assert (isreal (R) && nnz (R) == nnz (sum (ndsparse (s, real (z), sz), 3)));
%! endfor
%!test
%! ## sum along one dim of a single, complex or complex single tensor of 3 or more
%! ## dims (the compiled one pass, adding in single and in pairs as the m-code did)
%! ## as the full array's sum, bit for bit and real where it is: each dim and the
%! ## default, sums that cancel (dropped), imaginary parts that cancel (a real
%! ## result), size-1 dims, views, a dim past the view
%! seed = 39; rand ("seed", seed); randn ("seed", seed);
%! sizes = {[6 5 4], [1 7 3], [5 1 4 2], [4 6 1], [3 3 3 3]};
%! for it = 1:60
%!   sz = sizes{mod (it - 1, numel (sizes)) + 1};
%!   F = randn (sz) .* (rand (sz) < 0.4);
%!   if (it > 20 && it <= 40)
%!     F = complex (F, randn (sz) .* (F != 0));
%!   elseif (it > 40 && sz(1) >= 2)
%!     F = complex (F);
%!     F(1:2) = [1+2i, 3-2i];               # imaginary parts that cancel along dim 1
%!   endif
%!   if (mod (it, 2) || it <= 20)
%!     F = single (F);
%!   endif
%!   k = find (F, 3);
%!   F(k(2:end)) = -F(k(1));            # two that cancel, or three that do not
%!   T = ndsparse (F);
%!   cases = {{T, F}};
%!   if (all (sz(1:2) >= 2))
%!     cases{end+1} = {T(end:-1:1, 2:end, :), F(end:-1:1, 2:end, :)};
%!   endif
%!   for c = 1:numel (cases)
%!     [X, G] = deal (cases{c}{:});
%!     for d = 0:numel (sz) + 1
%!       if (d == 0)
%!         R = sum (X);
%!         FR = sum (G);
%!       else
%!         R = sum (X, d);
%!         FR = sum (G, d);
%!       endif
%!       what = sprintf ("seed %d, it %d, case %d, dim %d", seed, it, c, d);
%!       assert (strcmp (class (full (R)), class (FR)) && isequal (full (R), FR)
%!               && isreal (full (R)) == isreal (FR) && nnz (R) == nnz (FR), what);
%!     endfor
%!   endfor
%! endfor
