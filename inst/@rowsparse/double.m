## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{S} =} double (@var{R})
## The rowsparse @var{R} with double values (MXNet's @code{astype}): the same stored
## entries, each converted as Octave's @code{double} converts it.  The result is still a rowsparse:
## @code{full (double (@var{R}))} is @code{double (full (@var{R}))}.
##
## @example
## @group
## R = double (rowsparse ([1 2; 3 4], [2 5], [6 2]));
## class (full (R))            # double
## @end group
## @end example
## @seealso{isa, single}
## @end deftypefn
function R = double (R)
  if (nargin != 1)
    print_usage ();
  endif
  R.data = double (R.data);
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [2 5], [6 2]);
%! S = double (R);
%! assert (class (S), "rowsparse");
%! assert (full (S), double (full (R)));
%! assert (isa (S, "double"));
%! assert (isa (double (single (R)), "double"));
%! assert (isa (double (double (R)), "double"));
%!error <Invalid call> double ()
