## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} not (@var{T})
## Logical negation, @code{!@var{T}}: true at every implicit zero.  It does not map
## zero to zero, so the result is a full array, first checked against
## @code{ndsparse_config ("max_dense")} (error @code{ndsparse:toolarge} past it).
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = not (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = not (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = nds_logical_op (@not, "not", T);
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; -0.25; 0.75], [2 3 2]);
%! R = not (T);
%! assert (isa (R, "ndsparse"), false);
%! assert (full (R), not (full (T)));
%! assert (full (not (ndsparse ([], [], [0 3]))), not (zeros (0, 3)));
%!error <Invalid call> not ()
%!error id=ndsparse:nan not (ndsparse ([NaN 1]))
%!error id=ndsparse:nan ! ndsparse ([0 NaN])
