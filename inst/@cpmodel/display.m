## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} display (@var{M})
## Print the CP model @var{M} with its variable name, as typing its name does.
##
## @example
## @group
## M = cpmodel (@{[1; 2], [1; 1]@})
## @end group
## @end example
## @seealso{cpmodel, disp}
## @end deftypefn

function display (M)
  printf ("%s = ", inputname (1));
  disp (M);
endfunction

%!test
%! M = cpmodel ({[1; 2], [1; 1]});
%! out = evalc ("M");
%! assert (! isempty (strfind (out, "M = cpmodel of size 2x2 with 1 component")));
