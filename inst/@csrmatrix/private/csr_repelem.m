## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## out = csr_repelem (v, k): the column of v(1) k(1) times, v(2) k(2) times, ...
## (v and k vectors of one length, k >= 0), in O(numel (k) + sum (k)); empty
## inputs welcome (repelem refuses them)
function out = csr_repelem (v, k)
  k = k(:);
  out = zeros (sum (k), 1);
  nz = (k > 0);
  v = v(:)(nz);
  k = k(nz);
  if (isempty (k))
    return;
  endif
  out(cumsum ([1; k(1:end-1)])) = diff ([0; v]);
  out = cumsum (out);
endfunction
