## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{Y} =} ttv (@var{T}, @var{v}, @var{n})
## @deftypefnx {ndsparse} {@var{Y} =} ttv (@var{T}, @{@var{v1}, @dots{}@}, @var{dims})
## @deftypefnx {ndsparse} {@var{y} =} ttv (@var{T}, @{@var{v1}, @dots{}, @var{vN}@})
## Tensor times vector(s), with Tensor Toolbox's conventions.
##
## @code{ttv (T, v, n)} contracts mode @var{n} of @var{T} with the vector @var{v}
## (@code{numel (v) == size (T, n)}); the mode is removed from the result.  With a
## cell of vectors, every mode in @var{dims} is contracted (negative @var{dims}:
## every mode but those; a cell of N vectors is indexed by mode, a shorter one
## pairs with @var{dims} in order).  Contracting every mode gives a scalar.  A
## complex @var{T} or vector is contracted without conjugation.
## The result is full when more than half of it is nonzero, else an ndsparse.
## The fibers are reduced in C, with no sort when the result is small (a full
## accumulator) or when the entries can be read chunk by chunk of the modes
## before @var{n}; otherwise with one sort at most (none for mode 1).
##
## @example
## @group
## T = ndsparse ([1 2 1; 2 1 3], [5; 6], [2 2 3]);
## Y = ttv (T, [1; 10], 1)             # 2-by-3
## s = ttv (T, @{ones(2,1), ones(2,1), ones(3,1)@})   # 11
## @end group
## @end example
## @seealso{ttm, mttkrp, innerprod}
## @end deftypefn

## A complex tensor or vector is contracted mode by mode (highest first) in complex
## arithmetic by the engine's kernel (__nds_ttm__; no conjugation).

function Y = ttv (T, v, varargin)
  if (nargin < 2 || nargin > 3)
    print_usage ();
  endif
  if (nargin == 3)
    [Y, done] = __nds_ttv__ (T, v, varargin{1});    # one C++ call
    if (done)
      return;
    endif
  endif
  [sng, Y] = nds_single_route ("ttv", 2, T, v, varargin{:});
  if (sng)
    return;
  elseif (nargin == 3)
    dims = varargin{1};
  endif
  vcell = iscell (v);          # to name V{k} in an error
  N = numel (__nds_viewparts__ (T));
  if (! iscell (v))
    if (nargin < 3)
      error ("ndsparse:dims", "ttv: N (the mode) is required with a single vector");
    endif
    v = {v};
  elseif (nargin < 3)
    dims = 1:N;
  endif
  [dims, vidx] = nds_kern_dims (dims, N, numel (v), "ttv");
  [s, x, shape] = nds_kern_values (T);
  for k = 1:numel (dims)
    vk = nds_kern_matrix (v{vidx(k)}, "ttv",
                          merge (vcell, sprintf ("V{%d}", vidx(k)), "V"), true);
    if (! isvector (vk) && ! isempty (vk) || numel (vk) != shape(dims(k)))
      error ("ndsparse:size", "ttv: the vector for mode %d must have %d elements",
             dims(k), shape(dims(k)));
    endif
    v{vidx(k)} = vk(:).';
  endfor
  ## contract the highest modes first, so the lower mode numbers stay valid
  [dims, o] = sort (dims, "descend");
  vidx = vidx(o);
  if (numel (dims) == N)
    ## every mode: the scalar sum over the entries, reduced through one mode
    for k = 1:N-1
      [~, s, x, shape] = nds_kern_mode (T, s, x, shape, dims(k), v{vidx(k)}, false, false);
    endfor
    Y = 0;
    if (N > 0)
      [~, x] = __nds_ttm__ (s, x, shape, 1, v{vidx(N)}, false, -1);
      Y = sum (x);
    endif
    return;
  endif
  Y = T;
  for k = 1:numel (dims)
    [Y, s, x, shape] = nds_kern_mode (T, s, x, shape, dims(k), v{vidx(k)}, false,
                                      k == numel (dims));
  endfor
endfunction

%!shared T, F
%! T = ndsparse ([1 2 1; 2 1 3; 2 2 2; 1 1 1], [5; 6; 7; 8], [2 2 3]);
%! F = full (T);
%!assert (ttv (T, [1; 10], 1), squeeze (sum (F .* [1; 10], 1)))
%!assert (full (ttv (T, [1; 10; 100], 3)), sum (F .* reshape ([1 10 100], 1, 1, 3), 3))
%!assert (full (ttv (T, {[1; 2], [3; 4]}, [1 2])), squeeze (sum (sum (F .* [1; 2] .* [3 4], 1), 2)))
%!assert (full (ttv (T, {[1; 2], [3; 4], [5; 6; 7]}, -3)), squeeze (sum (sum (F .* [1; 2] .* [3 4], 1), 2)))
%!assert (ttv (T, {[1; 2], [3; 4], [5; 6; 7]}), sum ((F .* [1; 2] .* [3 4] .* reshape ([5 6 7], 1, 1, 3))(:)))
%!assert (ttv (ndsparse ([], [], [2 3]), {[1 2], [1 2 3]}), 0)
%!assert (full (ttv (ndsparse ([1 1; 2 3], true, [2 3]), [2; 3], 1)), [2; 0; 3])
%!test
%! ## big enough for the parallel blocks of the dense accumulator, with empty
%! ## slices between blocks (each block zeroes the part of the result up to the next)
%! [s, v] = find (ndsprand ([200 300 40], 0.05, 6));
%! keep = s(:, 3) < 5 | s(:, 3) > 30 | mod (s(:, 3), 7) == 0;
%! B = ndsparse (s(keep, :), v(keep), [200 300 40]);
%! G = full (B);
%! for mode = 1:3
%!   x = rand (size (G, mode), 1);
%!   w = reshape (x, [ones(1, mode - 1), numel(x), 1]);
%!   assert (full (ttv (B, x, mode)), squeeze (sum (G .* w, mode)), -1e-12);
%! endfor
%!test
%! ## more blocks of the full accumulator than the default 16, each with a part
%! ## small enough for a core's cache, some slices empty (an accumarray oracle: the
%! ## tensor is too big to be made full)
%! [s, v] = find (ndsprand ([2000 400 400], 0.001, 13));
%! keep = mod (s(:, 3), 50) > 10;
%! B = ndsparse (s(keep, :), v(keep), [2000 400 400]);
%! [s, v] = find (B);
%! x = rand (400, 1);
%! assert (full (ttv (B, x, 2)), accumarray (s(:, [1 3]), v .* x(s(:, 2)), [2000 400]), -1e-12);
%!test
%! ## sparse enough to need no full accumulator: grouped by fibers (mode 1), or
%! ## reduced chunk by chunk of the dims below the mode (modes 2 and 3), ttv and a
%! ## one-row ttm
%! B = ndsprand ([300 400 50], 0.002, 7);
%! G = full (B);
%! for mode = 1:3
%!   x = rand (size (G, mode), 1);
%!   w = reshape (x, [ones(1, mode - 1), numel(x), 1]);
%!   assert (full (ttv (B, x, mode)), squeeze (sum (G .* w, mode)), -1e-12);
%!   assert (full (ttm (B, x', mode)), sum (G .* w, mode), -1e-12);
%! endfor
%!test
%! ## chunk by chunk with several chunks per block (mode 3: 2 chunks in each of 4
%! ## blocks; mode 4: 4 chunks in one block), threads starting inside a block
%! [s, v] = find (ndsprand ([700 400 3 4], 0.06, 8));
%! v(1:97:end) = -v(1:97:end);
%! v(5) = NaN;
%! v(9) = Inf;
%! B = ndsparse (s, v, [700 400 3 4]);
%! G = full (B);
%! for mode = 1:4
%!   x = rand (size (G, mode), 1);
%!   w = reshape (x, [ones(1, mode - 1), numel(x), 1]);
%!   R = ttv (B, x, mode);
%!   assert (full (R), squeeze (sum (G .* w, mode)), -1e-12);
%!   assert (full (ttm (B, x', mode)), sum (G .* w, mode), -1e-12);
%! endfor
%!test
%! ## mode 1 into a sparse result: runs of sorted rows, weighted, in parallel
%! B = ndsprand ([3 2000 1000], 0.02, 12);
%! G = full (B);
%! x = rand (3, 1) - 0.5;
%! assert (full (ttv (B, x, 1)), squeeze (sum (G .* x, 1)), -1e-12);
%! assert (full (ttm (B, x', 1)), sum (G .* x, 1), -1e-12);
%! R = ttv (ndsparse ([1 1 1; 2 1 1; 1 3 2], [1; 1; 4], [2 10 10]), [1; -1], 1);
%! assert (nnz (R), 1);
%! assert (full (R), full (ndsparse ([3 2], 4, [10 10])));
%!test
%! ## a sum that cancels to zero leaves no entry
%! R = ttv (ndsparse ([1 1 1; 1 1 2; 2 3 1], [1; 1; 4], [10 10 2]), [1; -1], 3);
%! assert (nnz (R), 1);
%! assert (full (R), full (ndsparse ([2 3], 4, [10 10])));
%!error id=ndsparse:size ttv (T, [1; 2; 3], 1)
%!error id=ndsparse:dims ttv (T, [1; 2], 4)
%!error id=ndsparse:dims ttv (T, [1; 2])
%!error id=ndsparse:dims ttv (T, {1, 2}, [1 2 3])
%!error id=ndsparse:class ttv (T, {"ab"}, 1)
%!error <Invalid call> ttv (T)

%!test
%! ## a full result accumulated by many blocks in parallel, each starting where the
%! ## dims after the mode change: every mode of a 4-D tensor against full
%! rand ("seed", 7);
%! sz = [40 30 20 12];
%! subs = ceil (rand (150000, 4) .* sz);
%! T = ndsparse (subs, rand (150000, 1) - 0.5, sz);
%! F = full (T);
%! for mode = 1:4
%!   v = rand (sz(mode), 1) - 0.5;
%!   rest = setdiff (1:4, mode);
%!   G = reshape (v.' * reshape (permute (F, [mode, rest]), sz(mode), []), sz(rest));
%!   R = ttv (T, v, mode);
%!   assert (full (R), G, 1e-12);
%! endfor

%!demo
%! ## Tensor times vector: y(i,j) = sum_k T(i,j,k) w(k) contracts mode 3 and
%! ## removes it; a cell of vectors contracts several modes at once.
%! T = ndsparse ([1 1 1; 2 3 1; 1 2 2; 2 1 3], [1; 2; 3; 4], [2 3 3]);
%! w = [1; 10; 100];
%! Y = ttv (T, w, 3)
%! ## the same with a dense loop, for comparison
%! F = full (T);
%! Ydense = F(:, :, 1) * w(1) + F(:, :, 2) * w(2) + F(:, :, 3) * w(3)
%! ## all three modes: the trilinear form, a number
%! s = ttv (T, {[1; 1], [1; 1; 1], w})
%!test
%! ## one vector on one mode (__nds_ttv__) against the general path ({v}) and the full
%! ## array: 2-4 modes, size-1 modes, logical values, views and permuted views,
%! ## results full (dense) and sparse
%! seed = 355;
%! rand ("seed", seed);
%! for trial = 1:40
%!   K = 2 + mod (trial, 3);
%!   sz = randi (5, 1, K);
%!   sz(randi (K)) = 1 + 20 * (trial > 20);
%!   F = rand (sz) .* (rand (sz) < 0.3);
%!   if (mod (trial, 4) == 1)
%!     F = F > 0.5;
%!   endif
%!   T = ndsparse (F);
%!   if (mod (trial, 3) == 0)
%!     p = randperm (K);
%!     T = permute (T, p);
%!     F = permute (F, p);
%!   elseif (mod (trial, 5) == 0 && size (F, 1) > 1)
%!     T = T(2:end, :);
%!     F = F(2:end, :);
%!   endif
%!   n = randi (ndims (F));
%!   v = rand (size (F, n), 1);
%!   Y = ttv (T, v, n);
%!   G = ttv (T, {v}, n);
%!   msg = sprintf ("seed %d, trial %d", seed, trial);
%!   assert (strcmp (class (Y), class (G)) && isequal (size (Y), size (G)), msg);
%!   assert (full (Y), full (G), 1e-12);
%!   E = squeeze (sum (double (F) .* reshape (v, [ones(1, n - 1), numel(v), 1]), n));
%!   assert (reshape (full (Y), size (E)), E, 1e-12);
%! endfor
%!error <mode 2 must have 3> ttv (ndsparse (ones (2, 3)), [1 2], 2)

## single values (__nds_ttv__'s single lane): each product in double, added in single
## (by fibers: summed in double, rounded once), against Octave's own single arithmetic
## on the full array: every sum of k terms within 2 * k * eps ("single") times the sum
## of their moduli (each side's error is at most k * eps / 2 of it), NaN and Inf where
## Octave has them, the result single
%!function check_single (Y, F, v, n, msg)
%!  w = reshape (single (v), [ones(1, n - 1), numel(v), 1]);
%!  O = sum (single (F) .* w, n);
%!  A = sum (abs (double (F) .* double (w)), n);
%!  k = size (F, n);
%!  Y = reshape (full (Y), size (O));
%!  fin = isfinite (O);
%!  infs = isinf (O);
%!  assert (isa (Y, "single") && isequal (isnan (Y), isnan (O)) && isequal (Y(infs), O(infs)), msg);
%!  assert (all (abs (double (Y(fin)) - double (O(fin))) <= 2 * k * eps ("single") * A(fin)), msg);
%!endfunction
%!test
%! ## the full accumulator (small results), runs along mode 1 and chunk by chunk
%! ## (sparse results), 3 and 4 modes, size-1 dims, NaN and Inf, a double vector
%! ## (rounded to single first) or a single one, views and views of views
%! seed = 391;
%! rand ("seed", seed);
%! sizes = {[30 20 10], [3 500 400], [400 3 200], [200 100 3], [70 40 3 4], ...
%!          [1 50 60], [40 1 30], [25 30 1], [2 2]};
%! for trial = 1:numel (sizes)
%!   sz = sizes{trial};
%!   F = single ((rand (sz) - 0.5) .* (rand (sz) < 0.03 + 0.27 * (prod (sz) < 1e4)));
%!   nzi = find (F);
%!   if (numel (nzi) > 10)
%!     F(nzi(3)) = NaN;
%!     F(nzi(7)) = Inf;
%!     F(nzi(9)) = -Inf;
%!   endif
%!   T = ndsparse (F);
%!   for n = 1:ndims (F)
%!     v = rand (size (F, n), 1) - 0.5;
%!     msg = sprintf ("seed %d, size %s, mode %d", seed, mat2str (sz), n);
%!     check_single (ttv (T, v, n), F, v, n, msg);
%!     check_single (ttv (T, single (v'), n), F, v, n, msg);
%!   endfor
%! endfor
%! ## views of views: a permuted view of a range
%! F = single ((rand ([40 30 20]) - 0.5) .* (rand ([40 30 20]) < 0.1));
%! V = permute (ndsparse (F)(3:35, :, 2:end), [3 1 2]);
%! G = permute (F(3:35, :, 2:end), [3 1 2]);
%! for n = 1:3
%!   v = rand (size (G, n), 1);
%!   check_single (ttv (V, v, n), G, v, n, sprintf ("seed %d, view, mode %d", seed, n));
%! endfor
%! ## no entries, a single-entry tensor
%! Y = ttv (ndsparse ([], single ([]), [4 5 6]), rand (5, 1), 2);
%! assert (full (Y), zeros (4, 6, "single"));
%! Y = ttv (ndsparse ([2 3 4], single (2), [4 5 6]), (1:5)', 2);
%! assert (full (Y), full (ndsparse ([2 4], single (6), [4 6])));
%!test
%! ## by fibers (the chunked plan given up: wide chunks in many short blocks) and
%! ## a sum that cancels to zero leaves no entry; a sparse oracle (the full array
%! ## would be too big)
%! seed = 392;
%! rand ("seed", seed);
%! sz = [65536 2 400];
%! s = [randi(sz(1), 300, 1), randi(2, 300, 1), randi(sz(3), 300, 1)];
%! s(end+1:end+2, :) = [7 1 5; 7 2 5];
%! x = single (rand (302, 1));
%! x(end-1:end) = 0.25;
%! T = ndsparse (s, x, sz);
%! [s, x] = find (T);
%! v = single ([2; -2]);
%! [sy, y] = find (ttv (T, v, 2));
%! t = double (x) .* double (v(s(:, 2)));
%! O = sparse (s(:, 1), s(:, 3), t, sz(1), sz(3));
%! A = sparse (s(:, 1), s(:, 3), abs (t), sz(1), sz(3));
%! [i, j, o] = find (O);
%! k = o != 0;
%! assert (class (y), "single");
%! assert (sy, [i(k), j(k)]);
%! e = sub2ind (sz([1 3]), sy(:, 1), sy(:, 2));
%! assert (all (abs (double (y) - full (O(e))) <= 2 * eps ("single") * full (A(e))), sprintf ("seed %d", seed));

## integer operands are refused, as Octave refuses [1 2] * int8 ([1; 2]) and
## sparse (1) * int8 (2): the class error names the argument
%!error id=ndsparse:class ttv (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), int8 ([1; 2]), 1)
%!error <ttv: V is int8> ttv (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), int8 ([1; 2]), 1)
%!error id=ndsparse:class ttv (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), uint64 ([1; 2]), 3)
%!error <ttv: V is uint64> ttv (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), uint64 ([1; 2]), 3)
%!error id=ndsparse:class ttv (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {[1; 2], int8([1; 2])}, [1 2])
%!error <ttv: V\{2\} is int8> ttv (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {[1; 2], int8([1; 2])}, [1 2])
%!error id=ndsparse:class ttv (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {[1; 2], [1; 2], uint64([1; 2])})
%!error <ttv: V\{3\} is uint64> ttv (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {[1; 2], [1; 2], uint64([1; 2])})
