## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} floor (@var{T})
## Round towards minus infinity.  It maps zero to zero, so the result is an
## ndsparse computed from the stored values only.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = floor (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = floor (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = builtin ("floor", T);     # octave_ndsparse::map
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; -0.25; 0.75], [2 3 2]);
%! R = floor (T);
%! assert (isa (R, "ndsparse"), true);
%! assert (full (R), floor (full (T)));
%! assert (full (floor (ndsparse ([], [], [0 3]))), floor (zeros (0, 3)));
%!error <Invalid call> floor ()
