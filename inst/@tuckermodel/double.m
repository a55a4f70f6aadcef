## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{F} =} double (@var{M})
## The full array of the Tucker model @var{M}, as @code{full (M)}.
##
## @example
## @group
## double (tuckermodel (2, @{[1; 1], 1@}))
## @end group
## @end example
## @seealso{full, tuckermodel}
## @end deftypefn

function F = double (M)
  F = full (M);
endfunction

%!assert (double (tuckermodel (2, {[1; 1], 1})), [2; 2])
