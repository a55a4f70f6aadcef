## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{N} =} ndims (@var{D})
## The order of the distributed tensor (its size vector's length).
## @example
## @group
## ndims (dndsparse (ndsparse ([1 2 3], 1, [2 3 4])))    # 3
## @end group
## @end example
## @seealso{dndsparse, size}
## @end deftypefn

function N = ndims (D)
  N = numel (D.sz);
endfunction

%!assert (ndims (dndsparse (ndsparse ([1 2 3], 1, [2 3 4]))), 3)
