## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## M = nds_kern_matrix (M, what, name, cplx): a real full double matrix from a
## double, single, logical, sparse, ndsparse or rowsparse argument (complex too
## when cplx is true), or an ndsparse:class error naming it (integer classes too).
function M = nds_kern_matrix (M, what, name, cplx = false)
  if (isa (M, "ndsparse") || isa (M, "rowsparse"))
    M = full (M);
  elseif (isinteger (M))
    nds_integer_refused (M, what, name);
  endif
  if (! (isnumeric (M) || islogical (M)) || (! cplx && ! isreal (M)) || ndims (M) != 2)
    error ("ndsparse:class", "%s: %s must be a %snumeric matrix or vector",
           what, name, merge (cplx, "", "real "));
  endif
  M = double (full (M));
endfunction
