## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## tf = rsp_scalar (s): true when s is a real finite double, single or logical scalar, an
## operand that maps a rowsparse's zero rows to zero rows under * (and under ./
## when it is also nonzero)
function tf = rsp_scalar (s)
  tf = ! isobject (s) && (isfloat (s) || islogical (s)) && isscalar (s) && isreal (s) ...
       && ! issparse (s) && isfinite (s);
endfunction
