## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} __nds_isa__ (@var{own}, @var{values}, @var{cname})
## Internal: the isa method of the classes that keep their values in a full array
## (rowsparse, csrmatrix): true for each of @var{cname} (a string or a cell of
## strings) that is @var{own}, @code{"numeric"}, @code{"float"} or the class of
## @var{values}.
## @end deftypefn
function tf = __nds_isa__ (own, values, cname)
  if (! (ischar (cname) || iscellstr (cname)))
    error ("ndsparse:class", "isa: CLASSNAME must be a string or cell array of strings");
  endif
  tf = ismember (cname, {own, "numeric", "float", class(values)});
endfunction

%!assert (__nds_isa__ ("rowsparse", single (1), {"single", "double", "rowsparse", "float"}),
%!        [true false true true])
%!assert (__nds_isa__ ("csrmatrix", 1, "numeric"))
%!error <CLASSNAME must be a string> __nds_isa__ ("csrmatrix", 1, 2)
