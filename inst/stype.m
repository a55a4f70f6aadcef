## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{s} =} stype (@var{X})
## The storage type of @var{X} in MXNet's words: @code{"default"} for a full
## array, @code{"csr"} for a @code{csr}, @code{"row_sparse"} for a
## @code{rowsparse}, @code{"coo"} for an ndsparse and @code{"csc"} for an Octave
## sparse matrix.  Anything else is an @code{ndsparse:stype} error.
##
## @example
## @group
## stype (eye (2))             # default
## stype (csr (eye (2)))       # csr
## stype (sparse (eye (2)))    # csc
## @end group
## @end example
## @seealso{tostype, cast_storage, csr, rowsparse, ndsparse}
## @end deftypefn

function s = stype (X)
  if (nargin != 1)
    print_usage ();
  endif
  if (isa (X, "csrmatrix"))
    s = "csr";
  elseif (isa (X, "rowsparse"))
    s = "row_sparse";
  elseif (isa (X, "ndsparse"))
    s = "coo";
  elseif (issparse (X))
    s = "csc";
  elseif ((isnumeric (X) || islogical (X)) && ! isobject (X))
    s = "default";
  else
    error ("ndsparse:stype", "stype: X must be an array, not %s", class (X));
  endif
endfunction

%!assert (stype (eye (2)), "default")
%!assert (stype (true), "default")
%!assert (stype (csr (eye (2))), "csr")
%!assert (stype (rowsparse (eye (2))), "row_sparse")
%!assert (stype (ndsparse (eye (2))), "coo")
%!assert (stype (sparse (eye (2))), "csc")
%!error <X must be an array, not cell> stype ({1})
%!error <Invalid call> stype ()
