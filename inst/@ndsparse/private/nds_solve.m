## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_solve (A, B, left): A \ B (left) or A / B of 2-D operands, one at least
## an ndsparse, real or complex, through Octave's sparse solvers (UMFPACK, CHOLMOD,
## SPQR: chosen by Octave from the matrix); a sparse result comes back as an
## ndsparse
function R = nds_solve (A, B, left)
  fn = {"mrdivide", "mldivide"}{left + 1};
  A = as_matrix (A, "A", fn);
  B = as_matrix (B, "B", fn);
  if (left && rows (A) != rows (B) || ! left && columns (A) != columns (B))
    error ("ndsparse:size", "%s: A is %d-by-%d and B is %d-by-%d; %s must agree",
           fn, rows (A), columns (A), rows (B), columns (B),
           {"their columns", "their rows"}{left + 1});
  endif
  if (left)
    R = A \ B;
  else
    R = A / B;
  endif
  if (issparse (R))
    R = ndsparse (R);
  endif
endfunction

## X as a double 2-D matrix (sparse for an ndsparse), or an error naming it
function X = as_matrix (X, name, fn)
  if (isa (X, "ndsparse"))
    if (numel (size (X)) > 2)
      error ("ndsparse:dims", "%s: %s has size %s; a linear solve needs 2-D operands",
             fn, name, mat2str (size (X)));
    endif
    X = double (sparse (X));
  elseif ((isnumeric (X) || islogical (X)) && ndims (X) == 2)
    X = double (X);
  else
    error ("ndsparse:class", "%s: %s must be a 2-D numeric, logical or ndsparse",
           fn, name);
  endif
endfunction
