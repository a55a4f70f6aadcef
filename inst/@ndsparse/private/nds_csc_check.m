## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## nds_csc_check (who, nr, nc, n, hint): an ndsparse:toolarge error, before anything
## is allocated, unless an NR-by-NC Octave sparse matrix of N nonzeros is sane:
## Octave can index it, and its column pointers (NC + 1) are not over
## max (1e8, 10*N).  HINT says what to do instead (the transposed call).
function nds_csc_check (who, nr, nc, n, hint)
  if (nr > 2^53 || nc > 2^53)
    error ("ndsparse:toolarge",
           "%s: a %g-by-%g matrix has more rows or columns than Octave can index",
           who, nr, nc);
  endif
  if (nc > max (1e8, 10 * n))
    error ("ndsparse:toolarge",
           "%s: the matrix would have %g columns (a pointer each) for %d nonzeros; %s",
           who, nc, n, hint);
  endif
endfunction
