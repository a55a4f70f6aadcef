## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} ndims (@var{M})
## The number of modes of the Tucker model @var{M}.
##
## @example
## @group
## ndims (tuckermodel (1, @{ones(4, 1), ones(3, 1), 1@}))   # 3
## @end group
## @end example
## @seealso{tuckermodel, size}
## @end deftypefn

function n = ndims (M)
  n = numel (M.U);
endfunction

%!assert (ndims (tuckermodel (1, {ones(4, 1), ones(3, 1), 1})), 3)
