## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{F} =} double (@var{M})
## The full double array of the CP model @var{M}, @code{double (full (M))} (bound by the dense policy).
##
## @example
## @group
## double (cpmodel (@{[1; 2], [1; 1]@}))
## @end group
## @end example
## @seealso{full, cpmodel}
## @end deftypefn

function F = double (M)
  F = double (full (M));
endfunction

%!assert (double (cpmodel ({[1; 2], [1; 1]})), [1 1; 2 2])
