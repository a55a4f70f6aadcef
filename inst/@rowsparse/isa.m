## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isa (@var{R}, @var{cname})
## True when the rowsparse @var{R} is of class @var{cname} (a string or a cell of
## strings, one answer each): @code{"rowsparse"} always; and, as for a full array of
## its values' class, @code{"double"} or @code{"single"} for the class of its
## values, @code{"float"} and @code{"numeric"} always.  @code{class (@var{R})}
## stays @code{"rowsparse"}; @code{class (full (@var{R}))} gives the values' class.
##
## @example
## @group
## R = single (rowsparse ([1 2; 3 4], [2 5], [6 2]));
## [isa(R, "rowsparse"), isa(R, "single"), isa(R, "double"), isa(R, "float")]
## @end group
## @end example
## @seealso{single, double}
## @end deftypefn
function tf = isa (R, cname)
  if (nargin == 2 && ischar (cname) && strcmp (cname, "rowsparse"))
    tf = true;          # the package's own test, on every call of many methods
    return;
  endif
  if (nargin != 2)
    print_usage ();
  endif
  tf = __nds_isa__ ("rowsparse", R.data, cname);
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [2 5], [6 2]);
%! assert (isa (R, "rowsparse"));
%! assert (isa (R, {"double", "single", "float", "numeric", "ndsparse", "cell"}),
%!         [true false true true false false]);
%! S = single (R);
%! assert (isa (S, {"double", "single", "float", "rowsparse"}), [false true true true]);
%!error <CLASSNAME must be a string> isa (rowsparse ([1 2; 3 4], [2 5], [6 2]), 1)
%!error <Invalid call> isa (rowsparse ([1 2; 3 4], [2 5], [6 2]))
