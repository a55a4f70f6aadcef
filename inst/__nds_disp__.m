## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{str} =} __nds_disp__ (@var{print}, @var{x}, @var{nout})
## Internal: the disp method of the classes that print (rowsparse, csrmatrix,
## cpmodel, tuckermodel, dndsparse): @code{@var{print} (@var{x})} printed when
## @var{nout} is 0, else its text returned and nothing printed, as Octave's
## @code{str = disp (x)} does.
## @end deftypefn
function str = __nds_disp__ (print, x, nout)
  if (nout > 0)
    str = evalc ("print (x)");
  else
    print (x);
  endif
endfunction

%!test
%! f = @(x) printf ("<%d>\n", x);
%! assert (__nds_disp__ (f, 3, 1), "<3>\n");
%! assert (evalc ("s = __nds_disp__ (f, 3, 1);"), "");
%! assert (evalc ("__nds_disp__ (f, 4, 0)"), "<4>\n");
%!test
%! ## every class that prints through it (issue 39's audit: "s = disp (x)" was an
%! ## error for each): the text comes back, nothing is printed
%! T = ndsparse ([1 1 1; 2 2 2], [1; 2]);
%! xs = {rowsparse([1 2; 3 4], [2 5], [6 2]), csr(sparse ([1 0; 0 2])), ...
%!       cp_als(T, 1, "printitn", 0), tucker_als(T, [1 1 1], "printitn", 0), dndsparse(T)};
%! for k = 1:numel (xs)
%!   x = xs{k};
%!   out = evalc ("s = disp (x);");
%!   assert (isempty (out) && strcmp (s, evalc ("disp (x)")) && strncmp (s, class (x), 3),
%!           "%s", class (x));
%! endfor

