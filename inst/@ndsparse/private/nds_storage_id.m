## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## id = nds_storage_id (): a new storage id (a string unique to this storage
## version across sessions: process, start time and a counter).  nds_struct and
## nds_flush give every new storage one; the per-dimension orders of
## nds_dim_order are cached under it.
function id = nds_storage_id ()
  persistent base = sprintf ("%d-%.6f", getpid (), time ());
  persistent count = 0;
  count++;
  id = sprintf ("%s-%d", base, count);
endfunction
