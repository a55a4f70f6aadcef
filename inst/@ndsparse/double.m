## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{D} =} double (@var{T})
## The tensor @var{T} with double values (still an ndsparse; @code{full} makes
## a full array).  Logical @code{true} becomes 1.
##
## @example
## double (ndsparse ([1 1; 2 2], true))
## @end example
## @seealso{logical, full}
## @end deftypefn

function T = double (T)
  if (islogical (T) || nds_is_single (T))
    [s, v, shape] = nds_entries (T);
    T = nds_reset (T, s, double (v), shape);
  endif
endfunction

%!test
%! T = double (ndsparse ([1 1; 2 2], true));
%! assert (isnumeric (T));
%! assert (full (T), eye (2));
