## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@var{a}, @var{U}] =} __nds_model_class__ (@var{a}, @var{U})
## Internal: the value class of cpmodel's and tuckermodel's parts: the weights or
## core @var{a} and the factors of the cell @var{U} (as a column) all single when
## any of them is single (Octave's rule: single with double gives single), else
## all double.
## @end deftypefn
function [a, U] = __nds_model_class__ (a, U)
  cls = "double";
  if (isa (a, "single") || any (cellfun ("isclass", U, "single")))
    cls = "single";
  endif
  a = cast (a, cls);
  U = cellfun (@(A) cast (A, cls), U(:), "uniformoutput", false);
endfunction

%!test
%! [a, U] = __nds_model_class__ ([1; 2], {single(1), int8(2)});
%! assert ({class(a), class(U{1}), class(U{2})}, {"single", "single", "single"});
%! assert (size (U), [2 1]);
%! [a, U] = __nds_model_class__ (true, {int8(2); 3});
%! assert ({class(a), class(U{1}), class(U{2})}, {"double", "double", "double"});
