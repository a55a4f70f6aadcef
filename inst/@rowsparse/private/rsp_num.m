## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## x = rsp_num (s): a scalar operand as a value: logical as double, single and
## double unchanged (single with double gives single, as Octave's)
function x = rsp_num (s)
  if (islogical (s))
    x = double (s);
  else
    x = s;
  endif
endfunction
