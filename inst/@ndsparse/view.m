## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{V} =} view (@var{T}, @var{i1}, @var{i2}, @dots{})
## A view of @var{T} with the seed thesis's five index kinds (1-based), at most
## one index per dimension of @code{size (@var{T})} (trailing dimensions left
## out are @code{nd.all}, as in the thesis: @code{view (@var{A}, nd.newaxis)} of
## a 3x3 @var{A} is 1x3x3), plus any number of @code{nd.newaxis}:
##
## @table @asis
## @item @code{nd.all ()} or @code{":"}
## the whole dimension;
## @item @code{nd.interval (@var{lo}, @var{hi})} or a unit-step range @code{lo:hi}
## coordinates @var{lo} to @var{hi}, the dimension keeps size hi-lo+1;
## @item @code{nd.point (@var{k})} or a plain scalar
## the dimension is @emph{fixed} at @var{k} and leaves the shape (unlike
## @code{@var{T}(@dots{}, k, @dots{})}, which keeps a size-1 dimension);
## @item @code{nd.newaxis ()}
## a new @emph{hidden} dimension of size 1 at this position;
## @item @code{nd.specified (@var{list})} or any other index vector
## the listed coordinates; the result is then a compact copy, not a view.
## @end table
##
## Without a specified index, @var{V} shares the storage of @var{T}: it is made in
## O(ndims) whatever nnz is, by composing the view parameters of @var{T} (sparse
## offsets add, fixed and hidden dimensions are kept; see @code{viewinfo}).
## Reading the entries of a view costs a binary search plus the entries found when
## the last dimension is restricted (the storage is sorted with the last dimension
## most significant).  A view restricting another dimension (a slice
## @code{T(:,k,:)}, a point on dimension 1) is read through a per-dimension order
## of the storage: a permutation sorting the stored entries by that dimension,
## built by one sort the first time and kept in a small cache (the most recent
## orders, up to 4e7 entries in all) keyed by a storage id that every new or
## changed storage gets; every view of the same storage shares it, so later slices
## on that dimension cost a binary search plus the entries with that coordinate.
## Small storage (up to 4096 entries) is simply scanned.
## Writing to a view (@code{V(1) = 2}) first compacts it: the parent never changes
## (Octave's value semantics; the thesis's @code{.assign} through a view is an
## assignment into the parent, @code{T(1,1,:) = 1}).
##
## @example
## @group
## ## the tensor of the thesis's figure 5.8, and the view of its figure 5.9
## T = ndsparse ([1 1 1; 1 2 3; 1 3 2; 2 2 2; 2 1 3], [1; 5; 8; 7; 9], [2 3 3]);
## V = view (T, nd.newaxis (), nd.point (1), nd.interval (2, 3), nd.interval (2, 3));
## size (V)          # [1 2 2]
## viewinfo (V)      # offsets [0 1 1], fixed [1 0 0], hidden 1
## full (V)          # the entries 5 and 8
## @end group
## @end example
##
## @seealso{viewinfo, nd.all, nd.interval, nd.point, nd.newaxis, nd.specified, compact}
## @end deftypefn

function V = view (T, varargin)
  if (nargin < 1)
    print_usage ();
  endif
  V = __nds_view_of__ (T, varargin{:});
endfunction

%!test
%! ## the thesis's figure 5.8/5.9
%! T = ndsparse ([1 2 2; 1 3 3; 2 1 1; 1 1 2], [5; 8; 3; 7], [2 3 3]);
%! V = view (T, nd.newaxis (), nd.point (1), nd.interval (2, 3), nd.interval (2, 3));
%! I = viewinfo (V);
%! assert (I.shape, [1 2 2]);
%! assert (I.offsets, [0 1 1]);
%! assert (I.fixed, [true false false]);
%! assert (I.hidden, 1);
%! F = full (T);
%! assert (full (V), reshape (F(1, 2:3, 2:3), [1 2 2]));
%! assert (nnz (V), 2);

%!test
%! ## the thesis's sparse-offset example: a view of a 5-D tensor ...
%! U = ndsparse (rand (2, 3, 4, 4, 5) .* (rand (2, 3, 4, 4, 5) > 0.7));
%! T = view (U, nd.point (2), nd.interval (2, 3), ":", ":", ":");
%! assert (viewinfo (T).offsets, [1 1 0 0 0]);
%! assert (size (T), [2 4 4 5]);
%! ## ... and a view of it: [book, page, row, column], last row of first pages
%! V = view (T, nd.all (), nd.point (1), nd.point (4), nd.all ());
%! I = viewinfo (V);
%! assert (I.offsets, [1 1 0 3 0]);
%! assert (I.fixed, [true false true true false]);
%! assert (size (V), [2 5]);
%! F = full (U);
%! assert (full (V), reshape (F(2, 2:3, 1, 4, :), [2 5]));

%!test
%! ## plain scalars fix, vectors copy, newaxis anywhere
%! F = reshape (1:24, [2 3 4]) .* (rand (2, 3, 4) > 0.4);
%! T = ndsparse (F);
%! V = view (T, 2, ":", nd.newaxis (), 2:3);
%! assert (size (V), [3 1 2]);
%! assert (full (V), reshape (F(2, :, 2:3), [3 1 2]));
%! C = view (T, ":", [3 1 3], nd.specified ([4 1]));
%! assert (viewinfo (C).shares, false);
%! assert (full (C), F(:, [3 1 3], [4 1]));
%! W = view (V, nd.point (3), nd.point (1), ":");
%! assert (full (W), reshape (F(2, 3, 2:3), [2 1]));

%!test
%! ## an empty range of a hidden dim, or of one past the shape, empties the result
%! F = rand (3, 2) > 0.3;
%! V = view (ndsparse (F), ":", nd.newaxis (), ":");
%! for e = {nd.interval(1, 0), [], false}
%!   W = view (V, ":", e{1}, ":");
%!   assert (size (W), [3 0 2]);
%!   assert (full (W), reshape (F, [3 1 2])(:, [], :));
%! endfor
%! U = view (ndsparse ([1 2; 3 4]), ":", 2);
%! assert (size (view (U, ":", nd.interval (1, 0))), [2 0]);
%! assert (size (view (U, nd.interval (2, 1), 1)), [0 1]);

%!test
%! ## trailing dimensions left out are nd.all (the thesis's get (newAxis (), all ()))
%! F = reshape (1:9, 3, 3) .* [1 0 1; 0 1 1; 1 1 0];
%! A = ndsparse (F);
%! V = view (A, nd.newaxis (), nd.all ());
%! assert (size (V), [1 3 3]);
%! assert (viewinfo (V).hidden, 1);
%! assert (full (V), reshape (F, [1 3 3]));
%! assert (size (view (A, nd.newaxis ())), [1 3 3]);
%! assert (full (view (A, nd.newaxis ())), reshape (F, [1 3 3]));
%! assert (full (view (A, 2)), F(2, :).');   # a fixed dim leaves the shape
%! assert (full (view (A, nd.interval (2, 3))), F(2:3, :));
%! assert (full (view (A)), F);
%! G = reshape (1:24, [2 3 4]) .* (rand (2, 3, 4) > 0.4);
%! T = ndsparse (G);
%! assert (full (view (T, 2)), reshape (G(2, :, :), [3 4]));
%! assert (full (view (T, ":", [3 1])), G(:, [3 1], :));
%! assert (full (view (T, nd.newaxis (), 1, nd.newaxis ())), reshape (G(1, :, :), [1 1 3 4]));
%! W = view (view (T, 2), nd.interval (2, 3));
%! assert (full (W), reshape (G(2, 2:3, :), [2 4]));
%! E = ndsparse ([], [], [0 3]);
%! assert (size (view (E, nd.newaxis ())), [1 0 3]);

%!test
%! ## views are values: the thesis's .assign is an assignment into the parent
%! T = ndsparse ([5 7 3], 2, [10 10 4]);
%! V = view (T, 1, 1);
%! V(2) = 9;
%! assert (nnz (T), 1);
%! T(1, 1, :) = 1;
%! assert (full (view (T, 1, 1)), ones (4, 1));
%! assert (full (V), [0; 9; 0; 0]);
%! assert (nnz (T), 5);

%!error id=ndsparse:index view (ndsparse ([1 1 1], 1, [2 2 2]), 1, 1, 1, 1)
%!error id=ndsparse:index view (ndsparse ([1 1 1], 1, [2 2 2]), 3, 1, 1)
%!error id=ndsparse:index view (ndsparse ([1 1 1], 1, [2 2 2]), {1}, 1, 1)
%!error id=ndsparse:index view (ndsparse ([1 1 1], 1, [2 2 2]), nd.interval (2, 3), 1, 1)

%!demo
%! ## The seed thesis's figure 5.8: T is 2x3x3; the view prepends a hidden
%! ## dimension, fixes the first page and takes rows and columns 2:3 of it.
%! T = ndsparse ([1 2 2; 1 3 3; 1 1 1; 2 2 3], [5; 8; 1; 4], [2 3 3]);
%! V = view (T, nd.newaxis (), nd.point (1), nd.interval (2, 3), nd.interval (2, 3))
%! viewinfo (V)     # figure 5.9: shape [1 2 2], offsets [0 1 1], fixed [1 0 0], hidden 1

%!demo
%! ## The thesis's assignment example (section 6.2.1): on a 100000x100000x100
%! ## tensor, T(1,1,:) = 1 adds at most 100 entries; nothing of size 1e12 exists.
%! T = ndsparse ([5 7 3; 1 1 50], [2; 3], [100000 100000 100]);
%! T(1, 1, :) = 1;
%! nnz (T)          # 101
%! R = view (T, 1, 1, ":");   # the row as a 100x1 view (both leading dims fixed)
%! size (R), nnz (R)

%!demo
%! ## The seed thesis's figure 5.3: a 3x3 matrix and the 2x2 view of its last two
%! ## rows and columns (thesis: interval(1,3) twice, 0-based and half-open).  The
%! ## value 5 is at (2,2) in the matrix and at (1,1) in the view; the sparse
%! ## offsets [1 1] translate one into the other.
%! A = ndsparse (reshape (1:9, 3, 3).')
%! V = view (A, nd.interval (2, 3), nd.interval (2, 3));
%! full (V)
%! viewinfo (V).offsets
%! viewplot (V, A);

%!demo
%! ## The seed thesis's figure 5.4: a 2x3x3 tensor (pages, rows, columns) and the
%! ## slice of its first page, view (T, point, all, all): a 3x3 view whose first
%! ## dimension is fixed (flags [1 0 0]) at sparse offset 0.
%! T = ndsparse ([1 1 1; 1 2 3; 1 3 2; 2 2 2; 2 1 3], [1; 5; 8; 7; 9], [2 3 3]);
%! S = view (T, nd.point (1), nd.all (), nd.all ());
%! size (S)
%! info = viewinfo (S)
%! full (S)
%! viewplot (S, T);   # the fixed dimension is the plane dim 1 = 1
