## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} numel (@var{T})
## Number of elements (cells, zero or not) of the tensor @var{T}: @code{prod (size (T))}.
## With index arguments, the number of elements that indexing would return.
##
## @example
## numel (ndsparse ([1 1 1], 1, [10 20 30]))   # 6000
## @end example
## @seealso{nnz, size}
## @end deftypefn

function n = numel (T, varargin)
  if (nargin == 1)
    n = prod (__nds_viewparts__ (T));
  else
    ## numel (T, idx...) as Octave's subsref machinery asks it: one output per call
    n = 1;
  endif
endfunction

%!assert (numel (ndsparse ([1 1 1], 1, [10 20 30])), 6000)
%!assert (numel (ndsparse ([], [], [3 0])), 0)
