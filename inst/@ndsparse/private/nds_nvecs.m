## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## V = nds_nvecs (T, n, r, fn): the r leading eigenvectors of the Gram matrix
## Y = X_(n) * X_(n)' of the mode-n unfolding of T (computed sparse), largest
## eigenvalue first, each with its largest-magnitude entry positive (Tensor
## Toolbox's nvecs with flipsign).
function V = nds_nvecs (T, n, r, fn)
  sz = size (T);
  sz(end+1:n) = 1;
  if (r > sz(n))
    error ("ndsparse:decomp", "%s: %d leading vectors of mode %d need R <= size (T, %d) = %d",
           fn, r, n, n, sz(n));
  endif
  if (r == 0)
    V = zeros (sz(n), 0);
    return;
  endif
  V = nds_gram_eig (unfold (T, n), r, fn);
endfunction
