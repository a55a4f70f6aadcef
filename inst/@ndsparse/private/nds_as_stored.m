## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## A = nds_as_stored (A): a full array as a value class the engine stores
## (double or logical).
function A = nds_as_stored (A)
  if (! islogical (A) && ! isa (A, "double"))
    A = double (A);
  endif
endfunction
