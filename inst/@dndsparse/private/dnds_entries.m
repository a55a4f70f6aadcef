## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [subs, vals] = dnds_entries (T, N): T's entries as int64 subscripts with N columns
## (find trims trailing singleton modes: they are 1) and a column of values
function [subs, vals] = dnds_entries (T, N)
  [s, vals] = find (T);
  vals = vals(:);
  subs = ones (numel (vals), N, "int64");
  subs(:, 1:columns (s)) = s;
endfunction
