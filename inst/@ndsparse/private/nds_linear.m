## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## lin = nds_linear (s, shape, what): column-major linear indices (double, 1-based)
## of the int64 subscript rows s; error when they cannot be exact doubles.
function lin = nds_linear (s, shape, what)
  if (prod (shape) > 2^53)
    error ("ndsparse:toolarge",
           "%s: size %s has more than 2^53 elements, so linear indices are not exact",
           what, mat2str (shape));
  endif
  lin = __nds_linear__ (s, shape);
endfunction
