## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} display (@var{R})
## Show the rowsparse @var{R} with its name, as the prompt does for an expression
## not ended by a semicolon; the body is @code{disp (R)}.
##
## @example
## @group
## R = rowsparse ([1 2; 3 4], [2 5], [6 2])
## @end group
## @end example
## @seealso{disp}
## @end deftypefn

function display (R)
  name = inputname (1);
  if (isempty (name))
    name = "ans";
  endif
  printf ("%s =\n\n", name);
  disp (R);
  printf ("\n");
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [2 5], [6 2]);
%! out = evalc ("R");
%! assert (strncmp (out, "R =\n\nrowsparse 6x2 array", 20));
%! assert (! isempty (regexp (out, "row 5:\\s+3\\s+4", "once")));
