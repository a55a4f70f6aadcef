## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{dX} =} conv2d_backward_data (@var{W}, @var{dY}, "input_shape", [@var{N} @var{C} @var{H} @var{Wd}], @dots{})
## The gradient of @code{conv2d (@var{X}, @var{W}, @dots{})} with respect to the
## batch @var{X}: given the gradient @var{dY} of the loss with respect to the
## output, the full N x C x H x Wd array
## When either operand is single (an ndsparse of single values or a full single
## array) the result is single, the other operand rounded to single first, and
## summed in single (sgemm, or float sweeps of an ndsparse's entries).
##
## @example
## dX(n,c,h,w) = sum of W(f,c,i,j) * dY(n,f,y,x) over f, i, j, y, x
##               with h = (y-1)*sh - ph + i and w = (x-1)*sw - pw + j
## @end example
## (the transposed convolution).  @var{W} is the F x C x Hf x Wf full array of
## filters and @var{dY} the N x F x Ho x Wo gradient: an ndsparse (the kernel then
## sweeps its stored entries, never a full copy) or a full array.  When @var{dY}
## is SystemML's two-dimensional N x (F*Ho*Wo) matrix (full or Octave sparse), the
## result is N x (C*H*Wd) in the same form (when the two forms of @var{dY} are
## one matrix, Ho = Wo = 1, in the form of @var{W}).  Given
## @code{"filter_shape"}, @var{W} may also be SystemML's F x (C*Hf*Wf) matrix, as
## for @code{conv2d}.  The option @code{"input_shape"}, the size of @var{X}, is
## required; @code{"stride"}, @code{"padding"} and @code{"filter_shape"} are as for
## @code{conv2d}.  A full result computed from
## a sparse @var{dY} is checked against @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## W = reshape ([1 2; 3 4], [1 1 2 2]);
## dY = ndsparse ([1 1 1 1], 1, [1 1 2 2]);     # one nonzero gradient
## dX = conv2d_backward_data (W, dY, "input_shape", [1 1 3 3]);
## squeeze (dX)                                 # the filter, placed at (1,1)
## @end group
## @end example
## @seealso{conv2d, conv2d_backward_filter}
## @end deftypefn

function dX = conv2d_backward_data (W, dY, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  [sgl, W, dY] = __nds_real_only__ ("conv2d_backward_data", W, dY);
  if (sgl)
    [W, dY] = nds_dl_single (W, dY);
  endif
  what = "conv2d_backward_data";
  opt = nds_conv_opts (what, varargin, {"stride", "padding", "input_shape", "filter_shape"});
  if (isempty (opt.input_shape))
    error ("ndsparse:conv", "%s: the option \"input_shape\", [N C H W], is required", what);
  endif
  xs = opt.input_shape;
  [W, twod] = nds_conv_filter (what, W, opt.filter_shape);
  wsz = size (W);
  wsz(end+1:4) = 1;
  if (wsz(2) != xs(2))
    error ("ndsparse:conv",
           "%s: input_shape [N C H W] is %s with C = %d channels but W (F x C x Hf x Wf) is %s with C = %d",
           what, mat2str (xs), xs(2), nds_size_str (wsz), wsz(2));
  endif
  [pad, out] = nds_conv_window (what, xs(3:4), wsz(3:4), opt.stride, opt.padding, "filter");
  B = nds_conv_batch (what, dY, [xs(1), wsz(1), out], "dY");
  B.rowmajor = B.rowmajor || (B.either && twod);
  if (B.sparse)
    __nds_dense_check__ (xs, what, false);
  endif
  geo = [xs, wsz(1), wsz(3:4), opt.stride, pad, out, B.rowmajor];
  dX = __nds_conv__ ("data", B.data, W, geo);
  if (sgl)
    dX = nds_dl_round (dX);
  endif
endfunction

## the definition as a scatter: each dY cell adds its filters, scaled, to its window
%!function dX = ref_data (W, dY, xs, s, p)
%!  [F, C, Hf, Wf] = size (W);
%!  N = xs(1);
%!  dXp = zeros (N, C, xs(3) + 2*p(1), xs(4) + 2*p(2));
%!  for y = 1:size (dY, 3)
%!    for x = 1:size (dY, 4)
%!      rows = (y-1)*s(1) + (1:Hf);
%!      cols = (x-1)*s(2) + (1:Wf);
%!      dXp(:, :, rows, cols) += reshape (dY(:, :, y, x) * reshape (W, F, []), [N C Hf Wf]);
%!    endfor
%!  endfor
%!  dX = dXp(:, :, p(1) + (1:xs(3)), p(2) + (1:xs(4)));
%!endfunction

## the seed's worked example
%!test
%! w = [29 31; 37 41];
%! y = [43 47; 53 59];
%! want = [w(1,1)*y(1,1), w(1,2)*y(1,1) + w(1,1)*y(1,2), w(1,2)*y(1,2);
%!         w(2,1)*y(1,1) + w(1,1)*y(2,1), ...
%!           w(2,2)*y(1,1) + w(2,1)*y(1,2) + w(1,2)*y(2,1) + w(1,1)*y(2,2), ...
%!           w(2,2)*y(1,2) + w(1,2)*y(2,2);
%!         w(2,1)*y(2,1), w(2,2)*y(2,1) + w(2,1)*y(2,2), w(2,2)*y(2,2)];
%! W = reshape (w, [1 1 2 2]);
%! opts = {"stride", [1 1], "padding", [0 0], "input_shape", [1 1 3 3], "filter_shape", [1 1 2 2]};
%! Y2 = reshape (y.', 1, []);
%! assert (conv2d_backward_data (W, Y2, opts{:}), reshape (want.', 1, []));
%! assert (conv2d_backward_data (W, sparse (Y2), opts{:}), reshape (want.', 1, []));
%! assert (conv2d_backward_data (W, ndsparse (reshape (y, [1 1 2 2])), opts{:}),
%!         reshape (want, [1 1 3 3]));

## random gradients, both kinds and both forms, against the definition
%!test
%! for seed = 1:12
%!   rand ("state", seed);  randn ("state", seed);
%!   N = randi (4);  C = randi (4);  F = randi (4);  H = randi ([2 6]);  Wd = randi ([2 6]);
%!   W = randn (F, C, randi (min (3, H)), randi (min (3, Wd)));
%!   s = randi (3, 1, 2);  p = randi ([0 2], 1, 2);
%!   Ho = floor ((H + 2*p(1) - size (W, 3)) / s(1)) + 1;
%!   Wo = floor ((Wd + 2*p(2) - size (W, 4)) / s(2)) + 1;
%!   dY = round (4 * randn (N, F, Ho, Wo)) .* (rand (N, F, Ho, Wo) < mod (seed, 4) / 3);
%!   try
%!     want = ref_data (W, dY, [N C H Wd], s, p);
%!     opts = {"stride", s, "padding", p, "input_shape", [N C H Wd]};
%!     assert (conv2d_backward_data (W, dY, opts{:}), want, 1e-10);
%!     assert (conv2d_backward_data (W, ndsparse (dY), opts{:}), want, 1e-10);
%!     to2d = @(A) reshape (permute (A, [1 4 3 2]), N, []);
%!     assert (conv2d_backward_data (W, to2d (dY), opts{:}), to2d (want), 1e-10);
%!     assert (conv2d_backward_data (W, sparse (to2d (dY)), opts{:}), to2d (want), 1e-10);
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor

## SystemML's 2-D filter form, F x (C*Hf*Wf) with filter_shape
%!test
%! for seed = 1:6
%!   rand ("state", seed);  randn ("state", seed);
%!   N = randi (3);  C = randi (3);  F = randi (3);  H = randi ([2 5]);  Wd = randi ([2 5]);
%!   fs = [F C randi(min (3, H)) randi(min (3, Wd))];
%!   W = randn (fs);
%!   W2 = reshape (permute (W, [1 4 3 2]), F, []);
%!   s = randi (2, 1, 2);  p = randi ([0 1], 1, 2);
%!   Ho = floor ((H + 2*p(1) - fs(3)) / s(1)) + 1;
%!   Wo = floor ((Wd + 2*p(2) - fs(4)) / s(2)) + 1;
%!   dY = round (4 * randn (N, F, Ho, Wo)) .* (rand (N, F, Ho, Wo) < 0.5);
%!   to2d = @(A) reshape (permute (A, [1 4 3 2]), N, []);
%!   try
%!     want = ref_data (W, dY, [N C H Wd], s, p);
%!     opts = {"stride", s, "padding", p, "input_shape", [N C H Wd], "filter_shape", fs};
%!     assert (conv2d_backward_data (W2, to2d (dY), opts{:}), to2d (want), 1e-10);
%!     assert (conv2d_backward_data (W2, sparse (to2d (dY)), opts{:}), to2d (want), 1e-10);
%!     assert (conv2d_backward_data (W2, ndsparse (dY), opts{:}), want, 1e-10);
%!     assert (conv2d_backward_data (W2, dY, opts{:}), want, 1e-10);
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor
%! ## a 1x1 output: dY's two forms are one matrix; the result takes W's form
%! W = reshape (1:8, [2 1 2 2]);
%! W2 = reshape (permute (W, [1 4 3 2]), 2, []);
%! opts = {"input_shape", [1 1 2 2], "filter_shape", [2 1 2 2]};
%! want = ref_data (W, [3 5], [1 1 2 2], [1 1], [0 0]);
%! assert (conv2d_backward_data (W, [3 5], opts{:}), want);
%! assert (conv2d_backward_data (W2, [3 5], opts{:}), reshape (permute (want, [1 4 3 2]), 1, []));

%!assert (conv2d_backward_data (ones (2, 3, 2, 2), ndsparse ([], [], [1 2 2 2]),
%!                              "input_shape", [1 3 3 3]), zeros (1, 3, 3, 3))

%!error <Invalid call> conv2d_backward_data (1)
%!error <"input_shape", \[N C H W\], is required> conv2d_backward_data (ones (1, 1, 2, 2), ones (1, 1, 2, 2))
%!error <input_shape \[N C H W\] is \[1 2 3 3\] with C = 2 channels but W \(F x C x Hf x Wf\) is 1x1x2x2 with C = 1> conv2d_backward_data (ones (1, 1, 2, 2), ones (1, 1, 2, 2), "input_shape", [1 2 3 3])
%!error <dY must be N x F x Ho x Wo = 1x1x2x2 or, in SystemML's 2-D form, N x \(F\*Ho\*Wo\) = 1x4, not 1x1x3x3> conv2d_backward_data (ones (1, 1, 2, 2), ones (1, 1, 3, 3), "input_shape", [1 1 3 3])
%!error <padding must be non-negative> conv2d_backward_data (ones (1, 1, 2, 2), ones (1, 1, 2, 2), "input_shape", [1 1 3 3], "padding", [1 -1])
%!error id=ndsparse:toolarge conv2d_backward_data (ones (1, 1, 1, 1), ndsparse ([1 1 1 1], 1, [1e4 1 1e3 1e3]), "input_shape", [1e4 1 1e3 1e3])
