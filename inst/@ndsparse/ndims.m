## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} ndims (@var{T})
## Number of dimensions of @var{T}, at least 2, trailing singletons not counted.
##
## @example
## ndims (ndsparse ([1 1 1 1], 1, [2 3 4 1]))   # 3
## @end example
## @seealso{size}
## @end deftypefn

function n = ndims (T)
  n = numel (nds_dims (T.shape));
endfunction

%!assert (ndims (ndsparse ([1 1 1 1], 1, [2 3 4 1])), 3)
%!assert (ndims (ndsparse ([1; 2], 1, 4)), 2)
