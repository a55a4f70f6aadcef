## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} log1p (@var{T})
## @code{log (1 + x)}, accurate for small x.  It maps zero to zero, so the result
## is an ndsparse computed from the stored values only.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = log1p (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = log1p (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = builtin ("log1p", T);     # octave_ndsparse::map
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; -0.25; 0.75], [2 3 2]);
%! R = log1p (T);
%! assert (isa (R, "ndsparse"), true);
%! assert (full (R), log1p (full (T)));
%! assert (full (log1p (ndsparse ([], [], [0 3]))), log1p (zeros (0, 3)));
%!error <Invalid call> log1p ()
