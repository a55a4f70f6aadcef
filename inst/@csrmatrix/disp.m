## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} disp (@var{X})
## @deftypefnx {ndsparse} {@var{str} =} disp (@var{X})
## Show the csr @var{X}: its size, the number of stored values, and the first
## ten of them as (row, column) -> value, 1-based.
##
## @example
## @group
## disp (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]))
## @end group
## @end example
## @seealso{display, csr}
## @end deftypefn

function varargout = disp (X)
  ## (as Octave's disp: str = disp (X) returns the text and prints nothing)
  [varargout{1:nargout}] = __nds_disp__ (@csr_print, X, nargout);
endfunction

function csr_print (X)
  k = numel (X.data);
  printf ("csr %dx%d %smatrix, %d stored entr%s\n", X.sz(1), X.sz(2),
          merge (isa (X.data, "single"), "single ", ""), k, merge (k == 1, "y", "ies"));
  shown = min (k, 10);
  if (shown == 0)
    return;
  endif
  i = csr_repelem ((1:X.sz(1)).', diff (X.ptr));
  for e = 1:shown
    printf ("  (%d, %d) -> %s\n", i(e), X.ind(e) + 1, num2str (X.data(e)));
  endfor
  if (k > shown)
    printf ("  ... %d more stored entries\n", k - shown);
  endif
endfunction

%!test
%! s = evalc ("disp (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]))");
%! assert (s, ["csr 3x3 matrix, 3 stored entries\n  (1, 2) -> 7\n" ...
%!             "  (3, 1) -> 8\n  (3, 3) -> 9\n"]);
%! s = evalc ("disp (csr (ones (1, 12)))");
%! assert (! isempty (strfind (s, "... 2 more stored entries")));
%! assert (evalc ("disp (csr (zeros (2)))"), "csr 2x2 matrix, 0 stored entries\n");
%!test
%! s = evalc ("disp (csr (single ([7 8 9]), [1 0 2], [0 1 1 3], [3 3]))");
%! assert (! isempty (strfind (s, "csr 3x3 single matrix, 3 stored entries")));
%! s = evalc ("disp (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]))");
%! assert (! isempty (strfind (s, "csr 3x3 matrix, 3 stored entries")));
