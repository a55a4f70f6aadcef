## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{K} =} ktensor (@var{M})
## The CP model @var{M} as Tensor Toolbox's ktensor (same weights and factors),
## when Tensor Toolbox is on the path; without it, an @code{ndsparse:ttb} error.
##
## @example
## @group
## M = cpmodel (@{[1; 2], [1; 1]@});
## if (exist ("sptensor"))    # Tensor Toolbox is on the path
##   K = ktensor (M);
## endif
## @end group
## @end example
## @seealso{cpmodel, tuckermodel}
## @end deftypefn

function K = ktensor (M)
  if (! exist ("sptensor"))
    error ("ndsparse:ttb", "ktensor: Tensor Toolbox is not on the path (addpath its folder)");
  endif
  K = feval ("ktensor", M.lambda, M.U);
endfunction

%!test
%! if (! exist ("sptensor"))
%!   fail ("ktensor (cpmodel ({1}))", "Tensor Toolbox is not on the path");
%! else
%!   K = ktensor (cpmodel ([2; 3], {[1 2; 3 4], [1 0; 0 1]}));
%!   assert (K.lambda, [2; 3]);
%! endif
