## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} disp (@var{M})
## @deftypefnx {ndsparse} {@var{str} =} disp (@var{M})
## Print the Tucker model @var{M}: its size, its core's size, the core and the
## factor matrices.
##
## @example
## @group
## disp (tuckermodel ([1 0; 0 2], @{eye(2), [1 1; 0 1]@}))
## @end group
## @end example
## @seealso{tuckermodel, display}
## @end deftypefn

function varargout = disp (M)
  ## (as Octave's disp: str = disp (M) returns the text and prints nothing)
  [varargout{1:nargout}] = __nds_disp__ (@tucker_print, M, nargout);
endfunction

function tucker_print (M)
  N = numel (M.U);
  printf ("tuckermodel of size %s with a %s core\n", size_str (size (M)),
          size_str (cellfun (@columns, M.U(:).')));
  printf ("core =\n");
  disp (M.core);
  for n = 1:N
    printf ("U{%d} =\n", n);
    disp (M.U{n});
  endfor
endfunction

function s = size_str (sz)
  s = strjoin (arrayfun (@num2str, sz, "uniformoutput", false), "x");
endfunction

%!test
%! out = evalc ("disp (tuckermodel ([1 0; 0 2], {eye(2), [1 1; 0 1; 7 7]}))");
%! assert (! isempty (strfind (out, "tuckermodel of size 2x3 with a 2x2 core")));
%! assert (! isempty (regexp (out, "7\\s+7", "once")));
