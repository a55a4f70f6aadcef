## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{idx} =} find (@var{X})
## @deftypefnx {ndsparse} {[@var{i}, @var{j}] =} find (@var{X})
## @deftypefnx {ndsparse} {[@var{i}, @var{j}, @var{v}] =} find (@var{X})
## The nonzero entries of the csr @var{X} (stored zeros are left out): with three
## outputs their 1-based rows, columns and values in row order (the order of
## @code{csrdata}); with one, their linear indices ascending, as @code{find} of
## the full matrix.  Time O(rows + entries).
##
## @example
## @group
## [i, j, v] = find (csr ([0 7; 8 9]));
## [i j v]                     # [1 2 7; 2 1 8; 2 2 9]
## @end group
## @end example
## @seealso{csr, csrdata, csrindices}
## @end deftypefn

function [i, j, v] = find (X)
  i = csr_repelem ((1:X.sz(1)).', diff (X.ptr));
  j = X.ind + 1;
  v = X.data;
  nz = (v != 0);
  if (! all (nz))
    i = i(nz);
    j = j(nz);
    v = v(nz);
  endif
  if (nargout <= 1)
    i = sort (i + X.sz(1) * (j - 1));
  endif
endfunction

%!test
%! A = [0 7 0; 8 0 9; 0 0 0];
%! [i, j, v] = find (csr (A));
%! [ia, ja, va] = find (A.');
%! assert ([i j v], [ja ia va]);
%! assert (find (csr (A)), find (A));
%! [i, j, v] = find (csr ([1 0 2], [0 1 2], [0 3], [1 3]));
%! assert ([i j v], [1 1 1; 1 3 2]);
