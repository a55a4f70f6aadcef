## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_dl_round (R): a layer's result computed in double for single operands
## (nds_dl_single), rounded once to single; an Octave sparse result (a sparse
## matrix batch's gradient) stays a double sparse matrix of values rounded to
## single, as sparse (T) of a single T is: Octave's sparse has no single
function R = nds_dl_round (R)
  if (issparse (R) && ! isa (R, "ndsparse"))
    R = spfun (@(v) double (single (v)), R);
  else
    R = single (R);
  endif
endfunction
