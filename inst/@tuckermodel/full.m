## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{F} =} full (@var{M})
## The full array of the Tucker model @var{M}, bound by the dense policy (past
## @code{ndsparse_config ("max_dense")} elements an @code{ndsparse:toolarge}
## error, or a warning by @code{"dense_policy"}).
##
## @example
## @group
## full (tuckermodel ([1 0; 0 2], @{eye(2), [1 1; 0 1]@}))
## @end group
## @end example
## @seealso{tuckermodel, double, ndsparse_config}
## @end deftypefn

function F = full (M)
  if (nargin != 1)
    print_usage ();
  endif
  sz = size (M);
  N = numel (sz);
  __nds_dense_check__ (sz, "full", false);
  F = M.core;
  for n = 1:N
    ## the intermediate after mode n: the first n modes full size, the rest core size
    __nds_dense_check__ ([sz(1:n), cellfun(@columns, M.U(n+1:N)).'], "full", false);
    F = __nds_dense_ttm__ (F, M.U{n}, n, N);
  endfor
endfunction

%!test
%! rand ("seed", 73);
%! G = rand (2, 3, 2); U = {rand(4, 2), rand(3, 3), rand(2, 2)};
%! F = zeros (4, 3, 2);
%! for i = 1:4, for j = 1:3, for k = 1:2
%!   for a = 1:2, for b = 1:3, for c = 1:2
%!     F(i,j,k) += G(a,b,c) * U{1}(i,a) * U{2}(j,b) * U{3}(k,c);
%!   endfor, endfor, endfor
%! endfor, endfor, endfor
%! assert (full (tuckermodel (G, U)), F, 1e-13);
%! assert (double (tuckermodel (G, U)), F, 1e-13);
%!assert (full (tuckermodel ([1 0; 0 2], {eye(2), [1 1; 0 1]})), [1 0; 2 2])
%!error id=ndsparse:toolarge full (tuckermodel (1, {ones(1e4, 1), ones(1e4, 1), ones(1e4, 1)}))
