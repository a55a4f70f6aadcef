## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{dW} =} conv2d_backward_filter (@var{X}, @var{dY}, "filter_shape", [@var{F} @var{C} @var{Hf} @var{Wf}], @dots{})
## The gradient of @code{conv2d (@var{X}, @var{W}, @dots{})} with respect to the
## filters @var{W}: given the gradient @var{dY} of the loss with respect to the
## output, the full F x C x Hf x Wf array (or, when @var{X} comes in SystemML's
## two-dimensional form, the F x (C*Hf*Wf) matrix of SystemML's filters: row f
## holds filter f in row-major order, Wf fastest, then Hf, then C)
## When either operand is single (an ndsparse of single values or a full single
## array) the result is single, the other operand rounded to single first, and
## summed in single (sgemm, or float sweeps of an ndsparse's entries); an Octave
## sparse @var{X} (which has no single) is summed in double and rounded once.
##
## @example
## dW(f,c,i,j) = sum over n, y, x of dY(n,f,y,x) * X(n, c, (y-1)*sh - ph + i, (x-1)*sw - pw + j)
## @end example
##
## @var{X} is the N x C x H x W batch (ndsparse or full) and @var{dY} the
## N x F x Ho x Wo gradient (full, or an ndsparse made full: it is the size of the
## output); with @code{"input_shape"} both may be SystemML's two-dimensional forms,
## N x (C*H*W) and N x (F*Ho*Wo).  The option @code{"filter_shape"} is required;
## @code{"stride"}, @code{"padding"} and @code{"input_shape"} are as for
## @code{conv2d}.  An ndsparse or sparse @var{X} is read through its stored entries
## only.
##
## @example
## @group
## X = ndsparse ([1 1 2 2; 1 1 3 1], [1; 2], [1 1 3 3]);
## dY = ones (1, 1, 2, 2);
## dW = conv2d_backward_filter (X, dY, "filter_shape", [1 1 2 2]);
## squeeze (dW)
## @end group
## @end example
## @seealso{conv2d, conv2d_backward_data}
## @end deftypefn

function dW = conv2d_backward_filter (X, dY, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  [sgl, X, dY] = __nds_real_only__ ("conv2d_backward_filter", X, dY);
  if (sgl)
    [X, dY] = nds_dl_single (X, dY);
  endif
  what = "conv2d_backward_filter";
  opt = nds_conv_opts (what, varargin, {"stride", "padding", "input_shape", "filter_shape"});
  if (isempty (opt.filter_shape))
    error ("ndsparse:conv", "%s: the option \"filter_shape\", [F C Hf Wf], is required", what);
  endif
  fs = opt.filter_shape;
  B = nds_conv_batch (what, X, opt.input_shape, "X");
  if (fs(2) != B.sz(2))
    error ("ndsparse:conv",
           "%s: X (N x C x H x W) is %s with C = %d channels but filter_shape [F C Hf Wf] is %s with C = %d",
           what, nds_size_str (B.sz), B.sz(2), mat2str (fs), fs(2));
  endif
  [pad, out] = nds_conv_window (what, B.sz(3:4), fs(3:4), opt.stride, opt.padding, "filter");
  dY = nds_conv_dy (what, dY, [B.sz(1), fs(1), out], B.rowmajor);
  geo = [B.sz, fs(1), fs(3:4), opt.stride, pad, out, B.rowmajor];
  dW = __nds_conv__ ("filter", B.data, dY, geo);
  if (B.rowmajor)
    dW = reshape (permute (dW, [1 4 3 2]), fs(1), []);   # SystemML's F x (C*Hf*Wf)
  endif
  if (sgl)
    dW = nds_dl_round (dW);
  endif
endfunction

## the definition tap by tap: the batch shifted by each tap against dY
%!function dW = ref_filter (X, dY, fs, s, p)
%!  [N, C, H, Wd] = size (X);
%!  Xp = zeros (N, C, H + 2*p(1), Wd + 2*p(2));
%!  Xp(:, :, p(1) + (1:H), p(2) + (1:Wd)) = X;
%!  dW = zeros (fs);
%!  ys = (0:size (dY, 3) - 1) * s(1);
%!  xs = (0:size (dY, 4) - 1) * s(2);
%!  for i = 1:fs(3)
%!    for j = 1:fs(4)
%!      shifted = Xp(:, :, i + ys, j + xs);
%!      dW(:, :, i, j) = reshape (permute (dY, [2 1 3 4]), fs(1), []) ...
%!                       * reshape (permute (shifted, [1 3 4 2]), [], C);
%!    endfor
%!  endfor
%!endfunction

## the seed's worked example: dW(i,j) = sum of y(a,b) x(a+i-1, b+j-1)
%!test
%! x = [2 3 5; 7 11 13; 17 19 23];
%! y = [43 47; 53 59];
%! want = [y(1,1)*x(1,1) + y(1,2)*x(1,2) + y(2,1)*x(2,1) + y(2,2)*x(2,2), ...
%!         y(1,1)*x(1,2) + y(1,2)*x(1,3) + y(2,1)*x(2,2) + y(2,2)*x(2,3);
%!         y(1,1)*x(2,1) + y(1,2)*x(2,2) + y(2,1)*x(3,1) + y(2,2)*x(3,2), ...
%!         y(1,1)*x(2,2) + y(1,2)*x(2,3) + y(2,1)*x(3,2) + y(2,2)*x(3,3)];
%! opts = {"stride", [1 1], "padding", [0 0], "input_shape", [1 1 3 3], "filter_shape", [1 1 2 2]};
%! X2 = reshape (x.', 1, []);
%! Y2 = reshape (y.', 1, []);
%! for X = {X2, sparse(X2), ndsparse(X2)}
%!   assert (conv2d_backward_filter (X{1}, Y2, opts{:}), reshape (want.', 1, []));
%! endfor
%! assert (conv2d_backward_filter (ndsparse (reshape (x, [1 1 3 3])), reshape (y, [1 1 2 2]),
%!                                 "filter_shape", [1 1 2 2]), reshape (want, [1 1 2 2]));

## random batches, both kinds and both forms, against the definition
%!test
%! for seed = 1:12
%!   rand ("state", seed);  randn ("state", seed);
%!   N = randi (4);  C = randi (4);  F = randi (4);  H = randi ([2 6]);  Wd = randi ([2 6]);
%!   fs = [F C randi(min (3, H)) randi(min (3, Wd))];  s = randi (3, 1, 2);  p = randi ([0 2], 1, 2);
%!   X = round (4 * randn (N, C, H, Wd)) .* (rand (N, C, H, Wd) < mod (seed, 4) / 3);
%!   Ho = floor ((H + 2*p(1) - fs(3)) / s(1)) + 1;
%!   Wo = floor ((Wd + 2*p(2) - fs(4)) / s(2)) + 1;
%!   dY = randn (N, F, Ho, Wo);
%!   try
%!     want = ref_filter (X, dY, fs, s, p);
%!     opts = {"stride", s, "padding", p, "filter_shape", fs};
%!     assert (conv2d_backward_filter (X, dY, opts{:}), want, 1e-10);
%!     assert (conv2d_backward_filter (ndsparse (X), dY, opts{:}), want, 1e-10);
%!     assert (conv2d_backward_filter (ndsparse (X), ndsparse (dY), opts{:}), want, 1e-10);
%!     to2d = @(A) reshape (permute (A, [1 4 3 2]), N, []);
%!     opts = [opts, {"input_shape", [N C H Wd]}];
%!     want2 = reshape (permute (want, [1 4 3 2]), F, []);   # SystemML's F x (C*Hf*Wf)
%!     assert (conv2d_backward_filter (to2d (X), to2d (dY), opts{:}), want2, 1e-10);
%!     assert (conv2d_backward_filter (sparse (to2d (X)), to2d (dY), opts{:}), want2, 1e-10);
%!     assert (conv2d_backward_filter (ndsparse (to2d (X)), sparse (to2d (dY)), opts{:}), want2, 1e-10);
%!     ## the 2-D gradient is the filter conv2d takes back in that form
%!     assert (conv2d (to2d (X), want2, opts{:}), to2d (conv2d (X, want, "stride", s, "padding", p)), 1e-10);
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor

%!assert (conv2d_backward_filter (ndsparse ([], [], [2 1 3 3]), ones (2, 2, 2, 2),
%!                                "filter_shape", [2 1 2 2]), zeros (2, 1, 2, 2))

%!error <Invalid call> conv2d_backward_filter (1)
%!error <"filter_shape", \[F C Hf Wf\], is required> conv2d_backward_filter (ones (1, 1, 3, 3), ones (1, 1, 2, 2))
%!error <X \(N x C x H x W\) is 1x1x3x3 with C = 1 channels but filter_shape \[F C Hf Wf\] is \[1 2 2 2\] with C = 2> conv2d_backward_filter (ones (1, 1, 3, 3), ones (1, 1, 2, 2), "filter_shape", [1 2 2 2])
%!error <dY must be 1x1x2x2> conv2d_backward_filter (ones (1, 1, 3, 3), ones (1, 1, 3, 2), "filter_shape", [1 1 2 2])
%!error <dY must be 1x4 \(N x \(F\*Ho\*Wo\)> conv2d_backward_filter (ones (1, 9), ones (1, 1, 2, 2), "filter_shape", [1 1 2 2], "input_shape", [1 1 3 3])
%!error <argument 2 is complex> conv2d_backward_filter (ones (1, 1, 3, 3), 1i * ones (1, 1, 2, 2), "filter_shape", [1 1 2 2])
%!error <stride must be positive> conv2d_backward_filter (ones (1, 1, 3, 3), ones (1, 1, 2, 2), "filter_shape", [1 1 2 2], "stride", -1)
