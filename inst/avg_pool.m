## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{Y} =} avg_pool (@var{X}, "pool_size", [@var{Hp} @var{Wp}], @dots{})
## Average pooling of a batch of images: @var{Y}(n,c,y,x) is the sum of channel c
## of image n over the Hp x Wp window at rows (y-1)*sh - ph + (1:Hp) and columns
## (x-1)*sw - pw + (1:Wp), divided by Hp*Wp: padded cells count as zeros in the
## divisor too (cuDNN's "count include padding", PyTorch's default).  Options and
## forms as for @code{max_pool}.
##
## The result is full.  An ndsparse or sparse @var{X} is read through its stored
## entries only (its full result is checked against
## @code{ndsparse_config ("max_dense")} first).
##
## A single @var{X} (an ndsparse of single values or a full single array) gives
## a single result.
##
## @example
## @group
## X = ndsparse ([1 1 1 1; 1 1 4 4], [4; 8], [1 1 4 4]);
## Y = avg_pool (X, "pool_size", 2, "stride", 2);
## squeeze (Y)
## @end group
## @end example
## @seealso{avg_pool_backward, max_pool, conv2d}
## @end deftypefn

function Y = avg_pool (X, varargin)
  if (nargin < 1)
    print_usage ();
  endif
  [sgl, X] = __nds_real_only__ ("avg_pool", X);
  if (sgl)
    X = nds_dl_single (X);
  endif
  [B, geo, ysz] = nds_pool_setup ("avg_pool", X, varargin, false, "storage");
  if (B.sparse)
    __nds_dense_check__ (ysz, "avg_pool", false);
  endif
  Y = __nds_pool__ ("avg", B.data, geo);
  if (sgl)
    Y = nds_dl_round (Y);
  endif
endfunction

## the definition: window sums by Octave's conv2, the gradient spread over the
## windows of a padded copy
%!function [Y, dX] = ref_avg_pool (X, dY, k, s, p)
%!  [N, C, H, Wd] = size (X);
%!  Y = zeros (size (dY));
%!  for n = 1:N
%!    for c = 1:C
%!      plane = zeros (H + 2*p(1), Wd + 2*p(2));
%!      plane(p(1) + (1:H), p(2) + (1:Wd)) = reshape (X(n,c,:,:), H, Wd);
%!      sums = conv2 (plane, ones (k), "valid")(1:s(1):end, 1:s(2):end);
%!      Y(n,c,:,:) = reshape (sums / prod (k), [1 1 size(sums)]);
%!    endfor
%!  endfor
%!  dXp = zeros (N, C, H + 2*p(1), Wd + 2*p(2));
%!  for y = 1:size (dY, 3)
%!    for x = 1:size (dY, 4)
%!      dXp(:, :, (y-1)*s(1) + (1:k(1)), (x-1)*s(2) + (1:k(2))) += dY(:, :, y, x) / prod (k);
%!    endfor
%!  endfor
%!  dX = dXp(:, :, p(1) + (1:H), p(2) + (1:Wd));
%!endfunction

## random batches, both kinds and both forms, forward and backward
%!test
%! for seed = 1:12
%!   rand ("state", seed);  randn ("state", seed);
%!   N = randi (4);  C = randi (4);  H = randi ([2 6]);  Wd = randi ([2 6]);
%!   k = [randi(min (3, H)) randi(min (3, Wd))];  s = randi (3, 1, 2);  p = randi ([0 2], 1, 2);
%!   X = round (4 * randn (N, C, H, Wd)) .* (rand (N, C, H, Wd) < mod (seed, 4) / 3);
%!   Ho = floor ((H + 2*p(1) - k(1)) / s(1)) + 1;
%!   Wo = floor ((Wd + 2*p(2) - k(2)) / s(2)) + 1;
%!   dY = randn (N, C, Ho, Wo);
%!   try
%!     [want, dwant] = ref_avg_pool (X, dY, k, s, p);
%!     opts = {"pool_size", k, "stride", s, "padding", p};
%!     assert (avg_pool (X, opts{:}), want, 1e-12);
%!     assert (avg_pool (ndsparse (X), opts{:}), want, 1e-12);
%!     assert (avg_pool_backward (X, dY, opts{:}), dwant, 1e-12);
%!     assert (avg_pool_backward (ndsparse (X), ndsparse (dY), opts{:}), dwant, 1e-12);
%!     to2d = @(A) reshape (permute (A, [1 4 3 2]), N, []);
%!     opts = [opts, {"input_shape", [N C H Wd]}];
%!     assert (avg_pool (to2d (X), opts{:}), to2d (want), 1e-12);
%!     assert (avg_pool (sparse (to2d (X)), opts{:}), to2d (want), 1e-12);
%!     assert (avg_pool_backward (sparse (to2d (X)), to2d (dY), opts{:}), to2d (dwant), 1e-12);
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor

## padded cells count in the divisor; a window of padding alone averages to 0
%!test
%! Y = avg_pool (ones (1, 1, 2, 2), "pool_size", 2, "padding", 1);
%! assert (squeeze (Y), [1 2 1; 2 4 2; 1 2 1] / 4);
%! assert (squeeze (avg_pool (ones (1, 1, 1, 1), "pool_size", 2, "padding", 2, "stride", 3)),
%!         [0 0; 0 0]);

## the storage path (an ndsparse read in its storage order): views, a permuted
## view, logical values, padding and overlap, the same sums as the full path's
%!test
%! rand ("state", 9);  randn ("state", 9);
%! X = round (4 * randn (3, 2, 7, 6)) .* (rand (3, 2, 7, 6) < 0.3);
%! for opts = {{"pool_size", 2, "stride", 2}, {"pool_size", [3 2], "stride", 1, "padding", [1 0]}}
%!   o = opts{1};
%!   for A = {X, X > 0}
%!     F = double (A{1});
%!     P = permute (ndsparse (permute (F, [3 1 4 2])), [2 4 1 3]);   # a permuted view
%!     assert (avg_pool (ndsparse (A{1}), o{:}), avg_pool (F, o{:}));
%!     assert (avg_pool (P, o{:}), avg_pool (F, o{:}));
%!   endfor
%!   V = ndsparse (X)(:, :, 2:6, :);                                  # a view
%!   assert (avg_pool (V, o{:}), avg_pool (X(:, :, 2:6, :), o{:}));
%! endfor

%!error <Invalid call> avg_pool ()
%!error <"pool_size", \[Hp Wp\], is required> avg_pool (ones (1, 1, 4, 4), "stride", 2)
%!error <the 3x3 pool window is larger than the padded 2x2 images> avg_pool (ones (1, 1, 2, 2), "pool_size", 3)
%!error id=ndsparse:toolarge avg_pool (ndsparse ([1 1 1 1], 1, [1e4 1 1e3 1e3]), "pool_size", 1)
