## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{dX} =} max_pool_backward (@var{X}, @var{dY}, "pool_size", [@var{Hp} @var{Wp}], @dots{})
## The gradient of @code{max_pool (@var{X}, @dots{})} with respect to @var{X}: each
## element of @var{dY} goes to the cell that won its window (the first cell of the
## window, in row-major order, holding its maximum; the first NaN when it holds
## one), and where windows overlap their gradients add up.  @var{dY} is the
## N x C x Ho x Wo gradient of the pooled output (full; an ndsparse is made full),
## in the form of @var{X}; options as for @code{max_pool}.
##
## @var{dX} has the size and form of @var{X}.  For an ndsparse (Octave sparse)
## @var{X} it is an ndsparse (sparse matrix), found from the stored entries only
## (a window without stored cells is won by its first cell, a zero), unless more
## than half of it is nonzero; for a full @var{X} it is full.
##
## When either operand is single (an ndsparse of single values or a full single
## array) the result is single, summed in double and rounded once; an Octave
## sparse result (of a sparse matrix batch) stays double, its values rounded to
## single, as Octave's sparse has no single.
##
## @example
## @group
## X = ndsparse ([1 1 1 1; 1 1 4 4; 1 1 2 3], [5; 7; -1], [1 1 4 4]);
## dY = reshape ([1 2 3 4], [1 1 2 2]);
## dX = max_pool_backward (X, dY, "pool_size", 2, "stride", 2);
## squeeze (full (dX))
## @end group
## @end example
## @seealso{max_pool, avg_pool_backward}
## @end deftypefn

function dX = max_pool_backward (X, dY, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  [sgl, X, dY] = __nds_real_only__ ("max_pool_backward", X, dY);
  if (sgl)
    [X, dY] = nds_dl_single (X, dY);
  endif
  what = "max_pool_backward";
  [B, geo, ysz] = nds_pool_setup (what, X, varargin, true, "storage");
  dY = nds_conv_dy (what, dY, ysz, B.rowmajor);
  vals = [];
  if (B.sparse)
    [subs, vals] = __nds_pool__ ("max_back", B.data, geo, dY);
    dX = nds_pool_result (B, subs, vals, B.sz, sgl);
  else
    dX = __nds_pool__ ("max_back", B.data, geo, dY);
  endif
  if (sgl && ! isa (vals, "single"))     # copies of a single dY are single
    dX = nds_dl_round (dX);
  endif
endfunction

## the example above, by hand: (1,1) wins the first window, the first zero (1,3)
## the second (its stored -1 loses to zeros), the first cell (3,1) the third
%!test
%! X = ndsparse ([1 1 1 1; 1 1 4 4; 1 1 2 3], [5; 7; -1], [1 1 4 4]);
%! dY = reshape ([1 2 3 4], [1 1 2 2]);
%! want = [1 0 3 0; 0 0 0 0; 2 0 0 0; 0 0 0 4];
%! dX = max_pool_backward (X, dY, "pool_size", 2, "stride", 2);
%! assert (isa (dX, "ndsparse"));
%! assert (squeeze (full (dX)), want);
%! assert (squeeze (max_pool_backward (full (X), dY, "pool_size", 2, "stride", 2)), want);
%! assert (squeeze (full (max_pool_backward (X, ndsparse (dY), "pool_size", 2, "stride", 2))), want);

## overlapping windows sharing a winner add their gradients
%!test
%! X = reshape ([0 0 0; 0 9 0; 0 0 0], [1 1 3 3]);
%! dX = max_pool_backward (ndsparse (X), ones (1, 1, 2, 2), "pool_size", 2);
%! assert (squeeze (full (dX)), [0 0 0; 0 4 0; 0 0 0]);
%! assert (max_pool_backward (X, ones (1, 1, 2, 2), "pool_size", 2), reshape ([0 0 0; 0 4 0; 0 0 0], [1 1 3 3]));

## both forms against a window-by-window definition (ties: first in row-major order)
%!function dX = ref_back (X, dY, k, s)
%!  dX = zeros (size (X));
%!  for n = 1:size (X, 1)
%!    for c = 1:size (X, 2)
%!      for y = 1:size (dY, 3)
%!        for x = 1:size (dY, 4)
%!          r = (y-1)*s + (1:k);  q = (x-1)*s + (1:k);
%!          win = reshape (X(n, c, r, q), k, k).';        # row-major scan order
%!          [~, i] = max (win(:));
%!          [qi, ri] = ind2sub ([k k], i);
%!          dX(n, c, r(ri), q(qi)) += dY(n, c, y, x);
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!endfunction
%!test
%! for seed = 1:6
%!   rand ("state", seed);  randn ("state", seed);
%!   N = randi (3);  C = randi (3);  H = randi ([2 7]);  Wd = randi ([2 7]);
%!   k = randi (min (H, Wd));  s = randi (2);
%!   X = round (4 * randn (N, C, H, Wd)) .* (rand (N, C, H, Wd) < 0.3);
%!   Ho = floor ((H - k) / s) + 1;  Wo = floor ((Wd - k) / s) + 1;
%!   dY = randn (N, C, Ho, Wo);
%!   want = ref_back (X, dY, k, s);
%!   to2d = @(A) reshape (permute (A, [1 4 3 2]), N, []);
%!   opts = {"pool_size", k, "stride", s};
%!   try
%!     assert (full (max_pool_backward (ndsparse (X), dY, opts{:})), want, 1e-12);
%!     assert (max_pool_backward (X, dY, opts{:}), want, 1e-12);
%!     opts = [opts, {"input_shape", [N C H Wd]}];
%!     assert (full (max_pool_backward (sparse (to2d (X)), to2d (dY), opts{:})), to2d (want), 1e-12);
%!     assert (full (max_pool_backward (ndsparse (to2d (X)), to2d (dY), opts{:})), to2d (want), 1e-12);
%!     assert (max_pool_backward (to2d (X), sparse (to2d (dY)), opts{:}), to2d (want), 1e-12);
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor

## the storage path (an ndsparse read in its storage order): views, a permuted
## view, logical values, NaN, windows with and without overlap, against the full path
%!test
%! rand ("state", 7);  randn ("state", 7);
%! X = round (4 * randn (3, 2, 7, 6)) .* (rand (3, 2, 7, 6) < 0.3);
%! X(2, 1, 3, 4) = NaN;
%! for opts = {{"pool_size", 2, "stride", 2}, {"pool_size", [3 2], "stride", [3 2], "padding", [1 0]}, ...
%!           {"pool_size", 3, "stride", 1}, {"pool_size", 2, "stride", [3 1], "padding", 1}}
%!   o = opts{1};
%!   for A = {X, X(:, :, 2:6, :), X > 0}
%!     F = double (A{1});
%!     dY = randn (size (max_pool (F, o{:})));
%!     T = ndsparse (A{1});
%!     P = permute (ndsparse (permute (F, [3 1 4 2])), [2 4 1 3]);   # a permuted view
%!     V = ndsparse (X)(:, :, 2:6, :);                                # a view
%!     for B = {T, P}
%!       assert (isequaln (full (max_pool (B{1}, o{:})), max_pool (F, o{:})));
%!       assert (full (max_pool_backward (B{1}, dY, o{:})), max_pool_backward (F, dY, o{:}), 1e-12);
%!     endfor
%!     if (isequal (size (A{1}), size (V)))
%!       assert (isequaln (full (max_pool (V, o{:})), max_pool (F, o{:})));
%!       assert (full (max_pool_backward (V, dY, o{:})), max_pool_backward (F, dY, o{:}), 1e-12);
%!     endif
%!   endfor
%! endfor
%! ## a result stays sparse in storage order: it indexes and compares as one
%! T = ndsparse (max (X, 0) .* (rand (size (X)) < 0.4));    # max drops the NaN
%! R = max_pool (T, "pool_size", 2, "stride", 2);
%! assert (isa (R, "ndsparse"));
%! assert (isequal (R, max_pool (full (T), "pool_size", 2, "stride", 2)));
%! [s, v] = find (R);
%! assert (issorted (sub2ind (size (R), s(:,1), s(:,2), s(:,3), s(:,4))));

## ties: the first cell of the window in row-major order
%!test
%! X = reshape ([4 4; 4 4], [1 1 2 2]);
%! assert (squeeze (max_pool_backward (X, 7, "pool_size", 2)), [7 0; 0 0]);
%! assert (squeeze (full (max_pool_backward (ndsparse (X), 7, "pool_size", 2))), [7 0; 0 0]);
%! Xn = reshape ([1 NaN; NaN 9], [1 1 2 2]);   # (2,1) and (1,2): row-major first is (1,2)
%! assert (squeeze (max_pool_backward (Xn, 7, "pool_size", 2)), [0 7; 0 0]);

## SystemML's rule (LibMatrixDNNPooling: "maxVal < val" over the window's cells in
## row-major order, cells not stored as zeros; an empty window goes to its first
## cell): the first cell holding the max.  The storage path (windows that do not
## overlap) on edge cases against the full path and the formula: no entries at all,
## ties among stored values and with zeros, windows clipped by padding at the
## border, strides larger than the window (cells no window holds), a zero dY.
%!test
%! for seed = 1:8
%!   rand ("state", 40 + seed);  randn ("state", 40 + seed);
%!   N = randi (3);  C = randi (3);  H = randi ([1 9]);  Wd = randi ([1 9]);
%!   k = [randi(min (3, H)) randi(min (3, Wd))];
%!   s = k + randi ([0 2], 1, 2);  p = floor (rand (1, 2) .* k);
%!   X = randi ([-2 2], N, C, H, Wd) .* (rand (N, C, H, Wd) < 0.5);  # ties, zeros
%!   opts = {"pool_size", k, "stride", s, "padding", p};
%!   dY = randn (size (max_pool (X, opts{:})));
%!   dY(rand (size (dY)) < 0.2) = 0;
%!   try
%!     want = max_pool_backward (X, dY, opts{:});
%!     got = max_pool_backward (ndsparse (X), dY, opts{:});
%!     assert (full (got), want);
%!     assert (nnz (got), nnz (want));
%!     Z = zeros (N, C, H, Wd);                   # no entries: first cells win
%!     assert (full (max_pool_backward (ndsparse (Z), dY, opts{:})), ...
%!             max_pool_backward (Z, dY, opts{:}));
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor
%! ## by hand: 1x1x3x5, 2x2 windows, stride 3, padding 1: the windows are (1,1),
%! ## (1,3:4) (5 beats the 0), (3,1) and (3,3:4) (two zeros: the first wins)
%! X = reshape ([0 0 5 0 -1; 0 0 0 2 2; 7 0 0 0 0], [1 1 3 5]);
%! dY = reshape ([1 3 2 4], [1 1 2 2]);
%! want = [1 0 2 0 0; 0 0 0 0 0; 3 0 4 0 0];
%! dX = max_pool_backward (ndsparse (X), dY, "pool_size", 2, "stride", 3, "padding", 1);
%! assert (squeeze (full (dX)), want);

## a batch past the size where the storage path takes threads (1e5 windows): the
## same result whatever their number, as the full path's
%!test
%! rand ("state", 5);  randn ("state", 5);
%! X = randn (40, 16, 32, 24) .* (rand (40, 16, 32, 24) < 0.1);
%! dY = randn (40, 16, 16, 12);
%! dY(rand (size (dY)) < 0.1) = 0;
%! dX = max_pool_backward (ndsparse (X), dY, "pool_size", 2, "stride", 2);
%! assert (isa (dX, "ndsparse"));
%! assert (full (dX), max_pool_backward (X, dY, "pool_size", 2, "stride", 2));

%!error <Invalid call> max_pool_backward (1)
%!error <dY must be 1x4 \(N x \(C\*Ho\*Wo\), as X is N x \(C\*H\*W\)\)> max_pool_backward (ones (1, 16), ones (1, 1, 2, 2), "pool_size", 2, "stride", 2, "input_shape", [1 1 4 4])
%!error <X must be N x C x H x W = 1x1x4x4 or, in SystemML's 2-D form, N x \(C\*H\*W\) = 1x16, not 1x15> max_pool_backward (ones (1, 15), ones (1, 4), "pool_size", 2, "stride", 2, "input_shape", [1 1 4 4])
%!error <dY must be 1x1x2x2 \(N x C x Ho x Wo\)> max_pool_backward (ones (1, 1, 4, 4), ones (1, 1, 3, 3), "pool_size", 2, "stride", 2)
%!error <padding \[1 1\] must be smaller than pool_size \[1 1\]> max_pool_backward (ones (1, 1, 4, 4), ones (1, 1, 6, 6), "pool_size", 1, "padding", 1)
