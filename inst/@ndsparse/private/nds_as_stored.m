## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## A = nds_as_stored (A): a full array as a value class the engine stores
## (double, single or logical, real or complex).
function A = nds_as_stored (A)
  if (isa (A, "single") && iscomplex (A) && ! any (imag (A(:)) != 0))
    A = real (A);      # narrowed, as Octave's arrays are
  endif
  if (! islogical (A) && ! isa (A, "double") && ! isa (A, "single"))
    A = double (A);
  endif
endfunction
