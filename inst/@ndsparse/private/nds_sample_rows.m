## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## keep = nds_sample_rows (n, m): the sorted row numbers (a column) of a random
## sample of m of n rows, the same on every call (seed 42); the caller's random
## stream is left as it was.  spy and viewplot draw large tensors from it.
function keep = nds_sample_rows (n, m)
  saved = rand ("state");
  unwind_protect
    rand ("state", 42);
    keep = sort (randperm (n, m)).';
  unwind_protect_cleanup
    rand ("state", saved);
  end_unwind_protect
endfunction
