## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{f} =} __nds_fit__ (@var{normX}, @var{normM2}, @var{ip})
## Internal, shared by cp_als (ndsparse and dndsparse) and the models' fit: the
## fit @code{1 - norm (X - M) / norm (X)} from @code{norm (X)}, @code{norm (M)^2}
## and @code{innerprod (X, M)}, without forming X - M; @code{norm (M)^2 - 2 ip}
## for an all-zero X (Tensor Toolbox's convention).
## @end deftypefn
function f = __nds_fit__ (normX, normM2, ip)
  if (normX == 0)
    f = normM2 - 2 * ip;
  else
    f = 1 - sqrt (max (normX ^ 2 + normM2 - 2 * ip, 0)) / normX;
  endif
endfunction

%!assert (__nds_fit__ (2, 4, 4), 1)
%!assert (__nds_fit__ (2, 0, 0), 0)
%!assert (__nds_fit__ (0, 3, 1), 1)
%!assert (__nds_fit__ (1, 1, 2), 1)
