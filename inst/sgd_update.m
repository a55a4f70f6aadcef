## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {[@var{W}, @var{mom}] =} sgd_update (@var{W}, @var{G}, @var{mom}, @var{opts})
## @deftypefnx {ndsparse} {[@var{W}, @var{mom}] =} sgd_update (@var{W}, @var{G}, @var{mom}, @var{name}, @var{value}, @dots{})
## One step of stochastic gradient descent with momentum, as MXNet 1.x's SGD
## applies it, lazily by default: only the rows of the gradient @var{G} are read
## or written in @var{W} and @var{mom}.
##
## With g a row of @var{G}, w and mom the same row of @var{W} and @var{mom}, and
## @code{clip (x, c)} limiting x to [-c, c] when c > 0:
## @example
## mom = momentum*mom - lr*wd*w - lr*clip (rescale_grad*g, clip_gradient)
## w   = w + mom
## @end example
## @noindent
## (the seed tutorial writes the state with the opposite sign,
## @code{state = momentum*state + rescaled_grad; w = w - state}: the same steps).
##
## @var{W} and @var{mom} are full real double or single arrays of one size (any
## number of dimensions: a row is @code{W(i, :, @dots{})}).  Single values are
## MXNet's float32 default: when @var{W}, a state or @var{G} is single (single
## with double gives single, as Octave's rule), @var{W} and the states come back
## single, each step computed in single arithmetic as MXNet's float32 kernels
## compute it (the constants rounded to single); @var{mom} may be @code{[]} when
## @code{momentum} is 0 (and is then returned as @code{[]}).  @var{G}, of the size
## of @var{W}, is a rowsparse (its stored rows are the rows updated, even a stored
## row of zeros, where weight decay and momentum still act), an ndsparse or a
## sparse matrix (its rows holding a nonzero), or a full array (every row).
##
## @var{W} may also be a rowsparse (MXNet keeps weight and states row-sparse):
## the states are then rowsparse or full arrays of its size, each result keeps
## its argument's class, and only the rows that can change are computed (lazily,
## the gradient's; a rowsparse result stores its old rows and the gradient's).
##
## Options, as a struct @var{opts} or name/value pairs (case-insensitive):
## @code{lr} (default 0.01, positive), @code{momentum} (0), @code{wd} (0, weight
## decay), @code{rescale_grad} (1, e.g. 1/batch size), @code{clip_gradient} (0:
## no clipping), @code{lazy_update} (true).  With @code{lazy_update} false every
## row takes the step, a row outside @var{G} with a zero gradient: the result
## then differs from the lazy one where @code{wd} or @code{momentum} is nonzero,
## as MXNet documents.
##
## This function keeps Octave's value semantics: the returned @var{W} is a new
## array, so the call costs a copy of @var{W} and @var{mom} (O(numel (W))) on
## top of the step (O(rows of G x row width)).  To update a large weight in place
## at the cost of the step alone, train an @code{optparam}.  Errors have the
## identifier @code{ndsparse:optimizer}; a failing call changes nothing.
##
## @example
## @group
## W = ones (4, 2);  mom = zeros (4, 2);
## G = rowsparse ([1 2; 4 5], [2 3], [4 2]);     # the seed's example
## [W, mom] = sgd_update (W, G, mom, "lr", 0.01, "momentum", 0.01);
## W(:, 1)'                    # 1 0.99 0.96 1: rows 2 and 3 only
## @end group
## @end example
## @seealso{adam_update, adagrad_update, optparam, rowsparse, spdot}
## @end deftypefn

function [W, mom] = sgd_update (W, G, mom, varargin)
  if (nargin < 3)
    print_usage ();
  endif
  [W, mom] = nds_optim_apply ("sgd", "sgd_update", W, G, {mom}, {"MOM"}, 1, varargin);
endfunction

## the dense oracle: MXNet's SGD formula on rows `rows` of the full gradient G
%!function [W, mom] = oracle (W, G, mom, o, rows)
%!  g = o.rescale_grad * G(rows, :);
%!  if (o.clip_gradient > 0)
%!    g = min (max (g, -o.clip_gradient), o.clip_gradient);
%!  endif
%!  mom(rows, :) = o.momentum * mom(rows, :) - o.lr * o.wd * W(rows, :) - o.lr * g;
%!  W(rows, :) = W(rows, :) + mom(rows, :);
%!endfunction

%!function o = opts (lr, momentum, wd, rescale_grad, clip_gradient, lazy_update)
%!  o = struct ("lr", lr, "momentum", momentum, "wd", wd, "rescale_grad", rescale_grad,
%!              "clip_gradient", clip_gradient, "lazy_update", lazy_update);
%!endfunction

%!test
%! ## the seed's example: rows 2 and 3 (1 and 2 there) take the step
%! W = ones (4, 2);
%! mom = zeros (4, 2);
%! G = rowsparse ([1 2; 4 5], [2 3], [4 2]);
%! [W1, m1] = sgd_update (W, G, mom, "lr", 0.01, "momentum", 0.01);
%! [W2, m2] = oracle (W, full (G), mom, opts (0.01, 0.01, 0, 1, 0, true), [2 3]);
%! assert (W1, W2, -4 * eps);
%! assert (m1, m2, -4 * eps);
%! assert (W1([1 4], :), ones (2));
%! assert (m1([1 4], :), zeros (2));

%!test
%! ## random weights and states; clipping active, weight decay, rescaling; G's
%! ## rows include row 1, the last row and a stored row of zeros
%! for seed = 1:5
%!   try
%!     randn ("seed", seed);
%!     rand ("seed", seed);
%!     n = 30;
%!     W = randn (n, 4);
%!     mom = randn (n, 4);
%!     rows_g = unique ([1, n, randi(n, 1, 5)]);
%!     data = 3 * randn (numel (rows_g), 4);
%!     data(2, :) = 0;
%!     G = rowsparse (data, rows_g, [n 4]);
%!     o = opts (0.1, 0.9, 0.01, 0.5, 0.4, true);
%!     [W1, m1] = sgd_update (W, G, mom, o);
%!     [W2, m2] = oracle (W, full (G), mom, o, rows_g);
%!     assert (W1, W2, -4 * eps);
%!     assert (m1, m2, -4 * eps);
%!     assert (any (abs (data(:)) * 0.5 > 0.4), sprintf ("seed %d: clipping inactive", seed));
%!     ## dense: every row, the others with a zero gradient
%!     o.lazy_update = false;
%!     [W3, m3] = sgd_update (W, G, mom, o);
%!     [W4, m4] = oracle (W, full (G), mom, o, 1:n);
%!     assert (W3, W4, -4 * eps);
%!     assert (m3, m4, -4 * eps);
%!     ## with momentum and weight decay the lazy and dense steps differ
%!     others = setdiff (1:n, rows_g);
%!     assert (all (all (W3(others, :) != W1(others, :))));
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor

%!test
%! ## lazy and dense agree when weight decay and momentum are zero; mom = []
%! randn ("seed", 9);
%! W = randn (12, 3);
%! G = rowsparse (randn (3, 3), [1 5 12], [12 3]);
%! [W1, m1] = sgd_update (W, G, [], "lr", 0.2);
%! [W2, m2] = sgd_update (W, G, [], "lr", 0.2, "lazy_update", false);
%! assert (W1, W2);
%! assert (m1, []);
%! assert (W1, oracle (W, full (G), zeros (12, 3), opts (0.2, 0, 0, 1, 0, true), [1 5 12]), -4 * eps);
%! [~, m3] = sgd_update (W, G, zeros (12, 3), "lr", 0.2);
%! assert (m3, W1 - W, 8 * eps);

%!test
%! ## G as ndsparse, sparse and full; an N-D weight; no stored rows; every row
%! randn ("seed", 4);
%! W = randn (6, 2, 3);
%! mom = randn (6, 2, 3);
%! Gf = zeros (6, 2, 3);
%! Gf([2 6], :, :) = randn (2, 2, 3);
%! o = opts (0.05, 0.5, 0.1, 1, 0, true);
%! [Wr, mr] = oracle (W, Gf, mom, o, [2 6]);
%! [W1, m1] = sgd_update (W, ndsparse (Gf), mom, o);
%! assert (W1, Wr, -4 * eps);
%! assert (m1, mr, -4 * eps);
%! [W2, m2] = sgd_update (W, rowsparse (Gf), mom, o);
%! assert ({W2, m2}, {W1, m1});
%! [W3, m3] = sgd_update (W(:, :, 1), sparse (Gf(:, :, 1)), mom(:, :, 1), o);
%! [W4, m4] = oracle (W(:, :, 1), Gf(:, :, 1), mom(:, :, 1), o, [2 6]);
%! assert ({W3, m3}, {W4, m4}, -4 * eps);
%! [W5, m5] = sgd_update (W, Gf, mom, o);
%! [W6, m6] = oracle (W, Gf, mom, o, 1:6);
%! assert ({W5, m5}, {W6, m6}, -4 * eps);
%! [W7, m7] = sgd_update (W, rowsparse ([], [], [6 2 3]), mom, o);
%! assert ({W7, m7}, {W, mom});
%! [W8, m8] = sgd_update (zeros (0, 3), rowsparse ([], [], [0 3]), zeros (0, 3), o);
%! assert ({W8, m8}, {zeros(0, 3), zeros(0, 3)});

%!test
%! ## a failing call changes nothing (value semantics: the inputs are never written)
%! W = ones (3, 2);
%! mom = zeros (3, 2);
%! G = rowsparse ([1 1], 2, [3 2]);
%! fail ("sgd_update (W, G, mom, 'lr', -1)", "lr must be a positive");
%! [W1, m1] = sgd_update (W, G, mom, "lr", 1, "momentum", 0.5);
%! assert (W, ones (3, 2));
%! assert (mom, zeros (3, 2));

%!error id=ndsparse:optimizer sgd_update (ones (3, 2), rowsparse ([1 1], 2, [3 2]), zeros (3, 2), "lr", 0)
%!error <unknown option "beta1"> sgd_update (ones (3, 2), rowsparse ([1 1], 2, [3 2]), zeros (3, 2), "beta1", 0.9)
%!error <unknown option "nope"> sgd_update (ones (3, 2), rowsparse ([1 1], 2, [3 2]), zeros (3, 2), struct ("nope", 1))
%!error <MOM must be a full real double or single array of the size of W \(\[3 2\]\)> sgd_update (ones (3, 2), rowsparse ([1 1], 2, [3 2]), zeros (2, 2))
%!error <MOM must be .* or \[\] when momentum is 0> sgd_update (ones (3, 2), rowsparse ([1 1], 2, [3 2]), [], "momentum", 0.9)
%!error <G is 4x2 but W is 3x2> sgd_update (ones (3, 2), rowsparse ([1 1], 2, [4 2]), zeros (3, 2))
%!error <W must be a full real double or single array, not sparse double> sgd_update (sparse (ones (3, 2)), rowsparse ([1 1], 2, [3 2]), zeros (3, 2))
%!error <W must be a full real double or single array, not complex double> sgd_update (1i * ones (3, 2), rowsparse ([1 1], 2, [3 2]), zeros (3, 2))
%!error <G must be a rowsparse> sgd_update (ones (3, 2), {1}, zeros (3, 2))
%!error <momentum must be a non-negative> sgd_update (ones (3, 2), rowsparse ([1 1], 2, [3 2]), zeros (3, 2), "momentum", -1)
%!error <lazy_update must be true or false> sgd_update (ones (3, 2), rowsparse ([1 1], 2, [3 2]), zeros (3, 2), "lazy_update", 2)
%!error <wd must be finite> sgd_update (ones (3, 2), rowsparse ([1 1], 2, [3 2]), zeros (3, 2), "wd", Inf)
%!error <struct or NAME, VALUE pairs> sgd_update (ones (3, 2), rowsparse ([1 1], 2, [3 2]), zeros (3, 2), "lr")
%!error <Invalid call> sgd_update (ones (3, 2), rowsparse ([1 1], 2, [3 2]))

%!demo
%! ## Lazy SGD with momentum on a row-sparse gradient (MXNet's sgd_update): the
%! ## gradient holds rows 2 and 4 of a 5 x 3 weight, so only those rows of the
%! ## weight and of the momentum move; the others keep their values, where a
%! ## dense (lazy_update false) step also decays them through the momentum.
%! W = ones (5, 3);
%! mom = zeros (5, 3);
%! G = rowsparse ([1 2 3; -1 0 1], [2 4], [5 3])
%! for step = 1:3
%!   [W, mom] = sgd_update (W, G, mom, "lr", 0.1, "momentum", 0.9, "wd", 0.01);
%! endfor
%! W
%! [Wd, momd] = sgd_update (ones (5, 3), G, zeros (5, 3), "lr", 0.1, "momentum", 0.9, ...
%!                          "wd", 0.01, "lazy_update", false);
%! changed_rows_lazy = find (any (W != 1, 2))'
%! changed_rows_dense = find (any (Wd != 1, 2))'
