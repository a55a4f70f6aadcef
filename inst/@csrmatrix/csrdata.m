## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{data} =} csrdata (@var{X})
## The stored values of the csr @var{X}, a column in row order (ascending columns
## within a row): MXNet's @code{X.data}.  Stored zeros are included.
##
## @example
## @group
## csrdata (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]))'   # 7 8 9
## @end group
## @end example
## @seealso{csr, csrindices, csrindptr}
## @end deftypefn

function data = csrdata (X)
  data = X.data;
endfunction

%!assert (csrdata (csr ([0 2; 3 0])), [2; 3])
%!assert (csrdata (csr ()), zeros (0, 1))
