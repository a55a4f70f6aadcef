## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} length (@var{T})
## Length of the largest dimension (0 when empty), as for arrays.
##
## @example
## length (ndsparse ([1 2 3], 1, [2 5 4]))   # 5
## @end example
## @seealso{size, numel}
## @end deftypefn

function tf = length (T)
  sz = size (T);
  if (any (sz == 0))
    tf = 0;
  else
    tf = max (sz);
  endif
endfunction

%!assert (length (ndsparse ([1 2 3], 1, [2 5 4])), 5)
%!assert (length (ndsparse ([], [], [2 0 4])), 0)
