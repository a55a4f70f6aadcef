## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} max (@var{T})
## @deftypefnx {ndsparse} {@var{R} =} max (@var{T}, [], @var{dim})
## @deftypefnx {ndsparse} {[@var{R}, @var{idx}] =} max (@var{T}, [], @var{dim})
## @deftypefnx {ndsparse} {@var{R} =} max (@var{A}, @var{B})
## The largest elements along @var{dim} (a dimension, a vector of dimensions or
## @code{"all"}; by default the first non-singleton one), counting the implicit
## zeros as Octave does; NaN is skipped unless every element is NaN.  Complex values
## are ordered as Octave orders them: by modulus, then by argument in (-pi, pi]; and
## as Octave's max reads them in order, a value with a NaN part and an infinite one
## (@code{complex (Inf, NaN)}) after the first row along @var{dim} where no fiber
## of its block (those sharing the dims after @var{dim}) holds a NaN is larger than
## any of finite modulus (with one @var{dim}; over the leading dims, or
## @code{"all"}, as along the first dim of the array reshaped to hold them there:
## @code{max (@var{T}, [], "all")} is @code{max (@var{T}(:))}).  The result is
## an ndsparse with the reduced dimensions set to 1, or a full scalar when it has
## one element.  @var{idx} (one @var{dim} only) is the full array of the indices
## along @var{dim} of the first largest element, an implicit zero included.
##
## @code{max (@var{A}, @var{B})} is the element-wise max with broadcasting, an
## ndsparse when the implicit zeros stay zero.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 1; 2 3 2], [1; -2; 3], [2 3 2]);
## [R, idx] = max (T, [], 2)
## max (T, 0)
## @end group
## @end example
## @seealso{max, min, sum}
## @end deftypefn

function [R, idx] = max (varargin)
  [R, idx] = nds_extremum ("max", nargout, varargin{:});
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 1; 2 3 2; 1 2 2; 2 2 2], [1; -2; -3; NaN; 4], [2 3 2]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (max (T, [], d)), max (F, [], d));
%!   [r, i] = max (T, [], d);
%!   [fr, fi] = max (F, [], d);
%!   assert (full (r), fr);
%!   assert (i, fi);
%! endfor
%! assert (full (max (T)), max (F));
%! assert (max (T, [], "all"), max (F(:)));
%! assert (full (max (T, [], [1 2])), max (max (F, [], 1), [], 2));
%! assert (full (max (T, 0.5)), max (F, 0.5));
%! assert (full (max (T, ndsparse (flip (F, 3)))), max (F, flip (F, 3)));
%! L = ndsparse ([1 2], true, [2 2]);
%! assert (full (max (L)), max (full (L)));
%!error id=ndsparse:dim max (ndsparse ([1 1], 1), [], 0)
%!error id=ndsparse:dim [r, i] = max (ndsparse ([1 1], 1), [], [1 2])
%!error <Invalid call> max ()
%!error <Invalid call> max (ndsparse ([1 1], 1), 2, 1)

%!demo
%! ## max along a mode counts the implicit zeros, as Octave does for sparse
%! ## matrices: a fiber of negative entries with a zero in it has maximum 0.
%! ## The second output is where the maximum is.
%! T = ndsparse ([1 1 1; 1 2 1; 2 1 1; 2 3 1; 1 3 2], [4; -2; -1; -5; 7], [2 3 2]);
%! full (T)
%! [M, where] = max (T, [], 2);
%! full (M)
%! where
%! max (T, [], "all")
%!test
%! ## max and min of two real double tensors of one shape (the compiled path) as of
%! ## their full arrays: NaN against a number, zero results dropped, shared and
%! ## disjoint coordinates, views, size-1 and empty dims
%! seed = 35; rand ("seed", seed);
%! for it = 1:60
%!   sz = [randi([0 4]), randi(4), randi(2)];
%!   F = full (rand (sz) > 0.5) .* round (6 * rand (sz) - 3);
%!   G = full (rand (sz) > 0.5) .* round (6 * rand (sz) - 3);
%!   F(rand (sz) > 0.9) = NaN;
%!   G(rand (sz) > 0.9) = NaN;
%!   if (mod (it, 3) == 0)
%!     G = (F != 0) .* round (6 * rand (sz) - 3);
%!   endif
%!   T = ndsparse (F);
%!   U = ndsparse (G);
%!   try
%!     for f = {@max, @min}
%!       R = f{1} (T, U);
%!       assert (isa (R, "ndsparse"));
%!       assert (full (R), f{1} (F, G));
%!       assert (nnz (R), nnz (f{1} (F, G)));
%!       assert (full (f{1} (T(:, 1:end, :), U)), f{1} (F, G));
%!     endfor
%!   catch err
%!     error ("seed %d, it %d: %s", seed, it, err.message);
%!   end_try_catch
%! endfor
%!test
%! ## [m, i] = max and min of complex singles: single complex values ordered in
%! ## single (a modulus tie in single that double breaks: 3+4i and 4.8298+1.2933i,
%! ## hypotf 5 both), as full arrays give them; random values with duplicates'
%! ## moduli, NaN, implicit zeros, views, size-1 and empty dims
%! b = single (complex (4.82984257, 1.29329932));
%! assert (abs (b) == abs (single (3 + 4i)) && abs (double (b)) != 5);
%! F = single (zeros (2, 2));
%! F(:, 1) = [single(3 + 4i); b];
%! T = ndsparse (F);
%! for f = {@max, @min}
%!   [r, i] = f{1} (T, [], 1);
%!   [fr, fi] = f{1} (F, [], 1);
%!   assert (full (r), fr);
%!   assert (class (full (r)), "single");
%!   assert (i, fi);
%! endfor
%! seed = 39; rand ("seed", seed); randn ("seed", seed);
%! for it = 1:40
%!   sz = [randi([0 4]), randi(4), randi(3)];
%!   F = single (complex (round (4 * randn (sz)), round (4 * randn (sz))));
%!   F(rand (sz) > 0.6) = 0;
%!   F(rand (sz) > 0.9) = NaN;
%!   F(rand (sz) > 0.8) = -3;
%!   T = ndsparse (F);
%!   try
%!     for f = {@max, @min}
%!       for d = 1:4
%!         [r, i] = f{1} (T, [], d);
%!         [fr, fi] = f{1} (F, [], d);
%!         assert (full (r), fr);
%!         assert (class (full (r)), "single");
%!         assert (iscomplex (r), iscomplex (fr));
%!         assert (i, fi);
%!       endfor
%!       V = T(:, end:-1:1, :);
%!       [r, i] = f{1} (V, [], 2);
%!       [fr, fi] = f{1} (F(:, end:-1:1, :), [], 2);
%!       assert (full (r), fr);
%!       assert (class (full (r)), "single");
%!       assert (i, fi);
%!     endfor
%!   catch err
%!     error ("seed %d, it %d: %s", seed, it, err.message);
%!   end_try_catch
%! endfor
%!test
%! ## complex max and min along dim 1 (one pass over the runs of sorted entries),
%! ## along dim 2 of a matrix, and along dims 2 and 3 with their indices (the grouped
%! ## kernels), against Octave's on the full array: moduli that tie
%! ## (then the argument decides) or differ by an ulp or a few (the squared moduli
%! ## decide only where they differ by more than rounding), parts whose squares
%! ## overflow or underflow, NaN and Inf parts, implicit zeros; double and single,
%! ## 2 and 3 dims, size-1 dims, views of views, no entries
%! seed = 3939;
%! rand ("seed", seed);
%! r = [1, 1 + eps, 1 - eps / 2, 1 + 2^-41, 1 - 2^-41, 1 + 2^-39, 1 + 2^-18, 1 + 2^-23];
%! th = [0, pi / 2, pi, -pi / 2, 0.3, -0.3, pi / 4, 3 * pi / 4];
%! pool = [3+4i, 5, -5, 5i, 4-3i, -3-4i, 1e200 * (1+1i), 1e-200 * (1-1i), 1e200, ...
%!         1e-200i, complex(Inf, NaN), complex(NaN, 2), Inf, -Inf * 1i, 2+2i];
%! for it = 1:80
%!   sz = [randi(4), randi(5), randi(3)];
%!   if (mod (it, 5) == 0)
%!     sz(end) = 1;
%!   endif
%!   n = prod (sz);
%!   near = r(randi (numel (r), 1, n)) .* exp (1i * th(randi (numel (th), 1, n)));
%!   F = reshape (near, sz);
%!   pick = rand (sz) < 0.3;
%!   F(pick) = pool(randi (numel (pool), 1, nnz (pick)));
%!   F(rand (sz) < 0.3) = 0;
%!   if (mod (it, 3) == 0)
%!     F = single (F);
%!   endif
%!   T = ndsparse (F);
%!   views = {T, F; T(end:-1:1, :, :)(:, 2:end, :), F(end:-1:1, 2:end, :);
%!            permute(T, [2 1 3]), permute(F, [2 1 3])};
%!   for v = 1:rows (views)
%!     [V, G] = views{v, :};
%!     for fn = {@max, @min}
%!       msg = sprintf ("seed %d, it %d, view %d, %s", seed, it, v, func2str (fn{1}));
%!       assert (isequaln (full (fn{1} (V, [], 1)), fn{1} (G, [], 1)), true, msg);
%!       assert (isequal (class (full (fn{1} (V, [], 1))), class (G)), true, msg);
%!       M = V(:, :, 1);
%!       E = G(:, :, 1);
%!       assert (isequaln (full (fn{1} (M, [], 1)), fn{1} (E, [], 1)), true, msg);
%!       assert (isequaln (full (fn{1} (M, [], 2)), fn{1} (E, [], 2)), true, msg);
%!       for d = 2:3
%!         ## (the grouped kernels, with the indices)
%!         [m, i] = fn{1} (V, [], d);
%!         [em, ei] = fn{1} (G, [], d);
%!         assert (isequaln (full (m), em) && isequal (double (full (i)), ei), true,
%!                 sprintf ("%s, dim %d", msg, d));
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! Z = ndsparse ([], complex ([]), [3 4 2]);
%! assert (full (max (Z, [], 1)), zeros (1, 4, 2));
%! assert (full (min (ndsparse ([1 2], 1i, [3 2]), [], 1)), [0 0]);
%!test
%! ## [m, i] = max and min of real single tensors along one dim (__nds_reduce__'s
%! ## single argmax: the values compared as singles) against Octave's on the full
%! ## single array: NaN, Inf, all-NaN fibers, negative fibers with and without an
%! ## implicit zero, size-1 and empty dims, views of views
%! seed = 39;  rand ("seed", seed);
%! sizes = {[4 5 3], [1 6 2], [5 1 4], [3 0 2], [6 7 1], [2 3 4 2]};
%! for it = 1:24
%!   sz = sizes{mod (it - 1, numel (sizes)) + 1};
%!   F = single (round (8 * rand (sz) - 4) .* (rand (sz) < 0.6));
%!   F(rand (sz) < 0.1) = NaN;
%!   F(rand (sz) < 0.05) = Inf;
%!   F(rand (sz) < 0.05) = -Inf;
%!   if (numel (F) > 3)
%!     F(:, 1) = NaN;        # an all-NaN fiber along dim 2 or more
%!     F(1, :) = -1;         # a full negative fiber along dim 2: no implicit zero
%!   endif
%!   T = ndsparse (F);
%!   cases = {{T, F}};
%!   if (numel (sz) == 3 && all (sz >= 2))
%!     cases{end+1} = {T(2:end, :, :)(:, end:-1:1, 2:end), F(2:end, end:-1:1, 2:end)};
%!   endif
%!   for c = 1:numel (cases)
%!     [X, G] = deal (cases{c}{:});
%!     for d = 1:numel (sz) + 1
%!       what = sprintf ("seed %d, it %d, case %d, dim %d", seed, it, c, d);
%!       [r, i] = max (X, [], d);
%!       [fr, fi] = max (G, [], d);
%!       assert (isa (full (r), "single") && isequal (i, fi), what);
%!       assert (full (r), fr);
%!       [r, i] = min (X, [], d);
%!       [fr, fi] = min (G, [], d);
%!       assert (isa (full (r), "single") && isequal (i, fi), what);
%!       assert (full (r), fr);
%!     endfor
%!   endfor
%! endfor
%!test
%! ## max, min and prod along one dim and along the leading dims of double and
%! ## single tensors whose results are often zero (negative fibers with an implicit
%! ## zero, a zero factor), dropped from storage by the reduction's gateway: the
%! ## stored entries are the full result's nonzeros, in order; NaN, size-1 dims, views
%! seed = 39; rand ("seed", seed);
%! sizes = {[7 5 4], [1 6 3], [6 1 5], [5 4 1], [9 8]};
%! for it = 1:30
%!   sz = sizes{mod (it - 1, numel (sizes)) + 1};
%!   F = round (6 * rand (sz) - 4) .* (rand (sz) < 0.3);
%!   F(rand (sz) < 0.05) = NaN;
%!   if (mod (it, 2))
%!     F = single (F);
%!   endif
%!   T = ndsparse (F);
%!   cases = {{T, F}};
%!   if (all (sz >= 2))
%!     cases{end+1} = {T(:, end:-1:1, :), F(:, end:-1:1, :)};
%!   endif
%!   for c = 1:numel (cases)
%!     [X, G] = deal (cases{c}{:});
%!     for dim = {1, 2, 3, [1 2]}
%!       for f = {@max, @min, @prod}
%!         try
%!           FR = G;             # the oracle one dim at a time
%!           if (isequal (f{1}, @prod))
%!             R = prod (X, dim{1});
%!             for d = dim{1}
%!               FR = prod (FR, d);
%!             endfor
%!           else
%!             R = f{1} (X, [], dim{1});
%!             for d = dim{1}
%!               FR = f{1} (FR, [], d);
%!             endfor
%!           endif
%!           if (isa (R, "ndsparse"))
%!             [s, v] = find (R);
%!             [fs, ~, fv] = find (FR(:));
%!             assert (sub2ind (size (FR), num2cell (s, 1){:}), fs);
%!             assert (v, fv);
%!             assert (class (v), class (G));
%!           else
%!             assert (R, FR);
%!           endif
%!         catch err
%!           error ("seed %d, it %d, case %d, %s along %s: %s", seed, it, c,
%!                  func2str (f{1}), mat2str (dim{1}), err.message);
%!         end_try_catch
%!       endfor
%!     endfor
%!   endfor
%! endfor
