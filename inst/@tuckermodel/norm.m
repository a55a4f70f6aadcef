## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{nrm} =} norm (@var{M})
## The Frobenius norm of the Tucker model @var{M}, from its core and the Gram
## matrices of its factors (@code{norm (M.core(:))} when the factors have
## orthonormal columns, as @code{hosvd} and @code{tucker_als} make them), without
## the full array.
##
## @example
## @group
## M = tuckermodel ([1 2; 3 4], @{[1 0; 1 1], [1 0; 0 1; 2 0]@});
## [norm(M), norm(full (M)(:))]
## @end group
## @end example
## @seealso{tuckermodel, innerprod, fit}
## @end deftypefn

function nrm = norm (M)
  if (nargin != 1)
    print_usage ();
  endif
  N = numel (M.U);
  G = M.core;
  for n = 1:N
    G = __nds_dense_ttm__ (G, M.U{n}.' * M.U{n}, n, N);
  endfor
  nrm = sqrt (abs (sum (G(:) .* M.core(:))));
endfunction

%!test
%! rand ("seed", 79);
%! M = tuckermodel (rand (2, 3, 2) - 0.5, {rand(4, 2), rand(3, 3), rand(5, 2)});
%! F = full (M);
%! assert (norm (M), norm (F(:)), 1e-12);
