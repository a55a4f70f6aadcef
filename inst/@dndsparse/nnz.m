## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{k} =} nnz (@var{D})
## The number of nonzeros of the whole distributed tensor, on every rank (collective).
## @example
## @group
## D = dndsparse (ndsparse ([1 2 3; 2 2 2], [1; 2], [2 3 4]));
## nnz (D)         # 2
## @end group
## @end example
## @seealso{dndsparse, local}
## @end deftypefn

function k = nnz (D)
  k = __ndsmpi__ ("allreduce", nnz (D.T), 0, 0);
endfunction

%!assert (nnz (dndsparse (ndsparse ([1 2 3; 2 2 2], [1; 2], [2 3 4]))), 2)
%!assert (nnz (dndsparse (ndsparse ([], [], [3 3]))), 0)
