## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = loaded_1e5 (n = 1e5, benches): the tensor sections' rows that have an
## Octave-sparse column (bench_core, bench_elementwise, bench_kernels,
## bench_views), run on run_bench's data of n nonzeros quiet and then with one
## busy process per core started here (`yes > /dev/null`, killed after), as
## bench_idioms does.  Prints per row the ratio ndsparse / Octave in each run and
## the loaded ndsparse time; flags rows over 1.5x Octave under load and rows whose
## loaded time is at least 2 scheduler slices (8 ms) where quiet it took under
## one (4 ms).  The machine's load average at each start is printed.  Each time
## is the median of 7 samples (3 over 50 ms) after an untimed call and the warm
## ones of warm_calls, a sample repeating a fast call until it lasts about 2 ms (a
## single call of a millisecond that the scheduler preempts reads several times
## its cost);
## loaded, of 21 samples of about 0.25 ms for a call under 2 ms, so that a
## sample seldom holds a tick the busy processes took (bench/README.md, "Small
## calls under load"); with the environment variable BENCH_CPU=1 the process's
## CPU time instead of the wall clock's.
## About 2-3 minutes at 1e5 on a loaded 2-core machine.
function r = loaded_1e5 (n = 1e5, benches = {"bench_core", "bench_elementwise", ...
                                              "bench_kernels", "bench_views"})
  sz = [10000 10000 1000];
  [subs, vals] = bench_data (n, sz);
  D = suite_data (subs, vals, sz, 5e9, []);
  setenv ("NDS_BENCH_IO", tempname ());
  runs = cell (1, 2);
  avg = zeros (1, 2);
  for busy = 0:1
    pids = [];
    if (busy)
      pids = start_busy (nproc ("all"));
      pause (0.5);
    endif
    avg(busy+1) = sscanf (fileread ("/proc/loadavg"), "%f", 1);
    D.timeit = @(fn) sample_median (fn, busy);
    unwind_protect
      rows_b = struct ("op", {}, "nds", {}, "octave", {});
      for b = benches
        evalc ("rb = feval (b{1}, D);");
        for k = 1:numel (rb)
          rows_b(end+1) = struct ("op", [b{1}(7:end) ": " rb(k).op], "nds", rb(k).nds,
                                  "octave", rb(k).octave);
        endfor
      endfor
    unwind_protect_cleanup
      stop_busy (pids);
    end_unwind_protect
    runs{busy+1} = rows_b;
  endfor
  q = runs{1};
  l = runs{2};
  keep = ! isnan ([q.octave]) & ! isnan ([l.octave]);
  q = q(keep);
  l = l(keep);
  printf ("1e5 tensor rows with an Octave-sparse column, n = %g: quiet (load avg %.1f) and with %d busy processes (load avg %.1f)\n",
          D.nnz, avg(1), nproc ("all"), avg(2));
  printf ("  %-44s %9s %9s %9s %9s %7s %7s\n", "op", "q nds ms", "q oct ms",
          "l nds ms", "l oct ms", "q ratio", "l ratio");
  r = struct ("op", {q.op}, "quiet", num2cell ([q.nds] ./ [q.octave]),
              "loaded", num2cell ([l.nds] ./ [l.octave]));
  for k = 1:numel (q)
    flag = "";
    if (r(k).loaded > 1.5)
      flag = [flag " >1.5x"];
    endif
    if (l(k).nds >= 8e-3 && q(k).nds < 4e-3)
      flag = [flag " slices"];
    endif
    printf ("  %-44s %9.3f %9.3f %9.3f %9.3f %7.2f %7.2f%s\n", q(k).op, 1e3 * q(k).nds,
            1e3 * q(k).octave, 1e3 * l(k).nds, 1e3 * l(k).octave, r(k).quiet,
            r(k).loaded, flag);
  endfor
endfunction

## seconds of one call of fn: the median of 7 samples (3 for a call over 50 ms)
## after an untimed call and warm_calls' (their count of calls from those), each
## sample repeating the call until it lasts about 2 ms (CPU seconds with
## BENCH_CPU=1); busy, 21 samples of about 0.25 ms for a call under 2 ms, shorter
## than the scheduler's tick (bench_idioms' time_pair)
function t = sample_median (fn, busy)
  cpu = strcmp (getenv ("BENCH_CPU"), "1");
  fn ();
  one = warm_calls (fn);
  reps = max (1, min (2000, round (merge (busy, 0.25e-3, 2e-3) / max (one, 1e-7))));
  times = zeros (1, merge (one > 0.05, 3, merge (busy && one < 2e-3, 21, 7)));
  for k = 1:numel (times)
    if (cpu)
      c0 = cputime ();
    else
      c0 = tic ();
    endif
    for q = 1:reps
      fn ();
    endfor
    if (cpu)
      times(k) = (cputime () - c0) / reps;
    else
      times(k) = toc (c0) / reps;
    endif
  endfor
  t = median (times);
endfunction
