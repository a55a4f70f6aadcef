## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_kern_result (T, s, v, shape): a kernel's result from sorted distinct
## nonzero entries: full when more than half its elements are nonzero (as Tensor
## Toolbox does) and ndsparse_config ("max_dense") allows it, else an ndsparse.
function R = nds_kern_result (T, s, v, shape)
  cells = prod (shape);
  if (numel (v) > cells / 2 && nds_full_allowed (cells))
    R = reshape (__nds_dense__ (s, v, shape), nds_dims (shape));
  else
    R = nds_reset (T, s, v, shape);
  endif
endfunction
