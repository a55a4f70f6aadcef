## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{T} =} ndsparse (@var{X})
## The csr @var{X} as a 2-D ndsparse tensor (MXNet's coordinate form): its
## nonzero entries, in O(entries), whatever the number of columns.
##
## @example
## @group
## T = ndsparse (csr ([0 7; 8 9]));
## nnz (T)                     # 3
## @end group
## @end example
## @seealso{csr, sparse, rowsparse}
## @end deftypefn

function T = ndsparse (X)
  [i, j, v] = find (X);
  T = ndsparse ([i, j], v, X.sz);
endfunction

%!test
%! A = [0 7 0; 8 0 9];
%! T = ndsparse (csr (A));
%! assert (class (T), "ndsparse");
%! assert (full (T), A);
%! T = ndsparse (csr ([1 2], [0 999999999], [0 1 2], [2 1e9]));
%! assert (size (T), [2 1e9]);
%! assert (nnz (T), 2);
