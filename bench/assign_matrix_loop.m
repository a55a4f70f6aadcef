## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## S = assign_matrix_loop (S, i, j, v): S(i(k), j(k)) = v(k), one at a time, the
## same loop on an Octave sparse matrix.
function S = assign_matrix_loop (S, i, j, v)
  for k = 1:numel (i)
    S(i(k), j(k)) = v(k);
  endfor
endfunction
