## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## nds_integer_refused (X, what): the error for an integer operand X of the
## operation WHAT.  An ndsparse holds double or logical values, and Octave's own
## sparse matrices refuse integer operands ("sparse (1) + int8 (2)" errors), so
## ndsparse refuses them too rather than give a double where Octave's full arrays
## give a rounded, saturated integer.
function nds_integer_refused (X, what)
  error ("ndsparse:class",
         ["%s: an operand is %s; integer operands are refused, as by Octave's " ...
          "sparse matrices: use double (X) for double arithmetic, or full (T) " ...
          "for Octave's integer rules"], what, class (X));
endfunction
