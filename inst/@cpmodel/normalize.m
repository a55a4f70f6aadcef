## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{M} =} normalize (@var{M})
## The same CP model with every factor column of unit 2-norm, the norms moved
## into the weights, and every weight non-negative (a negative weight flips the
## column of @code{U@{1@}}), as Tensor Toolbox's @code{normalize} on a ktensor.
## A zero column is left as it is.
##
## @example
## @group
## M = normalize (cpmodel (@{[3; 4], [1; 0]@}));
## M.lambda          # 5
## @end group
## @end example
## @seealso{cpmodel, arrange, fixsigns}
## @end deftypefn

function M = normalize (M)
  if (nargin != 1)
    print_usage ();
  endif
  for n = 1:numel (M.U)
    nrm = sqrt (sum (M.U{n} .^ 2, 1));
    nrm(nrm == 0) = 1;
    M.U{n} ./= nrm;
    M.lambda .*= nrm.';
  endfor
  neg = M.lambda < 0;
  M.U{1}(:, neg) = -M.U{1}(:, neg);
  M.lambda(neg) = -M.lambda(neg);
endfunction

%!test
%! rand ("seed", 13);
%! M = cpmodel ([2; -1], {rand(4, 2), rand(3, 2), rand(2, 2)});
%! N = normalize (M);
%! assert (full (N), full (M), 1e-13);
%! assert (all (N.lambda > 0));
%! for n = 1:3
%!   assert (sqrt (sum (N.U{n} .^ 2)), [1 1], 1e-14);
%! endfor
%!assert (normalize (cpmodel ({[0; 0], [1; 2]})).lambda, sqrt (5), 1e-15)
