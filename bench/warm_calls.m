## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## one = warm_calls (fn): seconds of one warm call of fn (CPU seconds with the
## environment variable BENCH_CPU=1), after warming it as a loop does: calls, each
## timed, until they are 250 and have taken 8 ms of CPU, or 50 ms of CPU, and the
## median of their later half, past what the package builds on its first calls
## (T(:, :, ks)'s last-dim pointers at 1e6 nonzeros come from the 182nd call, and
## sparse (A(:, 1:100))'s second makes and keeps A's matrix: bench/README.md,
## "Calls of a millisecond or two").  The samplers' count of calls a sample comes
## from it (bench_idioms' time_pair, loaded_1e5's sample_median).
function one = warm_calls (fn)
  cpu = strcmp (getenv ("BENCH_CPU"), "1");
  c0 = cputime ();
  per = zeros (1, 8000);
  k = 0;
  do
    if (cpu)
      t0 = cputime ();
      fn ();
      per(++k) = cputime () - t0;
    else
      t0 = tic ();
      fn ();
      per(++k) = toc (t0);
    endif
    c = cputime () - c0;
  until ((k >= 250 && c >= 8e-3) || c >= 50e-3 || k == numel (per))
  one = median (per(ceil (k / 2):k));
endfunction
