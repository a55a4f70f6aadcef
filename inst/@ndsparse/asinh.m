## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} asinh (@var{T})
## Inverse hyperbolic sine.  It maps zero to zero, so the result is an ndsparse
## computed from the stored values only.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = asinh (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = asinh (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = builtin ("asinh", T);     # octave_ndsparse::map
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; -0.25; 0.75], [2 3 2]);
%! R = asinh (T);
%! assert (isa (R, "ndsparse"), true);
%! assert (full (R), asinh (full (T)));
%! assert (full (asinh (ndsparse ([], [], [0 3]))), asinh (zeros (0, 3)));
%!error <Invalid call> asinh ()
