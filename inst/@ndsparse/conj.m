## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} conj (@var{T})
## Complex conjugate (the tensor itself: values are real).  It maps zero to zero,
## so the result is an ndsparse computed from the stored values only.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = conj (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = conj (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = builtin ("conj", T);     # octave_ndsparse::map
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; -0.25; 0.75], [2 3 2]);
%! R = conj (T);
%! assert (isa (R, "ndsparse"), true);
%! assert (full (R), conj (full (T)));
%! assert (full (conj (ndsparse ([], [], [0 3]))), conj (zeros (0, 3)));
%!error <Invalid call> conj ()
