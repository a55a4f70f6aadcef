## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isempty (@var{T})
## True when @var{T} has a dimension of size zero.
##
## @example
## isempty (ndsparse ([], [], [3 0 2]))   # true
## @end example
## @seealso{size, nnz}
## @end deftypefn

function tf = isempty (T)
  tf = any (T.shape == 0);
endfunction

%!assert (isempty (ndsparse ([], [], [3 0 2])))
%!assert (! isempty (ndsparse ([], [], [3 1 2])))
