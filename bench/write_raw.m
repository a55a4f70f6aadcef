## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## write_raw (file, A): a row-major (NCHW) float64 file of the Octave array A
## (column-major), for the PyTorch peers (conv_bench, pool_bench).
function write_raw (file, A)
  fid = fopen (file, "w");
  fwrite (fid, permute (A, ndims (A):-1:1), "float64");
  fclose (fid);
endfunction
