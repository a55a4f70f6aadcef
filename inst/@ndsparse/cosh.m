## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} cosh (@var{T})
## Hyperbolic cosine.  It does not map zero to zero, so the result is a full array,
## first checked against @code{ndsparse_config ("max_dense")} (error
## @code{ndsparse:toolarge} past it).
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = cosh (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = cosh (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = builtin ("cosh", T);     # octave_ndsparse::map
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; -0.25; 0.75], [2 3 2]);
%! R = cosh (T);
%! assert (isa (R, "ndsparse"), false);
%! assert (full (R), cosh (full (T)));
%! assert (full (cosh (ndsparse ([], [], [0 3]))), cosh (zeros (0, 3)));
%!error <Invalid call> cosh ()
