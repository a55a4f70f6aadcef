## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{Y} =} conv2d (@var{X}, @var{W})
## @deftypefnx {ndsparse} {@var{Y} =} conv2d (@var{X}, @var{W}, @var{name}, @var{value}, @dots{})
## 2-D convolution of a batch of images, as SystemML's @code{conv2d}, cuDNN and
## PyTorch's @code{conv2d} define it: a cross-correlation (the filter is not flipped)
## with zero padding.
##
## @var{X} is an N x C x H x W batch (N images of C channels, H rows, W columns):
## an ndsparse or a full array.  @var{W} is an F x C x Hf x Wf full array of F
## filters.  The result is the full N x F x Ho x Wo array
## @example
## Y(n,f,y,x) = sum over c, i, j of W(f,c,i,j) * X(n, c, (y-1)*sh - ph + i, (x-1)*sw - pw + j)
## @end example
## with Ho = floor ((H + 2 ph - Hf) / sh) + 1 (Wo likewise) and X zero outside
## the image.
##
## Options, as name/value pairs:
## @table @code
## @item "stride"
## [sh sw], or one number for both; default [1 1].
## @item "padding"
## [ph pw] zero rows and columns on each side, one number for both, or
## @code{"valid"}, @code{"same"}, @code{"full"}, computed with SystemML's
## formulas (@code{"same"} with stride 1 is [(Hf-1)/2, (Wf-1)/2]); a padding that
## comes out fractional is an error.  Default [0 0].
## @item "input_shape"
## [N C H W]: @var{X} may then also be SystemML's two-dimensional form, an
## N x (C*H*W) matrix (full or Octave sparse) whose rows hold the images in
## row-major order (W fastest, then H, then C); the result then comes in the same
## form, N x (F*Ho*Wo).
## @item "filter_shape"
## [F C Hf Wf]: @var{W} is then either of that size or SystemML's
## two-dimensional form, an F x (C*Hf*Wf) matrix whose rows hold the filters in
## row-major order (Wf fastest, then Hf, then C).  Without it a matrix @var{W} is
## F x C (1x1 filters).
## @end table
##
## When X's two forms are the same matrix (H = W = 1), the result is in
## SystemML's form if @var{W} is.
##
## An ndsparse or sparse @var{X} is never made full: the kernel sweeps its stored
## entries through the filter taps (cost proportional to nnz x F x Hf x Wf).  A
## full @var{X} goes through im2col and a BLAS matrix product.  A full result
## computed from a sparse @var{X} is checked against
## @code{ndsparse_config ("max_dense")} first.
##
## Single values: when @var{X} or @var{W} is single (an ndsparse of single values
## or a full single array) the result is single, a double operand rounded to
## single first, as Octave's single with double gives; each output is summed in
## single (sgemm for a full batch, float sweeps of an ndsparse's entries), within
## float rounding of the exact sum; an Octave sparse @var{X} (which has no single)
## is summed in double and rounded once.
##
## @example
## @group
## X = ndsparse ([1 1 2 2; 1 1 3 3], [1; 2], [1 1 4 4]);   # one 4x4 image, 2 nonzeros
## W = reshape ([1 2; 3 4], [1 1 2 2]);                   # one 2x2 filter
## Y = conv2d (X, W);                                      # 1x1x3x3
## squeeze (Y)
## Y = conv2d (X, W, "stride", 2, "padding", 1);           # 1x1x3x3
## @end group
## @end example
## @seealso{conv2d_backward_filter, conv2d_backward_data, max_pool, avg_pool}
## @end deftypefn

function Y = conv2d (X, W, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  [sgl, X, W] = __nds_real_only__ ("conv2d", X, W);
  if (sgl)
    [X, W] = nds_dl_single (X, W);
  endif
  what = "conv2d";
  opt = nds_conv_opts (what, varargin, {"stride", "padding", "input_shape", "filter_shape"});
  [W, twod] = nds_conv_filter (what, W, opt.filter_shape);
  B = nds_conv_batch (what, X, opt.input_shape, "X");
  B.rowmajor = B.rowmajor || (B.either && twod);
  wsz = size (W);
  wsz(end+1:4) = 1;
  if (wsz(2) != B.sz(2))
    hint = "";
    if (ismatrix (W) && isempty (opt.filter_shape))
      hint = sprintf (["; a matrix W is F x C with 1x1 filters: one %dx%d filter is ", ...
                       "reshape (W, [1 1 %d %d])"], wsz(1:2), wsz(1:2));
    endif
    error ("ndsparse:conv",
           "%s: X (N x C x H x W) is %s with C = %d channels but W (F x C x Hf x Wf) is %s with C = %d%s",
           what, nds_size_str (B.sz), B.sz(2), nds_size_str (wsz), wsz(2), hint);
  endif
  [pad, out] = nds_conv_window (what, B.sz(3:4), wsz(3:4), opt.stride, opt.padding, "filter");
  if (B.sparse)
    __nds_dense_check__ ([B.sz(1), wsz(1), out], what, false);
  endif
  geo = [B.sz, wsz(1), wsz(3:4), opt.stride, pad, out, B.rowmajor];
  Y = __nds_conv__ ("forward", B.data, W, geo);
  if (sgl)
    Y = nds_dl_round (Y);
  endif
endfunction

%!demo
%! ## One conv + ReLU + max-pool layer on real images, and back: the UCI
%! ## handwritten digits (scikit-learn's copy; a generated batch without it).
%! ## Each line: the array, its size, its class, and how much of it is nonzero.
%! [X, labels, source] = ndsparse_digits (500);
%! printf ("images from %s\n", source);
%! show = @(name, A) printf ("%-34s %-14s %-9s %5.1f%% nonzero\n", name,
%!                           mat2str (size (A)), class (A), 100 * nnz (A) / numel (A));
%! show ("X: 500 digits, 1 channel, 8x8", X);
%! ## four 3x3 edge filters: -, |, \ and /
%! W = zeros (4, 1, 3, 3);
%! W(1, 1, :, :) = [-1 -1 -1; 2 2 2; -1 -1 -1];
%! W(2, 1, :, :) = [-1 2 -1; -1 2 -1; -1 2 -1];
%! W(3, 1, :, :) = [2 -1 -1; -1 2 -1; -1 -1 2];
%! W(4, 1, :, :) = [-1 -1 2; -1 2 -1; 2 -1 -1];
%! ## forward: the convolution sweeps X's nonzeros; its result is full
%! Z = conv2d (X, W, "padding", "same");
%! show ("Z = conv2d (X, W)", Z);
%! ## ReLU keeps the positive responses only: sparse again
%! A = ndsparse (max (Z, 0));
%! show ("A = max (Z, 0)", A);
%! ## max_pool works from A's nonzeros; over half nonzero, it comes back full
%! P = max_pool (A, "pool_size", 2, "stride", 2);
%! show ("P = max_pool (A)", P);
%! ## backward, for the loss sum (P(:)): each window's gradient goes to its winner
%! dA = max_pool_backward (A, ones (size (P)), "pool_size", 2, "stride", 2);
%! show ("dA = max_pool_backward (A, dP)", dA);
%! dZ = dA .* (A > 0);                          # through the ReLU: sparse
%! show ("dZ = dA .* (A > 0)", dZ);
%! dW = conv2d_backward_filter (X, dZ, "padding", "same", "filter_shape", size (W));
%! show ("dW = conv2d_backward_filter", dW);
%! dX = conv2d_backward_data (W, dZ, "padding", "same", "input_shape", size (X));
%! show ("dX = conv2d_backward_data", dX);

%!demo
%! ## The layer drawn: four digits (top row), the four 3x3 edge filters (middle)
%! ## and the ReLU feature maps of the first digit, one per filter (bottom).
%! [X, labels] = ndsparse_digits (4);
%! W = zeros (4, 1, 3, 3);
%! W(1, 1, :, :) = [-1 -1 -1; 2 2 2; -1 -1 -1];
%! W(2, 1, :, :) = [-1 2 -1; -1 2 -1; -1 2 -1];
%! W(3, 1, :, :) = [2 -1 -1; -1 2 -1; -1 -1 2];
%! W(4, 1, :, :) = [-1 -1 2; -1 2 -1; 2 -1 -1];
%! names = {"horizontal", "vertical", "diagonal down", "diagonal up"};
%! A = max (conv2d (X, W, "padding", "same"), 0);
%! F = full (X);
%! clf;
%! colormap (gray (64));
%! for k = 1:4
%!   subplot (3, 4, k);
%!   imagesc (squeeze (F(k, 1, :, :)));
%!   axis image off;
%!   title (sprintf ("digit %d", labels(k)));
%!   subplot (3, 4, 4 + k);
%!   imagesc (squeeze (W(k, 1, :, :)));
%!   axis image off;
%!   title (names{k});
%!   subplot (3, 4, 8 + k);
%!   imagesc (squeeze (A(1, k, :, :)));
%!   axis image off;
%!   title (sprintf ("map %d of the %d", k, labels(1)));
%! endfor

## the demo runs, and shows the ReLU output and its gradients sparse
%!test
%! out = evalc ("demo ('conv2d', 1)");
%! assert (! isempty (regexp (out, "dW = conv2d_backward_filter +\\[4 1 3 3\\] +double", "once")));
%! if (isempty (strfind (out, "images from generated")))   # the UCI digits: known densities
%!   assert (! isempty (regexp (out, "A = max \\(Z, 0\\) +\\[500 4 8 8\\] +ndsparse +40.8%", "once")));
%!   assert (! isempty (regexp (out, "P = max_pool \\(A\\) +\\[500 4 4 4\\] +double", "once")));
%!   assert (! isempty (regexp (out, "dZ = dA .\\* \\(A > 0\\) +\\[500 4 8 8\\] +ndsparse", "once")));
%! endif

## the definition through Octave's conv2 (which flips the filter) on each plane
%!function Y = ref_conv2d (X, W, s, p)
%!  [N, C, H, Wd] = size (X);
%!  [F, ~, Hf, Wf] = size (W);
%!  for n = 1:N
%!    for f = 1:F
%!      acc = 0;
%!      for c = 1:C
%!        plane = zeros (H + 2*p(1), Wd + 2*p(2));
%!        plane(p(1) + (1:H), p(2) + (1:Wd)) = reshape (X(n,c,:,:), H, Wd);
%!        acc += conv2 (plane, rot90 (reshape (W(f,c,:,:), Hf, Wf), 2), "valid");
%!      endfor
%!      acc = acc(1:s(1):end, 1:s(2):end);
%!      Y(n, f, 1:rows (acc), 1:columns (acc)) = reshape (acc, [1 1 size(acc)]);
%!    endfor
%!  endfor
%!endfunction

## the seed's worked example, with distinct primes for x1..x9 and w1..w4
%!test
%! x = [2 3 5; 7 11 13; 17 19 23];
%! w = [29 31; 37 41];
%! X = reshape (x, [1 1 3 3]);
%! W = reshape (w, [1 1 2 2]);
%! want = [w(1,1)*x(1,1) + w(1,2)*x(1,2) + w(2,1)*x(2,1) + w(2,2)*x(2,2), ...
%!         w(1,1)*x(1,2) + w(1,2)*x(1,3) + w(2,1)*x(2,2) + w(2,2)*x(2,3), ...
%!         w(1,1)*x(2,1) + w(1,2)*x(2,2) + w(2,1)*x(3,1) + w(2,2)*x(3,2), ...
%!         w(1,1)*x(2,2) + w(1,2)*x(2,3) + w(2,1)*x(3,2) + w(2,2)*x(3,3)];
%! X2 = reshape (x.', 1, []);
%! opts = {"stride", [1 1], "padding", [0 0], "input_shape", [1 1 3 3], "filter_shape", [1 1 2 2]};
%! assert (conv2d (X2, W, opts{:}), want);
%! assert (conv2d (sparse (X2), W, opts{:}), want);
%! assert (conv2d (ndsparse (X2), W, opts{:}), want);
%! assert (reshape (permute (conv2d (X, W), [1 2 4 3]), 1, []), want);
%! assert (reshape (permute (conv2d (ndsparse (X), W), [1 2 4 3]), 1, []), want);

## random batches, both kinds and both forms, against the definition
%!test
%! for seed = 1:12
%!   rand ("state", seed);  randn ("state", seed);
%!   N = randi (4);  C = randi (4);  F = randi (4);  H = randi ([2 6]);  Wd = randi ([2 6]);
%!   Hf = randi (min (3, H));  Wf = randi (min (3, Wd));  s = randi (3, 1, 2);  p = randi ([0 2], 1, 2);
%!   X = round (4 * randn (N, C, H, Wd)) .* (rand (N, C, H, Wd) < mod (seed, 4) / 3);
%!   W = randn (F, C, Hf, Wf);
%!   try
%!     want = ref_conv2d (X, W, s, p);
%!     opts = {"stride", s, "padding", p};
%!     assert (conv2d (X, W, opts{:}), want, 1e-10);
%!     assert (conv2d (ndsparse (X), W, opts{:}), want, 1e-10);
%!     to2d = @(A) reshape (permute (A, [1 4 3 2]), N, []);
%!     opts = [opts, {"input_shape", [N C H Wd]}];
%!     assert (conv2d (to2d (X), W, opts{:}), to2d (want), 1e-10);
%!     assert (conv2d (sparse (to2d (X)), W, opts{:}), to2d (want), 1e-10);
%!     assert (conv2d (ndsparse (to2d (X)), W, opts{:}), to2d (want), 1e-10);
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor

## SystemML's 2-D filter form, F x (C*Hf*Wf) with filter_shape, in both batch forms
%!test
%! for seed = 1:8
%!   rand ("state", seed);  randn ("state", seed);
%!   N = randi (3);  C = randi (3);  F = randi (3);  H = randi ([2 5]);  Wd = randi ([2 5]);
%!   Hf = randi (min (3, H));  Wf = randi (min (3, Wd));  s = randi (2, 1, 2);  p = randi ([0 1], 1, 2);
%!   X = round (4 * randn (N, C, H, Wd)) .* (rand (N, C, H, Wd) < 0.4);
%!   W = randn (F, C, Hf, Wf);
%!   W2 = reshape (permute (W, [1 4 3 2]), F, []);    # row-major rows, as SystemML
%!   to2d = @(A) reshape (permute (A, [1 4 3 2]), size (A, 1), []);
%!   try
%!     want = ref_conv2d (X, W, s, p);
%!     opts = {"stride", s, "padding", p, "filter_shape", [F C Hf Wf]};
%!     assert (conv2d (X, W2, opts{:}), want, 1e-10);
%!     assert (conv2d (ndsparse (X), W2, opts{:}), want, 1e-10);
%!     assert (conv2d (ndsparse (X), sparse (W2), opts{:}), want, 1e-10);
%!     opts = [opts, {"input_shape", [N C H Wd]}];
%!     assert (conv2d (to2d (X), W2, opts{:}), to2d (want), 1e-10);
%!     assert (conv2d (sparse (to2d (X)), W2, opts{:}), to2d (want), 1e-10);
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor
%! ## 1x1 images: X's two forms are one matrix; the result takes W's form
%! X = [1 0 2; 0 3 0];                     # N = 2, C = 3, H = W = 1
%! W = reshape (1:27, [1 3 3 3]);
%! W2 = reshape (permute (W, [1 4 3 2]), 1, []);
%! opts = {"padding", 1, "input_shape", [2 3 1 1], "filter_shape", [1 3 3 3]};
%! want = ref_conv2d (reshape (X, [2 3 1 1]), W, [1 1], [1 1]);
%! assert (conv2d (X, W, opts{:}), want);
%! assert (conv2d (sparse (X), W2, opts{:}), reshape (want, 2, 1));

## padding by name: "same" keeps the size at stride 1, "full" grows it
%!test
%! X = ndsparse ([1 1 2 3; 2 1 5 5], [1; -2], [2 1 5 5]);
%! W = reshape (1:9, [1 1 3 3]);
%! assert (size (conv2d (X, W, "padding", "same")), [2 1 5 5]);
%! assert (conv2d (X, W, "padding", "same"), conv2d (X, W, "padding", 1));
%! assert (conv2d (X, W, "padding", "full"), conv2d (X, W, "padding", 2));
%! assert (conv2d (X, W, "padding", "valid"), conv2d (X, W));
%! assert (conv2d (X, W, "padding", "FULL", "stride", 1), conv2d (X, W, "padding", 2));

## edge cases: all zeros, logical, empty batch, 1x1 filters, a view
%!test
%! W = randn (2, 3, 1, 1);
%! assert (conv2d (ndsparse ([], [], [2 3 4 4]), W), zeros (2, 2, 4, 4));
%! X = rand (2, 3, 4, 4) > 0.5;
%! assert (conv2d (ndsparse (X), W), conv2d (double (X), W), 1e-12);
%! assert (size (conv2d (zeros (0, 3, 4, 4), W)), [0 2 4 4]);
%! T = ndsparse (double (X));
%! V = T(:, :, 2:3, :);
%! assert (conv2d (V, W), conv2d (double (X(:, :, 2:3, :)), W), 1e-12);

%!error <Invalid call> conv2d (1)
%!error id=ndsparse:conv conv2d (ones (1, 2, 3, 3), ones (1, 3, 2, 2))
%!error <X \(N x C x H x W\) is 1x1x5x5 with C = 1 channels but W \(F x C x Hf x Wf\) is 3x3x1x1 with C = 3; a matrix W is F x C .* reshape \(W, \[1 1 3 3\]\)> conv2d (ones (1, 1, 5, 5), magic (3))
%!error <W must be F x C x Hf x Wf = 1x1x2x2 \(filter_shape\) or, in SystemML's 2-D form, F x \(C\*Hf\*Wf\) = 1x4, not 1x5> conv2d (ones (1, 1, 3, 3), ones (1, 5), "filter_shape", [1 1 2 2])
%!error <W must be F x C x Hf x Wf, not 1x1x2x2x2> conv2d (ones (1, 1, 3, 3), ones (1, 1, 2, 2, 2))
%!error <stride must be positive> conv2d (ones (1, 1, 3, 3), ones (1, 1, 2, 2), "stride", [0 1])
%!error <stride must be positive> conv2d (ones (1, 1, 3, 3), ones (1, 1, 2, 2), "stride", 1.5)
%!error <padding must be non-negative> conv2d (ones (1, 1, 3, 3), ones (1, 1, 2, 2), "padding", -1)
%!error <padding must be non-negative integers or> conv2d (ones (1, 1, 3, 3), ones (1, 1, 2, 2), "padding", "wide")
%!error <padding "same" .* not non-negative integers> conv2d (ones (1, 1, 4, 4), ones (1, 1, 2, 2), "padding", "same")
%!error <output would be empty> conv2d (ones (1, 1, 3, 3), ones (1, 1, 4, 2))
%!error <X must be N x C x H x W = 1x1x3x3 or, in SystemML's 2-D form, N x \(C\*H\*W\) = 1x9, not 1x8> conv2d (ones (1, 8), ones (1, 1, 2, 2), "input_shape", [1 1 3 3])
%!error <W must be F x C x Hf x Wf = 1x1x3x3 \(filter_shape\)> conv2d (ones (1, 1, 3, 3), ones (1, 1, 2, 2), "filter_shape", [1 1 3 3])
%!error <option 'pool_size' is not one of> conv2d (ones (1, 1, 3, 3), ones (1, 1, 2, 2), "pool_size", 2)
%!error <name/value pairs> conv2d (ones (1, 1, 3, 3), ones (1, 1, 2, 2), "stride")
%!error <complex> conv2d (1i * ones (1, 1, 3, 3), ones (1, 1, 2, 2))
%!error <X must be a numeric> conv2d ({1}, ones (1, 1, 2, 2))
%!error <X must be N x C x H x W, not 1x1x3x3x2> conv2d (ones (1, 1, 3, 3, 2), ones (1, 1, 2, 2))
%!error <four non-negative integers> conv2d (ones (1, 9), ones (1, 1, 2, 2), "input_shape", [1 1 3])
%!error id=ndsparse:toolarge conv2d (ndsparse ([1 1 1 1], 1, [1e4 1 1e3 1e3]), ones (1, 1, 1, 1))
%!test
%! X = ones (1, 1, 3, 3);
%! W = ones (1, 1, 2, 2);
%! conv2d (X, W, "stride", 2);
%! assert (X, ones (1, 1, 3, 3));
%! assert (W, ones (1, 1, 2, 2));
