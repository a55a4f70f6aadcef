## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = mttkrp_modes (n, rounds, quarter): mttkrp in every mode of
## single_complex_table's seeded tensor (ratio_subscripts, N nonzeros, default 1e7,
## 10000x10000x1000, rank 8 factors), or with QUARTER true of its A4 (the first two
## subscripts divided by 4, rounded up: 2500x2500x1000), for double, single and
## complex values (the complex ones the double ones' coordinates and real parts,
## factors of the tensor's class).  Each mode's call is made once per class untimed,
## then ROUNDS (default 9) times double, single, complex in turn; the medians of the
## CPU time (every thread) are printed in ms with single / double and complex /
## double (issue 39: below 1 and at most 2.2).  r: modes x classes, the medians in s.
##   octave-cli --norc --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); mttkrp_modes (1e7)'
function r = mttkrp_modes (varargin)
  args = {1e7, 9, false};
  args(1:nargin) = varargin;
  [n, rounds, quarter] = args{:};
  sz = [10000 10000 1000];
  s = ratio_subscripts (sz, n);
  va = randn (n, 1);
  za = complex (va, randn (n, 1));
  U = {randn(sz(1), 8), randn(sz(2), 8), randn(sz(3), 8)};
  Uz = cellfun (@(u) complex (u, randn (size (u))), U, "UniformOutput", false);
  if (quarter)
    sz = [sz(1:2) / 4, sz(3)];
    s = [ceil(s(:, 1:2) / 4), s(:, 3)];
    U = arrayfun (@(d) U{d}(1:sz(d), :), 1:3, "UniformOutput", false);
    Uz = arrayfun (@(d) Uz{d}(1:sz(d), :), 1:3, "UniformOutput", false);
  endif
  T = {ndsparse(s, va, sz), ndsparse(s, single (va), sz), ndsparse(s, za, sz)};
  F = {U, cellfun(@single, U, "UniformOutput", false), Uz};
  clear s va za;
  [~, la] = system ("cut -d' ' -f1-3 /proc/loadavg");
  printf ("mttkrp of %dx%dx%d, %d nonzeros, R = 8, median of %d rounds; load average %s",
          sz, nnz (T{1}), rounds, la);
  r = zeros (3, 3);
  for mode = 1:3
    cpu = zeros (rounds, 3);
    for j = 1:3
      y = mttkrp (T{j}, F{j}, mode);
    endfor
    for q = 1:rounds
      for j = 1:3
        c0 = cputime ();
        y = mttkrp (T{j}, F{j}, mode);
        cpu(q, j) = cputime () - c0;
      endfor
    endfor
    r(mode, :) = median (cpu, 1);
    printf ("  mode %d: double %6.1f single %6.1f complex %6.1f ms CPU; S/D %.2f Z/D %.2f\n",
            mode, 1e3 * r(mode, :), r(mode, 2) / r(mode, 1), r(mode, 3) / r(mode, 1));
  endfor
endfunction
