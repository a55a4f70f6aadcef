## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{S} =} single (@var{R})
## The rowsparse @var{R} with single values (MXNet's @code{astype}): the same stored
## entries, each converted as Octave's @code{single} converts it (4 bytes a
## value, rounded to nearest).  The result is still a rowsparse:
## @code{full (single (@var{R}))} is @code{single (full (@var{R}))}.
##
## @example
## @group
## R = single (rowsparse ([1 2; 3 4], [2 5], [6 2]));
## class (full (R))            # single
## @end group
## @end example
## @seealso{isa, double}
## @end deftypefn
function R = single (R)
  if (nargin != 1)
    print_usage ();
  endif
  R.data = single (R.data);
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [2 5], [6 2]);
%! S = single (R);
%! assert (class (S), "rowsparse");
%! assert (full (S), single (full (R)));
%! assert (isa (S, "single"));
%! assert (isa (single (single (R)), "single"));
%! assert (isa (single (double (R)), "single"));
%!error <Invalid call> single ()
