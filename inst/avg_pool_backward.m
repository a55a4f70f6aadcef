## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{dX} =} avg_pool_backward (@var{X}, @var{dY}, "pool_size", [@var{Hp} @var{Wp}], @dots{})
## The gradient of @code{avg_pool (@var{X}, @dots{})} with respect to @var{X}: each
## element of @var{dY} divided by Hp*Wp and added to every image cell of its
## window.  Only the size and form of @var{X} matter (its values do not); @var{dY}
## is the N x C x Ho x Wo gradient of the pooled output, in the form of @var{X}
## (full; an ndsparse is made full).  Options as for @code{avg_pool}.  The result
## is full, the size of @var{X}; for a sparse @var{X} it is checked against
## @code{ndsparse_config ("max_dense")} first.
##
## When either operand is single (an ndsparse of single values or a full single
## array) the result is single, summed in double and rounded once.
##
## @example
## @group
## dY = ones (1, 1, 2, 2);
## dX = avg_pool_backward (zeros (1, 1, 4, 4), dY, "pool_size", 2, "stride", 2);
## squeeze (dX)                      # 0.25 everywhere
## @end group
## @end example
## @seealso{avg_pool, max_pool_backward}
## @end deftypefn

function dX = avg_pool_backward (X, dY, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  [sgl, X, dY] = __nds_real_only__ ("avg_pool_backward", X, dY);
  if (sgl)
    [X, dY] = nds_dl_single (X, dY);
  endif
  what = "avg_pool_backward";
  [B, geo, ysz] = nds_pool_setup (what, X, varargin, false, false);
  dY = nds_conv_dy (what, dY, ysz, B.rowmajor);
  if (B.sparse)
    __nds_dense_check__ (B.sz, what, false);
  endif
  dX = __nds_pool__ ("avg_back", [], geo, dY);
  if (sgl)
    dX = nds_dl_round (dX);
  endif
endfunction

%!test
%! dX = avg_pool_backward (ndsparse ([], [], [1 1 4 4]), ones (1, 1, 2, 2), "pool_size", 2, "stride", 2);
%! assert (dX, 0.25 * ones (1, 1, 4, 4));
%! dX = avg_pool_backward (zeros (1, 16), 1:4, "pool_size", 2, "stride", 2, "input_shape", [1 1 4 4]);
%! assert (dX, [1 1 2 2 1 1 2 2 3 3 4 4 3 3 4 4] / 4);

## every cell gets dY / (Hp*Wp) of each window holding it, in both forms
%!test
%! for seed = 1:5
%!   rand ("state", seed);  randn ("state", seed);
%!   N = randi (3);  C = randi (3);  H = randi ([2 7]);  Wd = randi ([2 7]);
%!   k = [randi(min (H, 3)), randi(min (Wd, 3))];  s = randi (3, 1, 2);  p = [randi([0 k(1)-1]), 0];
%!   Ho = floor ((H + 2*p(1) - k(1)) / s(1)) + 1;  Wo = floor ((Wd - k(2)) / s(2)) + 1;
%!   dY = randn (N, C, Ho, Wo);
%!   want = zeros (N, C, H + 2*p(1), Wd);
%!   for y = 1:Ho
%!     for x = 1:Wo
%!       r = (y-1)*s(1) + (1:k(1));  q = (x-1)*s(2) + (1:k(2));
%!       want(:, :, r, q) += dY(:, :, y, x) / prod (k);
%!     endfor
%!   endfor
%!   want = want(:, :, p(1) + (1:H), :);
%!   opts = {"pool_size", k, "stride", s, "padding", p};
%!   X = ndsparse ([], [], [N C H Wd]);
%!   assert (avg_pool_backward (X, dY, opts{:}), want, 1e-12);
%!   to2d = @(A) reshape (permute (A, [1 4 3 2]), N, []);
%!   assert (avg_pool_backward (to2d (full (X)), to2d (dY), opts{:}, "input_shape", [N C H Wd]),
%!           to2d (want), 1e-12);
%! endfor

%!error <Invalid call> avg_pool_backward (1)
%!error <dY must be 1x1x2x2> avg_pool_backward (ones (1, 1, 4, 4), ones (2, 2), "pool_size", 2, "stride", 2)
%!test
%! old = ndsparse_config ("max_dense", 10);
%! unwind_protect
%!   fail ('avg_pool_backward (ndsparse ([1 1 1 1], 1, [1 1 4 4]), ones (1, 1, 4, 4), "pool_size", 1)',
%!         "max_dense");
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
