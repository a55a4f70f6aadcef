## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## sz = nds_dims (shape): the size Octave reports for a view shape: at least two
## dimensions, trailing singleton dimensions beyond the second dropped.
function sz = nds_dims (shape)
  sz = [shape, ones(1, 2 - numel (shape))];
  last = max ([2, find(sz != 1, 1, "last")]);
  sz = sz(1:last);
endfunction
