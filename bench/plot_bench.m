## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ok = plot_bench (results, pngfile): time versus nnz of the main operations
## (up to 9: those measured at more than one size, peers first), ndsparse
## against Octave, librsb and pydata/sparse, saved headless as a PNG.  Returns
## false, with a note, when no graphics toolkit can render here (gnuplot:
## apt install gnuplot-nox fonts-freefont-otf).
function ok = plot_bench (r, pngfile)

  ok = false;
  kits = available_graphics_toolkits ();
  if (any (strcmp (kits, "gnuplot")))
    warning ("off", "Octave:gnuplot-graphics", "local");
    graphics_toolkit ("gnuplot");
  elseif (isempty (kits))
    printf ("no graphics toolkit (apt install gnuplot-nox fonts-freefont-otf): no plot\n");
    return;
  endif
  ops = main_ops (r);
  if (isempty (ops))
    printf ("no operation was measured at two sizes: no plot\n");
    return;
  endif
  peers = {"nds", "ndsparse", "-o", [0 0.45 0.74]; "octave", "Octave sparse", "--s", [0.85 0.33 0.1];
           "rsb", "librsb", "-.d", [0.47 0.67 0.19]; "pydata", "pydata/sparse", ":^", [0.49 0.18 0.56]};
  set (0, "defaultfigurevisible", "off");
  fig = figure ();
  unwind_protect
    nc = ceil (sqrt (numel (ops)));
    nr = ceil (numel (ops) / nc);
    for k = 1:numel (ops)
      ax = subplot (nr, nc, k);
      set (ax, "position", get (ax, "position") .* [1 1 1 0.8]);   # room for titles and key
      rk = r(strcmp ({r.op}, ops{k}));
      [nz, order] = sort ([rk.nnz]);
      rk = rk(order);
      for p = 1:rows (peers)
        t = [rk.(peers{p,1})];
        if (any (! isnan (t)))
          loglog (nz, t, peers{p,3}, "color", peers{p,4}, "linewidth", 1.5);
          hold on;
        endif
      endfor
      hold off;
      set (gca (), "fontsize", 9);
      title (ops{k}, "interpreter", "none");
      xlabel ("nnz");
      ylabel ("seconds");
    endfor
    ## one key for all panels (gnuplot places per-panel legends over the data)
    key = axes ("position", [0 0.955 1 0.04], "visible", "off");
    for p = 1:rows (peers)
      line (key, 0.08 + 0.23 * (p - 1) + [0 0.04], [0.5 0.5], "linestyle", peers{p,3}(1:end-1),
            "marker", peers{p,3}(end), "color", peers{p,4}, "linewidth", 1.5);
      text (key, 0.13 + 0.23 * (p - 1), 0.5, peers{p,2}, "fontsize", 10);
    endfor
    set (key, "xlim", [0 1], "ylim", [0 1]);
    print (fig, pngfile, "-dpng", "-S1400,1000");
    ok = true;
  unwind_protect_cleanup
    close (fig);
  end_unwind_protect

endfunction

## Up to 9 op names measured at two sizes or more, those with a peer first.
function ops = main_ops (r)
  names = {r.op};
  ops = {};
  peered = [];
  for k = 1:numel (r)
    if (! any (strcmp (ops, names{k})) && nnz (strcmp (names, names{k})) > 1)
      ops{end+1} = names{k};
      rk = r(strcmp (names, names{k}));
      peered(end+1) = ! all (isnan ([rk.octave, rk.rsb, rk.pydata]));
    endif
  endfor
  ops = [ops(peered == 1), ops(peered == 0)];
  ops = ops(1:min (9, end));
endfunction
