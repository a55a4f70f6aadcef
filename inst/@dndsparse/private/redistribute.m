## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## B = redistribute (B, D): B's entries moved to the owners of D's decomposition
function B = redistribute (B, D)
  [subs, x] = dnds_entries (B.T, numel (B.sz));
  owner = __ndsmpi__ ("owner", subs, D.dims, [D.bounds{:}]);
  [owner, o] = sort (owner);
  counts = accumarray (owner + 1, 1, [D.nranks, 1]).';
  s = __ndsmpi__ ("alltoallv", subs(o, :).', counts, 0);
  x = __ndsmpi__ ("alltoallv", x(o).', counts, 0);
  B.T = ndsparse (s.', x.', B.sz);
  B.dims = D.dims;
  B.bounds = D.bounds;
  B.used = D.used;
  B.coords = D.coords;
  B.coarse = D.coarse;
endfunction
