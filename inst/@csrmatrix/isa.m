## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isa (@var{X}, @var{cname})
## True when the csrmatrix @var{X} is of class @var{cname} (a string or a cell of
## strings, one answer each): @code{"csrmatrix"} always; and, as for a full array of
## its values' class, @code{"double"} or @code{"single"} for the class of its
## values, @code{"float"} and @code{"numeric"} always.  @code{class (@var{X})}
## stays @code{"csrmatrix"}; @code{class (full (@var{X}))} gives the values' class.
##
## @example
## @group
## X = single (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]));
## [isa(X, "csrmatrix"), isa(X, "single"), isa(X, "double"), isa(X, "float")]
## @end group
## @end example
## @seealso{single, double}
## @end deftypefn
function tf = isa (X, cname)
  if (nargin == 2 && ischar (cname) && strcmp (cname, "csrmatrix"))
    tf = true;          # the package's own test, on every call of many methods
    return;
  endif
  if (nargin != 2)
    print_usage ();
  endif
  tf = __nds_isa__ ("csrmatrix", X.data, cname);
endfunction

%!test
%! X = csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]);
%! assert (isa (X, "csrmatrix"));
%! assert (isa (X, {"double", "single", "float", "numeric", "ndsparse", "cell"}),
%!         [true false true true false false]);
%! S = single (X);
%! assert (isa (S, {"double", "single", "float", "csrmatrix"}), [false true true true]);
%!error <CLASSNAME must be a string> isa (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]), 1)
%!error <Invalid call> isa (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]))
