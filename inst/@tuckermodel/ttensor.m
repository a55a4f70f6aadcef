## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{K} =} ttensor (@var{M})
## The Tucker model @var{M} as Tensor Toolbox's ttensor (its core as a
## @code{tensor}), when Tensor Toolbox is on the path; without it, an
## @code{ndsparse:ttb} error.
##
## @example
## @group
## M = tuckermodel (2, @{[1; 1], 1@});
## if (exist ("sptensor"))    # Tensor Toolbox is on the path
##   K = ttensor (M);
## endif
## @end group
## @end example
## @seealso{tuckermodel, ktensor}
## @end deftypefn

function K = ttensor (M)
  if (! exist ("sptensor"))
    error ("ndsparse:ttb", "ttensor: Tensor Toolbox is not on the path (addpath its folder)");
  endif
  K = feval ("ttensor", feval ("tensor", M.core, cellfun (@columns, M.U(:).')), M.U);
endfunction

%!test
%! if (! exist ("sptensor"))
%!   fail ("ttensor (tuckermodel (1, {1}))", "Tensor Toolbox is not on the path");
%! endif
