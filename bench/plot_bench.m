## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## files = plot_bench (r, info, outdir): the charts of run_bench's tensor rows r,
## drawn off-screen with gnuplot and saved as PNG in OUTDIR; returns their names.
##   speedup_<size>.png  for each size, every operation's speedup over each peer
##                       (peer time / ndsparse time, log axis, lines at 1x and
##                       2x), warm and cold side by side, one colour per peer;
##   floor.png           ndsparse's time over its floor for every streaming
##                       operation, each size warm and cold, lines at 1x and 2x;
##   cold_<size>.png     for each size, the first call in a fresh process beside
##                       the warm median, ndsparse's and pydata/sparse's, in
##                       seconds (when the run measured cold calls).
## Each chart's title names the machine's cores and the bandwidths measured in
## the same run (info: cores, threads, bw, fresh, date, load).  Prints a note
## and draws nothing when no graphics toolkit can render here (gnuplot: apt
## install gnuplot-nox fonts-freefont-otf).
function files = plot_bench (r, info, outdir)
  files = {};
  kits = available_graphics_toolkits ();
  if (! any (strcmp (kits, "gnuplot")))
    printf ("  no charts: gnuplot is missing (apt install gnuplot-nox fonts-freefont-otf)\n");
    return;
  endif
  warning ("off", "Octave:gnuplot-graphics", "local");
  graphics_toolkit ("gnuplot");
  set (0, "defaultfigurevisible", "off");
  r = r(cellfun (@isempty, {r.section}));
  x = row_ratios (r, info.bw, info.fresh);
  machine = sprintf ("%d cores, %d threads, %.1f GB/s reading, %.1f GB/s writing fresh memory; %s, load average %.1f",
                     info.cores, info.threads, info.bw / 1e9, info.fresh / 1e9, info.date,
                     info.load);
  peers = {"octave", "Octave sparse", [0.85 0.33 0.10];
           "rsb",    "librsb",        [0.47 0.67 0.19];
           "pydata", "pydata/sparse", [0.49 0.18 0.56]};
  sizes = unique ([r.suite_size]);
  for n = sizes
    in = [r.suite_size] == n;
    ops = {r(in).op};
    warm = [x.octave(in), x.rsb(in), x.pydata(in)];
    cold = [x.octave_cold(in), x.rsb_cold(in), x.pydata_cold(in)];
    has = any (! isnan ([warm; cold]), 1);
    none = ! any (! isnan ([warm, cold]), 2);
    ops(none) = strcat (ops(none), " (no peer)");
    panels = {warm(:, has), "warm: median of the timed calls"};
    if (any (! isnan (cold(:))))
      panels(end+1, :) = {cold(:, has), "cold: first call in a fresh process"};
    endif
    files{end+1} = fullfile (outdir, sprintf ("speedup_%s.png", size_name (n)));
    chart (files{end}, ops, panels, peers(has, 2), cat (1, peers{has, 3}), 1, [1 2],
           "peer's time / ndsparse's time",
           sprintf ("ndsparse's speedup over each peer, %s nonzeros\nright of the 1x line ndsparse is faster; the dashed line is 2x\n%s",
                    size_name (n), machine));
  endfor

  streaming = unique ({r(! isnan (x.floor)).op}, "stable");
  if (! isempty (streaming))
    F = [];
    names = {};
    shades = [];
    palette = [0.00 0.45 0.74; 0.85 0.33 0.10; 0.49 0.18 0.56; 0.47 0.67 0.19];
    for s = 1:numel (sizes)
      for kind = {"xfloor", "xfloor_cold"}
        col = NaN (numel (streaming), 1);
        in = find ([r.suite_size] == sizes(s));
        [found, at] = ismember (streaming, {r(in).op});
        col(found) = x.(kind{1})(in(at(found)));
        if (any (! isnan (col)))
          F(:, end+1) = col;
          cold = strcmp (kind{1}, "xfloor_cold");
          names{end+1} = sprintf ("%s %s", size_name (sizes(s)), merge (cold, "cold", "warm"));
          c = palette(mod (s - 1, rows (palette)) + 1, :);
          shades(end+1, :) = merge (cold, 1 - 0.45 * (1 - c), c);
        endif
      endfor
    endfor
    files{end+1} = fullfile (outdir, "floor.png");
    chart (files{end}, streaming, {F, ""}, names, shades, 1, [1 2],
           "ndsparse's time / floor (floor: bytes read / read rate + new result bytes / fresh-write rate)",
           sprintf ("ndsparse's time over its floor, streaming operations\ntarget: left of the dashed 2x line\n%s",
                    machine));
  endif

  for n = sizes
    in = [r.suite_size] == n;
    T = [[r(in).nds]; [r(in).nds_cold]; [r(in).pydata]; [r(in).pydata_cold]].';
    if (all (isnan (T(:, 2))))
      continue;
    endif
    has = any (! isnan (T), 1);
    names = {"ndsparse warm", "ndsparse cold", "pydata/sparse warm", "pydata/sparse cold"};
    shades = [0.00 0.45 0.74; 0.55 0.75 0.87; 0.49 0.18 0.56; 0.75 0.59 0.78];
    files{end+1} = fullfile (outdir, sprintf ("cold_%s.png", size_name (n)));
    chart (files{end}, {r(in).op}, {T(:, has), ""}, names(has), shades(has, :), NaN, [],
           "seconds",
           sprintf ("first call in a fresh process (cold) and warm median, %s nonzeros\n%s",
                    size_name (n), machine));
  endfor
endfunction

## One chart of horizontal bars on a log x axis: for each label (top down) a bar
## per column of each panel's matrix (NaN: no bar), in the colours given, from
## BASE (NaN: the axis's left end) to the value; panels side by side with one x
## range, the labels on the left one; vertical lines at MARKS (the first solid,
## the others dashed); the title's lines (the first in bold)
## and a key of the series on top.  Sizes are in pixels of the PNG, fonts
## and label widths as gnuplot's pngcairo draws them there.
function chart (file, labels, panels, names, colours, base, marks, xtext, titletext)
  n = numel (labels);
  values = cell2mat (cellfun (@(v) v(:).', panels(:, 1), "uniformoutput", false).');
  values = values(isfinite (values) & values > 0)(:);
  if (isempty (values))
    values = 1;
  endif
  lo = 10 ^ floor (log10 (min ([values; marks(:)])));
  hi = 10 ^ ceil (log10 (max ([values; marks(:)])));
  if (isnan (base))
    base = lo;
  endif
  width = 1500;
  row = 24;
  top = 215;
  bottom = 95;
  height = top + bottom + row * n;
  labels = tick_labels (labels);
  left = (45 + 11.5 * max (cellfun (@numel, labels))) / width;
  npanel = rows (panels);
  gap = 0.04;
  pw = (0.98 - left - gap * (npanel - 1)) / npanel;
  fig = figure ("position", [0 0 width height]);
  unwind_protect
    for p = 1:npanel
      ax = axes ("position", [left + (p - 1) * (pw + gap), bottom / height, pw, row * n / height]);
      bars (ax, panels{p, 1}, colours, base);
      set (ax, "xscale", "log", "xlim", [lo hi], "ylim", [0.5 n + 0.5], "ydir", "reverse",
           "ytick", 1:n, "yticklabel", {}, "fontsize", 7, "ticklength", [0 0], "xgrid", "on",
           "xminorgrid", "off", "box", "on");
      if (p == 1)
        set (ax, "yticklabel", labels);
      endif
      for k = 1.5:1:n - 0.5
        line (ax, [lo hi], [k k], "color", [0.8 0.8 0.8], "linewidth", 0.5);
      endfor
      for m = 1:numel (marks)
        line (ax, marks([m m]), [0.5 n + 0.5], "color", "k", "linewidth", 2,
              "linestyle", merge (m == 1, "-", "--"));
      endfor
      if (! isempty (panels{p, 2}))
        title (ax, panels{p, 2}, "fontsize", 8, "interpreter", "none");
      endif
      xlabel (ax, xtext, "fontsize", 7, "interpreter", "none");
    endfor
    head = axes ("position", [0 1 - (top - 10) / height, 1, (top - 10) / height],
                 "visible", "off", "xlim", [0 1], "ylim", [0 1]);
    lines = strsplit (titletext, "\n");
    text (head, 0.5, 1 - 25 / (top - 10), lines{1}, "horizontalalignment", "center", "fontsize", 9,
          "fontweight", "bold", "interpreter", "none");
    for k = 2:numel (lines)
      text (head, 0.5, 1 - (5 + 25 * k) / (top - 10), lines{k}, "horizontalalignment", "center",
            "fontsize", 8, "interpreter", "none");
    endfor
    widths = 0.06 + 0.0085 * cellfun (@numel, names);
    x0 = max (0.01, (1 - sum (widths)) / 2);
    for s = 1:numel (names)
      y = 1 - (45 + 25 * numel (lines)) / (top - 10);
      patch (head, x0 + [0 0.025 0.025 0], y + [-0.05 -0.05 0.05 0.05], colours(s, :),
             "edgecolor", "none");
      text (head, x0 + 0.03, y, names{s}, "fontsize", 8, "interpreter", "none");
      x0 += widths(s);
    endfor
    print (fig, file, "-dpng", sprintf ("-S%d,%d", width, height));
  unwind_protect_cleanup
    close (fig);
  end_unwind_protect
endfunction

## Labels as gnuplot's tick labels show them literally: its enhanced text takes _
## ^ { } @ & ~ as markup (a doubled backslash escapes them) and a double quote
## ends the label (a single one stands in).
function labels = tick_labels (labels)
  labels = strrep (regexprep (labels, '([_^{}@&~])', '\\\\$1'), '"', "'");
endfunction

## The bars of V (rows top down, one column per series) in axes ax, from base.
function bars (ax, V, colours, base)
  [n, ns] = size (V);
  slot = 0.84 / ns;
  hold (ax, "on");
  for s = 1:ns
    k = find (isfinite (V(:, s)) & V(:, s) > 0);
    if (isempty (k))
      continue;
    endif
    y0 = k(:).' - 0.42 + (s - 1) * slot;
    v = V(k, s).';
    xs = [base + 0 * v; v; v; base + 0 * v];
    ys = [y0; y0; y0 + slot; y0 + slot];
    patch (ax, xs, ys, colours(s, :), "edgecolor", "none");
  endfor
  hold (ax, "off");
endfunction
