## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} angle (@var{T})
## The phase angle of each element of @var{T} in radians, as Octave's @code{angle}:
## @code{atan2 (imag (T), real (T))}, pi at negative real entries, zero at the
## implicit zeros (so the result is sparse, a real tensor).
##
## @example
## full (angle (ndsparse ([1 1; 2 2], [1i; -1], [2 2])))    # [pi/2 0; 0 pi]
## @end example
## @seealso{abs, real, imag, conj}
## @end deftypefn

function R = angle (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = builtin ("arg", T);     # octave_ndsparse::map
endfunction

%!assert (full (angle (ndsparse ([1 1; 2 2], [1i; -1], [2 2]))), [pi/2 0; 0 pi])
%!assert (full (angle (ndsparse ([1 1 1; 2 3 2], [1+1i; -2], [2 3 2]))), angle (full (ndsparse ([1 1 1; 2 3 2], [1+1i; -2], [2 3 2]))))
%!assert (isreal (angle (ndsparse ([1 1], 1i))))
%!error <Invalid call> angle ()
