## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} arg (@var{T})
## The phase angle of each element of @var{T} in radians: @code{angle (T)}, as
## Octave's @code{arg} is its @code{angle}.
##
## @example
## full (arg (ndsparse ([1 1; 2 2], [1i; -1], [2 2])))    # [pi/2 0; 0 pi]
## @end example
## @seealso{angle, abs, real, imag, conj}
## @end deftypefn

function R = arg (T)
  if (nargin != 1)
    print_usage ();     # (names arg, not angle)
  endif
  R = angle (T);
endfunction

%!assert (full (arg (ndsparse ([1 1; 2 2], [1i; -1], [2 2]))), [pi/2 0; 0 pi])
%!assert (full (arg (ndsparse ([1 1 1; 2 3 2], [1+1i; -2], [2 3 2]))), arg (full (ndsparse ([1 1 1; 2 3 2], [1+1i; -2], [2 3 2]))))
%!assert (isreal (arg (ndsparse ([1 1], 1i))))
%!error <Invalid call> arg ()
