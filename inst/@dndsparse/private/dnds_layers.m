## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [comm, lead] = dnds_layers (D): per mode n, the communicator handle of D's layer
## (the ranks of the grid sharing this rank's range of mode n; -1 on an idle rank) and
## whether this rank is its first.  Made once per grid and kept (collective the first
## time: every rank must ask for the same grid in the same order).
function [comm, lead] = dnds_layers (D)
  persistent cache = struct ("key", {}, "comm", {}, "lead", {});
  key = sprintf ("%d,", D.dims, D.used);
  k = find (strcmp ({cache.key}, key), 1);
  if (isempty (k))
    N = numel (D.dims);
    comm = -ones (1, N);
    lead = false (1, N);
    for n = 1:N
      color = -1;
      if (! isempty (D.coords))
        color = D.coords(n);
      endif
      comm(n) = __ndsmpi__ ("split", color, D.rank, 0);
      if (comm(n) >= 0)
        lead(n) = __ndsmpi__ ("rank", comm(n)) == 0;
      endif
    endfor
    cache(end+1) = struct ("key", key, "comm", comm, "lead", lead);
  else
    comm = cache(k).comm;
    lead = cache(k).lead;
  endif
endfunction
