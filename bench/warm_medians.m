## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [wall, cpu, first] = warm_medians (fn, reps): the medians of the wall and the CPU
## seconds (user + system, every thread) of reps calls of fn made after a first one,
## and that first (cold) call's wall seconds.  The benches' one timing loop.
function [wall, cpu, first] = warm_medians (fn, reps)
  t0 = tic ();
  fn ();
  first = toc (t0);
  w = c = zeros (1, reps);
  for k = 1:reps
    c0 = cputime ();
    t0 = tic ();
    fn ();
    w(k) = toc (t0);
    c(k) = cputime () - c0;
  endfor
  wall = median (w);
  cpu = median (c);
endfunction
