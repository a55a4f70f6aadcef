## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} rowsparse (@var{X})
## The csr @var{X} as a rowsparse: its rows holding a nonzero, each stored dense
## (@code{columns (X)} values a row).
##
## @example
## @group
## R = rowsparse (csr ([0 7; 0 0; 8 9]));
## rowindices (R)'             # 1 3
## @end group
## @end example
## @seealso{csr, rowsparse}
## @end deftypefn

function R = rowsparse (X)
  R = rowsparse (ndsparse (X));
endfunction

%!test
%! A = [0 7 0; 0 0 0; 8 0 9];
%! R = rowsparse (csr (A));
%! assert (class (R), "rowsparse");
%! assert (rowindices (R), [1; 3]);
%! assert (full (R), A);
