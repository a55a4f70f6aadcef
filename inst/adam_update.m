## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {[@var{W}, @var{m}, @var{v}] =} adam_update (@var{W}, @var{G}, @var{m}, @var{v}, @var{t}, @var{opts})
## @deftypefnx {ndsparse} {[@var{W}, @var{m}, @var{v}] =} adam_update (@var{W}, @var{G}, @var{m}, @var{v}, @var{t}, @var{name}, @var{value}, @dots{})
## Step @var{t} of Adam, as MXNet 1.x applies it, lazily by default: only the
## rows of the gradient @var{G} are read or written in @var{W}, @var{m} and
## @var{v}.
##
## With g a row of @var{G}, w, m and v the same row of @var{W}, @var{m} and
## @var{v}, and @code{clip (x, c)} limiting x to [-c, c] when c > 0:
## @example
## g = clip (rescale_grad*g + wd*w, clip_gradient)
## m = beta1*m + (1 - beta1)*g
## v = beta2*v + (1 - beta2)*g.^2
## w = w - lr*sqrt (1 - beta2^t)/(1 - beta1^t) * m./(sqrt (v) + epsilon)
## @end example
## @noindent
## the bias correction of MXNet's Adam and PyTorch's SparseAdam, with
## @code{epsilon} outside the square root.  @var{t} is the step count, 1 for the
## first step.
##
## @var{W}, @var{m} and @var{v} are full real double or single arrays of one size
## (any number of dimensions); start @var{m} and @var{v} at zeros.  Single values
## are MXNet's float32 as in @code{sgd_update}.  @var{G} is as for
## @code{sgd_update}: a rowsparse (its stored rows), an ndsparse or a sparse
## matrix (its rows holding a nonzero), or a full array (every row).  Options, as a
## struct @var{opts} or name/value pairs: @code{lr} (default 0.001),
## @code{beta1} (0.9), @code{beta2} (0.999), @code{epsilon} (1e-8),
## @code{wd} (0), @code{rescale_grad} (1), @code{clip_gradient} (0: none),
## @code{lazy_update} (true; false steps every row, the others with a zero
## gradient, so that their m and v decay and w still moves).
##
## @var{W} may also be a rowsparse (MXNet keeps weight and states row-sparse):
## the states are then rowsparse or full arrays of its size, each result keeps
## its argument's class, and only the rows that can change are computed (lazily,
## the gradient's; a rowsparse result stores its old rows and the gradient's).
##
## The call returns new arrays (a copy of @var{W}, @var{m} and @var{v}, then the
## step); @code{optparam (W, "adam", @dots{})} updates in place at the cost of the
## step alone.  Errors have the identifier @code{ndsparse:optimizer}.
##
## @example
## @group
## W = zeros (5, 2);  m = v = zeros (5, 2);
## G = rowsparse ([1 -2], 4, [5 2]);
## [W, m, v] = adam_update (W, G, m, v, 1, "lr", 0.1);
## W(4, :)                     # about -0.1 0.1: row 4 only
## @end group
## @end example
## @seealso{sgd_update, adagrad_update, optparam, rowsparse}
## @end deftypefn

function [W, m, v] = adam_update (W, G, m, v, t, varargin)
  if (nargin < 5)
    print_usage ();
  endif
  ## (below 2^53, where a double counts steps exactly: Inf and 2^60 are refused here,
  ## not by the gateway)
  if (! (isnumeric (t) && isreal (t) && isscalar (t) && t >= 1 && t == fix (t)
         && t < flintmax ()))
    error ("ndsparse:optimizer",
           "adam_update: T must be a positive integer step count, below 2^53");
  endif
  [W, m, v] = nds_optim_apply ("adam", "adam_update", W, G, {m, v}, {"M", "V"},
                               double (t), varargin);
endfunction

## the dense oracle: MXNet's Adam formula on rows `rows` of the full gradient G
%!function [W, m, v] = oracle (W, G, m, v, t, o, rows)
%!  g = o.rescale_grad * G(rows, :) + o.wd * W(rows, :);
%!  if (o.clip_gradient > 0)
%!    g = min (max (g, -o.clip_gradient), o.clip_gradient);
%!  endif
%!  m(rows, :) = o.beta1 * m(rows, :) + (1 - o.beta1) * g;
%!  v(rows, :) = o.beta2 * v(rows, :) + (1 - o.beta2) * g.^2;
%!  W(rows, :) = W(rows, :) - o.lr * sqrt (1 - o.beta2^t) / (1 - o.beta1^t) * m(rows, :) ./ (sqrt (v(rows, :)) + o.epsilon);
%!endfunction

%!function o = opts (lr, wd, rescale_grad, clip_gradient, lazy_update)
%!  o = struct ("lr", lr, "beta1", 0.9, "beta2", 0.999, "epsilon", 1e-8, "wd", wd,
%!              "rescale_grad", rescale_grad, "clip_gradient", clip_gradient,
%!              "lazy_update", lazy_update);
%!endfunction

%!test
%! ## several steps, lazy and dense, against the oracle on G's rows or every row;
%! ## clipping active, weight decay; row 1, the last row, a stored row of zeros
%! for seed = 1:4
%!   try
%!     randn ("seed", seed);
%!     rand ("seed", seed);
%!     n = 25;
%!     W = randn (n, 3);
%!     [W1, m1, v1] = deal (W, zeros (n, 3), zeros (n, 3));
%!     [W2, m2, v2] = deal (W1, m1, v1);
%!     [Wd, md, vd] = deal (W1, m1, v1);
%!     [Wo, mo, vo] = deal (W1, m1, v1);
%!     o = opts (0.05, 0.01, 0.5, 0.3, true);
%!     od = o;
%!     od.lazy_update = false;
%!     for t = 1:3
%!       rows_g = unique ([1, n, randi(n, 1, 4)]);
%!       data = 2 * randn (numel (rows_g), 3);
%!       data(end, :) = 0;
%!       G = rowsparse (data, rows_g, [n 3]);
%!       [W1, m1, v1] = adam_update (W1, G, m1, v1, t, o);
%!       [W2, m2, v2] = oracle (W2, full (G), m2, v2, t, o, rows_g);
%!       [Wd, md, vd] = adam_update (Wd, G, md, vd, t, od);
%!       [Wo, mo, vo] = oracle (Wo, full (G), mo, vo, t, od, 1:n);
%!     endfor
%!     assert ({W1, m1, v1}, {W2, m2, v2}, -8 * eps);
%!     assert ({Wd, md, vd}, {Wo, mo, vo}, -8 * eps);
%!     assert (! isequal (W1, Wd), sprintf ("seed %d: lazy and dense agree", seed));
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor

%!test
%! ## the first step from zero states without weight decay: lazy = dense
%! randn ("seed", 3);
%! W = randn (10, 2);
%! G = rowsparse (randn (2, 2), [3 10], [10 2]);
%! [W1, m1, v1] = adam_update (W, G, zeros (10, 2), zeros (10, 2), 1);
%! [W2, m2, v2] = adam_update (W, G, zeros (10, 2), zeros (10, 2), 1, "lazy_update", false);
%! assert ({W1, m1, v1}, {W2, m2, v2});
%! ## a later step with nonzero m outside G: they differ
%! G2 = rowsparse (randn (1, 2), 5, [10 2]);
%! W3 = adam_update (W1, G2, m1, v1, 2);
%! W4 = adam_update (W2, G2, m2, v2, 2, "lazy_update", false);
%! assert (W3([3 10], :), W1([3 10], :));
%! assert (all (all (W4([3 10], :) != W1([3 10], :))));

%!test
%! ## N-D weight; G as ndsparse; the default options; no stored rows
%! randn ("seed", 5);
%! W = randn (4, 2, 2);
%! m = 0.1 * randn (4, 2, 2);
%! v = rand (4, 2, 2);
%! Gf = zeros (4, 2, 2);
%! Gf(4, :, :) = randn (1, 2, 2);
%! [W1, m1, v1] = adam_update (W, ndsparse (Gf), m, v, 7);
%! [W2, m2, v2] = oracle (W, Gf, m, v, 7, opts (0.001, 0, 1, 0, true), 4);
%! assert ({W1, m1, v1}, {W2, m2, v2}, -8 * eps);
%! [W3, m3, v3] = adam_update (W, rowsparse ([], [], [4 2 2]), m, v, 2);
%! assert ({W3, m3, v3}, {W, m, v});

%!error <T must be a positive integer> adam_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2), 0)
%!error <T must be a positive integer> adam_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2), 1.5)
%!error id=ndsparse:optimizer adam_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2), Inf)
%!error id=ndsparse:optimizer adam_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2), 2^60)
%!error <below 2\^53> adam_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2), Inf)
%!error id=ndsparse:optimizer adam_update (single (ones (2)), rowsparse ([1 1], 1, [2 2]), zeros (2, "single"), zeros (2, "single"), NaN)
%!error <V must be a full real double or single array of the size of W \(\[2 2\]\)$> adam_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), [], 1)
%!error <W must be a full real double or single array, not sparse double> adam_update (sparse (ones (2)), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2), 1)
%!error <W must be a full real double or single array, not complex double> adam_update (1i * ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2), 1)
%!error <beta1 must be in \[0, 1\)> adam_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2), 1, "beta1", 1)
%!error <epsilon must be a positive finite scalar> adam_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2), 1, "epsilon", 0)
%!error <unknown option "momentum"> adam_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2), 1, "momentum", 0.9)
%!error <G is 3x2 but W is 2x2> adam_update (ones (2), rowsparse ([1 1], 1, [3 2]), zeros (2), zeros (2), 1)
%!error <Invalid call> adam_update (ones (2), rowsparse ([1 1], 1, [2 2]), zeros (2), zeros (2))
