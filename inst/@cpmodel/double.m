## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{F} =} double (@var{M})
## The full array of the CP model @var{M}, as @code{full (M)} (bound by the dense policy).
##
## @example
## @group
## double (cpmodel (@{[1; 2], [1; 1]@}))
## @end group
## @end example
## @seealso{full, cpmodel}
## @end deftypefn

function F = double (M)
  F = full (M);
endfunction

%!assert (double (cpmodel ({[1; 2], [1; 1]})), [1 1; 2 2])
