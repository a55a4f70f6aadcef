## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [m, n] = nds_matrix_size (X, name, fn, what): the 2-D size of operand NAME of
## FN (an ndsparse, or a numeric or logical array, real or complex), or an ndsparse:class or
## ndsparse:dims error naming it; WHAT says what needs 2-D operands.
function [m, n] = nds_matrix_size (X, name, fn, what)
  if (isa (X, "ndsparse"))
    sz = nds_dims (__nds_viewparts__ (X));
  elseif (isnumeric (X) || islogical (X))
    sz = size (X);
  else
    error ("ndsparse:class", "%s: %s must be numeric, logical or ndsparse", fn, name);
  endif
  if (numel (sz) > 2)
    error ("ndsparse:dims", "%s: %s has size %s; %s needs 2-D operands",
           fn, name, mat2str (sz), what);
  endif
  m = sz(1);
  n = sz(2);
endfunction
