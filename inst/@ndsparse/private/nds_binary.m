## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_binary (A, B, f, what): the element-wise operation f (a handle taking
## two arrays) on any two operands, at least one an ndsparse, with Octave's
## automatic broadcasting.  A + B, A - B, A .* B, A ./ B and A .\ B of two
## ndsparse, or of an ndsparse and a full array, are not here: the value type
## computes them; what comes here is .^, the comparisons, and, or, xor, max, min
## and bsxfun with any other function, and the operands the value type leaves to
## the m-methods (sparse matrices, integers, char).  The operands' classes are
## checked and converted here (nds_operand); the rest is the container's pair op
## (__nds_pair__, src/tensor nds_pair_apply and nds_pair_full: a full array is read
## in place at the tensor's entries), f computing the values: the result is an
## ndsparse when f maps the implicit zeros to zero, and a full array otherwise
## (after nds_dense_check).  pow true: f is .^, whose implicit zeros follow
## Octave's full .^ (power.m).
function R = nds_binary (A, B, f, what, pow = false)
  A = nds_operand (A, what);
  B = nds_operand (B, what);
  R = __nds_pair__ (A, B, f, what, false, pow);
endfunction
