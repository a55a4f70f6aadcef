## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {} spy (@var{T})
## @deftypefnx {ndsparse} {} spy (@dots{}, @var{markersize})
## @deftypefnx {ndsparse} {} spy (@dots{}, @var{line_spec})
## @deftypefnx {ndsparse} {} spy (@dots{}, "modes", @var{modes})
## @deftypefnx {ndsparse} {} spy (@dots{}, "max_points", @var{m})
## @deftypefnx {ndsparse} {@var{h} =} spy (@dots{})
## Plot where the nonzeros of the sparse tensor @var{T} are: Octave's
## @code{spy} for tensors.
##
## @table @asis
## @item two dimensions
## as Octave's @code{spy (sparse (@var{T}))}: a marker at (column, row) for each
## nonzero, rows counted downwards, @code{nnz} under the axes (not in the title);
## @item three dimensions
## a 3-D scatter, one dot per nonzero at (i, j, k) on axes named
## @code{"mode 1"}, @code{"mode 2"}, @code{"mode 3"}, coloured by value (the
## colour bar gives the scale; a logical tensor is drawn in one colour);
## @item more than three dimensions
## the mode-1 unfolding: the rows are mode 1 and the columns modes 2 to N,
## numbered in column-major order as @code{unfold (@var{T}, 1)} numbers them.
## @end table
##
## With @code{"modes"}, a vector of two or three distinct modes, only those
## modes are drawn (in that order: the first is the rows of a 2-D picture, the x
## axis of a 3-D one); the entries are projected onto them, so entries that differ
## only in the other modes share a dot, and the title says so.
##
## A view (see @code{view}) shows only its own entries, in its own coordinates.
## A tensor with more than @var{m} nonzeros (by default 20000) is drawn from a
## random sample of @var{m} of them, which the title states; the sample is the
## same on every call (it is drawn with a fixed seed, and the caller's random
## stream is left as it was).
##
## The axes run from 0.5 to the mode's size + 0.5, with a tick at each
## coordinate of a mode of at most 12; markers are large for up to 50 nonzeros,
## medium below 1000 and small above, unless @var{markersize} is given.
##
## @var{markersize} and @var{line_spec} are those of Octave's @code{spy}; in
## 3-D a @var{line_spec} draws plain markers of its colour instead of colouring
## by value.  The handle @var{h} is the plotted object: its XData, YData and
## ZData hold the coordinates drawn (in 3-D its CData the values).  As with
## @code{plot}, the current axes are used and cleared unless @code{hold} is on.
##
## @example
## @group
## T = ndsprand ([30 20 10], 0.01, 1);
## spy (T)                      # 60 dots in a 30x20x10 box, coloured by value
## spy (T(:, :, 4))             # a slice: its nonzeros as a 30x20 matrix
## spy (T, "modes", [1 3])      # modes 1 and 3, mode 2 projected
## @end group
## @end example
##
## @seealso{viewplot, find, view, unfold}
## @end deftypefn

function h = spy (T, varargin)

  if (nargin < 1)
    print_usage ();
  endif
  [~, T] = __nds_real_only__ ("spy", T);
  [markersize, line_spec, modes, max_points] = parse_options (varargin);

  sz = size (T);
  N = numel (sz);
  if (isempty (modes))
    modes = 1:N;
  elseif (any (modes > N))
    error ("ndsparse:dims",
           "spy: MODES must be modes of T (1 to %d), not %s", N, mat2str (modes));
  endif

  [subs, vals] = find (T);
  total = rows (subs);
  note = "";
  if (total > max_points)
    keep = nds_sample_rows (total, max_points);
    subs = subs(keep, :);
    vals = vals(keep);
    ## short: a longer title is clipped at the figure's edges (gnuplot)
    note = sprintf (", %d drawn (a sample)", max_points);
  endif
  if (columns (subs) < N)
    subs(:, end+1:N) = 1;       # the trailing size-1 modes of a view
  endif

  others = setdiff (1:N, modes);
  if (! isempty (others))
    note = sprintf ("%s; mode%s %s projected", note, "s"(numel (others) > 1),
                    strjoin (arrayfun (@num2str, others, "uniformoutput", false), ", "));
  endif
  if (numel (modes) > 3)            # the mode-1 unfolding
    stride = cumprod ([1, sz(2:end-1)]);
    ncols = prod (sz(2:end));
    if (ncols > flintmax ())
      error ("ndsparse:toolarge",
             "spy: the mode-1 unfolding of T has %g columns, over 2^53; choose modes with spy (T, \"modes\", [...])",
             ncols);
    endif
    coords = [subs(:, 1), 1 + (subs(:, 2:end) - 1) * stride.'];
    extent = [sz(1), ncols];
    labels = {"mode 1", sprintf("modes 2-%d (column-major)", N)};
    note = [note ", drawn as its mode-1 unfolding"];
  else
    coords = subs(:, modes);
    extent = sz(modes);
    labels = arrayfun (@(m) sprintf ("mode %d", m), modes, "uniformoutput", false);
  endif

  what = "ndsparse";
  if (viewinfo (T).shares)
    what = "ndsparse view";
  endif
  ## a 2-D picture says nnz under the axes (as Octave's spy), a 3-D one in the title
  heading = sprintf ("%s %s%s%s", strjoin (cellstr (num2str (sz(:))), "x"), what,
                     merge (columns (coords) == 2, "", sprintf (", nnz = %d", total)), note);

  if (columns (coords) == 2)
    hplot = draw_2d (coords, extent, markersize, line_spec, total);
    ylabel (labels{1});
    xlabel (sprintf ("%s      nnz = %d", labels{2}, total));
  else
    hplot = draw_3d (coords, vals, extent, markersize, line_spec, total);
    xlabel (labels{1});
    ylabel (labels{2});
    zlabel (labels{3});
  endif
  title (heading);

  if (nargout > 0)
    h = hplot;
  endif

endfunction

## [markersize, line_spec, modes, max_points]: the optional arguments of spy
function [markersize, line_spec, modes, max_points] = parse_options (args)
  markersize = [];
  line_spec = "";
  modes = [];
  max_points = 20000;
  k = 1;
  while (k <= numel (args))
    arg = args{k};
    if (ischar (arg) && any (strcmpi (arg, {"modes", "max_points"})))
      if (k == numel (args))
        error ("ndsparse:arg", "spy: \"%s\" needs a value", arg);
      endif
      value = nds_plot_option ("spy", arg, args{k+1});
      if (strcmpi (arg, "modes"))
        modes = value;
      else
        max_points = value;
      endif
      k += 2;
    elseif (ischar (arg))
      line_spec = arg;
      k += 1;
    elseif (isnumeric (arg) && isreal (arg) && isscalar (arg) && arg > 0)
      markersize = double (arg);
      k += 1;
    else
      error ("ndsparse:arg",
             "spy: expected a marker size, a line spec, \"modes\" or \"max_points\" after T");
    endif
  endwhile
endfunction

## Octave's 2-D spy of the (row, column) pairs in coords
function h = draw_2d (coords, extent, markersize, line_spec, total)
  marker = merge (total < 1000, "*", ".");
  if (numel (line_spec) < 2)
    line_spec = [marker, line_spec];   # as Octave's spy: one character adds to it
  endif
  if (isempty (markersize))
    markersize = marker_size (total);
  endif
  h = plot (coords(:, 2), coords(:, 1), line_spec, "markersize", markersize);
  axis ([0.5, extent(2) + 0.5, 0.5, extent(1) + 0.5], "ij");
  integer_ticks ("xtick", extent(2));
  integer_ticks ("ytick", extent(1));
endfunction

## the default marker size: large for a few points, small for many
function m = marker_size (total)
  if (total <= 50)
    m = 12;
  elseif (total < 1000)
    m = 6;
  else
    m = 3;
  endif
endfunction

## ticks at every coordinate 1..n of a short mode (the default ticks otherwise)
function integer_ticks (which, n)
  if (n <= 12)
    set (gca, which, 1:n);
  endif
endfunction

## a 3-D scatter of the (i, j, k) triples in coords, coloured by vals
function h = draw_3d (coords, vals, extent, markersize, line_spec, total)
  if (isempty (markersize))
    markersize = marker_size (total);
  endif
  if (isempty (line_spec))
    if (islogical (vals))
      colour = [0 0.447 0.741];
    else
      colour = double (vals);
    endif
    h = scatter3 (coords(:, 1), coords(:, 2), coords(:, 3), markersize ^ 2, colour,
                  "filled");
    if (! islogical (vals))
      colorbar ();
    endif
  else
    if (numel (line_spec) == 1)
      line_spec = ["o", line_spec];
    endif
    h = plot3 (coords(:, 1), coords(:, 2), coords(:, 3), line_spec,
               "markersize", markersize);
  endif
  axis ([0.5, extent(1) + 0.5, 0.5, extent(2) + 0.5, 0.5, extent(3) + 0.5]);
  integer_ticks ("xtick", extent(1));
  integer_ticks ("ytick", extent(2));
  integer_ticks ("ztick", extent(3));
  nds_end_tick_labels (gca, {"xtick", "ytick"});
  grid ("on");
endfunction

## the subscripts (rows) and values of the nonzeros of the full array F: the
## oracle of what spy draws
%!function [S, v] = nonzeros_of (F)
%!  idx = find (F);
%!  S = cell (1, max (ndims (F), 2));
%!  [S{:}] = ind2sub (size (F), idx(:));
%!  S = [S{:}];
%!  v = F(idx(:));
%!endfunction

%!test
%! ## 3-D: one dot per nonzero at (i, j, k), coloured by value; duplicates summed
%! ## and explicit zeros dropped by the constructor never show
%! T = ndsparse ([1 1 1; 2 3 4; 1 1 1; 3 2 1; 2 2 2], [1; 5; 2; 0; -3], [3 3 4]);
%! F = full (T);
%! [S, v] = nonzeros_of (F);
%! hf = figure ("visible", "off");
%! unwind_protect
%!   h = spy (T);
%!   P = [get(h, "xdata")(:), get(h, "ydata")(:), get(h, "zdata")(:)];
%!   [P, i] = sortrows (P);
%!   c = get (h, "cdata")(:);
%!   [S, j] = sortrows (S);
%!   assert (P, S);
%!   assert (c(i), v(j));
%!   assert (get (get (gca, "xlabel"), "string"), "mode 1");
%!   assert (get (get (gca, "zlabel"), "string"), "mode 3");
%!   assert (get (get (gca, "title"), "string"), "3x3x4 ndsparse, nnz = 3");
%!   ## the floor axes number their ends only (their labels sit over the
%!   ## middle in gnuplot); every coordinate keeps its tick and grid line
%!   assert (get (gca, "xtick"), 1:3);
%!   assert (get (gca, "xticklabel"), {"1"; ""; "3"});
%!   assert (get (gca, "ztick"), 1:4);
%!   assert (numel (get (gca, "zticklabel")), 4);
%!   assert (get (gca, "zticklabel"){2}, "2");
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!test
%! ## random 3-D tensors, their views and 2-D slices against find (full (.))
%! hf = figure ("visible", "off");
%! unwind_protect
%!   for seed = 1:3
%!     T = ndsprand ([7 5 6], 0.1, seed);
%!     cases = {T, T(2:6, :, :), T(:, :, 4), T(3, :, :), view(T, ":", 2, 2:5)};
%!     for c = 1:numel (cases)
%!       X = cases{c};
%!       F = full (X);
%!       [S, v] = nonzeros_of (F);
%!       clf (hf);
%!       h = spy (X);
%!       if (ndims (F) == 3)
%!         P = [get(h, "xdata")(:), get(h, "ydata")(:), get(h, "zdata")(:)];
%!       else
%!         P = [get(h, "ydata")(:), get(h, "xdata")(:)];   # rows on y, columns on x
%!       endif
%!       if (! isequal (sortrows (P), sortrows (S)))
%!         error ("spy, seed %d, case %d: %s, not %s", seed, c,
%!                mat2str (sortrows (P)), mat2str (sortrows (S)));
%!       endif
%!     endfor
%!   endfor
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!test
%! ## 2-D as Octave's spy: (column, row), rows downwards, nnz under the axes; a
%! ## view says so in the title; a column vector and an empty tensor
%! T = ndsparse ([1 2; 3 1; 3 3; 2 2], [4; 5; 6; 0], [3 4]);
%! hf = figure ("visible", "off");
%! unwind_protect
%!   h = spy (T);
%!   assert (sortrows ([get(h, "xdata")(:), get(h, "ydata")(:)]), [1 3; 2 1; 3 3]);
%!   assert (get (gca, "ydir"), "reverse");
%!   assert (axis (), [0.5 4.5 0.5 3.5]);
%!   assert (! isempty (strfind (get (get (gca, "xlabel"), "string"), "nnz = 3")));
%!   assert (get (h, "marker"), "*");
%!   h = spy (T(2:3, :), "r", 10);
%!   assert (sortrows ([get(h, "xdata")(:), get(h, "ydata")(:)]), [1 2; 3 2]);
%!   assert (get (h, "color"), [1 0 0]);
%!   assert (get (h, "markersize"), 10);
%!   assert (get (get (gca, "title"), "string"), "2x4 ndsparse view");
%!   h = spy (ndsparse ([2; 0; 5]));
%!   assert ([get(h, "xdata")(:), get(h, "ydata")(:)], [1 1; 1 3]);
%!   h = spy (ndsparse ([], [], [3 3 3]));
%!   assert (isempty (get (h, "xdata")));
%!   assert (get (get (gca, "title"), "string"), "3x3x3 ndsparse, nnz = 0");
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!test
%! ## more than three modes: the mode-1 unfolding (the column of (j, k, l) is
%! ## its column-major number); or the chosen modes, the others projected
%! T = ndsprand ([4 3 2 5], 0.2, 11);
%! F = full (T);
%! hf = figure ("visible", "off");
%! unwind_protect
%!   h = spy (T);
%!   [r, c] = find (reshape (F, 4, []));
%!   assert (sortrows ([get(h, "ydata")(:), get(h, "xdata")(:)]), sortrows ([r, c]));
%!   assert (axis (), [0.5 30.5 0.5 4.5]);
%!   assert (! isempty (strfind (get (get (gca, "title"), "string"), "mode-1 unfolding")));
%!   h = spy (T, "modes", [4 1 3]);
%!   S = unique (nonzeros_of (F)(:, [4 1 3]), "rows");
%!   P = unique ([get(h, "xdata")(:), get(h, "ydata")(:), get(h, "zdata")(:)], "rows");
%!   assert (P, S);
%!   assert (get (get (gca, "xlabel"), "string"), "mode 4");
%!   assert (! isempty (strfind (get (get (gca, "title"), "string"), "mode 2 projected")));
%!   h = spy (T, "modes", [2 1]);     # rows: mode 2, columns: mode 1
%!   S = unique (nonzeros_of (F)(:, [2 1]), "rows");
%!   assert (unique ([get(h, "ydata")(:), get(h, "xdata")(:)], "rows"), S);
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!test
%! ## a large tensor is drawn from a sample: the same one each call, distinct
%! ## nonzeros of T, said in the title; the caller's random stream is untouched
%! T = ndsprand ([30 30 30], 0.02, 5);       # 540 nonzeros
%! F = full (T);
%! S = nonzeros_of (F);
%! hf = figure ("visible", "off");
%! unwind_protect
%!   state = rand ("state");
%!   h = spy (T, "max_points", 100);
%!   assert (rand ("state"), state);
%!   P = [get(h, "xdata")(:), get(h, "ydata")(:), get(h, "zdata")(:)];
%!   assert (rows (unique (P, "rows")), 100);
%!   assert (all (ismember (P, S, "rows")));
%!   assert (get (get (gca, "title"), "string"),
%!           "30x30x30 ndsparse, nnz = 540, 100 drawn (a sample)");
%!   h = spy (T, "max_points", 100);
%!   assert ([get(h, "xdata")(:), get(h, "ydata")(:), get(h, "zdata")(:)], P);
%!   h = spy (T > 0.5, "b");          # logical, a line spec: plain blue markers
%!   assert (get (h, "type"), "line");
%!   assert (get (h, "color"), [0 0 1]);
%!   assert (rows (get (h, "xdata")(:)), nnz (T > 0.5));
%! unwind_protect_cleanup
%!   close (hf);
%! end_unwind_protect

%!error id=ndsparse:dims spy (ndsparse ([1 1 1], 1, [2 2 2]), "modes", [1 1])
%!error id=ndsparse:dims spy (ndsparse ([1 1 1], 1, [2 2 2]), "modes", [1 4])
%!error id=ndsparse:dims spy (ndsparse ([1 1 1], 1, [2 2 2]), "modes", 1)
%!error id=ndsparse:dims spy (ndsparse ([1 1 1], 1, [2 2 2]), "modes", [1 2 3 4])
%!error id=ndsparse:arg spy (ndsparse ([1 1 1], 1, [2 2 2]), "modes")
%!error id=ndsparse:arg spy (ndsparse ([1 1 1], 1, [2 2 2]), "max_points", 0)
%!error id=ndsparse:arg spy (ndsparse ([1 1 1], 1, [2 2 2]), {1})
%!error id=ndsparse:arg spy (ndsparse ([1 1 1], 1, [2 2 2]), -1)
%!error id=ndsparse:toolarge spy (ndsparse ([1 1 1 1], 1, [2 2^30 2^30 2^30]))

%!demo
%! ## A 20x20x10 tensor whose nonzeros fill a cone around the diagonal i = j,
%! ## wider in later pages: spy draws one dot per nonzero, coloured by value.
%! [i, j, k] = ndgrid (1:20, 1:20, 1:10);
%! T = ndsparse ((i + j) .* (abs (i - j) < k / 2));
%! nnz (T)
%! spy (T);

%!demo
%! ## A view shows only its own entries, in its own coordinates: page 6 of the
%! ## cone is a 20x20 band matrix, drawn as Octave's spy draws a matrix.
%! [i, j, k] = ndgrid (1:20, 1:20, 1:10);
%! T = ndsparse ((i + j) .* (abs (i - j) < k / 2));
%! P = T(:, :, 6);
%! size (P), nnz (P)
%! spy (P);

%!demo
%! ## Four modes: by default the mode-1 unfolding (columns are modes 2-4 in
%! ## column-major order); with "modes", three of them, the fourth projected.
%! T = ndsprand ([8 6 5 4], 0.05, 3);
%! axes ("position", [0.13 0.66 0.78 0.27]);   # room for the labels between
%! spy (T, 6); title ("the mode-1 unfolding");
%! axes ("position", [0.13 0.06 0.78 0.42]);
%! spy (T, "modes", [1 2 4]); title ("modes 1, 2, 4");

%!demo
%! ## 160000 random nonzeros: spy draws a sample of 20000 (the same each time)
%! ## and says so in its title.
%! T = ndsprand ([200 200 200], 0.02, 4);
%! nnz (T)
%! spy (T);
