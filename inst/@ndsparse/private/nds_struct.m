## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## X = nds_struct (subs, vals, usz[, X]): the fields of a fresh tensor (identity
## view) over sorted, distinct, nonzero storage, with a new storage id (sid: the key
## of the cached per-dimension orders, see nds_dim_order), set in X: a new struct,
## which a method turns into an object with class (X, "ndsparse"), or an ndsparse
## that nds_reset recycles (only methods may call class).
function X = nds_struct (subs, vals, usz, X = struct ())
  usz = double (usz(:).');
  m = numel (usz);
  X.subs = subs;
  X.vals = vals;
  X.usz = usz;
  X.psubs = zeros (0, m, "int64");
  X.pvals = zeros (0, 1, class (vals));
  X.shape = usz;
  X.offs = zeros (1, m);
  X.fixed = false (1, m);
  X.hidden = zeros (1, 0);
  X.sid = nds_storage_id ();
endfunction
