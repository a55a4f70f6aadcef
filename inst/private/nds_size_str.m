## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## s = nds_size_str (sz): the size SZ as Octave prints it in messages, "2x3x4".
function s = nds_size_str (sz)
  s = strjoin (arrayfun (@num2str, sz, "uniformoutput", false), "x");
endfunction
