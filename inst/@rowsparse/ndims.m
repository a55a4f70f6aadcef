## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} ndims (@var{R})
## The number of dimensions of the rowsparse @var{R}: 2 at least, trailing
## singleton dimensions not counted, as for arrays.
##
## @example
## @group
## ndims (rowsparse (ones (1, 3, 2), 1, [5 3 2]))   # 3
## @end group
## @end example
## @seealso{size}
## @end deftypefn

function n = ndims (R)
  n = numel (R.sz);
endfunction

%!assert (ndims (rowsparse (ones (1, 3, 2), 1, [5 3 2])), 3)
%!assert (ndims (rowsparse ([], [], [5 3 1 1])), 2)
%!assert (ndims (rowsparse ([], [], 5)), 2)
