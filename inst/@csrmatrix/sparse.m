## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{S} =} sparse (@var{X})
## The csr @var{X} as an Octave sparse matrix (compressed by columns; it has a
## pointer per column, so a csr with very many columns is better kept as it is).
##
## @example
## @group
## sparse (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]))
## @end group
## @end example
## @seealso{csr, full, ndsparse}
## @end deftypefn

function S = sparse (X)
  [i, j, v] = find (X);
  S = sparse (i, j, v, X.sz(1), X.sz(2));
endfunction

%!assert (sparse (csr ([0 7; 8 9])), sparse ([0 7; 8 9]))
%!assert (issparse (sparse (csr ([0 7; 8 9]))))
%!assert (size (sparse (csr ([], [], 0, [0 3]))), [0 3])
