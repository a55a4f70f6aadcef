## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{info} =} viewinfo (@var{T})
## The view parameters of @var{T} in the seed thesis's terms, as a struct:
##
## @table @code
## @item shape
## the view's shape, hidden dimensions included;
## @item underlying_size
## the size of the shared storage;
## @item offsets
## the sparse offsets, one per underlying dimension: an underlying coordinate is
## offset + view coordinate for an active dimension and offset + 1 for a fixed
## one (so the numbers read as the thesis's 0-based ones);
## @item fixed
## logical, one per underlying dimension: fixed by a point index;
## @item hidden
## the 1-based positions in @code{shape} of hidden (new-axis) dimensions;
## @item order
## the underlying dimension each active (not hidden) view dimension shows, in
## view order: increasing, except in a view made by @code{permute};
## @item nnz
## the number of nonzeros the view shows;
## @item stored
## the number of nonzeros of the shared storage;
## @item shares
## true when @var{T} is a view sharing storage with a parent (not the
## identity view of its own storage).
## @end table
##
## Views are made by @code{T(...)} with @code{:}, scalars and unit ranges, by
## @code{view}, @code{squeeze} and @code{permute}, all in O(ndims): only these parameters
## change, the coordinates and values are shared.  A view whose every dimension
## is fixed keeps one hidden dimension (shape 1).  How a view's entries are read
## (binary search, cached per-dimension orders) is described in @code{view}.
##
## @example
## @group
## T = ndsparse ([1 2 2; 1 3 3; 2 1 1], [5; 8; 3], [2 3 3]);
## V = view (T, nd.newaxis (), nd.point (1), nd.interval (2, 3), nd.interval (2, 3));
## viewinfo (V)
## @end group
## @end example
##
## @seealso{view, compact, squeeze}
## @end deftypefn

function info = viewinfo (T)
  if (nargin != 1)
    print_usage ();
  endif
  [shape, usz, offs, fixed, hidden, order] = __nds_viewparts__ (T);
  [~, stored] = __nds_storeinfo__ (nds_flush (T));
  info = struct ("shape", shape, "underlying_size", usz, "offsets", offs,
                 "fixed", fixed, "hidden", hidden, "order", order, "nnz", nnz (T),
                 "stored", stored, "shares", ! nds_isident (T));
endfunction

%!test
%! T = ndsparse ([1 2 2; 1 3 3; 2 1 1], [5; 8; 3], [2 3 3]);
%! I = viewinfo (T);
%! assert (I.shape, [2 3 3]);
%! assert (I.offsets, [0 0 0]);
%! assert (I.shares, false);
%! assert ([I.nnz I.stored], [3 3]);
%! V = T(1, 2:3, :);
%! I = viewinfo (V);
%! assert (I.offsets, [0 1 0]);
%! assert (I.shape, [1 2 3]);
%! assert (I.fixed, false (1, 3));
%! assert ([I.nnz I.stored], [2 3]);
%! assert (I.shares);

%!demo
%! ## The seed thesis's figure 5.8/5.9: a 2x3x3 tensor and a view of it
%! T = ndsparse ([1 1 1; 1 2 3; 1 3 2; 2 2 2; 2 1 3], [1; 5; 8; 7; 9], [2 3 3]);
%! full (T)
%! V = view (T, nd.newaxis (), nd.point (1), nd.interval (2, 3), nd.interval (2, 3))
%! info = viewinfo (V)
%! ## shape [1 2 2], sparse offsets [0 1 1], flags (fixed) [1 0 0], hidden dim 1
%! full (V)

%!demo
%! ## The thesis's sparse-offset example: myTensor is a [2 4 4 5] view of a 5-D
%! ## tensor (first dim fixed at sparse offset 1, second offset by 1) ...
%! U = ndsparse (round (10 * rand (2, 3, 4, 4, 5)) .* (rand (2, 3, 4, 4, 5) > 0.8));
%! myTensor = view (U, nd.point (2), nd.interval (2, 3), ":", ":", ":");
%! viewinfo (myTensor).offsets
%! ## ... and all the columns of the last row of the first page of each book:
%! V = view (myTensor, nd.all (), nd.point (1), nd.point (4), nd.all ());
%! viewinfo (V).offsets     # the thesis's [1, 1, 0, 3, 0]

%!demo
%! ## Figure 5.8/5.9 of the seed thesis, drawn: the view is the red square in
%! ## the plane dim 1 = 1 (the fixed dimension), offset by [0 1 1] from the
%! ## storage's corner; its hidden new axis is named in the title.
%! T = ndsparse ([1 1 1; 1 2 3; 1 3 2; 2 2 2; 2 1 3], [1; 5; 8; 7; 9], [2 3 3]);
%! V = view (T, nd.newaxis (), nd.point (1), nd.interval (2, 3), nd.interval (2, 3));
%! viewinfo (V)
%! viewplot (V, T);

%!demo
%! ## The thesis's sparse-offset example, drawn: a view of a view of a 5-D
%! ## storage, final offsets [1 1 0 3 0].  Dims 1, 2 and 5 are drawn (dims 3 and 4
%! ## are fixed: the legend gives their coordinates).
%! U = ndsprand ([2 3 4 4 5], 0.3, 7);
%! myTensor = view (U, nd.point (2), nd.interval (2, 3), ":", ":", ":");
%! V = view (myTensor, nd.all (), nd.point (1), nd.point (4), nd.all ());
%! viewinfo (V).offsets
%! viewplot (V, U);
