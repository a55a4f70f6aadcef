## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isa (@var{T}, @var{cname})
## True when the ndsparse @var{T} is of class @var{cname} (a string or a cell of
## strings, one answer each): @code{"ndsparse"} always; and, as for a full array
## of its values' class, @code{"double"} or @code{"single"} for the class of its
## values, @code{"float"} and @code{"numeric"} for double and single values (not
## logical).  @code{class (@var{T})} stays @code{"ndsparse"}; @code{class (full
## (@var{T}))} gives the values' class.
##
## @example
## @group
## T = ndsparse ([1 1; 2 2], single ([1; 2]));
## [isa(T, "ndsparse"), isa(T, "single"), isa(T, "double"), isa(T, "float")]
## @end group
## @end example
## @seealso{single, double, isfloat, isreal}
## @end deftypefn
function tf = isa (T, cname)
  if (nargin == 2 && ischar (cname) && strcmp (cname, "ndsparse"))
    tf = true;          # the package's own test, on every call of many methods
    return;
  endif
  if (nargin != 2)
    print_usage ();
  endif
  if (! (ischar (cname) || iscellstr (cname)))
    error ("ndsparse:class", "isa: CLASSNAME must be a string or cell array of strings");
  endif
  if (ischar (cname))
    tf = nds_isa_one (T, cname);
  else
    tf = cellfun (@(c) nds_isa_one (T, c), cname);
  endif
endfunction

function tf = nds_isa_one (T, c)
  switch (c)
    case "ndsparse"
      tf = true;
    case {"numeric", "float", "single", "double"}
      ## only the value-class names ask the storage (another package's class
      ## name, as innerprod's "cpmodel", is answered without the call)
      [lg, ~, ~, ~, sg] = __nds_storeinfo__ (T);
      switch (c)
        case {"numeric", "float"}
          tf = ! lg;
        case "single"
          tf = sg;
        otherwise
          tf = ! lg && ! sg;
      endswitch
    otherwise
      tf = false;
  endswitch
endfunction

%!test
%! T = ndsparse ([1 1; 2 2], [1; 2]);
%! S = single (T);
%! L = T > 0;
%! assert (isa (T, {"ndsparse", "double", "single", "float", "numeric", "logical", "cpmodel"}),
%!         [true true false true true false false]);
%! assert (isa (S, {"ndsparse", "double", "single", "float", "numeric"}),
%!         [true false true true true]);
%! assert (isa (L, {"ndsparse", "double", "single", "float", "numeric"}),
%!         [true false false false false]);
%! assert (isa (ndsparse ([1 1], 1i), "double"));
%! assert (isa (T(1, :), "double") && isa (S(:, 2), "single"));

%!error <CLASSNAME> isa (ndsparse ([1 1], 1), 3)
