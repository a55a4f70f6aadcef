## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{Y} =} tostype (@var{X}, @var{stype})
## @var{X} converted to the storage type @var{stype} (MXNet's
## @code{X.tostype (stype)}): @code{"default"} (a full array), @code{"csr"},
## @code{"row_sparse"}, @code{"coo"} (an ndsparse) or @code{"csc"} (an Octave
## sparse matrix); the values are unchanged.  @var{X} is any of those five.
## @code{"csr"} and @code{"csc"} need a matrix; a conversion to
## @code{"default"} is an explicit @code{full}.  Errors have the identifier
## @code{ndsparse:stype} (or the target's own).
##
## @example
## @group
## X = tostype ([0 7; 8 9], "csr");
## csrindptr (X)'              # 0 1 3
## stype (tostype (X, "row_sparse"))   # row_sparse
## @end group
## @end example
## @seealso{cast_storage, stype, csr, rowsparse, ndsparse}
## @end deftypefn

function Y = tostype (X, s)
  if (nargin != 2)
    print_usage ();
  endif
  [~, X] = __nds_real_only__ ("tostype", X);
  stype (X);                     # X must be an array of one of the five types
  if (! ischar (s))
    error ("ndsparse:stype", "tostype: STYPE must be a string");
  endif
  switch (s)
    case "default"
      Y = full (X);
    case "csr"
      Y = csr (X);
    case "row_sparse"
      Y = rowsparse (X);
    case "coo"
      Y = ndsparse (X);
    case "csc"
      if (isa (X, "csrmatrix") || isa (X, "rowsparse") || isa (X, "ndsparse"))
        Y = sparse (X);
      else
        if (ndims (X) != 2)
          error ("ndsparse:stype", "tostype: \"csc\" needs a matrix, not size %s",
                 mat2str (size (X)));
        endif
        Y = sparse (double (X));
      endif
    otherwise
      error ("ndsparse:stype",
             "tostype: STYPE must be \"default\", \"csr\", \"row_sparse\", \"coo\" or \"csc\", not \"%s\"",
             s);
  endswitch
endfunction

%!test
%! ## every pair of storage types, against the full matrix
%! rand ("seed", 8);
%! A = rand (5, 4) .* (rand (5, 4) > 0.5);
%! A(2, :) = 0;
%! types = {"default", "csr", "row_sparse", "coo", "csc"};
%! for a = types
%!   X = tostype (A, a{1});
%!   assert (stype (X), a{1});
%!   for b = types
%!     Y = tostype (X, b{1});
%!     assert (stype (Y), b{1});
%!     assert (isequal (full (Y), A), "%s -> %s", a{1}, b{1});
%!   endfor
%! endfor
%!test
%! A = zeros (3, 2, 2);
%! A(2, 1, 2) = 5;
%! assert (stype (tostype (A, "row_sparse")), "row_sparse");
%! assert (full (tostype (tostype (A, "coo"), "row_sparse")), A);
%!error <STYPE must be "default", "csr"> tostype (1, "dense")
%!error <STYPE must be a string> tostype (1, 2)
%!error <X must be an array> tostype ({1}, "csr")
%!error <"csc" needs a matrix> tostype (ones (2, 2, 2), "csc")
%!error <A must be a 2-D> tostype (ones (2, 2, 2), "csr")
