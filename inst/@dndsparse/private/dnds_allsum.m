## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Y = dnds_allsum (Y): the sum over the ranks of each rank's Y (a full array or an
## ndsparse, of the same size everywhere), whole on every rank.  The ranks agree on
## the path: if any rank's part is full, the parts are summed as full arrays
## (allreduce; an ndsparse again if some part was one and the sum is sparse); else they travel as coordinates (all-gather), summed by the
## constructor.  The result is full when more than half dense, as the single-process
## kernels return it.
function Y = dnds_allsum (Y)
  if (isa (Y, "single"))       # summed in double, rounded once
    Y = single (dnds_allsum (double (Y)));
    return;
  endif
  sz = size (Y);
  kinds = __ndsmpi__ ("allreduce", double ([! isa(Y, "ndsparse"), isa(Y, "ndsparse")]), 1, 0);
  if (kinds(1))
    Y = __ndsmpi__ ("allreduce", full (Y), 0, 0);
    if (kinds(2) && nnz (Y) <= numel (Y) / 2)
      Y = ndsparse (Y);
    endif
    return;
  endif
  [subs, x] = dnds_entries (Y, numel (sz));
  s = __ndsmpi__ ("gatherv", subs.', -1, 0);
  x = __ndsmpi__ ("gatherv", x(:).', -1, 0);
  Y = ndsparse (s.', x.', sz);
  if (nnz (Y) > numel (Y) / 2)
    Y = full (Y);
  endif
endfunction
