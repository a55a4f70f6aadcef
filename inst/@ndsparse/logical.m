## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{L} =} logical (@var{T})
## The tensor @var{T} with logical values (an ndsparse): true where @var{T} is
## nonzero, a complex value included.  NaN values (a NaN part of a complex one) are
## an error, as for arrays.
##
## @example
## logical (ndsparse ([1 1; 2 2], [3; -1]))
## @end example
## @seealso{double, full}
## @end deftypefn

function T = logical (T)
  [s, v, shape] = nds_entries (T);    # a view's own entries, not its parent's
  if (any (isnan (v)))
    error ("ndsparse:nan", "logical: NaN can't be converted to logical value");
  endif
  T = nds_reset (T, s, logical (v), shape);
endfunction

%!test
%! T = logical (ndsparse ([1 1; 2 2], [3; -1]));
%! assert (islogical (T));
%! assert (full (T), logical (eye (2)));
%!error id=ndsparse:nan logical (ndsparse ([1 1], NaN))
%!test
%! ## a view converts its own entries: a NaN of its parent's outside it is no error
%! P = ndsparse ([1 0 NaN; 0 2 0]);
%! V = P(:, 1:2);
%! assert (full (logical (V)), logical ([1 0; 0 1]));
%! W = view (P, 2, ":");
%! assert (full (logical (W)), logical ([0; 1; 0]));
%! P(1, 4) = 5;               # pending
%! assert (full (logical (P(1, [1 4]))), true (1, 2));
