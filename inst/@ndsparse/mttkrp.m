## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{B} =} mttkrp (@var{T}, @var{U}, @var{n})
## Matricized tensor times Khatri-Rao product (Tensor Toolbox's convention):
## @code{B = unfold (T, n) * khatrirao (U@{N@}, .., U@{n+1@}, U@{n-1@}, .., U@{1@})},
## computed entry by entry in C without forming the Khatri-Rao product.
##
## @var{U} is a cell of N factor matrices, @code{U@{d@}} of size
## @code{size (T, d)}-by-R; @code{U@{n@}} is not used (it may be empty).  @var{B}
## is the full @code{size (T, n)}-by-R matrix.  This is the core of CP-ALS.
##
## A single @var{T} or factor gives a single @var{B} computed in single
## arithmetic, as Octave's single arrays are (@code{single (A) * single (B)}):
## the values and factors rounded to single, each product and sum in single.
## An output summing k nonzero terms of N values each is within
## @code{(k + N) * eps ("single")} (complex: @code{(k + 2*N) * eps ("single")}
## each part) of the sum of the terms' absolute values.
##
## @example
## @group
## T = ndsparse ([1 2 1; 2 1 3], [5; 6], [2 2 3]);
## U = @{rand(2, 4), rand(2, 4), rand(3, 4)@};
## B = mttkrp (T, U, 2)                # 2-by-4
## @end group
## @end example
## @seealso{ttv, ttm, innerprod}
## @end deftypefn

function B = mttkrp (T, U, n)
  if (nargin != 3)
    print_usage ();
  endif
  [B, done] = __nds_mttkrp1__ (T, U, n);    # full factors that fit: one C++ call
  if (done)
    return;
  endif
  [sng, B] = nds_single_route ("mttkrp", 2, T, U, n);
  if (sng)
    return;
  endif
  N = numel (__nds_viewparts__ (T));
  if (! iscell (U) || numel (U) != N)
    error ("ndsparse:class", "mttkrp: U must be a cell of %d factor matrices", N);
  endif
  if (! (isnumeric (n) && isscalar (n) && n == fix (n) && n >= 1 && n <= N))
    error ("ndsparse:dims", "mttkrp: N must be a mode in 1..%d", N);
  endif
  [s, x, shape] = nds_kern_values (T);
  others = [1:n-1, n+1:N];
  for d = others
    if (rows (U{d}) != shape(d))
      error ("ndsparse:size", "mttkrp: U{%d} must have size (T, %d) = %d rows, not %d",
             d, d, shape(d), rows (U{d}));
    endif
  endfor
  R = factor_rank (U, others, n);
  for d = others
    ## a sparse factor is made full, and the result is full: refused before
    ## allocating when they cannot be held
    __nds_dense_check__ ([shape(d), R], "mttkrp", true);
  endfor
  __nds_dense_check__ ([shape(n), R], "mttkrp", true);
  for d = others
    U{d} = nds_kern_matrix (U{d}, "mttkrp", sprintf ("U{%d}", d), true);
  endfor
  U{n} = zeros (0, R);
  B = __nds_mttkrp__ (s, x, shape, U, n);
endfunction

## the common number of columns R of the factor matrices U{others}: the count most
## of U (U{n} too when it is a matrix) agree on; a matrix that disagrees is named
function R = factor_rank (U, others, n)
  cols = cellfun (@columns, U(others));
  votes = cols;
  if (isnumeric (U{n}) && ! isempty (U{n}))
    votes(end+1) = columns (U{n});
  endif
  if (isempty (cols))
    R = columns (U{n});
    return;
  endif
  counts = arrayfun (@(c) sum (votes == c), cols);
  R = cols(find (counts == max (counts), 1));
  bad = others(cols != R);
  if (isempty (bad))
    return;
  endif
  if (any (counts == max (counts) & cols != R))
    ## no majority: name them all
    error ("ndsparse:size",
           "mttkrp: the factor matrices must have the same number of columns: %s",
           strjoin (arrayfun (@(d, c) sprintf ("U{%d} has %d", d, c), others, cols,
                              "UniformOutput", false), ", "));
  endif
  error ("ndsparse:size", "mttkrp: U{%d} has %d columns, the other factor matrices %d",
         bad(1), columns (U{bad(1)}), R);
endfunction

%!test
%! T = ndsparse ([1 2 1; 2 1 3; 2 2 2; 1 1 1], [5; 6; 7; 8], [2 2 3]);
%! F = full (T);
%! U = {rand(2, 3), rand(2, 3), rand(3, 3)};
%! kr = @(A, B) reshape (permute (A, [3 1 2]) .* permute (B, [1 3 2]), [], columns (A));   # khatrirao (A, B)
%! assert (mttkrp (T, U, 1), reshape (F, 2, 6) * kr (U{3}, U{2}), 1e-12);
%! assert (mttkrp (T, U, 2), reshape (permute (F, [2 1 3]), 2, 6) * kr (U{3}, U{1}), 1e-12);
%! assert (mttkrp (T, U, 3), reshape (permute (F, [3 1 2]), 3, 4) * kr (U{2}, U{1}), 1e-12);
%! U{2} = [];
%! assert (size (mttkrp (T, U, 2)), [2 3]);
%!test
%! ## the one-call path (__nds_mttkrp1__) on views of views and a logical tensor,
%! ## each mode, against the unfolding of the full array times the Khatri-Rao product
%! seed = 35;  rand ("seed", seed);
%! F = rand (5, 4, 6) .* (rand (5, 4, 6) < 0.3);
%! T = ndsparse (F);  V = T(2:5, :, 2:6);  W = V(:, 2:4, :);
%! kr = @(A, B) reshape (permute (A, [3 1 2]) .* permute (B, [1 3 2]), [], columns (A));
%! for c = {{W, F(2:5, 2:4, 2:6)}, {ndsparse(F > 0), double(F > 0)}}
%!   [X, G] = deal (c{1}{:});
%!   U = {rand(rows (G), 3), rand(columns (G), 3), rand(size (G, 3), 3)};
%!   E = {reshape(G, size (G, 1), []) * kr(U{3}, U{2}), ...
%!        reshape(permute (G, [2 1 3]), size (G, 2), []) * kr(U{3}, U{1}), ...
%!        reshape(permute (G, [3 1 2]), size (G, 3), []) * kr(U{2}, U{1})};
%!   for n = 1:3
%!     B = mttkrp (X, U, n);
%!     assert (size_equal (B, E{n}) && max (abs (B(:) - E{n}(:))) < 1e-12,
%!             sprintf ("mode %d, seed %d", n, seed));
%!   endfor
%! endfor
%!test
%! ## single tensors with single or double factors (a single lane: the factors
%! ## rounded to single, products and sums in single), each mode, 3-D and 4-D, views
%! ## of views, duplicates, size-1 dims: within the bound of float arithmetic of the
%! ## double oracle (the unfolding of double (full (T)) times the Khatri-Rao product
%! ## of the rounded factors).  An output sums at most k products (k the most
%! ## nonzeros of a row of the unfolding: an explicit zero adds exactly), each of N
%! ## values rounded N - 1 times, the sum rounded k - 1 times, the result once:
%! ## |B - E| <= (k + N) eps ("single") M, M the oracle of the absolute values
%! seed = 39;  rand ("seed", seed);  randn ("seed", seed);
%! kr = @(A, B) reshape (permute (A, [3 1 2]) .* permute (B, [1 3 2]), [], columns (A));
%! F = single (randn (6, 5, 7) .* (rand (6, 5, 7) < 0.4));
%! V = ndsparse (F)(2:6, :, 2:7);  W = V(:, 2:4, :);
%! s = [randi(3, 40, 1), ones(40, 1), randi(4, 40, 1), randi(2, 40, 1)];
%! D = ndsparse (s, single (randn (40, 1) / 3), [3 1 4 2]);    # duplicates summed
%! cases = {W, F(2:6, 2:4, 2:7); D, full(D); ndsparse(F), F};
%! for c = 1:rows (cases)
%!   [X, G] = deal (cases{c, :});
%!   N = ndims (G);  sz = size (G, 1:N);  R = 4;
%!   U = arrayfun (@(d) randn (sz(d), R), 1:N, "UniformOutput", false);
%!   U(2:2:N) = cellfun (@single, U(2:2:N), "UniformOutput", false);
%!   Ud = cellfun (@(u) double (single (u)), U, "UniformOutput", false);
%!   for n = 1:N
%!     o = [1:n-1, n+1:N];
%!     Gn = reshape (permute (G, [n o]), sz(n), []);
%!     K = Ud{o(1)};
%!     for d = o(2:end)
%!       K = kr (Ud{d}, K);
%!     endfor
%!     Ed = double (Gn) * K;  M = abs (double (Gn)) * abs (K);
%!     B = mttkrp (X, U, n);
%!     msg = sprintf ("case %d, mode %d, seed %d", c, n, seed);
%!     assert (isa (B, "single") && size_equal (B, Ed), msg);
%!     k = max ([0; sum(Gn != 0, 2)]);
%!     assert (all (abs (double (B(:)) - Ed(:)) <= (k + N) * eps ("single") * M(:)), msg);
%!   endfor
%! endfor
%!assert (mttkrp (ndsparse (zeros (0, 3), single ([]), [3 4 2]), {[], ones(4, 2), single(ones (2, 2))}, 1), zeros (3, 2, "single"))
%!assert (mttkrp (ndsparse ([1 2], single (2), [3 4]), {[], single(ones (4, 0))}, 1), zeros (3, 0, "single"))
%!error <U\{2\} must have size \(T, 2\) = 3 rows, not 4>
%! mttkrp (ndsparse ([1 1 1], single (1), [4 3 4]), {rand(4,2), single(rand (4,2)), rand(4,2)}, 1)
%!error id=ndsparse:class mttkrp (ndsparse ([1 1], single (1), [2 2]), single (ones (2, 2)), 1)
%!assert (mttkrp (ndsparse ([], [], [2 3]), {ones(2, 2), ones(3, 2)}, 1), zeros (2, 2))
%!assert (mttkrp (ndsparse ([2; 3], [4; 5], 3), {[]}, 1), zeros (3, 0))
%!error id=ndsparse:size mttkrp (ndsparse ([1 1], 1, [2 2]), {ones(2, 2), ones(3, 2)}, 1)
%!error <U\{2\} has 3 columns, the other factor matrices 2>
%! mttkrp (ndsparse ([1 1 1], 1, [4 3 4]), {rand(4,2), rand(3,3), rand(4,2)}, 1)
%!error <U\{3\} has 3 columns, the other factor matrices 2>
%! mttkrp (ndsparse ([1 1 1 1], 1, [4 3 4 2]), {[], rand(3,2), rand(4,3), rand(2,2)}, 1)
%!error <U\{2\} must have size \(T, 2\) = 3 rows, not 4>
%! mttkrp (ndsparse ([1 1 1], 1, [4 3 4]), {rand(4,2), rand(4,2), rand(4,2)}, 1)
%!error <same number of columns: U\{2\} has 3, U\{3\} has 2>
%! mttkrp (ndsparse ([1 1 1], 1, [4 3 4]), {[], rand(3,3), rand(4,2)}, 1)
%!error id=ndsparse:class mttkrp (ndsparse ([1 1], 1, [2 2]), ones (2, 2), 1)
%!error id=ndsparse:class mttkrp (ndsparse ([1 1], 1i, [2 2]), ones (2, 2), 1)
%!error id=ndsparse:dims mttkrp (ndsparse ([1 1], 1i, [2 2]), {1i, 1}, 3)
%!error id=ndsparse:size mttkrp (ndsparse ([1 1], 1i, [2 2]), {ones(2, 2), ones(3, 2)}, 1)
%!error id=ndsparse:dims mttkrp (ndsparse ([1 1], 1, [2 2]), {1, 1}, 3)
%!error <Invalid call> mttkrp (ndsparse ([1 1], 1))
## (the probe's factors of 1e9 columns cost Octave 8 GB each before mttkrp runs;
## 1e7 columns reach the same refusal)
%!error id=ndsparse:toolarge mttkrp (ndsparse ([1 1 1], 1, [1e6 5 6]), {ones(1e6, 1), sparse(5, 1e7), sparse(6, 1e7)}, 1)

%!demo
%! ## One step of CP-ALS on a planted rank-2 tensor: mttkrp (X, U, n) is the
%! ## product of the mode-n unfolding with the Khatri-Rao product of the other
%! ## factors, the costly part of each update.  The fit rises after the step.
%! rand ("seed", 1);
%! model = @(U) reshape (kron (U{3}(:, 1), kron (U{2}(:, 1), U{1}(:, 1)))
%!                       + kron (U{3}(:, 2), kron (U{2}(:, 2), U{1}(:, 2))), [4 3 3]);
%! X = ndsparse (model ({[1 0; 1 1; 0 2; 0 1], [2 0; 0 1; 1 1], [1 1; 0 1; 1 0]}));
%! size (X), nnz (X)
%! fit = @(U) 1 - norm (reshape (full (X) - model (U), [], 1)) / norm (X);
%! U = {rand(4, 2), rand(3, 2), rand(3, 2)};
%! printf ("fit before: %.3f\n", fit (U));
%! for n = 1:3                      # one sweep: each factor solves a least-squares problem
%!   G = ones (2);
%!   for m = setdiff (1:3, n)
%!     G = G .* (U{m}' * U{m});
%!   endfor
%!   U{n} = mttkrp (X, U, n) / G;
%! endfor
%! printf ("fit after one sweep: %.3f\n", fit (U));

## integer operands are refused, as Octave refuses [1 2] * int8 ([1; 2]) and
## sparse (1) * int8 (2): the class error names the argument
%!error id=ndsparse:class mttkrp (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {[], int8([1; 2]), [1; 2]}, 1)
%!error <mttkrp: U\{2\} is int8> mttkrp (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {[], int8([1; 2]), [1; 2]}, 1)
%!error id=ndsparse:class mttkrp (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {uint64([1; 2]), [1; 2], []}, 3)
%!error <mttkrp: U\{1\} is uint64> mttkrp (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {uint64([1; 2]), [1; 2], []}, 3)
