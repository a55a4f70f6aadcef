## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} exp (@var{T})
## Exponential.  It does not map zero to zero, so the result is a full array, first
## checked against @code{ndsparse_config ("max_dense")} (error
## @code{ndsparse:toolarge} past it).
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = exp (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = exp (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = builtin ("exp", T);     # octave_ndsparse::map
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; -0.25; 0.75], [2 3 2]);
%! R = exp (T);
%! assert (isa (R, "ndsparse"), false);
%! assert (full (R), exp (full (T)));
%! assert (full (exp (ndsparse ([], [], [0 3]))), exp (zeros (0, 3)));
%!error <Invalid call> exp ()
