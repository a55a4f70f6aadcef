## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[M, X, sng] =} __nds_model_operands__ (A, B, cls)
## Internal: the operands of innerprod (A, B) of cpmodel and tuckermodel (cls): M
## the model and X the other operand (A and B swapped when A is not a cls); an
## integer X refused by the package's integer rule, named "B" or, swapped, "A" as
## ndsparse's innerprod names it; sng true when X is single (single with double
## gives single, as Octave's arrays: the result rounded once).
## @end deftypefn
function [M, X, sng] = __nds_model_operands__ (A, B, cls)
  [M, X, name] = deal (A, B, "B");
  if (! isa (A, cls))
    [M, X, name] = deal (B, A, "A");
  endif
  if (isinteger (X))
    __nds_integer_refused__ (X, "innerprod", name);
  endif
  sng = isa (X, "single");
endfunction

%!test
%! M = cpmodel ({[1; 2], [3; 4]});
%! [m, x, sng] = __nds_model_operands__ (M, single (2), "cpmodel");
%! assert (isa (m, "cpmodel") && isequal (x, single (2)) && sng);
%! [m, x, sng] = __nds_model_operands__ (ones (2), M, "cpmodel");
%! assert (isa (m, "cpmodel") && isequal (x, ones (2)) && ! sng);
%!error <innerprod: B is int8> __nds_model_operands__ (cpmodel ({1}), int8 (1), "cpmodel")
%!error <innerprod: A is uint16> __nds_model_operands__ (uint16 (1), tuckermodel (1, {1}), "tuckermodel")
