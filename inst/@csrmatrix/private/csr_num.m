## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## x = csr_num (s): a scalar factor as a value: single and double unchanged (single
## with double gives single, as Octave's), any other class as double
function x = csr_num (s)
  if (isfloat (s))
    x = s;
  else
    x = double (s);
  endif
endfunction
