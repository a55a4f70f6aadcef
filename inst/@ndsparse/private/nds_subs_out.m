## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## s = nds_subs_out (s, shape): view entries' int64 subscripts as the double
## nnz-by-ndims matrix that find and friends return (trailing singleton dims
## dropped, at least two columns).
function s = nds_subs_out (s, shape)
  nd = numel (nds_dims (shape));
  s = double (s);
  if (columns (s) >= nd)
    s = s(:, 1:nd);
  else
    s(:, end+1:nd) = 1;
  endif
endfunction
