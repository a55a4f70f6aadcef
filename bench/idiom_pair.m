## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [A, S] = idiom_pair (n, m, c): an ndsparse A and an Octave sparse matrix S, both
## m x c, holding the same n uniform random nonzeros drawn from rand's current
## state (bench_idioms' operands, sparse_view_floor's)
function [A, S] = idiom_pair (n, m, c)
  lin = unique (randi (m * c, round (n * 1.05), 1));
  lin = lin(randperm (numel (lin), min (n, numel (lin))));
  [i, j] = ind2sub ([m c], lin);
  v = rand (numel (lin), 1);
  S = sparse (i, j, v, m, c);
  A = ndsparse ([i j], v, [m c]);
endfunction
