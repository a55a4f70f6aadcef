## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{S} =} double (@var{X})
## The csrmatrix @var{X} with double values (MXNet's @code{astype}): the same stored
## entries, each converted as Octave's @code{double} converts it.  The result is still a csrmatrix:
## @code{full (double (@var{X}))} is @code{double (full (@var{X}))}.
##
## @example
## @group
## X = double (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]));
## class (full (X))            # double
## @end group
## @end example
## @seealso{isa, single}
## @end deftypefn
function X = double (X)
  if (nargin != 1)
    print_usage ();
  endif
  X.data = double (X.data);
endfunction

%!test
%! X = csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]);
%! S = double (X);
%! assert (class (S), "csrmatrix");
%! assert (full (S), double (full (X)));
%! assert (isa (S, "double"));
%! assert (isa (double (single (X)), "double"));
%! assert (isa (double (double (X)), "double"));
%!error <Invalid call> double ()
