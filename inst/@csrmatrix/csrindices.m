## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{indices} =} csrindices (@var{X})
## The 0-based column of each stored value of the csr @var{X} (MXNet's
## @code{X.indices}), a column matching @code{csrdata (X)}.
##
## @example
## @group
## csrindices (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]))'   # 1 0 2
## @end group
## @end example
## @seealso{csr, csrdata, csrindptr}
## @end deftypefn

function ind = csrindices (X)
  ind = X.ind;
endfunction

%!assert (csrindices (csr ([0 2; 3 0])), [1; 0])
%!assert (csrindices (csr ()), zeros (0, 1))
