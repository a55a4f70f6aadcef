## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} imag (@var{T})
## Imaginary part: an all-zero tensor, since values are real.  It maps zero to
## zero, so the result is an ndsparse computed from the stored values only.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = imag (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = imag (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = builtin ("imag", T);     # octave_ndsparse::map
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; -0.25; 0.75], [2 3 2]);
%! R = imag (T);
%! assert (isa (R, "ndsparse"), true);
%! assert (full (R), imag (full (T)));
%! assert (full (imag (ndsparse ([], [], [0 3]))), imag (zeros (0, 3)));
%!error <Invalid call> imag ()
