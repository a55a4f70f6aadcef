## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} display (@var{M})
## Print the Tucker model @var{M} with its variable name.
##
## @example
## @group
## M = tuckermodel (2, @{[1; 1], 1@})
## @end group
## @end example
## @seealso{tuckermodel, disp}
## @end deftypefn

function display (M)
  printf ("%s = ", inputname (1));
  disp (M);
endfunction

%!test
%! M = tuckermodel (2, {[1; 1], 1});
%! assert (! isempty (strfind (evalc ("M"), "M = tuckermodel of size 2x1")));
