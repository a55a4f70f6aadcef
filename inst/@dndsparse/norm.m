## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{r} =} norm (@var{D})
## The Frobenius norm of the whole distributed tensor, on every rank (collective).
## @example
## @group
## norm (dndsparse (ndsparse ([1 1; 2 2], [3; 4])))     # 5
## @end group
## @end example
## @seealso{dndsparse, innerprod}
## @end deftypefn

function r = norm (D)
  [~, x] = find (D.T);
  r = sqrt (__ndsmpi__ ("allreduce", sumsq (double (x)), 0, 0));
  if (isa (x, "single"))
    r = single (r);
  endif
endfunction

%!assert (norm (dndsparse (ndsparse ([1 1; 2 2], [3; 4]))), 5, 1e-15)
%!assert (norm (dndsparse (ndsparse ([], [], [2 2]))), 0)
