## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} disp (@var{D})
## @deftypefnx {ndsparse} {@var{str} =} disp (@var{D})
## Show the distributed tensor's size, its grid and this rank's share (no
## communication: the nonzeros shown are this rank's).
## @example
## @group
## disp (dndsparse (ndsparse ([1 1], 1, [2 2])))
## @end group
## @end example
## @seealso{dndsparse, grid}
## @end deftypefn

function varargout = disp (D)
  ## (as Octave's disp: str = disp (D) returns the text and prints nothing)
  [varargout{1:nargout}] = __nds_disp__ (@dnds_print, D, nargout);
endfunction

function dnds_print (D)
  sz = sprintf ("%dx", D.sz);
  g = sprintf ("%dx", D.dims);
  printf ("dndsparse %s over a %s grid of %d of %d ranks%s; rank %d holds %d nonzeros\n",
          sz(1:end-1), g(1:end-1), D.used, D.nranks, ifelse_str (D.coarse, " (coarse)"),
          D.rank, nnz (D.T));
endfunction

function s = ifelse_str (c, s)
  if (! c)
    s = "";
  endif
endfunction

%!test
%! s = evalc ("disp (dndsparse (ndsparse ([1 1], 1, [2 2])))");
%! assert (! isempty (strfind (s, "dndsparse 2x2 over a")));
