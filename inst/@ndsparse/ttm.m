## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{Y} =} ttm (@var{T}, @var{M}, @var{n})
## @deftypefnx {ndsparse} {@var{Y} =} ttm (@var{T}, @var{M}, @var{n}, "t")
## @deftypefnx {ndsparse} {@var{Y} =} ttm (@var{T}, @{@var{M1}, @dots{}@}, @var{dims})
## @deftypefnx {ndsparse} {@var{Y} =} ttm (@var{T}, @{@var{M1}, @dots{}, @var{MN}@})
## @deftypefnx {ndsparse} {@var{Y} =} ttm (@dots{}, "t")
## Tensor times matrix, with Tensor Toolbox's conventions.
##
## @code{ttm (T, M, n)} multiplies mode @var{n} of @var{T} by the J-by-size(T,n)
## matrix @var{M}: @code{Y(i1,..,j,..,iN) = sum_k M(j,k) T(i1,..,k,..,iN)}; with
## @code{"t"}, by @code{M.'}.  A cell of matrices multiplies every mode in
## @var{dims} (negative @var{dims}: every mode but those; a cell of N matrices is
## indexed by mode).  The result is full when more than half of it is nonzero,
## else an ndsparse.  Each fiber of @var{T} is multiplied on its own, so no dense
## intermediate the size of the other modes is built.  A complex @var{T} or
## matrix is multiplied without conjugation (as by @code{.'} for @code{"t"}).
##
## @example
## @group
## T = ndsparse ([1 2 1; 2 1 3], [5; 6], [2 2 3]);
## Y = ttm (T, [1 1; 0 2; 3 0], 1);     # 3-by-2-by-3
## size (Y)
## @end group
## @end example
## @seealso{ttv, mttkrp, unfold}
## @end deftypefn

## A complex tensor or matrix is multiplied mode by mode in complex arithmetic by
## the engine's kernel (__nds_ttm__; no conjugation, also with "t").

function Y = ttm (T, M, varargin)
  if (nargin < 2 || nargin > 4)
    print_usage ();
  endif
  if (nargin >= 3)
    [Y, done] = __nds_ttm1__ (T, M, varargin{:});    # one mode: one C++ call
    if (done)
      return;
    endif
  endif
  ## single operands (T or a matrix, real or complex): T's values read as doubles and
  ## each matrix rounded to single, computed in double and rounded once at the end,
  ## as nds_single_route gives it, without a double copy of T or of the result
  sng = nds_any_single (T, M);
  tflag = numel (varargin) > 0 && ischar (varargin{end});
  if (tflag)
    if (! strcmp (varargin{end}, "t"))
      error ("ndsparse:arg", "ttm: the option must be \"t\", not \"%s\"", varargin{end});
    endif
    varargin(end) = [];
  endif
  N = numel (__nds_viewparts__ (T));
  mcell = iscell (M);          # to name M{k} in an error
  if (! iscell (M))
    if (isempty (varargin))
      error ("ndsparse:dims", "ttm: N (the mode) is required with a single matrix");
    endif
    M = {M};
  endif
  if (isempty (varargin))
    dims = 1:N;
  elseif (numel (varargin) == 1)
    dims = varargin{1};
  else
    print_usage ();
  endif
  [dims, vidx] = nds_kern_dims (dims, N, numel (M), "ttm");
  [s, x, shape] = nds_kern_values (T);
  if (isempty (dims))
    Y = nds_kern_result (T, s, x, shape);
    if (sng)
      Y = single (Y);
    endif
    return;
  endif
  Y = T;
  for k = 1:numel (dims)
    Mk = nds_kern_matrix (M{vidx(k)}, "ttm",
                         merge (mcell, sprintf ("M{%d}", vidx(k)), "M"), true);
    if (tflag)
      Mk = Mk.';
    endif
    if (sng)
      Mk = double (single (Mk));
    endif
    n = dims(k);
    if (columns (Mk) != shape(n))
      error ("ndsparse:size",
             "ttm: the matrix for mode %d must have %d columns (size (T, %d)), not %d",
             n, shape(n), n, columns (Mk));
    endif
    last = k == numel (dims);
    [Y, s, x, shape] = nds_kern_mode (T, s, x, shape, n, Mk, true, last, sng && last);
  endfor
  if (sng && ! isa (Y, "single"))
    Y = single (Y);     # (a full or real result; complex entries come rounded)
  endif
endfunction

%!shared T, F
%! T = ndsparse ([1 2 1; 2 1 3; 2 2 2; 1 1 1], [5; 6; 7; 8], [2 2 3]);
%! F = full (T);
%!test
%! M = [1 2; 3 4; 5 6];
%! assert (full (ttm (T, M, 1)), reshape (M * reshape (F, 2, 6), 3, 2, 3));
%! assert (full (ttm (T, M.', 1, "t")), reshape (M * reshape (F, 2, 6), 3, 2, 3));
%! P = [1 0 2; 0 0 1];
%! assert (full (ttm (T, P, 3)), permute (reshape (P * reshape (permute (F, [3 1 2]), 3, 4), 2, 2, 2), [2 3 1]));
%!test
%! A = [1 2]; B = [0 1; 1 0; 2 2];
%! Y = ttm (T, {A, B}, [1 2]);
%! G = reshape (A * reshape (F, 2, 6), 1, 2, 3);
%! G = permute (reshape (B * reshape (permute (G, [2 1 3]), 2, 3), 3, 1, 3), [2 1 3]);
%! assert (full (Y), G);
%! assert (full (ttm (T, {A, B, eye(3)}, -3)), G);
%! assert (isequal (ttm (T, {}, []), T));
%!assert (size (ttm (ndsparse ([], [], [2 0 3]), ones (4, 2), 1)), [4 0 3])
%!assert (full (ttm (ndsparse ([1 1; 2 1], true, [2 3]), [1 1], 1)), [2 0 0])
%!test
%! ## the result is full exactly when more than half of it is nonzero, counted on
%! ## the result (zero rows of M and cancellations included), as Tensor Toolbox does
%! assert (isa (ttm (ndsparse ([1; 0; 2]), [1; 0; 1], 2), "ndsparse"));
%! rand ("seed", 7);
%! for q = 1:200
%!   sz = randi (4, 1, 3);
%!   A = round (2 * rand (sz) - 0.5) .* (rand (sz) < 0.6);
%!   n = randi (3);
%!   M = round (2 * rand (randi (3), sz(n)) - 1) .* (rand (1, sz(n)) < 0.7);
%!   k = find (A(:));
%!   [i, j, l] = ind2sub (sz, k);
%!   Y = ttm (ndsparse ([i, j, l], A(k)(:), sz), M, n);
%!   G = reshape (M * reshape (permute (A, [n, 1:n-1, n+1:3]), sz(n), []),
%!                [rows(M), sz([1:n-1, n+1:3])]);
%!   G = ipermute (G, [n, 1:n-1, n+1:3]);
%!   assert (! isa (Y, "ndsparse"), nnz (G) > numel (G) / 2);
%!   assert (full (Y), G);
%! endfor
%!test
%! ## ttm by fibers with several results a fiber (the emit gathers a tile of fibers'
%! ## coordinates once for their J results): runs of hundreds of fibers, zero rows
%! ## and zero entries of M, double, single, complex and complex single, against the
%! ## product of the full array's unfolding
%! seed = 39; rand ("seed", seed);
%! sz = [400 200 5];
%! n = 9000;
%! s = [randi(sz(1), n, 1), randi(sz(2), n, 1), randi(sz(3), n, 1)];
%! v = randi ([-3 3], n, 1);
%! M = randi ([-1 1], 4, sz(3));
%! M(2, :) = 0;
%! for c = {@double, @single, @(x) complex (x, 1 - x), @(x) single (complex (x, x + 1))}
%!   X = ndsparse (s, c{1} (v), sz);
%!   Mx = c{1} (M);
%!   for Mc = {M, Mx}
%!     G = reshape (reshape (full (X), [], sz(3)) * Mc{1}.', [sz(1:2), rows(M)]);
%!     Y = ttm (X, Mc{1}, 3);
%!     assert (isa (Y, "ndsparse"), sprintf ("seed %d, %s", seed, func2str (c{1})));
%!     assert (full (Y), G);
%!     assert (nnz (Y), nnz (G));
%!   endfor
%! endfor
%!error id=ndsparse:size ttm (T, ones (2, 3), 1)
%!error id=ndsparse:dims ttm (T, ones (2, 2), 4)
%!error id=ndsparse:dims ttm (T, ones (2, 2))
%!error id=ndsparse:arg ttm (T, ones (2, 2), 1, "x")
%!assert (full (ttm (T, {1i * ones(2)}, 1)), 1i * full (ttm (T, ones (2), 1)))
%!error id=ndsparse:class ttm (T, {"ab"}, 1)
%!error id=ndsparse:class ttm (T, {1i * ones(2), "ab"}, [1 2])
%!error <Invalid call> ttm (T)
## 1e6 fibers times 1e6 rows: 1e12 results (4 to 16 TB) refused before they are made
%!error id=ndsparse:toolarge ttm (ndsparse ([(1:1e6)', ones(1e6, 1)], ones (1e6, 1), [1e6 1]), ones (1e6, 1), 2)
%!error id=ndsparse:toolarge ttm (ndsparse ([(1:1e6)', ones(1e6, 1)], single (ones (1e6, 1)), [1e6 1]), ones (1e6, 1), 2)
%!error id=ndsparse:toolarge ttm (ndsparse ([(1:1e6)', ones(1e6, 1)], complex (ones (1e6, 1), 1), [1e6 1]), ones (1e6, 1), 2)

%!demo
%! ## Tensor times matrix: mode n is multiplied by M (its size changes from
%! ## size (T, n) to rows (M)); with "t", by M'.  Here mode 2 of a 2x3x2 tensor
%! ## is summed in pairs by a 2x3 matrix.
%! T = ndsparse ([1 1 1; 2 3 1; 1 2 2; 2 1 2], [1; 2; 3; 4], [2 3 2]);
%! M = [1 1 0; 0 1 1];
%! Y = ttm (T, M, 2);
%! size (Y)
%! full (Y)
%! ## the same as the mode-2 unfolding multiplied by M, then folded back
%! isequal (full (Y), full (fold (M * unfold (T, 2), 2, [1 3], [2 2 2])))
%!test
%! ## one matrix on one mode (__nds_ttm1__) against the general path ({M}) and the
%! ## product written on the full array: each mode, J = 1 and 3, "t", a logical
%! ## tensor, views of views, a result more than half full
%! seed = 35;  rand ("seed", seed);
%! F = rand (4, 3, 5) .* (rand (4, 3, 5) < 0.3);
%! T = ndsparse (F);  V = T(2:4, :, 2:5);  W = V(:, 2:3, :);
%! cases = {{T, F}, {W, F(2:4, 2:3, 2:5)}, {ndsparse(F > 0), double(F > 0)}};
%! for c = 1:numel (cases)
%!   [X, G] = deal (cases{c}{:});
%!   for n = 1:3
%!     for J = [1 3]
%!       M = rand (J, size (G, n));
%!       p = [n, setdiff(1:3, n)];
%!       sz = size (G);  sz(end+1:3) = 1;  sz(n) = J;
%!       E = ipermute (reshape (M * reshape (permute (G, p), size (G, n), []), sz(p)), p);
%!       what = sprintf ("case %d, mode %d, J %d, seed %d", c, n, J, seed);
%!       Y = ttm (X, M, n);
%!       assert (isequal (isa (Y, "ndsparse"), isa (ttm (X, {M}, n), "ndsparse")), what);
%!       close = @(A) size_equal (A, E) && max (abs (A(:) - E(:))) <= 1e-12 * max (1, max (abs (E(:))));
%!       assert (close (full (Y)) && close (full (ttm (X, M.', n, "t"))), what);
%!     endfor
%!   endfor
%! endfor

## integer operands are refused, as Octave refuses [1 2] * int8 ([1; 2]) and
## sparse (1) * int8 (2): the class error names the argument
%!error id=ndsparse:class ttm (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), int8 ([1 2; 3 4]), 2)
%!error <ttm: M is int8> ttm (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), int8 ([1 2; 3 4]), 2)
%!error id=ndsparse:class ttm (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), uint64 ([1 2; 3 4]), 1, "t")
%!error <ttm: M is uint64> ttm (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), uint64 ([1 2; 3 4]), 1, "t")
%!error id=ndsparse:class ttm (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {ones(2), int8(ones (2))}, [1 3])
%!error <ttm: M\{2\} is int8> ttm (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {ones(2), int8(ones (2))}, [1 3])
%!error id=ndsparse:class ttm (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {uint64(ones (2)), ones(2), ones(2)})
%!error <ttm: M\{1\} is uint64> ttm (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), {uint64(ones (2)), ones(2), ones(2)})
%!function E = sums_in_order (F, M, n)
%! ## the mode-n product of the 3-D array F with M, each sum taken k by k in double
%! ## from 0, as a fiber adds its entries
%! p = [setdiff(1:3, n), n];
%! P = permute (F, p);
%! E = zeros ([rows(P), columns(P), rows(M)]);
%! for j = 1:rows (M)
%!   for k = 1:columns (M)
%!     E(:, :, j) += P(:, :, k) * M(j, k);
%!   endfor
%! endfor
%! E = ipermute (E, p);
%!endfunction
%!function Y = mode_product (F, M, n, sz)
%!  P = [n, 1:n-1, n+1:numel(sz)];
%!  szp = sz(P);
%!  G = reshape (M * reshape (permute (F, P), szp(1), prod (szp(2:end))), [rows(M), szp(2:end)]);
%!  Y = ipermute (G, P);
%!test
%! ## single operands (T or M, complex or real): single values, computed in double
%! ## with M rounded to single first and rounded once, as the product of full arrays
%! ## in double rounded; empty and size-1 dims, views
%! seed = 39; rand ("seed", seed); randn ("seed", seed);
%! for it = 1:36
%!   sz = [randi([0 4]), randi(4), randi(3)];
%!   F = complex (randn (sz), randn (sz)) .* (rand (sz) > 0.5);
%!   n = randi (3);
%!   J = randi (3);
%!   M = complex (randn (J, sz(n)), randn (J, sz(n)));
%!   if (mod (it, 3) == 0)
%!     F = real (F);
%!   elseif (mod (it, 3) == 1)
%!     M = real (M);
%!   endif
%!   Fs = single (F);
%!   E = single (mode_product (double (Fs), double (single (M)), n, sz));
%!   tol = 1e-5 * max ([1; abs(E(:))]);
%!   try
%!     for c = {{ndsparse(Fs), M}, {ndsparse(Fs), single(M)}, {ndsparse(double (Fs)), single(M)}}
%!       Y = ttm (c{1}{1}, c{1}{2}, n);
%!       assert (class (full (Y)), "single");
%!       assert (full (Y), E, tol);
%!     endfor
%!     V = ndsparse (Fs)(:, end:-1:1, :);
%!     EV = single (mode_product (double (Fs(:, end:-1:1, :)), double (single (M)), n, sz));
%!     assert (full (ttm (V, M, n)), EV, tol);
%!   catch err
%!     error ("seed %d, it %d: %s", seed, it, err.message);
%!   end_try_catch
%! endfor
%!test
%! ## products that single rounds to zero are left out, as single () drops them
%! T = ndsparse ([1 1 1; 2 3 1], single ([1e-30 + 1e-30i; 2]), [2 3 400]);
%! Y = ttm (T, 1e-30 * complex (ones (2, 400), 1), 3);
%! assert (class (full (Y)), "single");
%! assert (nnz (Y), 2);
%! assert (full (Y), single (mode_product (double (full (T)), 1e-30 * complex (ones (2, 400), 1), 3, [2 3 400])));
%!test
%! ## real single T, one matrix (__nds_ttm1__'s float lane): each path of __nds_ttm__
%! ## (full accumulator, fibers to entries, fibers to a full result) against the
%! ## product of the full arrays in double, M rounded to single, the result rounded
%! ## once; "t", views of views, size-1 and empty dims, NaN and Inf
%! seed = 39;  randn ("seed", seed);  rand ("seed", seed);
%! sizes = {[4 3 5], [30 40 50], [4 3 2], [1 6 2], [3 0 4], [2 5 300]};
%! for it = 1:54        # each size, mode and J
%!   sz = sizes{mod (it - 1, numel (sizes)) + 1};
%!   n = mod (floor ((it - 1) / 6), 3) + 1;
%!   J = [1 3 8](floor ((it - 1) / 18) + 1);
%!   F = randn (sz) .* (rand (sz) < 0.2 + 0.6 * (prod (sz) < 100));
%!   if (mod (it, 4) == 0 && numel (F) > 2)
%!     F(1) = NaN;  F(end) = -Inf;
%!   endif
%!   Fs = single (F);
%!   M = randn (J, sz(n));
%!   E = single (mode_product (double (Fs), double (single (M)), n, sz));
%!   what = sprintf ("seed %d, it %d, size %s, mode %d", seed, it, mat2str (sz), n);
%!   T = ndsparse (Fs);
%!   for c = {{T, M, n}, {T, single(M), n}, {T, M.', n, "t"}}
%!     Y = ttm (c{1}{:});
%!     [~, done] = __nds_ttm1__ (c{1}{:});
%!     assert (done, what);
%!     assert (isa (full (Y), "single"), what);
%!     assert (isequal (size (Y), size (E)), what);
%!     assert (isequal (isnan (full (Y)), isnan (E)), what);
%!     assert (isequal (full (Y)(isinf (E)), E(isinf (E))), what);
%!     ok = isfinite (E);
%!     d = abs (double (full (Y)(ok)) - double (E(ok)));
%!     bound = 4 * eps ("single") * mode_product (abs (double (Fs)), abs (M), n, sz)(ok);
%!     assert (all (d <= bound | d == 0), what);
%!   endfor
%!   if (all (sz >= 2))
%!     V = T(2:end, :, :)(:, end:-1:1, 2:end);
%!     G = Fs(2:end, end:-1:1, 2:end);
%!     szv = size (G);  szv(end+1:3) = 1;
%!     MV = randn (2, szv(n));
%!     EV = single (mode_product (double (G), double (single (MV)), n, szv));
%!     YV = ttm (V, MV, n);
%!     ok = isfinite (EV);
%!     d = abs (double (full (YV)(ok)) - double (EV(ok)));
%!     assert (all (d <= 4 * eps ("single") * mode_product (abs (double (G)), abs (MV), n, szv)(ok) | d == 0), what);
%!   endif
%! endfor
%! ## a double T with a single M goes the general route, as ttv's
%! [~, done] = __nds_ttm1__ (ndsparse ([1 1 1], 1, [2 2 2]), single (ones (2)), 1);
%! assert (done, false);
%!test
%! ## real single products that single rounds to zero are left out, by the fibers'
%! ## route (a result 400 times the entries) and the full accumulator's
%! T = ndsparse ([1 1 1; 2 3 1], single ([1e-30; 2]), [2 3 400]);
%! Y = ttm (T, 1e-30 * ones (2, 400), 3);
%! assert (class (full (Y)), "single");
%! assert (nnz (Y), 2);
%! assert (full (Y), single (mode_product (double (full (T)), 1e-30 * ones (2, 400), 3, [2 3 400])));
%! Y = ttm (T, 1e-30 * ones (1, 2), 1);
%! assert (nnz (Y), 1);
%!test
%! ## real single T by fibers into a full result (most fibers present, the result
%! ## over 4 times the entries; with zero rows of M its nonzeros as entries), the
%! ## values read as singles: bit for bit the full arrays' sums in double, in the
%! ## order of the mode, rounded once; each mode, a view of a view, Inf
%! seed = 16;  randn ("seed", seed);  rand ("seed", seed);
%! for it = 1:12
%!   n = mod (it - 1, 3) + 1;
%!   sz = [20 20 20];  sz(n) = 3;
%!   Fs = single (randn (sz) .* (rand (sz) < 0.5));
%!   Fs(find (Fs, 1)) = Inf;
%!   M = randn (8, 3);
%!   if (it > 6)
%!     M(2:6, :) = 0;
%!   endif
%!   T = ndsparse (Fs);
%!   if (mod (it, 2) == 0)
%!     idx = {":", ":", ":"};  idx{mod (n, 3) + 1} = 20:-1:2;
%!     T = T(idx{:})(:, :, :);
%!     Fs = Fs(idx{:});
%!   endif
%!   E = single (sums_in_order (double (Fs), double (single (M)), n));
%!   Y = full (ttm (T, M, n));
%!   what = sprintf ("seed %d, it %d, mode %d", seed, it, n);
%!   assert (class (Y), "single", what);
%!   assert (isequal (isnan (Y), isnan (E)), what);
%!   assert (isequal (Y(! isnan (E)), E(! isnan (E))), what);
%! endfor
%!test
%! ## past 2^22 coordinates the fibers' results are written a tile of fibers at a
%! ## time (below, j by j): 1.5e6 entries of a 3-D tensor along each mode, against
%! ## the product with Octave's sparse unfolding
%! seed = 41; rand ("seed", seed); randn ("seed", seed);
%! sz = [1000 2000 2000];
%! lin = unique (randi (prod (sz), 1.5e6, 1));
%! [i, j, k] = ind2sub (sz, lin);
%! s = [i j k];
%! v = rand (numel (lin), 1);
%! T = ndsparse (s, v, sz);
%! for mode = 1:3
%!   M = randn (2, sz(mode));
%!   p = [mode, setdiff(1:3, mode)];
%!   U = sparse (s(:, mode), sub2ind (sz(p(2:3)), s(:, p(2)), s(:, p(3))), v, sz(mode),
%!               prod (sz(p(2:3))));
%!   E = ipermute (reshape (M * U, [2 sz(p(2:3))]), p);
%!   Y = ttm (T, M, mode);
%!   assert (nnz (Y) == nnz (E), sprintf ("seed %d, mode %d", seed, mode));
%!   assert (full (Y), E, 1e-12 * max (abs (E(:))));
%! endfor
