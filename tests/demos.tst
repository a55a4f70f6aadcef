## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## `demo NAME' runs for every function a teacher reaches for first (issue 28's
## list): each has a demo, and Octave's own demo () runs its first one without
## the "failed" it prints on an error.  (make check runs every demo of every
## file besides; this is the list that must not shrink.)  Figures stay off-screen.

%!test
%! names = {"@ndsparse/ndsparse", "@ndsparse/view", "@ndsparse/viewinfo", ...
%!          "@ndsparse/unfold", "fold", "@ndsparse/ttv", "@ndsparse/ttm", ...
%!          "@ndsparse/mttkrp", "@ndsparse/times", "@ndsparse/sum", "@ndsparse/max", ...
%!          "@ndsparse/cat", "@ndsparse/permute", "@ndsparse/spy", ...
%!          "@ndsparse/viewplot", "ndsparse_tour", "tnsread", "sgd_update", ...
%!          "optparam", "conv2d"};
%! visible = get (0, "defaultfigurevisible");
%! set (0, "defaultfigurevisible", "off");
%! warning ("off", "Octave:gnuplot-graphics", "local");
%! unwind_protect
%!   for k = 1:numel (names)
%!     [~, idx] = test (names{k}, "grabdemo");
%!     if (numel (idx) < 2)
%!       error ("demo %s: no demo", names{k});
%!     endif
%!     out = evalc (sprintf ("demo ('%s', 1)", names{k}));
%!     if (! isempty (regexp (out, 'example \d+: failed', "once")))
%!       error ("demo %s failed:\n%s", names{k}, out);
%!     endif
%!     close all;
%!   endfor
%! unwind_protect_cleanup
%!   set (0, "defaultfigurevisible", visible);
%! end_unwind_protect

%!test
%! ## the seed thesis's figures 5.3, 5.4, 5.8/5.9 and its sparse-offset example
%! ## are each printed and drawn by a demo of view or viewinfo
%! blocks = {};
%! for name = {"@ndsparse/view", "@ndsparse/viewinfo"}
%!   [code, idx] = test (name{1}, "grabdemo");
%!   for k = 1:numel (idx) - 1
%!     blocks{end+1} = code(idx(k):idx(k+1)-1);
%!   endfor
%! endfor
%! for fig = {"figure 5.3", "figure 5.4", "5.8/5.9", "[1 1 0 3 0]"}
%!   drawn = ! cellfun (@isempty, strfind (blocks, fig{1})) ...
%!           & ! cellfun (@isempty, strfind (blocks, "viewplot"));
%!   assert (any (drawn), sprintf ("no demo draws the thesis's %s", fig{1}));
%! endfor
