## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{B} =} mttkrp (@var{D}, @var{U}, @var{n})
## Matricized tensor times Khatri-Rao product of the distributed tensor, with the
## factors @var{U} (a cell of full matrices, whole on every rank) as the ndsparse
## method takes them (collective).  Every rank computes its block's part and the
## size (D, n)-by-R parts are summed over the ranks; @var{B} is whole on every rank.
## (@code{cp_als} on a dndsparse sums only each rank's own rows, within its layer.)
## @example
## @group
## T = ndsprand ([5 4 3], 0.3);
## U = @{rand(5, 2), rand(4, 2), rand(3, 2)@};
## B = mttkrp (dndsparse (T), U, 2);         # as mttkrp (T, U, 2)
## @end group
## @end example
## @seealso{dndsparse, cp_als, ttv}
## @end deftypefn

function B = mttkrp (D, U, n)
  if (nargin != 3)
    print_usage ();
  endif
  B = __ndsmpi__ ("allreduce", mttkrp (D.T, U, n), 0, 0);
  B = dnds_class (B, D.T, U{:});
endfunction

%!test
%! rand ("seed", 7);
%! T = ndsprand ([5 4 3], 0.3);
%! U = {rand(5, 2), rand(4, 2), rand(3, 2)};
%! D = dndsparse (T);
%! for n = 1:3
%!   assert (mttkrp (D, U, n), mttkrp (T, U, n), 1e-13);
%! endfor
%!error mttkrp (dndsparse (ndsparse ([1 1], 1, [2 2])), {1, 2}, 3)
