## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} sqrt (@var{T})
## Square root; negative entries give a complex tensor, as Octave's.  It maps
## zero to zero, so the result is an ndsparse computed from the stored values only.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = sqrt (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = sqrt (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = nds_unary (T, @sqrt, "sqrt");
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; 0.25; 0.75], [2 3 2]);
%! R = sqrt (T);
%! assert (isa (R, "ndsparse"), true);
%! assert (full (R), sqrt (full (T)));
%! assert (full (sqrt (ndsparse ([], [], [0 3]))), sqrt (zeros (0, 3)));
%!error <Invalid call> sqrt ()
%!assert (full (sqrt (ndsparse ([1 2], -4))), sqrt ([0 -4]))
%!assert (iscomplex (sqrt (ndsparse ([1 2], -4))))
