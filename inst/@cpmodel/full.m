## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{F} =} full (@var{M})
## The full array of the CP model @var{M}.
##
## A model stands for a dense tensor, so this is bound by the dense policy:
## past @code{ndsparse_config ("max_dense")} elements it is an
## @code{ndsparse:toolarge} error (or a warning, by @code{"dense_policy"}),
## never an attempt to allocate.  Use @code{norm}, @code{innerprod}, @code{fit}
## and @code{M(i,j,k)} to work with a large model without its full array.
##
## @example
## @group
## M = cpmodel ([2; 1], @{[1 0; 0 1], [1 1; 0 1]@});
## full (M)          # 2*[1;0]*[1 0] + [0;1]*[1 1]
## @end group
## @end example
## @seealso{cpmodel, double, ndsparse_config}
## @end deftypefn

function F = full (M)
  if (nargin != 1)
    print_usage ();
  endif
  sz = size (M);
  __nds_dense_check__ (sz, "full", false);
  ## the Khatri-Rao product of the other modes is as large as F times R / size (M, 1)
  __nds_dense_check__ ([prod(sz(2:end)), max(numel (M.lambda), 1)], "full", false);
  F = cp_full (M.lambda, M.U);
endfunction

%!test
%! rand ("seed", 3);
%! U = {rand(4, 2), rand(3, 2), rand(2, 2)};
%! lambda = [2; 0.5];
%! F = zeros (4, 3, 2);
%! for i = 1:4, for j = 1:3, for k = 1:2
%!   F(i,j,k) = sum (lambda.' .* U{1}(i,:) .* U{2}(j,:) .* U{3}(k,:));
%! endfor, endfor, endfor
%! assert (full (cpmodel (lambda, U)), F, 1e-14);
%! assert (double (cpmodel (lambda, U)), F, 1e-14);
%!assert (full (cpmodel ([2; 3], {[1 2; 3 4]})), [8; 18])
%!assert (full (cpmodel (zeros (0, 1), {zeros(2, 0), zeros(3, 0)})), zeros (2, 3))
%!assert (size (full (cpmodel ({ones(2, 1), ones(3, 1), ones(1, 1)}))), [2 3])
%!error id=ndsparse:toolarge full (cpmodel ({ones(1e4, 1), ones(1e4, 1), ones(1e4, 1)}))
%!test
%! old = ndsparse_config ("max_dense", 10);
%! unwind_protect
%!   fail ("full (cpmodel ({ones(4, 1), ones(3, 1)}))", "max_dense");
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
