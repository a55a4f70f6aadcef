## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## V = nds_view_compose (T, kind, a, n): the view of the view T given one index per
## position of the new view, in order: kind(j) is "r" (range a(j) .. a(j)+n(j)-1 of
## the next dim of T), "p" (point a(j) of the next dim of T: the dim is fixed and
## leaves the shape) or "n" (a new hidden size-1 dim).  Dims of T beyond the indices
## given, and indices beyond the dims of T (size 1), are ranges 1..1 or empty (an
## empty result, with no storage of T's, is no view).  O(rank): the
## storage is shared, only shape/offs/fixed/hidden change.  This is the thesis's
## Algorithms 2 and 3 done right: offsets of active dims add, fixed dims of T stay
## fixed, hidden dims of T stay hidden unless a point removes them, and hidden
## positions are counted in the new shape.  A view with every dim fixed keeps
## one hidden dim (shape 1), so that it is 1x1 like any scalar.
function V = nds_view_compose (T, kind, a, n)
  K = numel (T.shape);
  vis = true (1, K);
  vis(T.hidden) = false;
  act = find (! T.fixed);          # underlying dim of each visible view dim, in order
  under = zeros (1, K);
  under(vis) = act;
  ndone = sum (kind != "n");
  kind = [kind, "r"(ones (1, K - ndone))];
  a = [a, ones(1, K - ndone)];
  n = [n, ones(1, K - ndone)];
  shape = zeros (1, 0);
  hidden = zeros (1, 0);
  offs = T.offs;
  fixed = T.fixed;
  j = 0;
  for q = 1:numel (kind)
    if (kind(q) == "n")
      shape(end+1) = 1;
      hidden(end+1) = numel (shape);
      continue;
    endif
    j++;
    if (j > K || ! vis(j))
      ## a hidden dim of T, or one past its shape: size 1, or 0 for an empty range
      if (kind(q) == "r")
        shape(end+1) = n(q);
        hidden(end+1) = numel (shape);
      endif
      continue;
    endif
    u = under(j);
    offs(u) += a(q) - 1;
    if (kind(q) == "p")
      fixed(u) = true;
    else
      shape(end+1) = n(q);
    endif
  endfor
  if (any (shape(hidden) == 0))
    ## an empty range of a dim with no storage: an empty tensor, not a view
    V = nds_reset (T, zeros (0, numel (shape), "int64"), zeros (0, 1, class (T.vals)),
                   shape);
    return;
  endif
  if (isempty (shape))
    ## every dim fixed: a 1x1 view, kept with one hidden dim so it has a shape
    shape = 1;
    hidden = 1;
  endif
  V = T;
  V.shape = shape;
  V.offs = offs;
  V.fixed = fixed;
  V.hidden = hidden;
endfunction
