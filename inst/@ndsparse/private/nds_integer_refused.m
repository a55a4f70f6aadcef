## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## nds_integer_refused (X, what, name): the error for an integer operand X of the
## operation WHAT, naming it NAME ("an operand" when not given).  An ndsparse holds
## logical, double, single and complex values, and Octave's own sparse matrices
## refuse integer operands ("sparse (1) + int8 (2)" errors), so ndsparse refuses
## them too rather than give a double where Octave's full arrays give a rounded,
## saturated integer.
function nds_integer_refused (X, what, name = "an operand")
  error ("ndsparse:class",
         ["%s: %s is %s; expected double, single or logical: integer operands " ...
          "are refused, as by Octave's sparse matrices: use double (X) for double " ...
          "arithmetic, or full (T) for Octave's integer rules"], what, name, class (X));
endfunction
