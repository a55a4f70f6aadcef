## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {} viewplot (@var{V})
## @deftypefnx {ndsparse} {} viewplot (@var{V}, @var{T})
## @deftypefnx {ndsparse} {} viewplot (@dots{}, "dims", @var{dims})
## @deftypefnx {ndsparse} {} viewplot (@dots{}, "max_points", @var{m})
## @deftypefnx {ndsparse} {@var{h} =} viewplot (@dots{})
## Draw the view @var{V} over the storage it shares: the picture of
## @code{viewinfo (@var{V})}.
##
## The axes are the dimensions of the @emph{underlying} storage, in its
## coordinates (1-based).  The picture shows
##
## @itemize
## @item the parent's box (grey), one cell per coordinate, of size
## @code{viewinfo (@var{V}).underlying_size};
## @item the region the view selects (red): along an active dimension the cells
## offset + 1 to offset + its length in the view's shape, along a fixed
## dimension the single coordinate offset + 1, so that one fixed dimension makes
## the region a plane (a line in 2-D) and fixing all makes it a point;
## @item for each fixed dimension, the plane (2-D: the line) it pins, across the
## whole box (dashed);
## @item the sparse offsets: a dotted line from the box's corner to the region's
## first corner, labelled with the offsets;
## @item the view's nonzeros (red dots) at their underlying coordinates, and with
## @var{T}, the tensor @var{V} was taken from, its nonzeros (grey circles; of
## more than three dimensions, those in the slice drawn); @var{T} must have the
## underlying size;
## @item in the title, the view's shape and the underlying size, and the
## offsets, fixed and hidden dimensions as @code{viewinfo} gives them (a hidden
## dimension is a size-1 axis of the view only: it has no place in the storage,
## so the title is where it is shown).
## @end itemize
##
## A view's nonzero at view coordinates (i1, @dots{}, iK) is drawn where the
## seed thesis's Algorithm 1 puts it: the hidden dimensions are skipped, a fixed
## dimension contributes offset + 1 and the next active one offset + its view
## coordinate.
##
## A 2-D storage is drawn as a matrix (rows downwards, the second dimension
## across, as @code{spy} does), a 3-D storage as a box with dimensions 1, 2 and 3
## on the x, y and z axes.  Of more dimensions, three are drawn: the active ones
## first, then fixed ones, in the storage's order, or the two or three given as
## @var{dims}; the title lists the others (a fixed one with its coordinate, an
## active one as projected).
##
## Of more than @var{m} nonzeros (by default 20000) of @var{V}, and likewise of
## @var{T}, a random sample of @var{m} is drawn, the same on every call (as in
## @code{spy}); the legend says so.
##
## The handle @var{h} is a struct of the graphics objects, each also tagged with
## its field name: @code{parent_box}, @code{region}, @code{entries},
## @code{parent_entries} (empty without @var{T}), @code{fixed_planes} (one per
## fixed drawn dimension) and @code{offset}.  Their XData, YData and ZData are the
## coordinates drawn.  As with @code{plot}, the current axes are used and cleared
## unless @code{hold} is on.
##
## @example
## @group
## ## the seed thesis's figure 5.8/5.9
## T = ndsparse ([1 1 1; 1 2 3; 1 3 2; 2 2 2; 2 1 3], [1; 5; 8; 7; 9], [2 3 3]);
## V = view (T, nd.newaxis (), nd.point (1), nd.interval (2, 3), nd.interval (2, 3));
## viewplot (V, T)
## @end group
## @end example
##
## @seealso{view, viewinfo, spy}
## @end deftypefn

function h = viewplot (V, varargin)

  if (nargin < 1)
    print_usage ();
  endif
  [~, V] = __nds_real_only__ ("viewplot", V);
  [T, dims, max_points] = parse_options (varargin);

  info = viewinfo (V);
  usz = info.underlying_size;
  M = numel (usz);
  fixed = logical (info.fixed);
  offs = info.offsets;
  active = find (! fixed);
  visible = setdiff (1:numel (info.shape), info.hidden);
  if (! isempty (T))
    tsz = size (T);
    tsz(end+1:M) = 1;
    if (numel (tsz) > M || any (tsz != usz))
      error ("ndsparse:size",
             "viewplot: T must be the tensor V is a view of, of V's underlying size %s, not %s",
             mat2str (usz), mat2str (size (T)));
    endif
  endif
  if (isempty (dims))
    dims = sort ([active, find(fixed)](1:min (M, 3)));
  elseif (any (dims > M))
    error ("ndsparse:dims",
           "viewplot: DIMS must be dimensions of V's storage (1 to %d), not %s",
           M, mat2str (dims));
  endif

  ## the region, per underlying dimension: active ones from offset + 0.5 to
  ## offset + length + 0.5 (whole cells), fixed ones at offset + 1
  lo = hi = offs + 1;
  lo(active) = offs(active) + 0.5;
  hi(active) = offs(active) + info.shape(visible) + 0.5;

  ## the view's entries at their underlying coordinates (Algorithm 1)
  [vsubs, ~] = find (V);
  [vsubs, vnote] = sample (vsubs, max_points);
  vsubs(:, end+1:numel (info.shape)) = 1;
  usubs = repmat (offs + 1, rows (vsubs), 1);
  usubs(:, active) = offs(active) + vsubs(:, visible);

  hax = newplot ();
  held = ishold (hax);
  hold (hax, "on");
  unwind_protect
    grey = [0.6 0.6 0.6];
    red = [0.85 0.1 0.1];
    h.parent_box = draw (hax, "parent_box", box_edges (0.5 * ones (1, M), usz + 0.5, dims),
                         "color", grey);
    h.parent_entries = [];
    if (! isempty (T))
      [tsubs, ~] = find (T);
      tsubs(:, end+1:M) = 1;
      ## of more than three dims, only the slice drawn: the undrawn fixed dims at
      ## the view's coordinates
      pinned = setdiff (find (fixed), dims);
      tsubs = tsubs(all (tsubs(:, pinned) == offs(pinned) + 1, 2), :);
      [tsubs, tnote] = sample (tsubs, max_points);
      h.parent_entries = draw (hax, "parent_entries", tsubs(:, dims), "linestyle", "none",
                               "marker", "o", "markersize", 8, "color", grey);
    endif
    h.fixed_planes = [];
    for d = intersect (dims, find (fixed))
      plo = 0.5 * ones (1, M);
      phi = usz + 0.5;
      plo(d) = phi(d) = offs(d) + 1;
      h.fixed_planes(end+1) = draw (hax, "fixed_planes", box_edges (plo, phi, dims),
                                    "color", red, "linestyle", "--");
    endfor
    h.region = draw (hax, "region", box_edges (lo, hi, dims), "color", red,
                     "linewidth", 2, "marker", merge (all (fixed(dims)), "s", "none"));
    h.offset = draw (hax, "offset", [0.5 * ones(1, numel (dims)); lo(dims)],
                     "color", red, "linestyle", ":");
    h.entries = draw (hax, "entries", usubs(:, dims), "linestyle", "none",
                      "marker", "o", "markersize", 6, "color", red,
                      "markerfacecolor", red);
    corner = xyz (lo(dims));
    text (hax, corner{:}, sprintf (" offsets %s", mat2str (offs)), "color", red,
          "verticalalignment", "bottom", "tag", "offset");
  unwind_protect_cleanup
    if (! held)
      hold (hax, "off");
    endif
  end_unwind_protect

  labels = cell (1, numel (dims));
  for q = 1:numel (dims)
    d = dims(q);
    if (fixed(d))
      labels{q} = sprintf ("dim %d (fixed at %d)", d, offs(d) + 1);
    else
      labels{q} = sprintf ("dim %d (offset %d)", d, offs(d));
    endif
  endfor
  limits = [0 * usz(dims); usz(dims) + 1];
  ticks = arrayfun (@(n) merge (n <= 12, 1:n, NaN), usz(dims), "uniformoutput", false);
  if (numel (dims) == 2)
    axis (hax, [limits(:, 2); limits(:, 1)].', "ij");
    set_ticks (hax, {"xtick", "ytick"}, ticks([2 1]));
    ylabel (hax, labels{1});
    xlabel (hax, labels{2});
    ## columns numbered on top, as a matrix is read: the legend below the axes
    ## would cover an x label there
    set (hax, "xaxislocation", "top");
  else
    axis (hax, limits(:).');
    set_ticks (hax, {"xtick", "ytick", "ztick"}, ticks);
    nds_end_tick_labels (hax, {"xtick", "ytick"});
    xlabel (hax, labels{1});
    ylabel (hax, labels{2});
    zlabel (hax, labels{3});
    view (hax, 3);
    grid (hax, "on");
  endif
  ## one line: the gnuplot toolkit cannot print a title of several
  title (hax, sprintf ("view %s of a %s storage: offsets %s, fixed %s, hidden %s",
                       mat2str (info.shape), mat2str (usz), mat2str (offs),
                       mat2str (double (fixed)), mat2str (info.hidden)));
  ## the legend names what the colours are; offsets and fixed dims have labels
  shown = [h.parent_box, h.parent_entries, h.region, h.entries];
  names = {sprintf("storage %s", mat2str (usz))};
  if (! isempty (T))
    names{end+1} = sprintf ("T's nonzeros (%d%s)", numel (get (h.parent_entries, "xdata")),
                            tnote);
  endif
  names{end+1} = ["view region" undrawn(dims, fixed, offs)];
  names{end+1} = sprintf ("view's nonzeros (%d of %d stored%s)", info.nnz, info.stored, vnote);
  legend (hax, shown, names, "location", "southoutside", "fontsize", 8);

  if (nargout == 0)
    clear h;
  endif

endfunction

## [T, dims, max_points]: the optional arguments of viewplot
function [T, dims, max_points] = parse_options (args)
  T = [];
  dims = [];
  max_points = 20000;
  k = 1;
  if (! isempty (args) && isa (args{1}, "ndsparse"))
    T = args{1};
    k = 2;
  endif
  while (k <= numel (args))
    if (! (ischar (args{k}) && any (strcmpi (args{k}, {"dims", "max_points"})))
        || k == numel (args))
      error ("ndsparse:arg",
             "viewplot: expected the parent tensor T, \"dims\", DIMS or \"max_points\", M after V");
    endif
    value = nds_plot_option ("viewplot", args{k}, args{k+1});
    if (strcmpi (args{k}, "dims"))
      dims = value;
    else
      max_points = value;
    endif
    k += 2;
  endwhile
endfunction

## at most m of the rows of subs (a seeded sample), and the legend's note on it
function [subs, note] = sample (subs, m)
  note = "";
  if (rows (subs) > m)
    note = sprintf (", a sample of %d", m);
    subs = subs(nds_sample_rows (rows (subs), m), :);
  endif
endfunction

## the edges of the box [lo, hi] projected on dims, as rows of points with NaN
## rows between the separate edges (a rectangle, or a box's 12 edges)
function P = box_edges (lo, hi, dims)
  lo = lo(dims);
  hi = hi(dims);
  if (numel (dims) == 2)
    P = [lo; hi(1), lo(2); hi; lo(1), hi(2); lo];
  else
    c = @(b) lo + b .* (hi - lo);       # the corner at bits b
    P = [c([0 0 0]); c([1 0 0]); c([1 1 0]); c([0 1 0]); c([0 0 0]); NaN(1, 3);
         c([0 0 1]); c([1 0 1]); c([1 1 1]); c([0 1 1]); c([0 0 1]); NaN(1, 3);
         c([0 0 0]); c([0 0 1]); NaN(1, 3); c([1 0 0]); c([1 0 1]); NaN(1, 3);
         c([1 1 0]); c([1 1 1]); NaN(1, 3); c([0 1 0]); c([0 1 1])];
  endif
endfunction

## the plot coordinates {x, y[, z]} of points given as rows in the drawn dims:
## a matrix's rows go down the y axis and its columns across
function c = xyz (P)
  if (columns (P) == 2)
    c = {P(:, 2), P(:, 1)};
  else
    c = {P(:, 1), P(:, 2), P(:, 3)};
  endif
endfunction

## a line object through the points P (rows, in the drawn dims), tagged
function hl = draw (hax, tag, P, varargin)
  c = xyz (P);
  hl = line (hax, c{:}, "tag", tag, varargin{:});
endfunction

## integer ticks on the axes of at most 12 cells (ticks{k} is NaN for the others)
function set_ticks (hax, names, ticks)
  for k = 1:numel (names)
    if (! isnan (ticks{k}(1)))
      set (hax, names{k}, ticks{k});
    endif
  endfor
endfunction

## the title's note on the dimensions not drawn ("" when all are)
function s = undrawn (dims, fixed, offs)
  s = "";
  others = setdiff (1:numel (fixed), dims);
  parts = cell (1, numel (others));
  for q = 1:numel (others)
    d = others(q);
    if (fixed(d))
      parts{q} = sprintf ("dim %d fixed at %d", d, offs(d) + 1);
    else
      parts{q} = sprintf ("dim %d projected", d);
    endif
  endfor
  if (! isempty (parts))
    s = sprintf (" (not drawn: %s)", strjoin (parts, ", "));
  endif
endfunction

## the drawn points of a line object as rows (x, y[, z]), NaN rows dropped; a
## 2-D line has no zdata
%!function P = points (hl)
%!  P = [get(hl, "xdata")(:), get(hl, "ydata")(:), get(hl, "zdata")(:)];
%!  if (isempty (get (hl, "zdata")) && ! isempty (get (hl, "xdata")))
%!    P = P(:, 1:2);
%!  endif
%!  P = P(! any (isnan (P), 2), :);
%!endfunction

## the subscripts (rows) of the nonzeros of the full array F inside the box
## lo <= subs <= hi, the oracle of what a view holds
%!function S = inside (F, lo, hi)
%!  idx = find (F);
%!  S = cell (1, numel (lo));
%!  [S{:}] = ind2sub (size (F), idx(:));
%!  S = [S{:}];
%!  S = S(all (S >= lo & S <= hi, 2), :);
%!endfunction

%!test
%! ## the seed thesis's figure 5.8/5.9: a hidden new axis, dim 1 fixed at 1,
%! ## dims 2 and 3 from 2 to 3; dim 1 on x, 2 on y, 3 on z
%! T = ndsparse ([1 1 1; 1 2 3; 1 3 2; 2 2 2; 2 1 3], [1; 5; 8; 7; 9], [2 3 3]);
%! V = view (T, nd.newaxis (), nd.point (1), nd.interval (2, 3), nd.interval (2, 3));
%! hf = figure ("visible", "off");
%! unwind_protect
%!   h = viewplot (V, T);
%!   assert (sortrows (points (h.entries)), [1 2 3; 1 3 2]);
%!   assert (sortrows (points (h.parent_entries)),
%!           sortrows ([1 1 1; 1 2 3; 1 3 2; 2 2 2; 2 1 3]));
%!   R = points (h.region);
%!   assert ([min(R); max(R)], [1 1.5 1.5; 1 3.5 3.5]);
%!   B = points (h.parent_box);
%!   assert ([min(B); max(B)], [0.5 0.5 0.5; 2.5 3.5 3.5]);
%!   assert (numel (h.fixed_planes), 1);
%!   P = points (h.fixed_planes);
%!   assert ([min(P); max(P)], [1 0.5 0.5; 1 3.5 3.5]);
%!   assert (points (h.offset), [0.5 0.5 0.5; 1 1.5 1.5]);
%!   assert (findobj (hf, "tag", "entries"), h.entries);
%!   t = get (get (gca, "title"), "string");
%!   assert (! isempty (strfind (t, "view [1 2 2] of a [2 3 3] storage")));
%!   assert (! isempty (strfind (t, "offsets [0 1 1], fixed [1 0 0], hidden 1")));
%!   assert (get (get (gca, "xlabel"), "string"), "dim 1 (fixed at 1)");
%!   assert (get (get (gca, "ylabel"), "string"), "dim 2 (offset 1)");
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!test
%! ## the thesis's figure 5.3: a 2x2 view of a 3x3 matrix, drawn as a matrix
%! ## (rows down the y axis, columns across)
%! A = ndsparse (reshape (1:9, 3, 3).');
%! hf = figure ("visible", "off");
%! unwind_protect
%!   h = viewplot (A(2:3, 2:3), A);
%!   assert (sortrows (points (h.entries)), [2 2; 2 3; 3 2; 3 3]);   # (x, y) = (col, row)
%!   assert (rows (points (h.parent_entries)), 9);
%!   R = points (h.region);
%!   assert ([min(R); max(R)], [1.5 1.5; 3.5 3.5]);
%!   assert (get (gca, "ydir"), "reverse");
%!   assert (isempty (h.fixed_planes));
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!test
%! ## random views and views of views against the same selection on full (T):
%! ## every nonzero of the region is drawn, at its underlying coordinates
%! hf = figure ("visible", "off");
%! unwind_protect
%!   for seed = 1:12
%!     rand ("seed", seed);
%!     sz = 2 + floor (4 * rand (1, 3));
%!     T = ndsprand (sz, 0.4, seed);
%!     F = full (T);
%!     lo = hi = ones (1, 3);
%!     idx = cell (1, 3);
%!     fixed = rand (1, 3) < 0.3;
%!     for d = 1:3
%!       lo(d) = 1 + floor (sz(d) * rand ());
%!       hi(d) = lo(d) + floor ((sz(d) - lo(d) + 1) * rand ());
%!       if (fixed(d))
%!         hi(d) = lo(d);
%!         idx{d} = nd.point (lo(d));
%!       else
%!         idx{d} = nd.interval (lo(d), hi(d));
%!       endif
%!     endfor
%!     V = view (T, idx{:});
%!     if (rand () < 0.5 && ! all (fixed))   # a view of that view: its first active dim narrowed
%!       d = find (! fixed, 1);
%!       k = find (! fixed) == d;
%!       sub = repmat ({":"}, 1, max (sum (! fixed), ndims (V)));
%!       len = 1 + floor ((hi(d) - lo(d)) * rand ());
%!       sub{k} = nd.interval (1, len);
%!       V = view (V, sub{:});
%!       hi(d) = lo(d) + len - 1;
%!     endif
%!     clf (hf);
%!     h = viewplot (V, T);
%!     got = sortrows (points (h.entries));
%!     want = sortrows (inside (F, lo, hi));
%!     if (! isequal (got, want))
%!       error ("viewplot of a random view, seed %d: entries %s, not %s", seed,
%!              mat2str (got), mat2str (want));
%!     endif
%!     R = points (h.region);
%!     want = [lo - 0.5 * ! fixed; hi + 0.5 * ! fixed];
%!     if (! isequal ([min(R); max(R)], want) || numel (h.fixed_planes) != sum (fixed))
%!       error ("viewplot of a random view, seed %d: region %s, not %s", seed,
%!              mat2str ([min(R); max(R)]), mat2str (want));
%!     endif
%!   endfor
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!test
%! ## the thesis's sparse-offset example on a 5-D storage: offsets [1 1 0 3 0],
%! ## dims 1, 2, 5 drawn (the active ones, then the first fixed one), dims 3 and 4
%! ## fixed at 1 and 4 and named in the legend
%! U = ndsprand ([2 3 4 4 5], 0.3, 7);
%! myTensor = view (U, nd.point (2), nd.interval (2, 3), ":", ":", ":");
%! V = view (myTensor, nd.all (), nd.point (1), nd.point (4), nd.all ());
%! hf = figure ("visible", "off");
%! unwind_protect
%!   h = viewplot (V, U);
%!   want = inside (full (U), [2 2 1 4 1], [2 3 1 4 5]);
%!   assert (sortrows (points (h.entries)), sortrows (want(:, [1 2 5])));
%!   assert (sortrows (points (h.parent_entries)),
%!           sortrows (inside (full (U), [1 1 1 4 1], [2 3 1 4 5])(:, [1 2 5])));
%!   R = points (h.region);
%!   assert ([min(R); max(R)], [2 1.5 0.5; 2 3.5 5.5]);
%!   legend_text = get (legend (gca), "string");
%!   assert (any (! cellfun (@isempty, strfind (legend_text, "dim 3 fixed at 1, dim 4 fixed at 4"))));
%!   h = viewplot (V, "dims", [2 4]);
%!   assert (sortrows (points (h.entries)), sortrows (want(:, [4 2])));
%!   assert (isempty (h.parent_entries));
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!test
%! ## a fresh tensor is the identity view: the region is the whole box; an
%! ## all-fixed view is a point; hold on keeps what was drawn
%! T = ndsprand ([4 3], 0.5, 3);
%! hf = figure ("visible", "off");
%! unwind_protect
%!   h = viewplot (T);
%!   assert ([min(points (h.region)); max(points (h.region))], [0.5 0.5; 3.5 4.5]);
%!   assert (rows (points (h.entries)), nnz (T));
%!   hold on;
%!   h2 = viewplot (view (T, 2, 3));
%!   assert (unique (points (h2.region), "rows"), [3 2]);
%!   assert (ishghandle (h.entries));
%!   assert (ishold ());
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!test
%! ## large tensors are drawn from samples of their nonzeros, said in the legend
%! T = ndsprand ([20 20 20], 0.05, 9);       # 400 nonzeros
%! V = T(:, :, 2:20);
%! S = inside (full (T), [1 1 2], [20 20 20]);
%! hf = figure ("visible", "off");
%! unwind_protect
%!   h = viewplot (V, T, "max_points", 50);
%!   P = points (h.entries);
%!   assert (rows (unique (P, "rows")), 50);
%!   assert (all (ismember (P, S, "rows")));
%!   P = points (h.parent_entries);
%!   assert (rows (unique (P, "rows")), 50);
%!   assert (all (ismember (P, inside (full (T), [1 1 1], [20 20 20]), "rows")));
%!   legend_text = get (legend (gca), "string");
%!   assert (any (! cellfun (@isempty, strfind (legend_text, sprintf ("(%d of 400 stored, a sample of 50)", rows (S))))));
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!error id=ndsparse:size viewplot (ndsparse ([1 1 1], 1, [2 2 2])(1, :, :), ndsparse ([1 1], 1, [2 2]))
%!error id=ndsparse:dims viewplot (ndsparse ([1 1 1], 1, [2 2 2]), "dims", [1 1])
%!error id=ndsparse:dims viewplot (ndsparse ([1 1 1], 1, [2 2 2]), "dims", [1 4])
%!error id=ndsparse:dims viewplot (ndsparse ([1 1 1], 1, [2 2 2]), "dims", 1)
%!error id=ndsparse:arg viewplot (ndsparse ([1 1 1], 1, [2 2 2]), 3)
%!error id=ndsparse:arg viewplot (ndsparse ([1 1 1], 1, [2 2 2]), "dims")
%!error id=ndsparse:arg viewplot (ndsparse ([1 1 1], 1, [2 2 2]), "max_points", 0)

%!demo
%! ## A block T(2:5, 3, 2:4) of a 6x5x4 tensor: a view with offsets [1 2 1].
%! ## Indexing keeps the size-1 second dimension, so the view is a 4x1x3 box,
%! ## one cell thick; its dots are the nonzeros it shares with T.
%! T = ndsprand ([6 5 4], 0.3, 5);
%! V = T(2:5, 3, 2:4);
%! viewinfo (V)
%! viewplot (V, T);

%!demo
%! ## squeeze fixes that size-1 dimension: the same entries, a 4x3 view whose
%! ## dim 2 is fixed at 3, drawn in the plane it pins (dashed).
%! T = ndsprand ([6 5 4], 0.3, 5);
%! W = squeeze (T(2:5, 3, 2:4));
%! size (W)
%! viewinfo (W).fixed
%! viewplot (W, T);
