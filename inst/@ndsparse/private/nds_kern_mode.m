## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [R, s, x, shape] = nds_kern_mode (T, s, x, shape, mode, M, keep, last, sgl): contract
## mode `mode` of the entries (s, x double) with the full matrix M
## (J-by-shape(mode)); keep the mode with size J, or drop it (keep false, J = 1).
## With last true, R is the final result (full when more than half full and
## allowed, else an ndsparse from T); otherwise R is empty and the sparse
## entries come back for the next mode.  With sgl (default false) complex sparse
## entries come back rounded once to single (the caller rounds the rest).
function [R, s, x, shape] = nds_kern_mode (T, s, x, shape, mode, M, keep, last, sgl = false)
  maxfull = -1;
  if (last)
    maxfull = full_limit (prod (shape([1:mode-1, mode+1:end])) * rows (M));
  endif
  [s, x, isfull] = __nds_ttm__ (s, x, shape, mode, M, keep, maxfull, sgl);
  if (keep)
    shape(mode) = rows (M);
  else
    shape(mode) = [];
  endif
  R = [];
  if (isfull)
    R = reshape (s, nds_dims (shape));
  elseif (last)
    R = nds_kern_result (T, s, x, shape);
  endif
endfunction

function maxfull = full_limit (cells)
  maxfull = -1;
  if (nds_full_allowed (cells))
    maxfull = cells;
  endif
endfunction
