## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## s = nds_kind (x): the kind of X for a message, its class with "sparse" and
## "complex" in front where they apply ("sparse double", "complex single", "cell").
function s = nds_kind (x)
  s = class (x);
  if (isnumeric (x) && __nds_stored_complex__ (x))
    s = ["complex " s];
  endif
  if (issparse (x))
    s = ["sparse " s];
  endif
endfunction
