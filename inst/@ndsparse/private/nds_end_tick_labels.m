## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## nds_end_tick_labels (hax, names): number only the first and the last of the
## ticks NAMES ({"xtick", "ytick"}) of the axes HAX; the ticks and their grid
## lines stay.  In a 3-D plot the gnuplot toolkit prints an axis's label over
## the middle of its tick labels (spy and viewplot of a 6x4x3 tensor: "mode 2"
## on the tick "2"), and it takes no position for the label.
function nds_end_tick_labels (hax, names)
  for k = 1:numel (names)
    t = get (hax, names{k});
    if (numel (t) > 2)
      labels = repmat ({""}, 1, numel (t));
      labels([1 end]) = {num2str(t(1)), num2str(t(end))};
      set (hax, [names{k} "label"], labels);
    endif
  endfor
endfunction
