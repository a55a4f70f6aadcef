## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{Y} =} transpose (@var{X})
## @code{@var{X}.'} of a csr, as a csr (its rows are the columns of @var{X}: a
## pointer is made per column of @var{X}).
##
## @example
## @group
## full (csr ([0 7; 8 9]).')       # [0 8; 7 9]
## @end group
## @end example
## @seealso{ctranspose, csr}
## @end deftypefn

function Y = transpose (X)
  [i, j, v] = find (X);
  Y = csr (sparse (j, i, v, X.sz(2), X.sz(1)));
endfunction

%!test
%! A = sprand (4, 6, 0.4);
%! assert (full (csr (A).'), full (A.'));
%! assert (class (transpose (csr (A))), "csrmatrix");
%! assert (size (csr (zeros (0, 3)).'), [3 0]);
