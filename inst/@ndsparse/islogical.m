## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} islogical (@var{T})
## True when the values of @var{T} are logical.
##
## @example
## islogical (ndsparse ([1 1], true))   # true
## @end example
## @seealso{isnumeric, logical}
## @end deftypefn

function tf = islogical (T)
  tf = __nds_storeinfo__ (T);
endfunction

%!assert (islogical (ndsparse ([1 1], true)))
%!assert (! islogical (ndsparse ([1 1], 2)))
%!test
%! ## the class queries (compiled fronts in islogical.oct, iscomplex.oct, ...)
%! ## against the same query of the same index of the full array (a view of
%! ## complex values all real there is real, as Octave's index narrows), for each
%! ## value class, views of views, explicit zeros and an empty tensor
%! A = [0 2 0; 1i 0 0];
%! for c = {@double, @single, @logical, @real, @(x) single (real (x))}
%!   if (isequal (c{1}, @logical)) F = logical (abs (A)); else F = c{1} (A); endif
%!   Z = F([2; 3]) * 0;  E = F([]);
%!   for P = {ndsparse(F), F; ndsparse(F)(:, 2:3), F(:, 2:3); ...
%!            ndsparse(F)(:, 2:3)(1, :), F(:, 2:3)(1, :); ndsparse(F)(2, :), F(2, :); ...
%!            ndsparse([1 1; 2 2], Z, [2 2]), Z; ndsparse([], E, [0 3]), E}.'
%!     [U, G] = P{:};
%!     assert ([islogical(U) isfloat(U) isnumeric(U) iscomplex(U) isreal(U) ...
%!              issparse(U) isa(U, "ndsparse")], ...
%!             [islogical(G) isfloat(G) isnumeric(G) iscomplex(G) isreal(G) true true]);
%!   endfor
%! endfor
%!error <called with too many inputs> islogical (ndsparse ([1 1], 1), 1)
%!error <called with too many inputs> isreal (ndsparse ([1 1], 1), 1)
%!error <called with too many inputs> iscomplex (ndsparse ([1 1], 1), 1)
%!error <called with too many inputs> issparse (ndsparse ([1 1], 1), 1)
%!error <Invalid call to isa> isa (ndsparse ([1 1], 1))
