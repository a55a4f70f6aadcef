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
    n = __nds_numel__ (T);
  else
    ## numel (T, idx...) as Octave's subsref machinery asks it: one output per call
    n = 1;
  endif
endfunction

%!assert (numel (ndsparse ([1 1 1], 1, [10 20 30])), 6000)
%!assert (numel (ndsparse ([], [], [3 0])), 0)
%!test
%! ## views: a fixed dim, a range, a new axis; each against the full array's numel
%! F = reshape (1:60, 3, 4, 5);
%! T = ndsparse (F);
%! assert (numel (T(2, :, 1:2)), numel (F(2, :, 1:2)));
%! assert (numel (view (T, 1:2, nd.newaxis (), 3, nd.all ())), 2 * 1 * 1 * 5);
%! assert (numel (T(:, :, 1:0)), 0);
