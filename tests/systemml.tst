## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## The tensor functions of the SystemML deep-learning prototype (the seed
## 004_*.txt): its element-wise operators on same-shape N x C x H x W tensors and
## its broadcasting patterns, both ways round, against the same operations on full
## arrays; and the gradients of conv2d and the pools against finite differences.

## an N x C x H x W batch of small integers and halves (no -0), a fraction density
## of it nonzero
%!function F = batch (sz, density)
%!  F = round (4 * randn (sz)) / 2 + 0;
%!  F(rand (sz) > density) = 0;
%!endfunction

## R (an ndsparse or full result) equals the full oracle; sparse when told
%!function same (R, want, sparse_kept, what)
%!  if (sparse_kept)
%!    assert (isa (R, "ndsparse"), true, [what ": the result should stay sparse"]);
%!    check_storage (R, what);
%!  endif
%!  assert (full (R), want, 1e-12);
%!endfunction

## the seed's operators on same-shape tensors: ^, unary -, %/%, %%, *, /, +, -
%!test
%! rand ("seed", 41);  randn ("seed", 41);
%! sz = [3 2 4 5];
%! F = batch (sz, 0.4);
%! G = batch (sz, 0.6);
%! Gn = G + 7 * (G == 0);                   # a divisor without zeros
%! X = ndsparse (F);
%! Y = ndsparse (G);
%! same (X .^ 2, F .^ 2, true, "X .^ 2");
%! same (X .^ Y, F .^ G, false, "X .^ Y");
%! same (-X, -F, true, "-X");
%! same (floor (X ./ Gn), floor (F ./ Gn), true, "floor (X ./ Y)");
%! same (floor (X ./ ndsparse (Gn)), floor (F ./ Gn), false, "floor (X ./ Y), Y ndsparse");
%! same (mod (X, Gn), mod (F, Gn), true, "mod (X, Y)");
%! same (mod (X, Y), mod (F, G), true, "mod (X, Y), Y ndsparse");
%! same (rem (X, Gn), rem (F, Gn), true, "rem (X, Y)");
%! same (X .* Y, F .* G, true, "X .* Y");
%! same (X ./ Gn, F ./ Gn, true, "X ./ Y");
%! same (X + Y, F + G, true, "X + Y");
%! same (X - Y, F - G, true, "X - Y");

## the broadcasting patterns, both ways round: N x C x H x W with 1 x C x H x W,
## N x 1 x H x W and 1 x 1 x H x W; every operand kind; sparse where zeros stay
%!test
%! rand ("seed", 42);  randn ("seed", 42);
%! N = 3;  C = 4;  H = 2;  W = 5;
%! F = batch ([N C H W], 0.5);
%! X = ndsparse (F);
%! for small = {[1 C H W], [N 1 H W], [1 1 H W]}
%!   G = batch (small{1}, 0.7);
%!   Gn = G + 3 * (G == 0);
%!   Y = ndsparse (G);
%!   tag = mat2str (small{1});
%!   for side = 1:2
%!     if (side == 1)
%!       op = @(f, a, b) f (a, b);            # big op small
%!     else
%!       op = @(f, a, b) f (b, a);            # small op big
%!     endif
%!     same (op (@plus, X, G), op (@plus, F, G), false, ["X + " tag]);
%!     same (op (@plus, X, Y), op (@plus, F, G), true, ["X + Y " tag]);
%!     same (op (@minus, X, Y), op (@minus, F, G), true, ["X - Y " tag]);
%!     same (op (@times, X, G), op (@times, F, G), true, ["X .* " tag]);
%!     same (op (@times, X, Y), op (@times, F, G), true, ["X .* Y " tag]);
%!     same (op (@power, X, G), op (@power, F, G), false, ["X .^ " tag]);
%!   endfor
%!   same (X ./ Gn, F ./ Gn, true, ["X ./ " tag]);
%!   same (Gn ./ X, Gn ./ F, false, [tag " ./ X"]);
%!   same (mod (X, Gn), mod (F, Gn), true, ["mod (X, " tag ")"]);
%!   same (mod (X, Y), mod (F, G), true, ["mod (X, Y " tag ")"]);
%!   same (mod (Y, X), mod (G, F), true, ["mod (Y " tag ", X)"]);
%!   same (rem (X, Gn), rem (F, Gn), true, ["rem (X, " tag ")"]);
%!   same (mod (G, X), mod (G, F), false, ["mod (" tag ", X)"]);
%!   same (floor (X ./ Gn), floor (F ./ Gn), true, ["floor (X ./ " tag ")"]);
%! endfor

## the gradients of conv2d against central differences of a scalar loss
%!test
%! rand ("seed", 43);  randn ("seed", 43);
%! X = batch ([2 3 5 4], 0.5);
%! W = randn (2, 3, 3, 2);
%! opts = {"stride", [2 1], "padding", [1 1]};
%! Y = conv2d (X, W, opts{:});
%! R = randn (size (Y));                     # the loss is sum (R .* Y)
%! dW = conv2d_backward_filter (ndsparse (X), R, opts{:}, "filter_shape", size (W));
%! dX = conv2d_backward_data (W, R, opts{:}, "input_shape", size (X));
%! h = 1e-6;
%! for k = randperm (numel (W), 8)
%!   E = zeros (size (W));  E(k) = h;
%!   g = (sum (R(:) .* conv2d (X, W + E, opts{:})(:))
%!        - sum (R(:) .* conv2d (X, W - E, opts{:})(:))) / (2 * h);
%!   assert (dW(k), g, 1e-6 * max (1, abs (g)));
%! endfor
%! for k = randperm (numel (X), 8)
%!   E = zeros (size (X));  E(k) = h;
%!   g = (sum (R(:) .* conv2d (ndsparse (X + E), W, opts{:})(:))
%!        - sum (R(:) .* conv2d (ndsparse (X - E), W, opts{:})(:))) / (2 * h);
%!   assert (dX(k), g, 1e-6 * max (1, abs (g)));
%! endfor

## the gradients of the pools against central differences (values far apart, so
## that no max changes its winner within h)
%!test
%! rand ("seed", 44);  randn ("seed", 44);
%! X = reshape (randperm (2 * 2 * 6 * 5), [2 2 6 5]) .* (rand (2, 2, 6, 5) < 0.7);
%! opts = {"pool_size", [3 2], "stride", [2 2], "padding", [1 0]};
%! R = randn (size (max_pool (X, opts{:})));
%! dmax = full (max_pool_backward (ndsparse (X), R, opts{:}));
%! davg = avg_pool_backward (X, R, opts{:});
%! h = 1e-3;
%! for k = 1:numel (X)
%!   E = zeros (size (X));  E(k) = h;
%!   g = (sum (R(:) .* full (max_pool (ndsparse (X + E), opts{:}))(:))
%!        - sum (R(:) .* full (max_pool (ndsparse (X - E), opts{:}))(:))) / (2 * h);
%!   assert (dmax(k), g, 1e-8);
%!   g = (sum (R(:) .* avg_pool (X + E, opts{:})(:))
%!        - sum (R(:) .* avg_pool (X - E, opts{:})(:))) / (2 * h);
%!   assert (davg(k), g, 1e-8);
%! endfor
