## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## A = nds_unfold_any (Y, n, N): the mode-n unfolding of the N-way Y, an Octave
## sparse matrix for an ndsparse Y, a full matrix for a full Y (columns in
## column-major order of the other modes).
function A = nds_unfold_any (Y, n, N)
  if (isa (Y, "ndsparse"))
    A = unfold (Y, n);
  else
    sz = size (Y);
    sz(end+1:N) = 1;
    A = reshape (permute (Y, [n, 1:n-1, n+1:N]), sz(n), []);
  endif
endfunction
