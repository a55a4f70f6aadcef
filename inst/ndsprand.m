## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{T} =} ndsprand (@var{sz}, @var{density})
## @deftypefnx {ndsparse} {@var{T} =} ndsprand (@var{sz}, @var{density}, @var{seed})
## A random sparse tensor of size @var{sz} with uniformly placed nonzeros.
##
## @var{sz} is a vector of non-negative integers and @var{density} a scalar in
## [0, 1].  The result holds exactly @code{round (@var{density} * prod (@var{sz}))}
## nonzeros at distinct positions, every set of positions equally likely, with
## values drawn uniformly from (0, 1].
##
## The positions are sampled without replacement without ever allocating one
## element per cell of a large tensor: random linear indices (or random subscript
## rows when @code{prod (@var{sz})} passes @code{flintmax}) are drawn with some
## oversampling, duplicates are removed, the shortfall is topped up, and a random
## subset of the exact size is kept.  Only when the density passes one quarter is
## a permutation of @code{prod (@var{sz})} cells drawn, which then costs at most
## four times the result.
##
## With @var{seed} (a real scalar), the numbers come from
## @code{rand ("state", @var{seed})} and the generator's previous state is
## restored afterwards, so the same seed gives the same tensor and the caller's
## random stream is left untouched.  Without it, the current state of
## @code{rand} is used and advanced.
##
## @example
## @group
## T = ndsprand ([40 30 20], 0.01, 42);
## size (T)      # 40 30 20
## nnz (T)       # 240
## @end group
## @end example
##
## @seealso{ndsparse, sprand, rand}
## @end deftypefn

function T = ndsprand (sz, density, seed)

  if (nargin < 2 || nargin > 3)
    print_usage ();
  endif
  if (! isnumeric (sz) || ! isreal (sz) || ! isvector (sz) || isempty (sz)
      || any (sz < 0 | sz != fix (sz) | ! isfinite (sz)))
    error ("ndsparse:size",
           "ndsprand: SZ must be a vector of non-negative integers");
  endif
  if (! isnumeric (density) || ! isreal (density) || ! isscalar (density)
      || ! (density >= 0 && density <= 1))
    error ("ndsparse:density",
           "ndsprand: DENSITY must be a real scalar in [0, 1]");
  endif
  sz = double (sz(:).');
  if (nargin == 3)
    if (! isnumeric (seed) || ! isreal (seed) || ! isscalar (seed) || ! isfinite (seed))
      error ("ndsparse:seed", "ndsprand: SEED must be a finite real scalar");
    endif
    saved = rand ("state");
    rand ("state", double (seed));
    unwind_protect
      T = random_tensor (sz, double (density));
    unwind_protect_cleanup
      rand ("state", saved);
    end_unwind_protect
  else
    T = random_tensor (sz, double (density));
  endif

endfunction

function T = random_tensor (sz, density)

  ncells = prod (sz);
  n = round (density * ncells);
  __nds_dense_check__ (sz, "ndsprand", true, n);   # Octave's index limit and memory
  if (n == 0)
    T = ndsparse ([], [], sz);
    return;
  endif
  if (ncells <= flintmax () && n > ncells / 4)
    lin = randperm (ncells, n).';
    subs = __nds_linear_subs__ (lin, sz);
  elseif (ncells <= flintmax ())
    lin = distinct_sample (@(m) ceil (ncells * rand (m, 1)), n, @(x) unique (x));
    subs = __nds_linear_subs__ (lin, sz);
  else
    subs = distinct_sample (@(m) random_subs (sz, m), n, @(x) unique (x, "rows"));
  endif
  T = ndsparse (subs, rand (n, 1), sz);        # rand never returns 0

endfunction

## Exactly n distinct rows drawn by draw (m) -> m random rows, deduplicated by
## dedupe; a uniformly random n-subset of the distinct rows is kept.
function x = distinct_sample (draw, n, dedupe)

  x = dedupe (draw (ceil (1.1 * n) + 16));
  while (rows (x) < n)
    x = dedupe ([x; draw(ceil (1.1 * (n - rows (x))) + 16)]);
  endwhile
  x = x(randperm (rows (x), n), :);

endfunction

## m random subscript rows, uniform over the cells of a tensor of size sz.
function subs = random_subs (sz, m)

  subs = zeros (m, numel (sz));
  for d = 1:numel (sz)
    subs(:, d) = randi (sz(d), m, 1);
  endfor

endfunction

%!test
%! T = ndsprand ([40 30 20], 0.01, 42);
%! assert (class (T), "ndsparse");
%! assert (size (T), [40 30 20]);
%! assert (nnz (T), 240);
%! [s, v] = find (T);
%! assert (rows (unique (s, "rows")), 240);
%! assert (all (v > 0 & v <= 1));

%!test
%! ## exact counts over densities, shapes, and the dense-mask path
%! for sz = {[5 4 3], [7 1 2 3], 10, [3 3 3], [1 1], [2 0 4]}
%!   for density = [0 0.01 0.1 0.3 0.5 0.9 1]
%!     T = ndsprand (sz{1}, density);
%!     n = round (density * prod (sz{1}));
%!     assert (nnz (T), n);
%!     F = full (T);
%!     assert (nnz (F), n);
%!     assert (all (F(F != 0) <= 1));
%!   endfor
%! endfor

%!test
%! ## the seed reproduces the tensor and leaves the caller's stream alone
%! rand ("state", 7);
%! a = rand ();
%! rand ("state", 7);
%! T1 = ndsprand ([50 50 50], 0.001, 3);
%! b = rand ();
%! T2 = ndsprand ([50 50 50], 0.001, 3);
%! T3 = ndsprand ([50 50 50], 0.001, 4);
%! assert (a, b);
%! assert (isequal (T1, T2));
%! assert (! isequal (T1, T3));

%!test
%! ## a huge size: no per-cell allocation, subscripts in range and distinct
%! sz = [1e6 1e6 1e6 1e6];
%! T = ndsprand (sz, 1e-21, 1);
%! assert (nnz (T), 1000);
%! [s, v] = find (T);
%! assert (all (s >= 1 & s <= sz));
%! assert (rows (unique (s, "rows")), 1000);
%! assert (size (ndsprand ([1e5 1e5 1e3], 1e-9)), [1e5 1e5 1e3]);

%!test
%! ## positions are uniform: every cell of a small tensor gets hit
%! hits = zeros (4, 3, 2);
%! for k = 1:200
%!   hits += full (ndsprand ([4 3 2], 0.25)) != 0;
%! endfor
%! assert (all (hits(:) > 10));

%!error <Invalid call> ndsprand ([2 2])
%!error <called with too many inputs> ndsprand ([2 2], 0.1, 1, 2)
%!error id=ndsparse:size ndsprand ([2 -1], 0.1)
%!error id=ndsparse:size ndsprand ([2 1.5], 0.1)
%!error id=ndsparse:size ndsprand ([], 0.1)
%!error id=ndsparse:size ndsprand ([2 Inf], 0.1)
%!error id=ndsparse:size ndsprand ({2}, 0.1)
%!error id=ndsparse:density ndsprand ([2 2], 1.5)
%!error id=ndsparse:density ndsprand ([2 2], -0.1)
%!error id=ndsparse:density ndsprand ([2 2], NaN)
%!error <more than Octave can index> ndsprand ([1e6 1e6 1e6], 1)
%!error id=ndsparse:toolarge ndsprand ([1e6 1e6], 0.5)
%!error id=ndsparse:density ndsprand ([2 2], [0.1 0.2])
%!error id=ndsparse:density ndsprand ([2 2], 1i)
%!error id=ndsparse:seed ndsprand ([2 2], 0.5, "x")
