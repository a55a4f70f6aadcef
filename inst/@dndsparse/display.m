## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} display (@var{D})
## Show the variable's name, then @code{disp (D)}.
## @example
## @group
## D = dndsparse (ndsparse ([1 1], 1, [2 2]))
## @end group
## @end example
## @seealso{disp}
## @end deftypefn

function display (D)
  printf ("%s = ", inputname (1));
  disp (D);
endfunction

%!test
%! D = dndsparse (ndsparse ([1 1], 1, [2 2]));
%! s = evalc ("D");
%! assert (! isempty (strfind (s, "D = dndsparse")));
