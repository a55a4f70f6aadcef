## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{n} =} nnz (@var{T})
## Number of stored nonzero entries of @var{T} (of the view, for a view).
##
## @example
## nnz (ndsparse ([1 1; 2 2; 1 1], [1; 2; -1]))   # 1: the duplicates sum to zero
## @end example
## @seealso{numel, find}
## @end deftypefn

function n = nnz (T)
  if (nargin != 1)
    print_usage ();
  endif
  n = __nds_nnz__ (T);
endfunction

%!assert (nnz (ndsparse ([1 1; 2 2; 1 1], [1; 2; -1])), 1)
%!assert (nnz (ndsparse ([], [], [2 2])), 0)
%!test
%! ## views, on the block path and (more than 4096 stored) the per-dimension path
%! T = ndsprand ([30 40 50], 0.05, 1);
%! F = full (T);
%! assert (nnz (T(3:9, 2:30, 10:40)), nnz (F(3:9, 2:30, 10:40)));
%! assert (nnz (T(:, 7, :)), nnz (F(:, 7, :)));
%! V = T(2:5, :, :);
%! V(1, 1, 1) = 7;
%! assert (nnz (V), nnz (full (V)));
%! assert (nnz (view (T, nd.newaxis, nd.point (2), ":", 4:9)), nnz (F(2, :, 4:9)));
