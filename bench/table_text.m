## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## s = table_text (r, info, style): run_bench's rows r as one table, as text for
## the terminal (style "text": warm and cold column groups, the peak memory, a
## legend) or as Markdown (style "markdown", for README_table.md), followed by a
## summary against the targets of the speed issue: ahead of every peer by 2x,
## within 2x of the floor, and the operations behind a peer.  Columns: ndsparse's
## time, each peer's time over it, ndsparse's time over its floor
## (bench/row_ratios.m), warm and cold; a column with no value is left out.
function s = table_text (r, info, style)
  x = row_ratios (r, info.bw, info.fresh);
  col = @(f) reshape ([r.(f)], [], 1);
  ## group, terminal header, Markdown header, values, format
  cols = {"warm", "ndsparse s", "warm s",       col("nds"),      "time";
          "warm", "x oct",      "×Octave",      x.octave,        "ratio";
          "warm", "x rsb",      "×librsb",      x.rsb,           "ratio";
          "warm", "x py",       "×pydata",      x.pydata,        "ratio";
          "warm", "x floor",    "×floor",       x.xfloor,        "ratio";
          "cold", "ndsparse s", "cold s",       col("nds_cold"), "time";
          "cold", "x oct",      "cold ×Octave", x.octave_cold,   "ratio";
          "cold", "x rsb",      "cold ×librsb", x.rsb_cold,      "ratio";
          "cold", "x py",       "cold ×pydata", x.pydata_cold,   "ratio";
          "cold", "x floor",    "cold ×floor",  x.xfloor_cold,   "ratio"};
  if (strcmp (style, "text"))
    cols(end+1, :) = {"", "peak MB", "", col("mem") / 2^20, "time"};
  endif
  keep = cellfun (@(v) any (! isnan (v)), cols(:, 4));
  keep(1) = true;
  cols = cols(keep, :);
  cells = cell (numel (r), rows (cols));
  for c = 1:rows (cols)
    cells(:, c) = arrayfun (@cell3, cols{c, 4}, "uniformoutput", false);
  endfor
  if (strcmp (style, "text"))
    s = text_table ({r.op}, cols, cells);
  else
    s = markdown_table ({r.op}, cols, cells);
  endif
  s = [s, summary(r, x, style)];
endfunction

function s = text_table (ops, cols, cells)
  w = max (cellfun (@numel, [{"op"}, ops]));
  cw = 11;
  groups = {"warm", "warm (median)"; "cold", "cold (first call)"};
  s = sprintf ("%-*s", w, "");
  for g = 1:rows (groups)
    n = nnz (strcmp (cols(:, 1), groups{g, 1}));
    if (n > 0)
      label = groups{g, 2}(1:min (end, n * cw - 2));
      s = [s, "  ", label, repmat(" ", 1, n * cw - 2 - numel (label))];
    endif
  endfor
  cell_fmt = sprintf ("%%%ds", cw);
  s = [deblank(s), "\n", sprintf("%-*s", w, "op"), sprintf(cell_fmt, cols{:, 2}), "\n"];
  for k = 1:numel (ops)
    s = [s, sprintf("%-*s", w, ops{k}), sprintf(cell_fmt, cells{k, :}), "\n"];
  endfor
  s = [s, "seconds; x oct, x rsb, x py: the time of Octave's sparse, librsb, pydata/sparse over\n", ...
       "ndsparse's (above 1: ndsparse faster); x floor: ndsparse's time over the read bound plus\n", ...
       "the result's new bytes at the fresh-memory rate; peak MB: the measured growth of the\n", ...
       "resident size during the op (a lower bound)\n"];
endfunction

function s = markdown_table (ops, cols, cells)
  s = ["| op |", sprintf(" %s |", cols{:, 3}), "\n|---|", repmat("---:|", 1, rows (cols)), "\n"];
  for k = 1:numel (ops)
    s = [s, "| `", strrep(ops{k}, "|", "\\|"), "` |", sprintf(" %s |", cells{k, :}), "\n"];
  endfor
endfunction

## How many operations are ahead of every peer by 2x or more, and within 2x of
## their floor, warm and cold; those behind a peer (x < 1).
function s = summary (r, x, style)
  lines = {};
  behind = {};
  for kind = {"", "_cold"}
    ratios = [x.(["octave" kind{1}]), x.(["rsb" kind{1}]), x.(["pydata" kind{1}])];
    worst = min (ratios, [], 2);          # min ignores NaN: the slowest peer's ratio
    has_peer = ! isnan (worst);
    fl = x.(["xfloor" kind{1}]);
    when = merge (isempty (kind{1}), "warm", "cold");
    if (any (has_peer) || any (! isnan (fl)))
      lines{end+1} = sprintf ("%s: ahead of every peer by 2x or more in %d of %d ops with a peer; within 2x of the floor in %d of %d streaming ops",
                              when, nnz (worst >= 2), nnz (has_peer), nnz (fl <= 2),
                              nnz (! isnan (fl)));
    endif
    slow = find (worst < 1);
    if (! isempty (slow))
      behind{end+1} = sprintf ("behind a peer, %s: %s", when,
                               strjoin (arrayfun (@(k) sprintf ("%s (%.2g)", r(k).op, worst(k)),
                                                  slow(:).', "uniformoutput", false), ", "));
    endif
  endfor
  lines = [lines, behind];
  if (isempty (lines))
    s = "";
  elseif (strcmp (style, "text"))
    s = sprintf ("%s\n", lines{:});
  else
    s = ["\n", sprintf("%s.\n\n", lines{:})];
  endif
endfunction

## A table cell: 3 significant digits, "-" for NaN.
function s = cell3 (x)
  if (isnan (x))
    s = "-";
  else
    s = sprintf ("%.3g", x);
  endif
endfunction

%!shared r, info
%! r = struct ("op", {"T+T", "norm"}, "nds", {2, 4}, "octave", {4, NaN}, "rsb", NaN,
%!             "pydata", {1, NaN}, "nds_cold", {3, 5}, "octave_cold", NaN,
%!             "rsb_cold", NaN, "pydata_cold", {30, NaN}, "bytes", {100, NaN},
%!             "out", {50, 8}, "mem", {200, 0});
%! info = struct ("bw", 100, "fresh", 10);
%!test
%! ## Markdown: no librsb column (no value), warm and cold ratios, the summary
%! s = strsplit (table_text (r, info, "markdown"), "\n");
%! assert (s{1}, "| op | warm s | ×Octave | ×pydata | ×floor | cold s | cold ×pydata | cold ×floor |");
%! assert (s{3}, "| `T+T` | 2 | 2 | 0.5 | 0.333 | 3 | 10 | 0.5 |");
%! assert (s{4}, "| `norm` | 4 | - | - | - | 5 | - | - |");
%! assert (any (strcmp (s, "warm: ahead of every peer by 2x or more in 0 of 1 ops with a peer; within 2x of the floor in 1 of 1 streaming ops.")));
%! assert (any (strcmp (s, "behind a peer, warm: T+T (0.5).")));
%!test
%! ## text: a column per value, the peak in MB, the op names in full
%! s = strsplit (table_text (r, info, "text"), "\n");
%! assert (s{2}, "op   ndsparse s      x oct       x py    x floor ndsparse s       x py    x floor    peak MB");
%! assert (regexp (s{3}, '^T\+T +2 +2 +0\.5 +0\.333 +3 +10 +0\.5 +0\.000191$'), 1);
