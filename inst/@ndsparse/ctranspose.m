## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} ctranspose (@var{T})
## @code{@var{T}'}: the conjugate transpose, @code{@var{T}.'} with complex values
## conjugated (as Octave's @code{'}); at most 2 dimensions (error @code{ndsparse:dims}
## otherwise).
##
## @example
## @group
## T = ndsparse ([1 2; 3 1], [5; 6], [3 2]);
## full (T')
## @end group
## @end example
## @seealso{transpose, permute}
## @end deftypefn

function R = ctranspose (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = transpose (T);
  if (__nds_stored_complex__ (R))
    R = conj (R);
  endif
endfunction

%!test
%! T = ndsparse ([1 2; 3 1; 2 2], [5; 6; -7], [3 2]);
%! assert (full (T'), full (T)');
%!error id=ndsparse:dims ctranspose (ndsparse ([1 1 2], 1))
%!error <Invalid call> ctranspose ()
