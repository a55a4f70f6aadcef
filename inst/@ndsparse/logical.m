## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{L} =} logical (@var{T})
## The tensor @var{T} with logical values (an ndsparse).  NaN values are an
## error, as for arrays.
##
## @example
## logical (ndsparse ([1 1; 2 2], [3; -1]))
## @end example
## @seealso{double, full}
## @end deftypefn

function T = logical (T)
  if (any (isnan (T.vals)) || any (isnan (T.pvals)))
    error ("ndsparse:nan", "logical: NaN can't be converted to logical value");
  endif
  T.vals = logical (T.vals);
  T.pvals = logical (T.pvals);
endfunction

%!test
%! T = logical (ndsparse ([1 1; 2 2], [3; -1]));
%! assert (islogical (T));
%! assert (full (T), logical (eye (2)));
%!error id=ndsparse:nan logical (ndsparse ([1 1], NaN))
