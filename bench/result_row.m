## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = result_row (op, nnz, nds, octave, bytes, rsb): one row of a bench_*.m
## result (see run_bench): times in seconds, NaN where a peer or bound is missing.
function r = result_row (op, nnz, nds, octave, bytes = NaN, rsb = NaN)
  r = struct ("op", op, "nnz", nnz, "nds", nds, "octave", octave, "rsb", rsb,
              "bytes", bytes);
endfunction
