## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{indptr} =} csrindptr (@var{X})
## The 0-based start of each row of the csr @var{X} in @code{csrdata (X)}, and
## the number of stored values last: @code{rows (X) + 1} elements (MXNet's
## @code{X.indptr}).  Row i holds @code{indptr(i+1) - indptr(i)} values.
##
## @example
## @group
## csrindptr (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]))'   # 0 1 1 3
## @end group
## @end example
## @seealso{csr, csrdata, csrindices}
## @end deftypefn

function ptr = csrindptr (X)
  ptr = X.ptr;
endfunction

%!assert (csrindptr (csr ([0 2; 3 0; 0 0])), [0; 1; 2; 2])
%!assert (csrindptr (csr ()), 0)
