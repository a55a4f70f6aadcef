## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{d} =} innerprod (@var{M}, @var{X})
## The inner product (sum of the elementwise products) of a CP model with an
## ndsparse, a full array or another CP model, in either order, without forming
## the model: with an ndsparse @var{X} it is one @code{mttkrp} over the nonzeros
## of @var{X}; with a model, the weighted sum of the products of the factors' Gram
## matrices.  A single operand gives a single result,
## as single with double does in Octave.
##
## @example
## @group
## X = ndsparse ([1 1 1; 2 3 2], [4; 5], [2 3 2]);
## M = cpmodel ([2; 1], @{ones(2, 2), ones(3, 2), [1 0; 0 1]@});
## innerprod (M, X)       # 2*4 + 1*5 = 13
## @end group
## @end example
## @seealso{cpmodel, norm, fit, mttkrp}
## @end deftypefn

function d = innerprod (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  [A, B, sng] = __nds_model_operands__ (A, B, "cpmodel");
  sz = size (A);
  N = numel (sz);
  if (isa (B, "cpmodel"))
    __nds_model_size__ (sz, size (B), "check");
    G = A.lambda * B.lambda.';
    for n = 1:N
      G .*= A.U{n}.' * B.U{n};
    endfor
    d = sum (G(:));
  elseif (isa (B, "ndsparse"))
    __nds_model_size__ (sz, size (B), "check");
    if (numel (A.lambda) == 0)
      d = 0;
    else
      ## the model's trailing size-1 modes are the tensor's hidden ones
      T = reshape (B, [sz, 1]);
      C = mttkrp (T, [A.U; {ones(1, numel(A.lambda))}], N + 1);
      d = C * A.lambda;
    endif
  elseif ((isnumeric (B) || islogical (B)) && isreal (B))
    __nds_model_size__ (sz, size (B), "check");
    R = numel (A.lambda);
    B = double (full (B));
    K = ones (1, R);
    for n = N:-1:2
      K = reshape (permute (A.U{n}, [1 3 2]) .* permute (K, [3 1 2]), [], R);
    endfor
    d = sum ((reshape (B, sz(1), []) * K) .* A.U{1}, 1) * A.lambda;
  else
    error ("ndsparse:class",
           "innerprod: the other operand must be an ndsparse, a real array or a cpmodel, not %s",
           class (B));
  endif
  if (sng)
    d = single (d);
  endif
endfunction

%!shared M, F, X
%! rand ("seed", 7);
%! M = cpmodel ([2; -1], {rand(4, 2), rand(3, 2), rand(2, 2)});
%! F = full (M);
%! X = ndsprand ([4 3 2], 0.4);
%!assert (innerprod (M, X), sum (F(:) .* full (X)(:)), 1e-12)
%!assert (innerprod (X, M), sum (F(:) .* full (X)(:)), 1e-12)
%!assert (innerprod (M, full (X)), sum (F(:) .* full (X)(:)), 1e-12)
%!assert (innerprod (M, M), norm (M) ^ 2, 1e-12)
%!assert (innerprod (M, ndsparse ([], [], [4 3 2])), 0)
%!test
%! M1 = cpmodel ({[1; 2], [3; 4], 5});
%! assert (innerprod (M1, ndsparse ([2 2], 7, [2 2])), 2 * 4 * 5 * 7);
%! assert (innerprod (M1, [1 0; 0 1]), 5 * (3 + 8));
%!error id=ndsparse:size innerprod (M, ndsprand ([4 3 3], 0.4))
%!error id=ndsparse:size innerprod (M, cpmodel ({1, 1}))
%!error id=ndsparse:class innerprod (M, {1})
%!error <innerprod: B is int8; expected double, single or logical: integer operands are refused> innerprod (M, int8 (full (X)))
%!error <innerprod: A is uint64; expected double, single or logical> innerprod (uint64 (full (X)), M)
%!test
%! ## a single operand gives single, as full (M) .* single (x) does (seed 7)
%! S = single (X);
%! oracle = sum (F(:) .* full (S)(:));
%! assert (class (oracle), "single");
%! for d = {innerprod(M, S), innerprod(S, M), innerprod(M, full (S)), innerprod(full (S), M)}
%!   assert (class (d{1}), "single");
%!   assert (d{1}, oracle, 4 * eps ("single") * sum (abs (F(:) .* full (S)(:))));
%! endfor
%! assert (class (innerprod (M, full (X) > 0.5)), "double");
%! assert (class (innerprod (M, single (ndsparse ([], [], [4 3 2])))), "single")
