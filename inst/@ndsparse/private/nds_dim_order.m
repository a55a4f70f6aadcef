## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## perm = nds_dim_order (T, d): the rows of T's (flushed) storage in stable order
## of their dimension-d coordinate, int64 0-based.  Built once per storage and
## dimension (a counting sort in C, or Octave's stable sort when the dimension is
## much longer than nnz) and kept in a small cache keyed by the storage id, so every
## view of the same storage reuses it: after the first, a slice T(:,k,:) is read
## with a binary search plus the entries it holds.  The cache keeps the most
## recently used orders up to 4e7 rows in all.
function perm = nds_dim_order (T, d)
  persistent keys = {};
  persistent perms = {};
  key = sprintf ("%s/%d/%d", T.sid, d, rows (T.subs));
  hit = find (strcmp (keys, key), 1);
  if (! isempty (hit))
    perm = perms{hit};
    keys = [keys(hit), keys([1:hit-1, hit+1:end])];
    perms = [perms(hit), perms([1:hit-1, hit+1:end])];
    return;
  endif
  if (T.usz(d) <= 4 * rows (T.subs) + 1e6)
    perm = __nds_dim_order__ (T.subs, d, T.usz(d));
  else
    [~, p] = sort (T.subs(:, d));
    perm = int64 (p) - 1;
  endif
  keys = [{key}, keys];
  perms = [{perm}, perms];
  total = cumsum (cellfun ("numel", perms));
  keep = [true, total(2:end) <= 4e7];
  keys = keys(keep);
  perms = perms(keep);
endfunction
