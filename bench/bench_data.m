## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [subs, vals] = bench_data (n, sz): the bench's seeded data of one size: n
## random 3-way subscripts in sz (a few coincide by chance) and n/9 more rows
## repeating some of them, so that 10% of the rows are duplicates, in random
## order; values in (0, 1].  The same data since 229d548, so two trees' rows
## compare (bench/ab_tensor.m).
function [subs, vals] = bench_data (n, sz)
  rand ("state", n);
  subs = ceil (rand (n, 3) .* sz);
  again = subs(ceil (n * rand (round (n / 9), 1)), :);
  subs = [subs; again];
  subs = subs(randperm (rows (subs)), :);
  vals = rand (rows (subs), 1);
endfunction
