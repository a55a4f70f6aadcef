## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## out = bench_single (D): the streaming rows with single values against the same
## tensor with double values (issue 39): T+T, T.*T, 2*T, -T, abs (T), the sum of
## every value, sum along modes 3 and 1, max and prod along mode 3.  The "octave" column holds the double
## tensor's time, so a ratio above 1 is single faster.  bytes: what the single
## kernel must move (a value 4 bytes, 8 for double; subscripts 24 bytes an entry
## where the kernel reads them), the byte ratio single/double in the op's name.
##
## Where single cannot win (issue 39, measured at 1e7 in CPU time):
## - sum all is sum (X(:)): X(:) writes each entry's linear index from its three
##   subscripts (24 + 8 bytes, 9.5 ms for either class), then the values are added
##   in storage order, one dependent add after another as Octave's sum does (the
##   same bits): latency-bound, 5 ms for 1e7 singles or doubles, as Octave's own
##   sum of a full single or double vector (5.05 against 5.07 ms).  Bytes 36/40.
## - along mode 3 (sum, max, prod) the entries are regrouped by (i, j) chunk by
##   chunk: a counting pass reads the mode-1 and mode-2 subscripts only (16 bytes,
##   30 ms, class-blind), the value pass the same 16 bytes plus the value and writes
##   16 + 4|8 (bytes 56/64 = 0.88), but its cost is the cache misses of visiting
##   1000 runs per chunk for a dozen entries each (2 subscript lines and 1 value line
##   for single, 2 for double, per visit): 74 against 77 ms for sum, 100 against
##   102 ms for max in C.  Expect 1.0 to 1.05 there.
##
## Standalone (a table of wall and CPU-time ratios, median of 5 warm calls and
## the first call, both sides in one process):
##   octave-cli --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); bench_single (1e6)'
function out = bench_single (D)
  if (! isstruct (D))
    print_table (D);
    return;
  endif
  T = D.T;
  S = single (T);
  n = D.nnz;
  out = struct ("op", {}, "nnz", {}, "nds", {}, "octave", {}, "rsb", {}, "bytes", {});
  for k = 1:rows (ops ())
    o = ops (){k, 1};
    f = ops (){k, 2};
    out(end+1) = result_row (o, n, D.timeit (@() f (S)), D.timeit (@() f (T)),
                             ops (){k, 3} * n);
  endfor
  [out.section] = deal ("Single against double values: the octave column is the double tensor (bench/bench_single.m)");
endfunction

## name (with the byte ratio single/double), function, single bytes per entry
function c = ops ()
  c = {"single T+T (bytes 0.50)",        @(X) X + X,        12;
       "single T.*T (bytes 0.50)",       @(X) X .* X,       12;
       "single 2*T (bytes 0.50)",        @(X) 2 * X,         8;
       "single -T (bytes 0.50)",         @(X) -X,            8;
       "single abs (T) (bytes 0.50)",    @(X) abs (X),       8;
       "single sum all (bytes 0.90)",    @(X) sum (X(:)),   36;
       "single sum mode 3 (bytes 0.88)", @(X) sum (X, 3),   28;
       "single sum mode 1 (bytes 0.88)", @(X) sum (X, 1),   28;
       "single max mode 3 (bytes 0.88)", @(X) max (X, [], 3), 28;
       "single prod mode 3 (bytes 0.88)", @(X) prod (X, 3), 28};
endfunction

## the table of the standalone run at n nonzeros of the suite's 10000x10000x1000
## tensor: wall and CPU-time medians of 5 warm calls, and the first call
function print_table (n)
  sz = [10000 10000 1000];
  rand ("state", n);
  T = ndsparse (ceil (rand (n, 3) .* sz), rand (n, 1), sz);
  S = single (T);
  [~, load] = system ("cut -d' ' -f1-3 /proc/loadavg");
  printf ("single vs double ndsparse, %d nonzeros, load average %s", nnz (T), load);
  wt = whos ("T");  ws = whos ("S");
  printf ("bytes per nonzero: double %.1f, single %.1f (ratio %.2f)\n",
          wt.bytes / nnz (T), ws.bytes / nnz (S), ws.bytes / wt.bytes);
  printf ("%-32s %10s %10s %8s %8s %10s\n", "op", "single ms", "double ms",
          "wall x", "cpu x", "cold x");
  c = ops ();
  for k = 1:rows (c)
    f = c{k, 2};
    [ws, cs, s1] = warm_medians (@() f (S), 5);
    [wd, cd, d1] = warm_medians (@() f (T), 5);
    printf ("%-32s %10.2f %10.2f %8.2f %8.2f %10.2f\n", c{k, 1}, 1e3 * ws, 1e3 * wd,
            wd / ws, cd / cs, d1 / s1);
  endfor
  printf ("x: double's time over single's (above 1: single faster); cold x: the first calls'\n");
endfunction
