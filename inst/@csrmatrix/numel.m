## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} numel (@var{X})
## The number of elements of the csr @var{X}, stored or not:
## @code{prod (size (X))}.
##
## @example
## @group
## numel (csr (eye (3)))           # 9
## @end group
## @end example
## @seealso{size, nnz}
## @end deftypefn

function n = numel (X, varargin)
  if (nargin > 1)
    n = 1;     # the number of outputs of an indexing expression R(...)
  else
    n = prod (X.sz);
  endif
endfunction

%!assert (numel (csr (sparse (1000, 2))), 2000)
%!assert (numel (csr (zeros (0, 3))), 0)
