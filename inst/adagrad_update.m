## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {[@var{W}, @var{h}] =} adagrad_update (@var{W}, @var{G}, @var{h}, @var{opts})
## @deftypefnx {ndsparse} {[@var{W}, @var{h}] =} adagrad_update (@var{W}, @var{G}, @var{h}, @var{name}, @var{value}, @dots{})
## One step of AdaGrad, as MXNet 1.x applies it, lazily by default: only the rows
## of the gradient @var{G} are read or written in @var{W} and the history @var{h}.
##
## With g a row of @var{G}, w and h the same row of @var{W} and @var{h}, and
## @code{clip (x, c)} limiting x to [-c, c] when c > 0:
## @example
## g = clip (rescale_grad*g, clip_gradient)
## h = h + g.^2
## w = w - lr*(g./sqrt (h + epsilon) + wd*w)
## @end example
## @noindent
## (@code{epsilon} inside the square root here, as in MXNet's AdaGrad).
##
## @var{W} and @var{h} are full real double or single arrays of one size (start
## @var{h} at zeros; single as in @code{sgd_update}); @var{G} is as for
## @code{sgd_update}.  Options, as a struct @var{opts}
## or name/value pairs: @code{lr} (default 0.01), @code{epsilon} (1e-7, MXNet's
## default), @code{wd} (0), @code{rescale_grad} (1), @code{clip_gradient} (0:
## none), @code{lazy_update} (true; false steps every row, the others with a zero
## gradient, which changes them only through @code{wd}).  The call returns new
## arrays; @code{optparam (W, "adagrad", @dots{})} updates in place.  Errors have
## the identifier @code{ndsparse:optimizer}.
##
## @var{W} may also be a rowsparse (MXNet keeps weight and states row-sparse):
## the states are then rowsparse or full arrays of its size, each result keeps
## its argument's class, and only the rows that can change are computed (lazily,
## the gradient's; a rowsparse result stores its old rows and the gradient's).
##
## @example
## @group
## W = ones (4, 2);  h = zeros (4, 2);
## G = rowsparse ([3 4], 2, [4 2]);
## [W, h] = adagrad_update (W, G, h, "lr", 0.5);
## h(2, :)                     # 9 16
## @end group
## @end example
## @seealso{sgd_update, adam_update, optparam, rowsparse}
## @end deftypefn

function [W, h] = adagrad_update (W, G, h, varargin)
  if (nargin < 3)
    print_usage ();
  endif
  [W, h] = nds_optim_apply ("adagrad", "adagrad_update", W, G, {h}, {"H"}, 1, varargin);
endfunction

## the dense oracle: MXNet's AdaGrad formula on rows `rows` of the full gradient G
%!function [W, h] = oracle (W, G, h, o, rows)
%!  g = o.rescale_grad * G(rows, :);
%!  if (o.clip_gradient > 0)
%!    g = min (max (g, -o.clip_gradient), o.clip_gradient);
%!  endif
%!  h(rows, :) = h(rows, :) + g.^2;
%!  W(rows, :) = W(rows, :) - o.lr * (g ./ sqrt (h(rows, :) + o.epsilon) + o.wd * W(rows, :));
%!endfunction

%!test
%! ## random, clipping active, weight decay; lazy and dense against the oracle
%! for seed = 1:5
%!   try
%!     randn ("seed", seed);
%!     rand ("seed", seed);
%!     n = 20;
%!     W = randn (n, 3);
%!     h = rand (n, 3);
%!     rows_g = unique ([1, n, randi(n, 1, 4)]);
%!     data = 2 * randn (numel (rows_g), 3);
%!     data(1, :) = 0;
%!     G = rowsparse (data, rows_g, [n 3]);
%!     o = struct ("lr", 0.3, "epsilon", 1e-7, "wd", 0.02, "rescale_grad", 0.7,
%!                 "clip_gradient", 0.5, "lazy_update", true);
%!     [W1, h1] = adagrad_update (W, G, h, o);
%!     [W2, h2] = oracle (W, full (G), h, o, rows_g);
%!     assert ({W1, h1}, {W2, h2}, -4 * eps);
%!     o.lazy_update = false;
%!     [W3, h3] = adagrad_update (W, G, h, o);
%!     [W4, h4] = oracle (W, full (G), h, o, 1:n);
%!     assert ({W3, h3}, {W4, h4}, -4 * eps);
%!     ## with weight decay the rows outside G differ; h is the same
%!     assert (h3, h1);
%!     assert (! isequal (W3, W1), sprintf ("seed %d", seed));
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor

%!test
%! ## without weight decay lazy and dense agree; G sparse; every row stored
%! randn ("seed", 8);
%! W = randn (6, 2);
%! h = rand (6, 2);
%! S = sparse ([0 0; 1 0; 0 0; 0 0; 0 -2; 0 0]);
%! [W1, h1] = adagrad_update (W, S, h, "lr", 0.1);
%! [W2, h2] = adagrad_update (W, S, h, "lr", 0.1, "lazy_update", 0);
%! assert ({W1, h1}, {W2, h2});
%! o = struct ("lr", 0.1, "epsilon", 1e-7, "wd", 0, "rescale_grad", 1, "clip_gradient", 0);
%! [W3, h3] = oracle (W, full (S), h, o, [2 5]);
%! assert ({W1, h1}, {W3, h3}, -4 * eps);
%! Gall = randn (6, 2);
%! [W4, h4] = adagrad_update (W, rowsparse (Gall), h, "lr", 0.1);
%! [W5, h5] = oracle (W, Gall, h, o, 1:6);
%! assert ({W4, h4}, {W5, h5}, -4 * eps);

%!error <H must be a full real double or single array> adagrad_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (3))
%!error <W must be a full real double or single array, not sparse double> adagrad_update (sparse (ones (2)), rowsparse ([1 1], 1, [2 2]), zeros (2))
%!error <W must be a full real double or single array, not complex single> adagrad_update (single (1i) * ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2))
%!error <lr must be a positive finite scalar> adagrad_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), "lr", Inf)
%!error <unknown option "beta2"> adagrad_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), "beta2", 0.9)
%!error <G is 2x3 but W is 2x2> adagrad_update (ones (2), rowsparse ([1 1 1], 1, [2 3]), zeros (2))
%!error <Invalid call> adagrad_update (ones (2), rowsparse ([1 1], 1, [2 2]))
