## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Single values in the deep-learning layers (conv2d, its two gradients, the max
## and average pools and theirs), issue 39: a batch, filter or gradient of class
## single (an ndsparse of single values or a full single array, in the 4-D or
## SystemML's 2-D form) gives a single result, a double operand with a single one
## too (Octave's rule, the double rounded to single).  The oracle is written here:
## the same layer by windows of the full single arrays (im2col by hand, not the
## kernels), in double, rounded once.  A single batch with single operands, full
## or stored entries, computes in single (the float kernels: sgemm, float sweeps of
## the entries, float sums; a mixed call computes in double and rounds once), so a
## convolution differs from the
## oracle by rounding only: tolerance 4 * eps ("single") * K * max|X| * max|W|
## with K the terms of a sum (C*kh*kw, or N*Ho*Wo for the filter's gradient); a
## max is exact (0) and a mean within 4 * eps ("single") * max|X|.  Random cases
## are seeded; a failure prints the seed.

## the N x C x H x W batch of size sz with density d, values single, some negative
%!function X = rand_batch (sz, d)
%!  X = single (randn (sz) * 3);
%!  X(rand (sz) > d) = 0;
%!endfunction

## the oracle of conv2d and its gradients: Y = conv2d (X, W), dX and dW the
## gradients of <Y, dY>, by the windows of the zero-padded X, in double
%!function [Y, dX, dW] = ref_conv (X, W, dY, s, p)
%!  X = double (X);  W = double (W);  dY = double (dY);
%!  [N, C, H, Wd] = size (X);
%!  [F, ~, kh, kw] = size (W);
%!  Xp = zeros (N, C, H + 2*p(1), Wd + 2*p(2));
%!  Xp(:, :, p(1) + (1:H), p(2) + (1:Wd)) = X;
%!  Ho = floor ((H + 2*p(1) - kh) / s(1)) + 1;
%!  Wo = floor ((Wd + 2*p(2) - kw) / s(2)) + 1;
%!  Y = zeros (N, F, Ho, Wo);
%!  dXp = zeros (size (Xp));
%!  dW = zeros (size (W));
%!  Wm = reshape (W, F, C*kh*kw);
%!  for y = 1:Ho
%!    for x = 1:Wo
%!      r = (y-1)*s(1) + (1:kh);
%!      c = (x-1)*s(2) + (1:kw);
%!      P = reshape (Xp(:, :, r, c), N, C*kh*kw);
%!      Y(:, :, y, x) = P * Wm.';
%!      g = reshape (dY(:, :, y, x), N, F);
%!      dXp(:, :, r, c) += reshape (g * Wm, N, C, kh, kw);
%!      dW += reshape (g.' * P, F, C, kh, kw);
%!    endfor
%!  endfor
%!  dX = dXp(:, :, p(1) + (1:H), p(2) + (1:Wd));
%!endfunction

## the oracle of the pools: the max (padded cells never win) and the mean
## (padded cells counted) of each window, and the max pool's gradient (dY at the
## first cell of the window, row-major, holding the max), in double
%!function [M, A, dM, dA] = ref_pool (X, dY, k, s, p)
%!  X = double (X);  dY = double (dY);
%!  [N, C, H, Wd] = size (X);
%!  Ho = floor ((H + 2*p(1) - k(1)) / s(1)) + 1;
%!  Wo = floor ((Wd + 2*p(2) - k(2)) / s(2)) + 1;
%!  M = zeros (N, C, Ho, Wo);  A = M;
%!  dM = zeros (N, C, H, Wd);  dA = dM;
%!  for n = 1:N
%!    for ch = 1:C
%!      for y = 1:Ho
%!        for x = 1:Wo
%!          r = (y-1)*s(1) - p(1) + (1:k(1));
%!          c = (x-1)*s(2) - p(2) + (1:k(2));
%!          r = r(r >= 1 & r <= H);
%!          c = c(c >= 1 & c <= Wd);
%!          win = squeeze (X(n, ch, r, c));
%!          win = reshape (win, numel (r), numel (c)).';   # row-major: columns fastest
%!          [M(n, ch, y, x), q] = max (win(:));
%!          A(n, ch, y, x) = sum (win(:)) / prod (k);
%!          [jq, iq] = ind2sub ([numel(c), numel(r)], q);
%!          dM(n, ch, r(iq), c(jq)) += dY(n, ch, y, x);
%!          dA(n, ch, r, c) += dY(n, ch, y, x) / prod (k);
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!endfunction

## A is single (an ndsparse of single values or a full single array) and within
## tol of the double oracle E; msg names the case
%!function check (A, E, tol, msg)
%!  if (isa (A, "ndsparse"))
%!    A = full (A);
%!  endif
%!  try
%!    assert (class (A), "single");
%!    assert (double (A), E, tol);
%!  catch err
%!    error ("%s: %s", msg, err.message);
%!  end_try_catch
%!endfunction

## X (N x C x H x W) as SystemML's N x (C*H*W) rows, W fastest, then H, then C
%!function X2 = rows2d (X)
%!  X2 = reshape (permute (X, [1 4 3 2]), size (X, 1), []);
%!endfunction

%!test
%! ## conv2d and its gradients: single sparse and full batches, single filters,
%! ## strides and paddings, against the oracle
%! for seed = 1:12
%!   rand ("seed", seed);  randn ("seed", seed);
%!   N = randi (3);  C = randi (2);  F = randi (3);
%!   kh = randi (3);  kw = randi (3);
%!   H = kh + randi ([0 3]);  Wd = kw + randi ([0 3]);
%!   s = randi (2, 1, 2);  p = [randi([0 kh-1]), randi([0 kw-1])];
%!   X = rand_batch ([N C H Wd], 0.4);
%!   W = single (randn (F, C, kh, kw));
%!   Ho = floor ((H + 2*p(1) - kh) / s(1)) + 1;
%!   Wo = floor ((Wd + 2*p(2) - kw) / s(2)) + 1;
%!   dY = rand_batch ([N F Ho Wo], 0.5);
%!   [Y, dX, dW] = ref_conv (X, W, dY, s, p);
%!   o = {"stride", s, "padding", p};
%!   mx = max ([abs(X(:)); abs(dY(:)); 1]) * max ([abs(W(:)); abs(dY(:)); 1]);
%!   tc = 4 * eps ("single") * C*kh*kw*F * mx;
%!   tf = 4 * eps ("single") * N*Ho*Wo * mx;
%!   msg = sprintf ("seed %d", seed);
%!   for XX = {X, ndsparse(X)}
%!     check (conv2d (XX{1}, W, o{:}), Y, tc, [msg " conv2d"]);
%!     check (conv2d_backward_filter (XX{1}, dY, o{:}, "filter_shape", [F C kh kw]), dW, tf,
%!            [msg " backward_filter"]);
%!   endfor
%!   for GG = {dY, ndsparse(dY)}
%!     check (conv2d_backward_data (W, GG{1}, o{:}, "input_shape", [N C H Wd]), dX, tc,
%!            [msg " backward_data"]);
%!   endfor
%! endfor

%!test
%! ## the pools and their gradients: single sparse and full batches (negative
%! ## values, so a cell not stored wins some windows), overlapping windows, padding
%! for seed = 1:12
%!   rand ("seed", seed);  randn ("seed", seed);
%!   N = randi (3);  C = randi (2);
%!   k = randi (3, 1, 2);  s = randi (2, 1, 2);
%!   p = [randi([0 k(1)-1]), randi([0 k(2)-1])];
%!   H = k(1) + randi ([0 3]);  Wd = k(2) + randi ([0 3]);
%!   X = rand_batch ([N C H Wd], 0.5);
%!   Ho = floor ((H + 2*p(1) - k(1)) / s(1)) + 1;
%!   Wo = floor ((Wd + 2*p(2) - k(2)) / s(2)) + 1;
%!   dY = single (randn (N, C, Ho, Wo));
%!   [M, A, dM, dA] = ref_pool (X, dY, k, s, p);
%!   o = {"pool_size", k, "stride", s, "padding", p};
%!   ta = 4 * eps ("single") * max ([abs(X(:)); abs(dY(:)); 1]) * prod (k);
%!   msg = sprintf ("seed %d", seed);
%!   for XX = {X, ndsparse(X)}
%!     check (max_pool (XX{1}, o{:}), M, 0, [msg " max_pool"]);
%!     check (avg_pool (XX{1}, o{:}), A, ta, [msg " avg_pool"]);
%!     check (max_pool_backward (XX{1}, dY, o{:}), dM, ta, [msg " max_pool_backward"]);
%!     check (avg_pool_backward (XX{1}, dY, o{:}), dA, ta, [msg " avg_pool_backward"]);
%!   endfor
%! endfor

%!test
%! ## SystemML's 2-D forms: single rows of a batch and of filters, the result in
%! ## the same form and single
%! rand ("seed", 39);  randn ("seed", 39);
%! N = 3;  C = 2;  H = 5;  Wd = 4;  F = 2;
%! X = rand_batch ([N C H Wd], 0.5);
%! W = single (randn (F, C, 3, 3));
%! dY = rand_batch ([N F H Wd], 0.5);
%! [Y, dX, dW] = ref_conv (X, W, dY, [1 1], [1 1]);
%! o = {"padding", 1, "input_shape", [N C H Wd], "filter_shape", [F C 3 3]};
%! tol = 4 * eps ("single") * 200 * max (abs ([X(:); dY(:)])) * max (abs ([W(:); dY(:)]));
%! for XX = {rows2d(X), ndsparse(rows2d (X))}
%!   check (conv2d (XX{1}, rows2d (W), o{:}), rows2d (Y), tol, "2-D conv2d");
%!   check (conv2d_backward_filter (XX{1}, rows2d (dY), o{:}), rows2d (dW), tol,
%!          "2-D backward_filter");
%! endfor
%! check (conv2d_backward_data (rows2d (W), rows2d (dY), o{:}), rows2d (dX), tol,
%!        "2-D backward_data");
%! [M, ~, dM] = ref_pool (X, single (ones (N, C, 2, 2)), [2 2], [2 2], [0 0]);
%! po = {"pool_size", 2, "stride", 2, "input_shape", [N C H Wd]};
%! check (max_pool (rows2d (X), po{:}), rows2d (M), 0, "2-D max_pool");
%! check (max_pool_backward (rows2d (X), rows2d (single (ones (N, C, 2, 2))), po{:}),
%!        rows2d (dM), 0, "2-D max_pool_backward");

%!test
%! ## mixed single and double operands give single, the double rounded to single
%! ## first (single op double converts the double); a double-only call stays double
%! rand ("seed", 3);  randn ("seed", 3);
%! Xd = randn (2, 2, 4, 4) .* (rand (2, 2, 4, 4) < 0.5);
%! Wd = randn (3, 2, 2, 2);
%! dYd = randn (2, 3, 3, 3);
%! Xs = single (Xd);  Ws = single (Wd);  dYs = single (dYd);
%! [Y, dX, dW] = ref_conv (Xs, Ws, dYs, [1 1], [0 0]);
%! tol = 4 * eps ("single") * 16 * max (abs ([Xd(:); dYd(:)])) * max (abs ([Wd(:); dYd(:)]));
%! check (conv2d (ndsparse (Xd), Ws), Y, tol, "double X, single W");
%! check (conv2d (Xs, Wd), Y, tol, "single X, double W");
%! check (conv2d (ndsparse (Xs), Wd), Y, tol, "single ndsparse X, double W");
%! check (conv2d (sparse (rows2d (Xd)), Ws, "input_shape", [2 2 4 4]), rows2d (Y), tol,
%!        "Octave sparse X (SystemML's rows), single W");
%! check (conv2d_backward_filter (Xd, dYs, "filter_shape", [3 2 2 2]), dW, 6 * tol,
%!        "double X, single dY");
%! check (conv2d_backward_data (Wd, ndsparse (dYs), "input_shape", [2 2 4 4]), dX, tol,
%!        "double W, single dY");
%! [~, ~, dM] = ref_pool (Xs, single (ones (2, 2, 2, 2)), [2 2], [2 2], [0 0]);
%! check (max_pool_backward (ndsparse (Xd), single (ones (2, 2, 2, 2)), "pool_size", 2, "stride", 2),
%!        dM, 0, "double X, single dY");
%! assert (class (conv2d (Xd, Wd)), "double");
%! assert (class (full (max_pool (ndsparse (Xd), "pool_size", 2))), "double");

%!test
%! ## a sparse matrix batch with a single gradient: Octave's sparse has no single,
%! ## so the gradient stays a double sparse matrix of values rounded to single
%! X = [0 -3 0 0.1; 2 0 0 0];       # 2 images of 1x2x2
%! dY = single ([1/3; 2/3]);
%! dX = max_pool_backward (sparse (X), dY, "pool_size", 2, "input_shape", [2 1 2 2]);
%! assert (issparse (dX) && isa (dX, "double"));
%! assert (full (dX), double (single ([0 0 0 1/3; 2/3 0 0 0])));

%!test
%! ## edge cases: an empty batch, size-1 images and channels, 1x1 filters, a
%! ## window as large as the padded image, an all-zero single batch, a view
%! Z = conv2d (ndsparse (zeros (0, 2, 3, 3, "single")), ones (1, 2, 2, 2));
%! assert (class (Z), "single");
%! assert (size (Z), [0 1 2 2]);
%! X = single (reshape (1:9, [1 1 3 3]));
%! check (conv2d (X, single (2)), 2 * double (X), 0, "1x1 filter");
%! check (conv2d (ndsparse (X), ones (1, 1, 3, 3), "padding", 2, "stride", 2),
%!        ref_conv (X, ones (1, 1, 3, 3), zeros (1, 1, 3, 3), [2 2], [2 2]), 0,
%!        "stride and padding corners");
%! check (max_pool (ndsparse (X), "pool_size", 3), 9, 0, "one window");
%! check (max_pool (ndsparse (-X), "pool_size", 3, "padding", 2), ...
%!        ref_pool (-X, zeros (1, 1, 5, 5), [3 3], [1 1], [2 2]), 0, "padded negative windows");
%! check (avg_pool (ndsparse (zeros (2, 1, 4, 4, "single")), "pool_size", 2),
%!        zeros (2, 1, 3, 3), 0, "all zeros");
%! T = ndsparse (rand_batch ([2 3 4 4], 0.6));
%! V = T(:, 2:3, :, :);
%! check (max_pool (V, "pool_size", 2), ref_pool (full (V), zeros (2, 2, 3, 3), [2 2],
%!        [1 1], [0 0]), 0, "a view");
%! check (conv2d (1, single (3)), 3, 0, "scalars");

%!test
%! ## the bench's ratio is single against double: the same values give results
%! ## equal after rounding (a max exactly, a convolution within its tolerance:
%! ## the float sweeps sum in float, 27 terms here)
%! rand ("seed", 7);  randn ("seed", 7);
%! X = rand_batch ([4 3 8 8], 0.2);
%! W = single (randn (5, 3, 3, 3));
%! Ys = conv2d (ndsparse (X), W, "padding", 1);
%! Yd = conv2d (ndsparse (double (X)), double (W), "padding", 1);
%! assert (class (Ys), "single");
%! assert (double (Ys), Yd, 4 * eps ("single") * 27 * max (abs (X(:))) * max (abs (W(:))));
%! assert (full (max_pool (ndsparse (X), "pool_size", 2, "stride", 2)),
%!         single (full (max_pool (ndsparse (double (X)), "pool_size", 2, "stride", 2))));

%!test
%! ## a logical batch with single filters gives single (logical with single is
%! ## single); NaN and Inf in a single max pool; "same" and "full" padding; an
%! ## empty batch of the pools
%! X = false (1, 1, 3, 3);  X(1, 1, 2, 2) = true;
%! Y = conv2d (ndsparse (X), single (reshape (1:4, [1 1 2 2])));
%! check (Y, reshape ([4 3 2 1], [1 1 2 2]), 0, "logical X");
%! F = single (reshape ([1 NaN 3 -Inf 5 6 7 8 Inf], [1 1 3 3]));
%! R = max_pool (ndsparse (F), "pool_size", 2);
%! assert (class (full (R)), "single");
%! assert (isequaln (full (R), single (reshape ([NaN NaN 8 Inf], [1 1 2 2]))));   # NaN wins
%! W = single (ones (1, 1, 3, 3));
%! [E, ~, ~] = ref_conv (single (ones (1, 1, 2, 3)), W, zeros (1, 1, 2, 3), [1 1], [1 1]);
%! check (conv2d (ndsparse (single (ones (1, 1, 2, 3))), W, "padding", "same"), E, 0, "same");
%! [E, ~, ~] = ref_conv (single (ones (1, 1, 2, 3)), W, zeros (1, 1, 4, 5), [1 1], [2 2]);
%! check (conv2d (single (ones (1, 1, 2, 3)), W, "padding", "full"), E, 0, "full");
%! Z = max_pool (ndsparse (zeros (0, 2, 4, 4, "single")), "pool_size", 2);
%! assert (class (full (Z)), "single");
%! assert (size (Z), [0 2 3 3]);
%! Z = avg_pool_backward (zeros (0, 2, 4, 4, "single"), zeros (0, 2, 3, 3), "pool_size", 2);
%! assert (class (Z), "single");
%! assert (size (Z), [0 2 4 4]);

%!test
%! ## a gradient that rounds to zero in single is not stored
%! X = ndsparse ([1 1 1 1; 1 1 2 2], single ([1; 2]), [1 1 2 2]);
%! d = max_pool_backward (X, 1e-50, "pool_size", 2);
%! assert (isa (d, "single") && nnz (d) == 0 && isequal (size (d), [1 1 2 2]));
%! d = max_pool_backward (X, 3, "pool_size", 2);
%! assert (full (d), single (reshape ([0 0 0 3], [1 1 2 2])));

%!test
%! ## the float kernels (a full single batch with single operands: conv2d and its
%! ## gradients by sgemm, the pools and their gradients in float) against the
%! ## double kernels on the same values, past the sizes where they take threads
%! ## (and several column blocks), 4-D and 2-D forms, strides, padding, overlap
%! for seed = 1:4
%!   rand ("seed", seed);  randn ("seed", seed);
%!   N = 20 + randi (50);  C = randi (4);  F = randi (6);  H = 6 + randi (8);  Wd = 6 + randi (8);
%!   kh = randi (3);  kw = randi (3);  s = randi (2, 1, 2);
%!   p = [randi([0 kh-1]), randi([0 kw-1])];
%!   X = rand_batch ([N C H Wd], 0.1 + 0.8 * (seed > 2));
%!   W = single (randn (F, C, kh, kw));
%!   Ho = floor ((H + 2*p(1) - kh) / s(1)) + 1;
%!   Wo = floor ((Wd + 2*p(2) - kw) / s(2)) + 1;
%!   dY = rand_batch ([N F Ho Wo], 0.7);
%!   o = {"stride", s, "padding", p};
%!   mx = max ([abs(X(:)); abs(dY(:)); 1]) * max ([abs(W(:)); abs(dY(:)); 1]);
%!   tc = 4 * eps ("single") * C*kh*kw*F * mx;
%!   tf = 4 * eps ("single") * N*Ho*Wo * mx;
%!   msg = sprintf ("float kernels, seed %d", seed);
%!   Xd = double (X);  Wdb = double (W);  dYd = double (dY);
%!   check (conv2d (X, W, o{:}), conv2d (Xd, Wdb, o{:}), tc, [msg " conv2d"]);
%!   check (conv2d_backward_filter (X, dY, o{:}, "filter_shape", [F C kh kw]),
%!          conv2d_backward_filter (Xd, dYd, o{:}, "filter_shape", [F C kh kw]), tf,
%!          [msg " backward_filter"]);
%!   check (conv2d_backward_data (W, dY, o{:}, "input_shape", [N C H Wd]),
%!          conv2d_backward_data (Wdb, dYd, o{:}, "input_shape", [N C H Wd]), tc,
%!          [msg " backward_data"]);
%!   o2 = [o, {"input_shape", [N C H Wd], "filter_shape", [F C kh kw]}];
%!   check (conv2d (rows2d (X), rows2d (W), o2{:}), rows2d (conv2d (Xd, Wdb, o{:})), tc,
%!          [msg " 2-D conv2d"]);
%!   k = [kh kw];
%!   pp = {"pool_size", k, "stride", s, "padding", p};
%!   G = single (randn (N, C, Ho, Wo));
%!   ta = 4 * eps ("single") * max ([abs(X(:)); abs(G(:)); 1]) * prod (k);
%!   check (max_pool (X, pp{:}), max_pool (Xd, pp{:}), 0, [msg " max_pool"]);
%!   check (avg_pool (X, pp{:}), avg_pool (Xd, pp{:}), ta, [msg " avg_pool"]);
%!   check (max_pool_backward (X, G, pp{:}), max_pool_backward (Xd, double (G), pp{:}), ta,
%!          [msg " max_pool_backward"]);
%!   check (avg_pool_backward (X, G, pp{:}), avg_pool_backward (Xd, double (G), pp{:}), ta,
%!          [msg " avg_pool_backward"]);
%!   p2 = [pp, {"input_shape", [N C H Wd]}];
%!   check (max_pool_backward (rows2d (X), rows2d (G), p2{:}),
%!          rows2d (max_pool_backward (Xd, double (G), pp{:})), ta, [msg " 2-D max_pool_backward"]);
%!   check (avg_pool_backward (rows2d (X), rows2d (G), p2{:}),
%!          rows2d (avg_pool_backward (Xd, double (G), pp{:})), ta, [msg " 2-D avg_pool_backward"]);
%! endfor

%!test
%! ## the float kernels on edge values: NaN and Inf win a full single max pool as
%! ## in double, with the max pool's gradient at the same cells; a full single
%! ## batch of one image, channel and cell; an empty full single batch
%! X = single (reshape ([1 NaN 3 -Inf 5 6 7 8 Inf], [1 1 3 3]));
%! assert (isequaln (max_pool (X, "pool_size", 2), single (reshape ([NaN NaN 8 Inf], [1 1 2 2]))));
%! assert (max_pool_backward (X, single (ones (1, 1, 2, 2)), "pool_size", 2),
%!         single (max_pool_backward (double (X), ones (1, 1, 2, 2), "pool_size", 2)));
%! Y = conv2d (single (3), single (-2));
%! assert (class (Y), "single");
%! assert (Y, single (-6));
%! Z = conv2d (zeros (0, 2, 3, 3, "single"), ones (4, 2, 2, 2, "single"));
%! assert (class (Z), "single");
%! assert (size (Z), [0 4 2 2]);
%! Z = max_pool (zeros (0, 2, 4, 4, "single"), "pool_size", 2);
%! assert (class (Z), "single");
%! assert (size (Z), [0 2 3 3]);
%! assert (conv2d_backward_filter (zeros (0, 2, 3, 3, "single"), zeros (0, 4, 2, 2, "single"),
%!                                 "filter_shape", [4 2 2 2]), zeros (4, 2, 2, 2, "single"));

## the layers' check says whether an operand is single (a tensor or a full array)
%!assert (__nds_real_only__ ("conv2d", ones (2), ndsparse ([1 1], single (2))), true)
%!assert (__nds_real_only__ ("max_pool", single (2)), true)
%!assert (__nds_real_only__ ("max_pool", ndsparse ([1 1], 2), sparse (2), true), false)

## complex values are still refused, with or without a single operand
%!error id=ndsparse:complex conv2d (ndsparse (single (ones (1, 1, 2, 2))), 1i)
%!error id=ndsparse:complex max_pool_backward (single (ones (1, 1, 2, 2)), 1i, "pool_size", 2)
%!error id=ndsparse:complex avg_pool (ndsparse ([1 1 1 1], 1i), "pool_size", 1)
## a single call's bad argument is reported as the double call's would be
%!error id=ndsparse:conv conv2d (ndsparse (single (ones (1, 2, 2, 2))), ones (1, 3, 1, 1))
%!error <pool_size> max_pool (ndsparse (single (ones (1, 1, 2, 2))))

%!test
%! ## the max pools of a single ndsparse read its single values from the storage
%! ## order (the float path of the sorted pools) and give single ndsparse results
%! ## equal to the oracle's: windows that do not overlap (the gradient's storage
%! ## path), negative values, a NaN, a dY with zeros, a view of a view
%! for seed = 1:6
%!   rand ("seed", 100 + seed);  randn ("seed", 100 + seed);
%!   N = randi (4);  C = randi (3);  k = randi (3, 1, 2);
%!   H = k(1) * randi (3);  Wd = k(2) * randi (3);
%!   X = rand_batch ([N C H Wd], 0.3 * mod (seed, 3));
%!   if (seed == 4)
%!     X(1) = NaN;
%!   endif
%!   Ho = H / k(1);  Wo = Wd / k(2);
%!   dY = single (randn (N, C, Ho, Wo)) .* (rand (N, C, Ho, Wo) < 0.7);
%!   [M, ~, dM] = ref_pool (X, dY, k, k, [0 0]);
%!   o = {"pool_size", k, "stride", k};
%!   msg = sprintf ("seed %d", seed);
%!   Y = max_pool (ndsparse (X), o{:});
%!   dX = max_pool_backward (ndsparse (X), dY, o{:});
%!   assert (class (full (Y)), "single");
%!   assert (isequaln (double (full (Y)), M), [msg " max_pool"]);
%!   check (dX, dM, 0, [msg " max_pool_backward"]);
%!   if (isa (dX, "ndsparse"))
%!     assert (nnz (dX) == nnz (dM), [msg " gradient's nonzeros"]);
%!   endif
%! endfor
%! T = ndsparse (rand_batch ([3 4 4 6], 0.5));
%! V = T(:, 2:4, :, :);
%! VV = V(2:3, :, :, 1:4);
%! dY = single (randn (2, 3, 2, 2));
%! [M, ~, dM] = ref_pool (full (VV), dY, [2 2], [2 2], [0 0]);
%! check (max_pool (VV, "pool_size", 2, "stride", 2), M, 0, "a view of a view");
%! check (max_pool_backward (VV, dY, "pool_size", 2, "stride", 2), dM, 0,
%!        "a view of a view's gradient");
