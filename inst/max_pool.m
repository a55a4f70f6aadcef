## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{Y} =} max_pool (@var{X}, "pool_size", [@var{Hp} @var{Wp}], @dots{})
## Max pooling of a batch of images: @var{Y}(n,c,y,x) is the largest value of
## channel c of image n in the Hp x Wp window at rows (y-1)*sh - ph + (1:Hp) and
## columns (x-1)*sw - pw + (1:Wp), as cuDNN and PyTorch's @code{max_pool2d} define
## it: padded cells never win, so padding must stay below the pool size.  A NaN in
## a window makes its maximum NaN.
##
## @var{X} is an N x C x H x W ndsparse or full array, or with
## @code{"input_shape"} SystemML's two-dimensional N x (C*H*W) form (full or
## Octave sparse), the result then in the same form, N x (C*Ho*Wo).  The option
## @code{"pool_size"} ([Hp Wp], or one number for both) is required;
## @code{"stride"} (default [1 1]) and @code{"padding"} (default [0 0]; also
## @code{"valid"}, @code{"same"}, @code{"full"}) are as for @code{conv2d}.
##
## In a sparse @var{X} the cells not stored are zeros and take part in the max: a
## window holding only negative stored values and a cell not stored has max 0.
## The result of an ndsparse (Octave sparse) @var{X} is an ndsparse (Octave sparse
## matrix) computed from the stored entries only, unless more than half of it is
## nonzero: then it is full, which is smaller.  A full @var{X} gives a full result.
##
## A single @var{X} (an ndsparse of single values or a full single array) gives
## a single result.
##
## @example
## @group
## X = ndsparse ([1 1 1 1; 1 1 4 4; 1 1 2 3], [5; 7; -1], [1 1 4 4]);
## Y = max_pool (X, "pool_size", 2, "stride", 2);   # 1x1x2x2, ndsparse
## squeeze (full (Y))
## @end group
## @end example
## @seealso{max_pool_backward, avg_pool, conv2d}
## @end deftypefn

function Y = max_pool (X, varargin)
  if (nargin < 1)
    print_usage ();
  endif
  [sgl, X] = __nds_real_only__ ("max_pool", X);
  if (sgl)
    X = nds_dl_single (X);
  endif
  [B, geo, ysz] = nds_pool_setup ("max_pool", X, varargin, true, "storage");
  vals = [];
  if (B.sparse)
    [subs, vals] = __nds_pool__ ("max", B.data, geo);
    Y = nds_pool_result (B, subs, vals, ysz, sgl);
  else
    Y = __nds_pool__ ("max", B.data, geo);
  endif
  if (sgl && ! isa (vals, "single"))     # an ndsparse's single maxima are single
    Y = nds_dl_round (Y);
  endif
endfunction

## the definition, window by window, with the winners' gradient: the window
## clipped to the image (padded cells never win), its first maximum in row-major
## order wins
%!function [Y, dX] = ref_max_pool (X, dY, k, s, p)
%!  [N, C, H, Wd] = size (X);
%!  Y = zeros (size (dY));
%!  dX = zeros (size (X));
%!  for n = 1:N
%!    for c = 1:C
%!      for y = 1:size (dY, 3)
%!        for x = 1:size (dY, 4)
%!          rows = (y-1)*s(1) - p(1) + (1:k(1));
%!          rows = rows(rows >= 1 & rows <= H);
%!          cols = (x-1)*s(2) - p(2) + (1:k(2));
%!          cols = cols(cols >= 1 & cols <= Wd);
%!          win = reshape (X(n,c,rows,cols), numel (rows), numel (cols)).';
%!          [Y(n,c,y,x), i] = max (win(:));
%!          [jc, ir] = ind2sub (size (win), i);
%!          dX(n,c,rows(ir),cols(jc)) += dY(n,c,y,x);
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!endfunction

## random batches, both kinds and both forms, forward and backward
%!test
%! for seed = 1:16
%!   rand ("state", seed);  randn ("state", seed);
%!   N = randi (4);  C = randi (4);  H = randi ([2 6]);  Wd = randi ([2 6]);
%!   k = [randi(min (3, H)) randi(min (3, Wd))];  s = randi (3, 1, 2);  p = floor (rand (1, 2) .* k);
%!   X = round (4 * randn (N, C, H, Wd)) .* (rand (N, C, H, Wd) < mod (seed, 4) / 3);
%!   Ho = floor ((H + 2*p(1) - k(1)) / s(1)) + 1;
%!   Wo = floor ((Wd + 2*p(2) - k(2)) / s(2)) + 1;
%!   dY = randn (N, C, Ho, Wo);
%!   try
%!     [want, dwant] = ref_max_pool (X, dY, k, s, p);
%!     opts = {"pool_size", k, "stride", s, "padding", p};
%!     assert (max_pool (X, opts{:}), want);
%!     assert (full (max_pool (ndsparse (X), opts{:})), want);
%!     assert (max_pool_backward (X, dY, opts{:}), dwant, 1e-12);
%!     assert (full (max_pool_backward (ndsparse (X), dY, opts{:})), dwant, 1e-12);
%!     to2d = @(A) reshape (permute (A, [1 4 3 2]), N, []);
%!     opts = [opts, {"input_shape", [N C H Wd]}];
%!     assert (max_pool (to2d (X), opts{:}), to2d (want));
%!     assert (full (max_pool (sparse (to2d (X)), opts{:})), to2d (want));
%!     assert (full (max_pool (ndsparse (to2d (X)), opts{:})), to2d (want));
%!     assert (full (max_pool_backward (sparse (to2d (X)), to2d (dY), opts{:})), to2d (dwant), 1e-12);
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor

## the kind of the result: sparse while at most half of it is nonzero
%!test
%! X = ndsparse ([1 1 1 1; 1 1 4 4], [5; 7], [1 1 4 4]);
%! Y = max_pool (X, "pool_size", 2, "stride", 2);
%! assert (isa (Y, "ndsparse") && nnz (Y) == 2);
%! Y = max_pool (X, "pool_size", 2, "stride", 2, "padding", 1);   # 3x3, 2 nonzeros
%! assert (isa (Y, "ndsparse"));
%! Y = max_pool (ndsparse (ones (2, 1, 4, 4)), "pool_size", 2);
%! assert (isnumeric (Y) && ! issparse (Y) && isequal (Y, ones (2, 1, 3, 3)));
%! S = max_pool (sparse ([0 0 0 0 0 0 0 0 9]), "pool_size", 2, "input_shape", [1 1 3 3]);
%! assert (issparse (S) && isequal (S, sparse ([0 0 0 9])));

## zeros not stored take part; padding never wins; a NaN wins its window
%!test
%! X = ndsparse ([1 1 1 1; 1 1 1 2; 1 1 2 1], [-1; -2; -3], [1 1 2 2]);
%! assert (full (max_pool (X, "pool_size", 2)), 0);
%! assert (max_pool (full (X), "pool_size", 2), 0);
%! assert (squeeze (max_pool (-ones (1, 1, 2, 2), "pool_size", 2, "padding", 1)), -ones (3));
%! Xn = reshape ([1 NaN 3 4], [1 1 2 2]);
%! assert (max_pool (Xn, "pool_size", 2), NaN);
%! assert (full (max_pool (ndsparse (Xn), "pool_size", 2)), NaN);

%!error <Invalid call> max_pool ()
%!error <"pool_size", \[Hp Wp\], is required> max_pool (ones (1, 1, 4, 4))
%!error <padding \[2 2\] must be smaller than pool_size \[2 2\]> max_pool (ones (1, 1, 4, 4), "pool_size", 2, "padding", 2)
%!error <the 5x5 pool window is larger than the padded 4x4 images> max_pool (ones (1, 1, 4, 4), "pool_size", 5)
%!error <pool_size must be positive integers> max_pool (ones (1, 1, 4, 4), "pool_size", [2 0])
%!error <option 'filter_shape' is not one of> max_pool (ones (1, 1, 4, 4), "pool_size", 2, "filter_shape", [1 1 2 2])

## the common call (lower-case option names, numeric values) takes a short parser;
## any other spelling the general one: both give the same pools and the same errors
%!test
%! rand ("seed", 33);
%! F = (rand (3, 2, 5, 6) < 0.4) .* randn (3, 2, 5, 6);
%! for X = {F, ndsparse(F)}
%!   for f = {@max_pool, @avg_pool}
%!     a = f{1} (X{1}, "pool_size", [2 3], "stride", int8 (2), "padding", [1 0]);
%!     b = f{1} (X{1}, "Pool_Size", [2 3], "STRIDE", 2, "padding", [1; 0]);
%!     assert (full (a), full (b));
%!     assert (class (a), class (b));
%!   endfor
%!   dY = randn (3, 2, 3, 3);
%!   a = max_pool_backward (X{1}, dY, "pool_size", [2 3], "stride", 2, "padding", 1);
%!   b = max_pool_backward (X{1}, dY, "POOL_SIZE", [2 3], "stride", [2 2], "Padding", [1 1]);
%!   assert (full (a), full (b));
%! endfor
%!error <pool_size must be positive> max_pool (ones (1, 1, 4, 4), "pool_size", [0 2])
%!error <stride must be positive> max_pool (ones (1, 1, 4, 4), "pool_size", 2, "stride", 0)
%!error <padding .* must be smaller> max_pool (ones (1, 1, 4, 4), "pool_size", 2, "padding", 2)
%!error <larger than the padded> avg_pool (ones (1, 1, 4, 4), "pool_size", 5)
%!error id=ndsparse:conv avg_pool (ones (1, 1, 4, 4), "pool_size", NaN)
