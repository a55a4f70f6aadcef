## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## x = dnds_class (x, a, ...): x (a sum across ranks, taken in double) as single
## when an operand a, ... is single (single with double gives single), else as is
function x = dnds_class (x, varargin)
  if (any (cellfun (@(a) isa (a, "single") && ! __nds_stored_complex__ (a), varargin)))
    x = single (x);
  endif
endfunction
