## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} nnz (@var{X})
## The number of nonzero values of the csr @var{X} (stored zeros do not count;
## @code{numel (csrdata (X))} counts stored values).
##
## @example
## @group
## nnz (csr ([1 0 2], [0 1 2], [0 3], [1 3]))   # 2
## @end group
## @end example
## @seealso{csr, csrdata}
## @end deftypefn

function n = nnz (X)
  n = nnz (X.data);
endfunction

%!assert (nnz (csr ([0 7; 8 9])), 3)
%!assert (nnz (csr ()), 0)
