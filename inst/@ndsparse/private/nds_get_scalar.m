## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## x = nds_get_scalar (T, P): the element of T at the all-scalar subscripts P
## (nds_parse_index): the last pending assignment to it, else a binary search of
## the storage; zero of the values' class when absent.
function x = nds_get_scalar (T, P)
  c = int64 ([P.list{:}]);
  K = numel (T.shape);
  if (P.nsub >= K)
    c = c(1:K);
  else
    c = __nds_reshape__ (c, P.W, T.shape);
  endif
  u = nds_underlying (T, c);
  x = zeros (1, 1, class (T.vals));
  hit = find (all (T.psubs == u, 2), 1, "last");
  if (! isempty (hit))
    x = T.pvals(hit);
  else
    at = __nds_lookup__ (T.subs, u);
    if (at > 0)
      x = T.vals(at);
    endif
  endif
endfunction
