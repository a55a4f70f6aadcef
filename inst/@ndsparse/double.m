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
  elseif (__nds_stored_complex__ (T))
    T = __nds_plain__ (T);    # complex (R, 0) narrows, as Octave's double (complex (1, 0))
  endif
endfunction

%!test
%! ## complex values: kept as they are, but complex (R, 0) narrows, as for full arrays
%! R = ndsparse ([1 1 1; 2 3 2], [1; 2], [2 3 2]);
%! assert (iscomplex (double (complex (R, 0))), iscomplex (double (complex (full (R), 0))));
%! assert (iscomplex (double (complex (R, 2 * R))), true);
%! assert (full (double (complex (R, 2 * R))), complex (full (R), 2 * full (R)));
%! assert (class (full (double (complex (single (R), 0)))), "double");
%! Z = complex (R, 0);
%! assert (! iscomplex (double (Z)) && iscomplex (Z));    # (Z itself keeps its mark)
%!test
%! T = double (ndsparse ([1 1; 2 2], true));
%! assert (isnumeric (T));
%! assert (full (T), eye (2));
