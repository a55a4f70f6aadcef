## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = per_call (): the cost of one call, in microseconds, of the operations a
## script runs in loops, on an ndsparse and on an Octave full array of the same
## shape in the same process (`make bench`'s first section).  Each figure is the
## median over 9 batches of N calls, less the same loop with nothing in it, the
## two sides' batches and the empty one taken in turn so that a burst of other
## work falls on all three; with the environment variable BENCH_CPU=1 the
## process's CPU time, not the wall clock's (a batch of 2000 calls lasts 2-30
## ms, and on a busy machine the scheduler's pauses in it move the wall's
## median: `2 * t` read 1.03 and 8.48 in two runs at a load average of 13, 1.39
## in CPU time).  The ratio is ndsparse's time over the full array's, and the
## target the largest ratio the project accepts.  "B" is a tensor of 1e6
## nonzeros (1000^3), whose element read is compared with a full array's and
## whose new entries (each at a new coordinate, merged into the storage every 4
## sqrt (nnz) of them) are timed alone, amortized over 2e4 of them.  Writes
## bench/results/per_call.csv.
function r = per_call (outdir)
  rand ("seed", 1);
  F = zeros (20, 30, 40);
  F(randperm (numel (F), 2000)) = rand (2000, 1);
  T = ndsparse (F);
  tf = rand (3, 3, 3) .* (rand (3, 3, 3) > 0.5);      # the tiny operands
  t = ndsparse (tf);
  N = 2000;
  ## each expression is timed in a loop here, as a script runs it (a function handle
  ## would add its own call to both sides)
  ops = {"size (T)",   "size (F)",   3;
         "nnz (T)",    "nnz (F)",    3;
         "T(2,3,4)",   "F(2,3,4)",   2;
         "T(end,3,4)", "F(end,3,4)", 2;
         "T(2,:,:)",   "F(2,:,:)",   2;
         "T(:,:,4)",   "F(:,:,4)",   2;
         "T(:,3,:)",   "F(:,3,:)",   2;
         "t + t",      "tf + tf",    2;
         "2 * t",      "2 * tf",     2};
  cpu = strcmp (getenv ("BENCH_CPU"), "1");
  r = struct ("op", {}, "nds_us", {}, "full_us", {}, "ratio", {}, "target", {});
  for k = 1:rows (ops)
    code = {sprintf("for q = 1:N, z = %s; end", ops{k, 1}), ...
            sprintf("for q = 1:N, z = %s; end", ops{k, 2}), "for q = 1:N, end"};
    eval (code{1});                # once untimed: the first call's costs are not the loop's
    eval (code{2});
    t9 = zeros (3, 9);
    for b = 1:9
      for side = 1:3
        t0 = now_s (cpu);
        eval (code{side});
        t9(side, b) = now_s (cpu) - t0;
      endfor
    endfor
    us = max (median (t9(1:2, :), 2)' - median (t9(3, :)), 0) / N * 1e6;
    r(end+1) = struct ("op", ops{k, 1}, "nds_us", us(1), "full_us", us(2),
                       "ratio", us(1) / us(2), "target", ops{k, 3});
  endfor
  ## assignment in place: a loop in this function's own workspace, as a script runs it
  a = assign_us (T, N, cpu);
  b = assign_us (F, N, cpu);
  r(end+1) = struct ("op", "T(2,3,4) = v", "nds_us", a, "full_us", b, "ratio", a / b,
                     "target", 2);
  ## a tensor of 1e6 nonzeros: a read, and new entries
  B = ndsprand ([1000 1000 1000], 1e-3, 7);
  G = zeros (100, 100, 100);
  I = randi (1000, 20000, 3);
  J = randi (100, 20000, 3);
  a = read_us (B, I, cpu);
  b = read_us (G, J, cpu);
  r(end+1) = struct ("op", "B(i,j,k), nnz 1e6", "nds_us", a, "full_us", b, "ratio", a / b,
                     "target", 3);
  a = new_entries_us (B, I, cpu);
  r(end+1) = struct ("op", "B(i,j,k) = v new, nnz 1e6", "nds_us", a, "full_us", NaN,
                     "ratio", NaN, "target", 20);
  printf ("per call, %s us (median of 9 loops of %d, same process) ndsparse  full array   ratio  target\n",
          merge (cpu, "CPU", "wall"), N);
  for k = 1:numel (r)
    tgt = sprintf ("%g x", r(k).target);
    if (isnan (r(k).ratio))
      tgt = sprintf ("%g us", r(k).target);
    endif
    printf ("  %-32s %10.2f %10.2f %7.2f  %s\n", r(k).op, r(k).nds_us, r(k).full_us,
            r(k).ratio, tgt);
  endfor
  fid = fopen (fullfile (outdir, "per_call.csv"), "w");
  fprintf (fid, "op,nds_us,full_us,ratio,target\n");
  for k = 1:numel (r)
    fprintf (fid, "\"%s\",%.4g,%.4g,%.4g,%g\n", r(k).op, r(k).nds_us, r(k).full_us,
             r(k).ratio, r(k).target);
  endfor
  fclose (fid);
endfunction

## microseconds per X(2,3,4) = k in a loop
function us = assign_us (X, n, cpu)
  t = zeros (1, 9);
  for b = 1:9
    t0 = now_s (cpu);
    for k = 1:n
      X(2,3,4) = k;
    endfor
    t(b) = now_s (cpu) - t0;
  endfor
  us = median (t) / n * 1e6;
endfunction

## microseconds per element read X(I(k,1),I(k,2),I(k,3)) in a loop
function us = read_us (X, I, cpu)
  t = zeros (1, 9);
  n = rows (I);
  for b = 1:9
    t0 = now_s (cpu);
    for k = 1:n
      x = X(I(k,1), I(k,2), I(k,3));
    endfor
    t(b) = now_s (cpu) - t0;
  endfor
  us = median (t) / n * 1e6;
endfunction

## microseconds per new entry, amortized over a loop of them (the merges included)
function us = new_entries_us (B, I, cpu)
  t0 = now_s (cpu);
  for k = 1:rows (I)
    B(I(k,1), I(k,2), I(k,3)) = k;
  endfor
  us = (now_s (cpu) - t0) / rows (I) * 1e6;
endfunction

## seconds on the clock the section reads: the process's CPU time (cpu true) or
## the wall clock's
function s = now_s (cpu)
  if (cpu)
    s = cputime ();
  else
    s = double (tic ()) / 1e6;
  endif
endfunction
