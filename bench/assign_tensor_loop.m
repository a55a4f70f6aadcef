## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## T = assign_tensor_loop (T, q, v): T(q(k,1), q(k,2), q(k,3)) = v(k), one at a time,
## as a user's loop writes it.
function T = assign_tensor_loop (T, q, v)
  for k = 1:rows (q)
    T(q(k, 1), q(k, 2), q(k, 3)) = v(k);
  endfor
endfunction
