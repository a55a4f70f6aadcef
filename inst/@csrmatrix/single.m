## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{S} =} single (@var{X})
## The csrmatrix @var{X} with single values (MXNet's @code{astype}): the same stored
## entries, each converted as Octave's @code{single} converts it (4 bytes a
## value, rounded to nearest).  The result is still a csrmatrix:
## @code{full (single (@var{X}))} is @code{single (full (@var{X}))}.
##
## @example
## @group
## X = single (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]));
## class (full (X))            # single
## @end group
## @end example
## @seealso{isa, double}
## @end deftypefn
function X = single (X)
  if (nargin != 1)
    print_usage ();
  endif
  X.data = single (X.data);
endfunction

%!test
%! X = csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]);
%! S = single (X);
%! assert (class (S), "csrmatrix");
%! assert (full (S), single (full (X)));
%! assert (isa (S, "single"));
%! assert (isa (single (single (X)), "single"));
%! assert (isa (single (double (X)), "single"));
%!error <Invalid call> single ()
