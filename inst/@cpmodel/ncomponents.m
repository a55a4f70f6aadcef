## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} ncomponents (@var{M})
## The number of rank-one components (weights) of the CP model @var{M}.
##
## @example
## @group
## ncomponents (cpmodel (@{ones(4, 2), ones(3, 2)@}))   # 2
## @end group
## @end example
## @seealso{cpmodel, size}
## @end deftypefn

function R = ncomponents (M)
  R = numel (M.lambda);
endfunction

%!assert (ncomponents (cpmodel ({ones(4, 2), ones(3, 2)})), 2)
