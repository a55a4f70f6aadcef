## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{idx} =} find (@var{T})
## @deftypefnx {ndsparse} {[@var{subs}, @var{vals}] =} find (@var{T})
## @deftypefnx {ndsparse} {[@var{i}, @var{j}, @var{vals}] =} find (@var{T})
## @deftypefnx {ndsparse} {@dots{} =} find (@var{T}, @var{n})
## @deftypefnx {ndsparse} {@dots{} =} find (@var{T}, @var{n}, @var{direction})
## The nonzeros of @var{T}, in column-major order.
##
## With one output, their linear indices, shaped as @code{find (full (T))} is
## (a row for a row vector, a column otherwise).  With two, the nnz-by-ndims
## subscripts and the values, so that @code{ndsparse (subs, vals, size (T))}
## rebuilds @var{T}.  With three, row indices, column indices (trailing dimensions
## folded into columns, as @code{find} does for arrays) and values.
##
## Note the two-output form: for a sparse matrix @var{S}, @code{[i, j] = find (S)}
## gives rows and columns, but for an ndsparse it gives the subscript matrix and
## the values.  Code written for matrices should ask for three outputs,
## @code{[i, j, v] = find (T)}, which gives what it gives for @code{full (T)}.  @var{n} and
## @var{direction} (@code{"first"} or @code{"last"}) limit the result as for arrays.
##
## @example
## @group
## T = ndsparse ([2 1 1; 1 3 2], [7; 8], [2 3 2]);
## find (T)'                 # [2 11]
## [subs, vals] = find (T)
## @end group
## @end example
## @seealso{nnz, ndsparse, full}
## @end deftypefn

function [a, b, c] = find (T, n, direction)
  if (nargin == 1)
    ## one C++ call (the m-code below cost 40 us a call on a 3x3 tensor)
    if (nargout <= 1)
      a = __nds_find__ (T, 1);
    elseif (nargout == 2)
      [a, b] = __nds_find__ (T, 2);
    else
      [a, b, c] = __nds_find__ (T, 3);
    endif
    return;
  endif
  if (nargin < 1 || nargin > 3)
    print_usage ();
  endif
  [s, v, shape] = nds_entries (T);
  if (nargin >= 2)
    if (! isscalar (n) || ! isreal (n) || n < 0 || n != fix (n))
      error ("ndsparse:find", "find: N must be a non-negative integer");
    endif
    if (nargin < 3)
      direction = "first";
    endif
    if (! ischar (direction) || ! any (strcmpi (direction, {"first", "last"})))
      error ("ndsparse:find", "find: DIRECTION must be \"first\" or \"last\"");
    endif
    k = min (n, rows (s));
    if (strcmpi (direction, "first"))
      pick = 1:k;
    else
      pick = rows (s) - k + 1:rows (s);
    endif
    s = s(pick, :);
    v = v(pick);
  endif
  sz = nds_dims (shape);
  if (nargout <= 1)
    ## a logical mask goes through Octave's idx_vector, where only a scalar gives 0x0
    mask = islogical (v) && nargin < 2;
    a = orient (nds_linear (s, shape, "find"), sz, mask);
  elseif (nargout == 2)
    a = nds_subs_out (s, shape);
    b = v;
  else
    s = nds_subs_out (s, shape);
    j = ones (rows (s), 1);
    stride = 1;
    for d = 2:columns (s)
      j += (s(:, d) - 1) * stride;
      stride *= sz(d);
    endfor
    a = orient (s(:, 1), sz);
    b = orient (j, sz);
    c = orient (v, sz);
  endif
endfunction

## a column of results shaped as find shapes them for an array of size sz (Octave's
## Array<T>::find): 0-by-0 for a zero scalar and for no rows and no other
## elements, a row for a 1-by-N matrix
function x = orient (x, sz, mask = false)
  if ((isempty (x) && prod (sz) == 1)
      || (! mask && sz(1) == 0 && prod (sz(2:end)) == 0))
    x = zeros (0, 0, class (x));
  elseif (sz(1) == 1 && numel (sz) == 2)
    x = x.';
  endif
endfunction

%!test
%! for trial = 1:30
%!   N = randi (5);
%!   sz = randi (4, 1, N);
%!   if (N == 1)
%!     sz = [sz 1];
%!   endif
%!   A = full (sprand (prod (sz), 1, 0.3));
%!   A = reshape (A, sz);
%!   T = ndsparse (A);
%!   assert (find (T), find (A));
%!   [s, v] = find (T);
%!   assert (full (ndsparse (s, v, size (T))), A);
%!   [i, j, w] = find (T);
%!   [i2, j2, w2] = find (A);
%!   assert ([i j w], [i2 j2 w2]);
%!   assert (find (T, 2), find (A, 2));
%!   assert (find (T, 2, "last"), find (A, 2, "last"));
%! endfor
%!test
%! ## two outputs: subscripts and values; three: as find on the matrix
%! A = ndsparse ([1 2; 3 1], [7; 8], [3 2]);
%! [s, v] = find (A);
%! assert ({s, v}, {[3 1; 1 2], [8; 7]});
%! [i, j, v] = find (A);
%! assert ({i, j, v}, {[3; 1], [1; 2], [8; 7]});
%! [i0, j0, v0] = find ([0 7; 0 0; 8 0]);
%! assert ({i, j, v}, {i0, j0, v0});
%!test
%! R = ndsparse ([1 2; 1 4], [1; 2], [1 5]);
%! assert (find (R), [2 4]);
%! assert (find (ndsparse ([], [], [3 4])), zeros (0, 1));
%! ## the shapes of empty results, as find gives them for full arrays
%! for sz = {[0 0], [0 1], [1 0], [0 3], [3 0], [1 1], [0 0 2], [1 0 2], [2 2], [1 3]}
%!   for A = {zeros(sz{1}), false(sz{1})}     # a logical mask gives 0x1 for 0x0
%!     T = ndsparse (A{1});
%!     assert (size (find (T)), size (find (A{1})));
%!     assert (size (find (T, 1)), size (find (A{1}, 1)));
%!     [i, j, v] = find (T);
%!     [i0, j0, v0] = find (A{1});
%!     assert ({size(i), size(j), size(v)}, {size(i0), size(j0), size(v0)});
%!   endfor
%! endfor
%! ## the largest linear index that is an exact double
%! B = ndsparse ([2^26 2^26 2; 1 1 1; 3 1 2], [1; 2; 3], [2^26 2^26 2]);
%! assert (find (B), [1; 3 + 2^52; 2^53]);
%!error id=ndsparse:find find (ndsparse ([1 1], 1), -1)
%!error id=ndsparse:find find (ndsparse ([1 1], 1), 1, "middle")
%!error id=ndsparse:toolarge find (ndsparse ([1 1 1], 1, [2^30 2^30 2^30]))
%!test
%! ## the one-call path (no N) against find of the full array, 1 to 3 outputs:
%! ## shapes with empty and size-1 dims, rows, scalars, views of views, logical,
%! ## complex and single values
%! seed = 35;  rand ("seed", seed);
%! shapes = {[1 1], [1 5], [5 1], [0 3], [3 0], [1 0], [0 0], [3 4], [2 3 4], ...
%!           [1 1 3], [2 1 1 2], [4 3 2]};
%! for k = 1:numel (shapes)
%!   for dens = [0 0.3 1]
%!     F = rand (shapes{k}) .* (rand (shapes{k}) < dens);
%!     Fs = {F, F > 0.5, F + 1i * F, single(F)};
%!     for c = 1:numel (Fs)
%!       G = Fs{c};
%!       T = ndsparse (G);
%!       what = sprintf ("shape %s, density %g, case %d, seed %d",
%!                       mat2str (shapes{k}), dens, c, seed);
%!       assert (isequal (find (T), find (G)) && size_equal (find (T), find (G)), what);
%!       [i, j, v] = find (T);  [i0, j0, v0] = find (G);
%!       assert (isequal ({i, j, v(:)}, {i0, j0, v0(:)}), what);
%!       ## (Octave gives the v of a 1x1xN array the size 1x1xM; ndsparse a column)
%!       assert (size_equal (i, i0) && size_equal (j, j0)
%!               && (size_equal (v, v0) || ndims (v0) > 2), what);
%!       [s, v] = find (T);
%!       assert (isequal (full (ndsparse (s, v, size (G))), G), what);
%!       if (ndims (G) == 3 && all (size (G) >= 2))
%!         V = T(2:end, :, 2:end);  W = V(:, 2:end, 1);
%!         H = G(2:end, :, 2:end);  X = H(:, 2:end, 1);
%!         assert (isequal (find (V), find (H)) && isequal (find (W), find (X)), what);
%!         [i, j, v] = find (W);  [i0, j0, v0] = find (X);
%!         assert (isequal ({i, j, v}, {i0, j0, v0}), what);
%!       endif
%!     endfor
%!   endfor
%! endfor
