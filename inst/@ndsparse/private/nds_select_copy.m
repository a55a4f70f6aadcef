## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_select_copy (T, P, rshape): the copy T(P's subscripts) (the thesis's
## SpecifiedIndex) as a fresh tensor of shape RSHAPE (numel = prod (P.len)).
## Few wanted elements: each is looked up by binary search in the storage.
## Otherwise one pass in C over the entries of the bounding box of the indices
## (a view, so restricting the last dims costs O(log nnz)), each emitted once per
## occurrence of its coordinates in the index lists.  A lookup costs about what the
## pass costs for 8 entries, when each list has a table over its range (the lists of
## subscripts, as a rule), but only half an entry's pass for a long list of linear
## indices, which the pass must sort and search.
function R = nds_select_copy (T, P, rshape)
  T = nds_flush (T);
  P = nds_index_lists (P);
  nsel = prod (P.len);
  lists = P.list;
  lists(P.colon) = {":"};
  if (P.nsub == 1)
    most = 2 * rows (T.subs);
  else
    most = rows (T.subs) / 8;
  endif
  if (nds_isident (T) && nsel <= most && nsel > 0)
    [os, v] = nds_select_probe (T, P, lists, nsel);
  else
    [os, v] = nds_select_scan (T, P, lists);
  endif
  if (! isequal (P.len, rshape))
    os = __nds_reshape__ (os, P.len, rshape);
  endif
  R = nds_reset (T, os, v, rshape);
endfunction

## every wanted element looked up in the storage of the identity view T
function [os, v] = nds_select_probe (T, P, lists, nsel)
  pos = __nds_reshape__ (int64 ((1:nsel).'), nsel, P.len);
  q = pos;
  for p = find (! P.colon)
    q(:, p) = int64 (lists{p}(pos(:, p)));
  endfor
  K = numel (T.shape);
  if (P.nsub >= K)
    q = q(:, 1:K);
  else
    q = __nds_reshape__ (q, P.W, T.shape);
  endif
  at = __nds_lookup__ (T.subs, q);
  found = at > 0;
  os = pos(found, :);
  v = T.vals(at(found));
endfunction

## one pass over the entries of the bounding box of the indices
function [os, v] = nds_select_scan (T, P, lists)
  K = numel (T.shape);
  nsub = P.nsub;
  W = P.W;
  if (nsub >= 2 && (nsub >= K || all (T.shape(nsub+1:end) == 1)))
    nk = min (nsub, K);
    a = ones (1, nk);
    n = W(1:nk);
    for p = find (! P.colon(1:nk))
      if (isempty (lists{p}))
        n(p) = 0;
      else
        a(p) = min (lists{p});
        n(p) = max (lists{p}) - a(p) + 1;
        lists{p} = lists{p} - (a(p) - 1);
      endif
    endfor
    W(1:nk) = n;
    [s, v] = nds_entries (nds_view_compose (T, "r"(ones (1, nk)), a, n));
    if (nsub > K)
      s(:, K+1:nsub) = 1;
    else
      s = s(:, 1:nsub);
    endif
  else
    [s, v, shape] = nds_entries (T);
    s = __nds_reshape__ (s, shape, W);
  endif
  for p = find (! P.colon)
    lists{p} = int64 (lists{p});
  endfor
  [os, src] = __nds_select__ (s, lists, W);
  v = v(src);
endfunction
