## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{Y} =} sum (@var{D}, @var{dim})
## Sum the distributed tensor along mode(s) @var{dim}, as the ndsparse method does
## (the summed modes keep size 1); collective.  The result is whole on every rank: an
## ndsparse, or full when more than half dense.
## @example
## @group
## T = ndsparse ([1 1 1; 2 2 1], [3; 4], [2 2 2]);
## Y = sum (dndsparse (T), 3);        # as sum (T, 3)
## @end group
## @end example
## @seealso{dndsparse, ttv}
## @end deftypefn

function Y = sum (D, dim)
  if (nargin != 2)
    print_usage ();
  endif
  Y = sum (D.T, dim);
  Y = dnds_allsum (Y);
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 2 1; 2 1 2; 1 2 2], [3; 4; 5; -6], [2 2 2]);
%! D = dndsparse (T);
%! for d = {1, 2, 3, [1 3]}
%!   assert (full (sum (D, d{1})), full (sum (T, d{1})), 1e-13);
%! endfor
%!error <Invalid call> sum (dndsparse (ndsparse ([1 1], 1)))
