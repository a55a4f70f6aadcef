## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} numel (@var{R})
## The number of elements of the rowsparse @var{R}, stored or not:
## @code{prod (size (R))}.
##
## @example
## @group
## numel (rowsparse ([1 2], 3, [1000 2]))   # 2000
## @end group
## @end example
## @seealso{size, nnz}
## @end deftypefn

function n = numel (R, varargin)
  if (nargin > 1)
    n = 1;     # the number of outputs of an indexing expression R(...)
  else
    n = prod (R.sz);
  endif
endfunction

%!assert (numel (rowsparse ([1 2], 3, [1000 2])), 2000)
%!assert (numel (rowsparse ([], [], [0 3])), 0)
%!assert (numel (rowsparse (ones (1, 2, 2), 1, [4 2 2])), 16)
