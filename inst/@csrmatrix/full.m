## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{A} =} full (@var{X})
## The full matrix of the csr @var{X}.
##
## @example
## @group
## full (csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]))   # [0 7 0; 0 0 0; 8 0 9]
## @end group
## @end example
## @seealso{csr, sparse}
## @end deftypefn

function A = full (X)
  A = full (sparse (X));
  if (isa (X.data, "single"))
    A = single (A);
  endif
endfunction

%!assert (full (csr ([0 7; 8 9])), [0 7; 8 9])
%!assert (full (csr (zeros (2, 0))), zeros (2, 0))
