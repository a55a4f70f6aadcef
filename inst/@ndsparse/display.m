## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} display (@var{T})
## Show @var{T} as the interpreter does for an unterminated statement: its name,
## then @code{disp (T)}.
##
## @example
## T = ndsparse ([1 2], 3, [2 2])
## @end example
## @seealso{disp}
## @end deftypefn

function display (T)
  name = inputname (1);
  if (isempty (name))
    name = "ans";
  endif
  printf ("%s =\n\n", name);
  disp (T);
  printf ("\n");
endfunction

%!test
%! T = ndsparse ([1 2], 3, [2 2]);
%! str = evalc ("T");
%! assert (str, "T =\n\nndsparse tensor (size = 2x2, nnz = 1 [25%])\n\n  (1, 2) -> 3\n\n");
