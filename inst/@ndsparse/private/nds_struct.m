## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## st = nds_struct (subs, vals, usz): the fields of a fresh tensor (identity view)
## over sorted, distinct, nonzero storage, with a new storage id (sid: the key of
## the cached per-dimension orders, see nds_dim_order).  A method turns it into an
## object with class (st, "ndsparse").
function st = nds_struct (subs, vals, usz)
  usz = double (usz(:).');
  m = numel (usz);
  st = struct ("subs", subs, "vals", vals, "usz", usz,
               "psubs", zeros (0, m, "int64"), "pvals", zeros (0, 1, class (vals)),
               "shape", usz, "offs", zeros (1, m), "fixed", false (1, m),
               "hidden", zeros (1, 0), "sid", nds_storage_id ());
endfunction
