## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## c = nds_ttmc_cells (sz, U, n): the number of elements of nds_ttmc's result for
## a tensor of size sz: sz(n) times the product of columns (U{d}), d != n, with
## sz(d) for U{d} = [] (0-by-0) (the identity).
function c = nds_ttmc_cells (sz, U, n)
  c = sz(n);
  for d = [1:n-1, n+1:numel(sz)]
    if (isequal (size (U{d}), [0 0]))
      c *= sz(d);
    else
      c *= columns (U{d});
    endif
  endfor
endfunction
