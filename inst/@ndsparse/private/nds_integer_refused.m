## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## nds_integer_refused (X, what, name): the error for an integer operand X of the
## operation WHAT, naming it NAME ("an operand" when not given).  An ndsparse holds
## logical, double, single and complex values, and Octave's own sparse matrices
## refuse integer operands ("sparse (1) + int8 (2)" errors), so ndsparse refuses
## them too rather than give a double where Octave's full arrays give a rounded,
## saturated integer.  The wording is __nds_integer_refused__'s, which cpmodel's and
## tuckermodel's innerprod raise too.
function nds_integer_refused (X, what, name = "an operand")
  __nds_integer_refused__ (X, what, name);
endfunction
