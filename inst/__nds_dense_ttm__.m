## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {Y =} __nds_dense_ttm__ (Y, A, n, N)
## Internal: shared by hosvd, tucker_als and
## tuckermodel: the full N-way array Y times the matrix A in mode n,
## Y(.., j, ..) = sum_k A(j, k) Y(.., k, ..).
## @end deftypefn
function Y = __nds_dense_ttm__ (Y, A, n, N)
  sz = size (Y);
  sz(end+1:N) = 1;
  others = [1:n-1, n+1:N];
  Y = A * reshape (permute (Y, [n, others]), sz(n), []);
  sz(n) = rows (A);
  Y = ipermute (reshape (Y, [sz(n), sz(others)]), [n, others]);
endfunction

%!test
%! rand ("seed", 113);
%! Y = rand (3, 4, 2); A = rand (5, 4);
%! Z = __nds_dense_ttm__ (Y, A, 2, 3);
%! for k = 1:2
%!   assert (Z(:, :, k), Y(:, :, k) * A.', 1e-14);
%! endfor
%! assert (size (__nds_dense_ttm__ (rand (3, 4), rand (2, 1), 3, 3)), [3 4 2]);
