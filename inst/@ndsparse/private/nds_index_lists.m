## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## P = nds_index_lists (P): the parsed subscripts P (nds_parse_index) with every
## lazy unit range made a column of its elements, for the paths that go through
## the indices one by one (copies and assignments; a view takes only the ends)
function P = nds_index_lists (P)
  for p = find (P.lazy)
    P.list{p} = P.list{p}(:);
  endfor
  P.lazy(:) = false;
endfunction
