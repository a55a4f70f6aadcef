## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} display (@var{X})
## Show the csr @var{X} with its name, as the prompt does for an expression
## not ended by a semicolon; the body is @code{disp (X)}.
##
## @example
## @group
## X = csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3])
## @end group
## @end example
## @seealso{disp}
## @end deftypefn

function display (X)
  name = inputname (1);
  if (isempty (name))
    name = "ans";
  endif
  printf ("%s =\n\n", name);
  disp (X);
  printf ("\n");
endfunction

%!test
%! X = csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]);
%! s = evalc ("X");
%! assert (strncmp (s, "X =", 3));
%! assert (! isempty (strfind (s, "csr 3x3 matrix, 3 stored entries")));
