## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{Y} =} ttv (@var{D}, @var{v}, @var{n})
## @deftypefnx {ndsparse} {@var{Y} =} ttv (@var{D}, @{@var{v1}, @dots{}@}, @var{dims})
## @deftypefnx {ndsparse} {@var{y} =} ttv (@var{D}, @{@var{v1}, @dots{}, @var{vN}@})
## Tensor times vector(s) along modes of the distributed tensor, with the call forms
## of the ndsparse method (collective).  The vectors are whole on every rank; so is
## the result: a scalar when every mode is contracted, else an ndsparse (full when
## more than half dense) of the remaining modes, the sum of every rank's part.
## @example
## @group
## T = ndsparse ([1 1 1; 2 2 1], [3; 4], [2 2 1]);
## Y = ttv (dndsparse (T), [1; 1], 1);      # as ttv (T, [1; 1], 1)
## @end group
## @end example
## @seealso{dndsparse, mttkrp, sum}
## @end deftypefn

function Y = ttv (D, v, dims)
  if (nargin < 2 || nargin > 3)
    print_usage ();
  endif
  if (nargin == 2)
    Y = ttv (D.T, v);
  else
    Y = ttv (D.T, v, dims);
  endif
  Y = dnds_allsum (Y);
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 2 1; 2 3 2; 1 3 2], [3; 4; -1; 2], [2 3 2]);
%! D = dndsparse (T);
%! v = {[1; -2], [1; 2; 3], [2; 5]};
%! assert (ttv (D, v), ttv (T, v), 1e-13);
%! assert (full (ttv (D, v{2}, 2)), full (ttv (T, v{2}, 2)), 1e-13);
%! assert (full (ttv (D, v([1 3]), [1 3])), full (ttv (T, v([1 3]), [1 3])), 1e-13);
%!error id=ndsparse:size ttv (dndsparse (ndsparse ([1 1], 1, [2 2])), [1; 2; 3], 1)
