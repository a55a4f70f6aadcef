## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [X, tensor] = nds_operand (X, what): an operand of an element-wise operation
## WHAT: an ndsparse (a 2-D sparse matrix becomes one), or a full array as double,
## single or logical (nds_as_stored: complex single with no imaginary part narrows).  An integer operand is refused, as
## by Octave's own sparse matrices, except by the logical operators and, or, xor.
function [X, tensor] = nds_operand (X, what)
  tensor = builtin ("isa", X, "ndsparse");     # (@ndsparse/isa: 6 us more a call)
  if (tensor)
    return;
  endif
  if (! (isnumeric (X) || islogical (X)))
    error ("ndsparse:class",
           "%s: operands must be numeric, logical or ndsparse, not %s", what, class (X));
  endif
  if (isinteger (X) && ! any (strcmp (what, {"and", "or", "xor"})))
    nds_integer_refused (X, what);
  endif
  if (issparse (X))
    X = ndsparse (X);
    tensor = true;
  else
    X = nds_as_stored (X);
  endif
endfunction
