## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Z = nds_join (R, I): the complex result of real parts R and imaginary parts I,
## computed apart (tensors of one size, or full arrays), real when every
## imaginary part is zero, as Octave's arrays narrow.
function Z = nds_join (R, I)
  if (isa (R, "ndsparse") && isa (I, "ndsparse"))
    Z = nds_complex (R, I);
  else
    Z = complex (full (R), full (I));
    if (! any (imag (Z(:)) != 0))
      Z = real (Z);
    endif
  endif
endfunction
