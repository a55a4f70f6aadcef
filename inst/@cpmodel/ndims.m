## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} ndims (@var{M})
## The number of modes of the CP model @var{M} (its number of factor matrices).
##
## @example
## @group
## ndims (cpmodel (@{ones(4, 2), ones(3, 2), ones(1, 2)@}))   # 3
## @end group
## @end example
## @seealso{cpmodel, size}
## @end deftypefn

function n = ndims (M)
  n = numel (M.U);
endfunction

%!assert (ndims (cpmodel ({ones(4, 2), ones(3, 2), ones(1, 2)})), 3)
