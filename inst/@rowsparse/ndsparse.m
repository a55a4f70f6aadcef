## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{T} =} ndsparse (@var{R})
## The ndsparse tensor equal to the rowsparse @var{R} (any number of
## dimensions): the nonzero elements of its stored rows, without a full array.
##
## @example
## @group
## R = rowsparse (ones (1, 2, 2), 3, [4 2 2]);
## T = ndsparse (R);
## nnz (T)                     # 4
## @end group
## @end example
## @seealso{rowsparse, full, sparse}
## @end deftypefn

function T = ndsparse (R)
  [t, c, v] = find (reshape (R.data, numel (R.idx), prod (R.sz(2:end))));
  t = t(:);          # columns also when a single row is stored
  c = c(:);
  v = v(:);
  sz = R.sz;
  other = cell (1, numel (sz) - 1);
  [other{:}] = ind2sub ([sz(2:end), 1], c);
  T = ndsparse ([R.idx(t), [other{:}]], v, sz);
endfunction

%!test
%! A = zeros (4, 2, 3);
%! A(3, :, 2) = [1 2];
%! A(1, 2, 3) = -5;
%! T = ndsparse (rowsparse (A));
%! assert (class (T), "ndsparse");
%! assert (size (T), [4 2 3]);
%! assert (full (T), A);
%! assert (nnz (ndsparse (rowsparse ([0 0; 1 0], [1 2], [2 2]))), 1);
%! assert (size (ndsparse (rowsparse ([], [], [3 2]))), [3 2]);
%! assert (full (ndsparse (rowsparse (7, 2, [2 1]))), [0; 7]);
