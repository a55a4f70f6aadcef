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
  if (isempty (T.pvals) && nds_isident (T))
    n = rows (T.subs);
  else
    n = rows (nds_entries (T));
  endif
endfunction

%!assert (nnz (ndsparse ([1 1; 2 2; 1 1], [1; 2; -1])), 1)
%!assert (nnz (ndsparse ([], [], [2 2])), 0)
