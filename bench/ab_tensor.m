## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ab_tensor (n, benches): one tree's half of bench/ab_bench.sh: run_bench's
## tensor rows of one size, printed as "bench<TAB>op<TAB>size<TAB>seconds" lines.
## The tree under test is on the path (its inst, src and bench, as `make bench`
## has them); this file is copied beside it, so both trees get the same data
## (bench_data.m) and the same timer, and each its own
## bench_*.m files and suite_data.  n is the nominal size (1e5, 1e6, 1e7) or 0
## for the per-call rows: with BENCH_CPU=1 those of bench/ab_per_call.m (CPU
## time, copied beside this file), otherwise those of the tree's own per_call.
## benches is a cell of bench file names.  With BENCH_CPU=1 the timer takes the
## process's CPU time (run it with OMP_NUM_THREADS=1), otherwise the wall time;
## it takes the median of 5 runs after an untimed one (3 when they pass 3 s, and
## fewer when they pass 30 s), as run_bench's timed_median, a run of a call
## shorter than 20 ms being a batch of calls.  With AB_COUNT=instr or minflt
## or minflt0 (bench/ab_count.sh) a row is a count per call instead of seconds:
## callgrind's instructions or the minor page faults.  A failed call
## prints NaN for its row, which ab_bench.sh reports as missing.
function ab_tensor (n, benches)
  cpu = strcmp (getenv ("BENCH_CPU"), "1");
  if (n == 0)
    if (cpu)
      s = evalc ("ab_per_call ();");
      for l = strsplit (strtrim (s), "\n")
        f = strsplit (l{1}, "\t");
        printf ("per_call\t%s\tcall\t%.6g\n", f{1}, str2double (f{2}) * 1e-6);
      endfor
    else
      d = tempname ();
      mkdir (d);
      evalc ("r = per_call (d);");
      confirm_recursive_rmdir (false, "local");
      rmdir (d, "s");
      for k = 1:numel (r)
        printf ("per_call\t%s\tcall\t%.6g\n", r(k).op, r(k).nds_us * 1e-6);
      endfor
    endif
    return;
  endif
  sz = [10000 10000 1000];
  [subs, vals] = bench_data (n, sz);
  io = tempname ();
  mkdir (io);
  setenv ("NDS_BENCH_IO", io);
  unwind_protect
    count = getenv ("AB_COUNT");
    if (isempty (count))
      D = suite_data (subs, vals, sz, 1e10, @(fn) timed (fn, cpu));
    else
      D = suite_data (subs, vals, sz, 1e10, @(fn) counted (fn, count));
    endif
    for b = benches
      try
        evalc (sprintf ("r = %s (D);", b{1}));
      catch err
        printf ("%s\tFAILED: %s\t%g\tNaN\n", b{1}, strtok (err.message, "\n"), n);
        continue;
      end_try_catch
      for k = 1:numel (r)
        ## a row's name without what it measured ("mttkrp ... [13.4 ns/nnz]")
        op = strtrim (regexprep (r(k).op, '\s*\[[^]]*\]', ''));
        printf ("%s\t%s\t%g\t%.6g\n", b{1}, op, n, r(k).nds);
      endfor
    endfor
  unwind_protect_cleanup
    confirm_recursive_rmdir (false, "local");
    rmdir (io, "s");
  end_unwind_protect
endfunction

## median seconds of one call of fn (CPU or wall), as run_bench's timed_median
## without its memory log, except that a call shorter than 20 ms is timed in
## batches of calls that take about 20 ms (up to 1000 calls), so that the timer's
## resolution does not decide a microsecond row's ratio; NaN when fn fails
function t = timed (fn, cpu)
  try
    t1 = clock_now (cpu);
    fn ();
    first = clock_now (cpu) - t1;
  catch
    t = NaN;
    return;
  end_try_catch
  k = max (1, min (1000, ceil (0.02 / max (first, 2e-5))));
  times = [];
  t0 = tic ();
  while (numel (times) < 5 && toc (t0) < 30 && (numel (times) < 3 || toc (t0) < 3))
    c0 = clock_now (cpu);
    for q = 1:k
      fn ();
    endfor
    times(end+1) = (clock_now (cpu) - c0) / k;
  endwhile
  t = median (times);
endfunction

## the count per call of fn after an untimed call: "instr", callgrind's
## instructions (the process runs under bench/ab_count.sh's valgrind, whose
## dumps are AB_CALLGRIND_OUT.1, .2, ...), or the minor page faults of the
## process (all threads) over 10 calls: "minflt0" the first 10 after the untimed
## call (the heap growing to the row's size), "minflt" the next 10, what every
## call pays.  (Over as many calls as took 50 ms, cat's read 58.6 to 585.5 a call
## from run to run: the first calls' faults on a number of calls that followed
## the load.)  Instructions: k calls, as many as take about
## 50 ms (1 to 20), so that a microsecond row is not one call's noise (they
## vary by 1% with k), less the count of a window of k empty turns: the
## window's own statements (16k instructions, 48k with the label's func2str in
## it), divided by a k that follows the load, had read "view T(:,:,k) create"
## (26k a call) at 1.171x the base's and T(:,k,:)'s at 0.38x in trees whose
## loops of the call counted the same (1.000-1.003 now).  NaN when fn fails or its
## text matches the regular expression AB_COUNT_SKIP (a peer's call)
function c = counted (fn, what)
  persistent part = 0;
  skip = getenv ("AB_COUNT_SKIP");
  if (! isempty (skip) && ! isempty (regexp (func2str (fn), skip, "once")))
    c = NaN;
    return;
  endif
  try
    t0 = tic ();
    fn ();
    first = toc (t0);
  catch
    c = NaN;
    return;
  end_try_catch
  if (strncmp (what, "minflt", 6))
    k = 10;
    if (strcmp (what, "minflt"))
      for q = 1:k
        fn ();
      endfor
    endif
    f0 = getrusage ().minflt;
    for q = 1:k
      fn ();
    endfor
    c = (getrusage ().minflt - f0) / k;
  else
    k = max (1, min (20, floor (0.05 / first)));
    label = func2str (fn);
    if (! ab_callgrind ("start"))
      error ("ab_tensor: AB_COUNT=instr runs under valgrind --tool=callgrind (bench/ab_count.sh)");
    endif
    for q = 1:k
    endfor
    ab_callgrind ("stop", "empty window");
    part++;
    empty = window_count (part);
    ab_callgrind ("start");
    for q = 1:k
      fn ();
    endfor
    ab_callgrind ("stop", label);
    part++;
    c = (window_count (part) - empty) / k;
  endif
endfunction

## the instructions callgrind's part-th dump of this process holds
function c = window_count (part)
  dump = fileread (sprintf ("%s.%d", getenv ("AB_CALLGRIND_OUT"), part));
  c = str2double (regexp (dump, '(?m)^totals:\s*(\d+)', "tokens", "once"){1});
endfunction

## the process's CPU seconds, or the wall clock's
function t = clock_now (cpu)
  if (cpu)
    t = cputime ();
  else
    t = double (tic ()) * 1e-6;       # tic: microseconds since the epoch
  endif
endfunction

