## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {f =} __nds_model_fit__ (M, X, cls)
## Internal: the fit method of cpmodel and
## tuckermodel (cls): 1 - norm (X - M) / norm (X) from norm (X), norm (M) and
## innerprod (M, X); norm (M)^2 for an all-zero X (Tensor Toolbox's convention).
## @end deftypefn
function f = __nds_model_fit__ (M, X, cls)
  if (! isa (M, cls))
    error ("ndsparse:class", "fit: M must be a %s", cls);
  endif
  if (isa (X, "ndsparse"))
    normX = norm (X);
  elseif ((isnumeric (X) || islogical (X)) && isreal (X))
    normX = norm (double (X(:)));
  else
    error ("ndsparse:class", "fit: X must be an ndsparse or a real array, not %s", class (X));
  endif
  f = __nds_fit__ (normX, norm (M) ^ 2, innerprod (M, X));
endfunction

%!assert (__nds_model_fit__ (cpmodel ({[1; 0], [1; 0]}), [1 0; 0 0], "cpmodel"), 1)
%!assert (__nds_model_fit__ (cpmodel ({[1; 0], [1; 0]}), [2 0; 0 0], "cpmodel"), 0.5)
%!error id=ndsparse:class __nds_model_fit__ (1, 1, "cpmodel")
%!error id=ndsparse:class __nds_model_fit__ (cpmodel ({1}), {1}, "cpmodel")
