## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} disp (@var{M})
## @deftypefnx {ndsparse} {@var{str} =} disp (@var{M})
## Print the CP model @var{M}: its size, number of components, weights and factor
## matrices (each factor as Octave prints a matrix).
##
## @example
## @group
## disp (cpmodel ([2; 1], @{[1 0; 0 1], [1 1; 0 1]@}))
## @end group
## @end example
## @seealso{cpmodel, display}
## @end deftypefn

function varargout = disp (M)
  ## (as Octave's disp: str = disp (M) returns the text and prints nothing)
  [varargout{1:nargout}] = __nds_disp__ (@cp_print, M, nargout);
endfunction

function cp_print (M)
  printf ("cpmodel of size %s with %d component%s\n", size_str (size (M)),
          numel (M.lambda), ifelse_s (numel (M.lambda)));
  printf ("lambda =\n");
  disp (M.lambda.');
  for n = 1:numel (M.U)
    printf ("U{%d} =\n", n);
    disp (M.U{n});
  endfor
endfunction

function s = size_str (sz)
  s = strjoin (arrayfun (@num2str, sz, "uniformoutput", false), "x");
endfunction

function s = ifelse_s (k)
  s = "s";
  if (k == 1)
    s = "";
  endif
endfunction

%!test
%! out = evalc ("disp (cpmodel ([2; 1], {[1 0; 0 1], [1 1; 0 1; 5 5]}))");
%! assert (! isempty (strfind (out, "cpmodel of size 2x3 with 2 components")));
%! assert (! isempty (strfind (out, "U{2} =")));
%! assert (! isempty (regexp (out, "5\\s+5", "once")));
