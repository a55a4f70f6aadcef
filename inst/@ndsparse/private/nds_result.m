## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_result (T, s, v, sz, what): a fresh ndsparse (made from the ndsparse T at
## hand) over sorted distinct coordinates s and computed values v, zeros dropped;
## a complex v is an ndsparse:complex error.
function R = nds_result (T, s, v, sz, what)
  if (iscomplex (v))
    error ("ndsparse:complex",
           "%s: the result is complex; complex values are not supported yet", what);
  endif
  if (nnz (v) < numel (v))     # (nnz counts without allocating a mask)
    keep = (v != 0);
    s = s(keep, :);
    v = v(keep);
  endif
  R = nds_reset (T, s, v, sz);
endfunction
