## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} iscomplex (@var{T})
## True when the tensor @var{T} stores complex values.  As for Octave's arrays, a
## result whose imaginary parts are all zero is real, so @code{iscomplex (T)} is
## true only when some stored value has a nonzero imaginary part, or the tensor was
## made complex by a view or a load of one.
##
## @example
## iscomplex (ndsparse ([1 1; 2 2], [1; 2i]))    # true
## iscomplex (real (ndsparse ([1 1], 1+2i)))     # false
## @end example
## @seealso{isreal, real, imag}
## @end deftypefn
function tf = iscomplex (T)
  if (nargin != 1)
    print_usage ();
  endif
  [~, ~, ~, ~, tf] = __nds_storeinfo__ (T);
endfunction

%!assert (iscomplex (ndsparse ([1 1; 2 2], [1; 2i])))
%!assert (! iscomplex (ndsparse ([1 1; 2 2], [1; 2])))
%!assert (! iscomplex (ndsparse ([1 1; 2 2], [1; 2] + 0i)))
%!assert (! iscomplex (ndsparse ([1 1; 2 2], [true; true])))
%!assert (iscomplex (ndsparse ([1i 0; 0 2]) (:, 1)))
%!error <Invalid call> iscomplex ()
