## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{K} =} kron (@var{A}, @var{B})
## Kronecker product of two 2-D operands, one at least an ndsparse (the other may
## be an Octave sparse or full matrix): the @code{rows(A)*rows(B)}-by-
## @code{columns(A)*columns(B)} ndsparse with blocks @code{A(i,j) * B}.
##
## It is the outer product @code{ttt (B, A)} with its modes interleaved
## (@code{permute}, @code{reshape}): every stored entry of @var{A} meets every
## stored entry of @var{B}, so @code{nnz (K) <= nnz (A) * nnz (B)}, checked
## against the available memory first (@code{ndsparse:toolarge}).
##
## @example
## @group
## A = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
## K = kron (A, [1 2; 3 4]);     # 4-by-4, blocks 1*B and 2*B on the diagonal
## full (K)(3:4, 3:4)            # [2 4; 6 8]
## @end group
## @end example
## @seealso{ttt, einsum}
## @end deftypefn

function K = kron (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  [sng, K] = nds_single_route ("kron", 2, A, B);
  if (sng)
    return;
  endif
  [ma, na] = nds_matrix_size (A, "A", "kron", "kron");
  [mb, nb] = nds_matrix_size (B, "B", "kron", "kron");
  A = as_nds (A);
  B = as_nds (B);
  O = ttt (B, A);                    # mb x nb x ma x na
  if (! isa (O, "ndsparse"))
    O = ndsparse (O);
  endif
  K = reshape (permute (O, [1 3 2 4]), [mb * ma, nb * na]);
endfunction

## X as an ndsparse of exactly two modes
function X = as_nds (X)
  if (! isa (X, "ndsparse"))
    [i, j, v] = find (double (X));
    X = ndsparse ([i(:), j(:)], v(:), size (X));
  else
    X = reshape (X, size (X));     # drops trailing modes of size 1
  endif
endfunction

%!test
%! seed = 3405;
%! rand ("seed", seed); randn ("seed", seed);
%! for t = 1:5
%!   A = sprandn (randi ([1 5]), randi ([1 5]), 0.5);
%!   B = sprandn (randi ([1 4]), randi ([1 4]), 0.5);
%!   K = kron (ndsparse (A), ndsparse (B));
%!   assert (isa (K, "ndsparse"));
%!   assert (full (K), full (kron (A, B)), 0);
%!   assert (full (kron (ndsparse (A), full (B))), full (kron (A, B)), 0);
%!   assert (full (kron (A, ndsparse (B))), full (kron (A, B)), 0);
%! endfor
%!assert (size (kron (ndsparse (sparse (2, 0)), ndsparse (sparse (3, 4)))), [6 0])
%!assert (nnz (kron (ndsparse (sparse (2, 3)), ones (2, 2))), 0)
%!assert (full (kron (ndsparse ([1 1], 3, [1 1]), [1 2])), [3 6])
%!test
%! V = ndsparse (sprandn (6, 5, 0.5))(2:4, 1:2);
%! assert (full (kron (V, [1 -1])), kron (full (V), [1 -1]));
%!error id=ndsparse:dims kron (ndsparse ([1 1 2], 1), 1)
%!error id=ndsparse:class kron (ndsparse ([1 1], 1), {1})
%!error <Invalid call> kron (ndsparse ([1 1], 1))
