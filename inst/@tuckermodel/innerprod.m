## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{d} =} innerprod (@var{M}, @var{X})
## The inner product of a Tucker model with an ndsparse or a full array, in
## either order: @code{X} times every factor's transpose (@code{ttm}, sparse for an
## ndsparse), then the inner product with the core; no full model is formed.  A
## single operand gives a single result, as single with double does in Octave.
##
## @example
## @group
## X = ndsparse ([1 1; 2 2], [3; 4], [2 2]);
## innerprod (tuckermodel (1, @{[1; 1], [1; 1]@}), X)     # 7
## @end group
## @end example
## @seealso{tuckermodel, norm, fit, ttm}
## @end deftypefn

function d = innerprod (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  [A, B, sng] = __nds_model_operands__ (A, B, "tuckermodel");
  sz = size (A);
  N = numel (sz);
  if (isa (B, "ndsparse"))
    __nds_model_size__ (sz, size (B), "check");
    if (numel (A.core) == 0)
      d = 0;
    else
      Y = reshape (B, [sz, 1]);
      Y = ttm (Y, [A.U; {1}], 1:N+1, "t");
      d = sum (double (full (Y))(:) .* A.core(:));
    endif
  elseif ((isnumeric (B) || islogical (B)) && isreal (B))
    __nds_model_size__ (sz, size (B), "check");
    Y = double (full (B));
    for n = 1:N
      Y = __nds_dense_ttm__ (Y, A.U{n}.', n, N);
    endfor
    d = sum (Y(:) .* A.core(:));
  else
    error ("ndsparse:class",
           "innerprod: the other operand must be an ndsparse or a real array, not %s",
           class (B));
  endif
  if (sng)
    d = single (d);
  endif
endfunction

%!shared M, F, X
%! rand ("seed", 83);
%! M = tuckermodel (rand (2, 3, 2) - 0.5, {rand(4, 2), rand(3, 3), rand(5, 2)});
%! F = full (M);
%! X = ndsprand ([4 3 5], 0.3);
%!assert (innerprod (M, X), sum (F(:) .* full (X)(:)), 1e-12)
%!assert (innerprod (X, M), sum (F(:) .* full (X)(:)), 1e-12)
%!assert (innerprod (M, full (X)), sum (F(:) .* full (X)(:)), 1e-12)
%!assert (innerprod (M, ndsparse ([], [], [4 3 5])), 0)
%!assert (innerprod (tuckermodel (1, {[1; 1], [1; 1]}), ndsparse ([1 1; 2 2], [3; 4], [2 2])), 7)
%!error id=ndsparse:size innerprod (M, ndsprand ([4 3 3], 0.4))
%!error id=ndsparse:class innerprod (M, {1})
%!error <innerprod: B is int8; expected double, single or logical: integer operands are refused> innerprod (M, int8 (full (X)))
%!error <innerprod: A is uint64; expected double, single or logical> innerprod (uint64 (full (X)), M)
%!test
%! ## a single operand gives single, as full (M) .* single (x) does (seed 83)
%! S = single (X);
%! oracle = sum (F(:) .* full (S)(:));
%! assert (class (oracle), "single");
%! for d = {innerprod(M, S), innerprod(S, M), innerprod(M, full (S)), innerprod(full (S), M)}
%!   assert (class (d{1}), "single");
%!   assert (d{1}, oracle, 4 * eps ("single") * sum (abs (F(:) .* full (S)(:))));
%! endfor
%! assert (class (innerprod (M, full (X) > 0.5)), "double");
%! assert (class (innerprod (M, single (ndsparse ([], [], [4 3 5])))), "single")
