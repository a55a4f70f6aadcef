## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## C = csr_binop (op, A, B): the element-wise operation op ("plus", "minus",
## "times", "rdivide") with a csr operand, computed on Octave's sparse form of
## every csr operand: a sparse result comes back as a csr, anything else (a full
## matrix, an ndsparse) as Octave gives it.  An integer operand is refused
## (ndsparse:class), as Octave's sparse refuses it.
function C = csr_binop (op, A, B)
  csr_no_integer (op, A, B);
  ## Octave's sparse holds no single: a single operand makes the result single
  sgl = isa (A, "single") || isa (B, "single");   # csr and rowsparse have isa
  if (isa (A, "csrmatrix"))
    A = sparse (A);
  endif
  if (isa (B, "csrmatrix"))
    B = sparse (B);
  endif
  C = feval (op, A, B);
  if (issparse (C))
    C = csr (C);
    if (sgl)
      C.data = single (C.data);
    endif
  elseif (sgl)
    C = single (C);
  endif
endfunction
