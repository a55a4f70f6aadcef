## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = single_complex_table (sizes, rounds): issue 39's table, the streaming rows
## with single values and with complex values against the same rows with double
## values, in one process (`make bench-single`, and a section of `make bench`).
##
## For each size N in SIZES (default 1e5 and 1e7, capped by the environment
## variable BENCH_MAX_NNZ) it builds ratio_subscripts's seeded tensors of a
## 10000x10000x1000 shape: A, and B holding half of A's coordinates and as many
## of its own (A+B merges and misses, not T+T), A's first two subscripts as a
## 10000x10000 matrix (for sparse (A)) and N subscripts in a 100x100x(2N/1e4)
## box (for full (A), half full), and A4 and A8, A with its first two subscripts
## divided by 4 and 8, rounded up (2500x2500x1000 and 1250x1250x1000, U4 and U8 the
## factors' first rows: mttkrp where the rows it scatters fit a 2 MB and a 512 KB L2,
## see ops ()).  The single operands are the double ones
## rounded; the complex ones have the double ones' coordinates and real parts;
## vectors, matrices and factors are of the tensor's class.  Each row is called
## once per class untimed, then ROUNDS (default 7) times double, single, complex
## in turn (a slow phase of the loaded machine hits all three), and the medians
## of the CPU time (every thread) and of the wall time are taken.
##
## Columns: the double row's CPU ms; single / double in CPU and wall time beside
## the byte ratio, what a kernel moves with single values over double ones
## (subscripts 8 bytes a dim where the kernel reads or writes them, a value 4 or
## 8 bytes, factors and dense operands in the tensor's class: the bound single
## can reach when memory is the limit); complex / double in CPU and wall time.
## Targets (issue 39): single faster than double (CPU ratio below 1) and complex
## at most 2.2 x double; a row whose CPU ratio misses one is marked "S>1" or
## "Z>2.2".
##
## Why sum, max and prod along dim 3 stay near 1 (cache misses, not bytes): the
## notes of bench/bench_single.m.  permute makes a view; the minus reads it whole
## in order, so that row times the sort.  sparse (A2) of a double tensor is kept
## with its storage: each call of that row times the conversion of a fresh copy.
## Standalone:
##   octave-cli --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); single_complex_table (1e5, 3)'
function r = single_complex_table (sizes, rounds)
  if (nargin < 1 || isempty (sizes))
    maxnnz = str2double (getenv ("BENCH_MAX_NNZ"));
    if (isnan (maxnnz))
      maxnnz = 1e7;
    endif
    sizes = unique (min ([1e5 1e7], maxnnz));
  endif
  if (nargin < 2)
    rounds = 7;
  endif
  classes = {"double", "single", "complex"};
  r = struct ("op", {}, "nnz", {}, "bytes", {}, "cpu", {}, "wall", {});
  for n = sizes
    O = operands (n);
    [~, la] = system ("cut -d' ' -f1-3 /proc/loadavg");
    printf ("%s nonzeros (A %d, B %d), median of %d interleaved rounds; load average %s",
            size_name (n), nnz (O{1}.A), nnz (O{1}.B), rounds, la);
    printf ("  %-18s %9s %6s %7s %7s %8s %8s  %s\n", "op", "double ms", "bytes",
            "S/D cpu", "S/D wall", "Z/D cpu", "Z/D wall", "over target");
    c = ops ();
    for k = 1:rows (c)
      f = c{k, 3};
      prep = c{k, 4};
      cpu = wall = zeros (rounds, numel (classes));
      for j = 1:numel (classes)
        y = f (prep (O{j}));         # untimed: the first call of each class
      endfor
      for q = 1:rounds
        for j = 1:numel (classes)
          [cpu(q, j), wall(q, j)] = timed (f, prep (O{j}));
        endfor
      endfor
      mc = median (cpu, 1);
      mw = median (wall, 1);
      over = "";
      if (mc(2) >= mc(1))
        over = "S>1";
      endif
      if (mc(3) > 2.2 * mc(1))
        over = strtrim ([over " Z>2.2"]);
      endif
      printf ("  %-18s %9.2f %6.2f %7.2f %7.2f %8.2f %8.2f  %s\n", c{k, 1}, 1e3 * mc(1),
              c{k, 2}, mc(2) / mc(1), mw(2) / mw(1), mc(3) / mc(1), mw(3) / mw(1), over);
      r(end+1) = struct ("op", c{k, 1}, "nnz", n, "bytes", c{k, 2}, "cpu", mc, "wall", mw);
    endfor
    clear O y;
  endfor
  printf ("S/D, Z/D: single's, complex's median over double's (CPU: every thread); bytes: the\n");
  printf ("single row's bytes over the double row's; targets S/D cpu < 1, Z/D cpu <= 2.2\n");
endfunction

## the rows: name, byte ratio single / double, the operation on one class's
## operands, and what makes those operands from the class's (untimed).
## Byte ratios: an entry's 3 subscripts (24 bytes) travel with its value (0.88),
## values alone (2*A, abs, norm: 0.50); sparse (A) reads 16 + 4|8 bytes and writes
## a sparse double (16 bytes an entry: 0.90); full (A) reads 24 + 4|8 and writes
## two cells an entry (0.75).  ttm writes 8 entries (subscripts and value) per
## (i, j) fiber of about 1.05 entries, and mttkrp's factors (10000x8 at most, 640 KB)
## stay in cache: both 0.88 as the streaming rows.
## sum (A, 3) is not a streaming row but a regrouping by (i, j) keys: its 0.88 is
## the bytes of a counting pass over the keys (16 bytes an entry, no value), a value
## pass over the keys and values (16 + 4|8) into a chunk's accumulator, and the
## 9.5e6 cells written (16 + 4|8 each): 55 against 63 bytes an entry.  The time is
## in the keys, which both classes walk the same way: 763 chunks of 2^17 (i, j)
## cells each visit the 1000 runs along dim 3 for about 13 entries (7.6e5 visits a
## pass, each to a far part of the storage: perf puts a quarter of the value pass on
## their prefetches), and each cell's key is decoded for its subscripts.  C, one
## thread, loaded, 1e7: counting 56-66 ms for either class, values 170-177 ms
## single against 189-193 ms double, so at best S/D 0.93; chunks of 2^18 singles
## (the same 1 MB accumulator, half the visits) were slower (72-77 and 184 ms).
## mttkrp's L2 cliff (issue 39; bench/README.md has the sweep): the entries are sorted
## by dim 3, then 2, then 1, so in mode 1 a dim-3 slice reads U{2}'s rows in order and
## adds into random rows of its block's partial result; a result row comes back after
## about 10000 entries, which touch 63% of the rows of both.  That working set, the
## partial result and U{2} (modes 2 and 3: U{1} at random, the same sizes), is
## 2 x 10000 rows x 8 x 8 bytes = 1.28 MB of double and 2.56 MB of complex (16 bytes
## a value), against this VM's L2 of 2 MB a core: complex misses it, double does not.
## Callgrind (L2 as 2 MB 16-way, 1e6 entries) counts complex 3.3 x double's L2 read
## misses here, 1.2-1.3 x when the first two dims are 2500 or 5000 (both fit) and
## 2.3 x at 20000 (neither), with 1.8-2.1 x the instructions.  CPU Z/D at 1e7, one
## thread, loaded, modes 1-3: 2.4-3.0 at 10000; 1.8-2.3 at 2500 and at 20000.
## So "mttkrp (A4, U4, 1)", the same entries at 2500x2500x1000 (0.32 and 0.64 MB),
## shows complex where both fit; "mttkrp (A, U, 1)" keeps the bench's shape.
## On a 512 KB L2 (Zen 3) both miss at 10000 and only double fits at 2500; the 3-D
## loops then ask for the rows ahead (bench/README.md).  "mttkrp (A8, U8, 1)"
## (1250x1250x1000: 0.16 and 0.32 MB) is where both fit there.
## Z/D at 1e5 on the Zen 3 (2026-12-01; two other helpers kept the load average at
## 1.5-3.5).  The lead's quiet run read Z/D CPU over 2.2 where wall read 1.3-2.2
## (A - B 2.38 / 1.30, max (A, [], 1) 2.65 / 2.22, mttkrp (A4, U4, 1) 2.11 / 1.89).
## The team rule does not split the classes there: with a team of two fixed
## (NDS_THREADS=2, bench/region_shim.c) A + B, A - B, max (A, [], 1), mttkrp, the
## sums, innerprod and ttv start the same regions for both.  Only abs, norm and
## A .* B's finiteness scan started teams for complex alone (30-320 us of work);
## they now choose by their ns (src/engine/kern/nds_cabs.c, nds_inner.c,
## core/nds_group.c).  What splits CPU from wall is the clock: cputime () is
## getrusage's, which adds another running thread's time only at its ticks (4 ms,
## HZ 250) or when it stops.  bench/rusage_tick.c, a window of 0.5, 1, 2, 4 ms
## with a second thread spinning throughout: median 0.50, 1.00, 2.01, 8.00 ms of
## CPU (90th percentile 0.50, 1.26, 5.99, 9.11).  So the median CPU of a call on a
## team reads its own thread alone when the call is short against a tick, and
## twice its wall as the call nears 2-4 ms: a complex call twice double's length
## is charged the other thread and double's is not, and Z/D CPU reads up to twice
## Z/D wall.  Loaded, the rule keeps both on one thread and the two ratios agree.
## One thread (NDS_THREADS=1, 4 runs of 21 interleaved rounds), Z/D CPU: A + B
## 1.15-1.21, A - B 1.17-1.26, max (A, [], 1) 1.98-2.18, since its result is cut by
## a slice (nds_head) 1.72-1.81; abs 1.85-2.42 (hypot, 3.3 ns a value); mttkrp
## (A4, U4, 1) 1.88-2.56: its complex loop does 4 x double's arithmetic an entry
## (16 vector operations against 4 at R = 8) on twice the bytes, the kernel's own.
## full (F), innerprod and A + B at 1e7 (issue 39, 2026-12-01, Zen 3, this table's
## three rows, main and the new tree alternated twice, 7 rounds each, load average
## 1.7-2.4; CPU ms of double, S/D cpu):
##   full (F)          84-105, 0.92-0.99  ->  46-76, 0.70-0.86
##   innerprod (A, B)  116-120, 0.94-0.98 ->  68-103, 1.00-1.04 (Z/D 1.6 -> 1.2)
##   A + B             164-236, 0.94-1.18 (code unchanged: the same spread)
## full (F) was bound by a call, a switch and a loop per entry in nds_scatter, the
## same for either class; one call a block leaves the memory, where single wins.
## innerprod and A + B are bound by their merges' chains of compares (a step waits on
## the loads its previous step chose), not by the values' bytes: perf puts 98% of
## innerprod in the merge for either class, and A + B's plan (a third, subscripts
## only) and emit (the rest) cost the same for both.  Two blocks stepped at once
## made innerprod 1.2-1.7x faster for every class, single no more than double.
## A float emit for A + B (+ - * / in single: the bits of double rounded once) kept
## its conversions (GCC does not fold float -> double -> float) and was no faster;
## an emit split into a subscript pass and a value pass was 10-20% slower.
## sum (A, 1) of 3-D A (the lead's, same day): the sum over the leading dims ran the
## general loop, a test a row for weights, zeros and lengths and a store a row for
## the column of ones: equal work for both classes, S/D 1.03-1.06 quiet.  A plain
## sum's own loop and the ones filled after (51 -> 33 instructions a row): quiet, a
## team, 1e7, CPU ms double 75-95 -> 74-87, S/D 0.95-1.04 -> 0.88-0.90.
## max (A, [], 1) spent a third of its call gathering the runs' coordinates on one
## thread (nds_runs_heads); they take a team now (wall 70-73 -> 60-61 ms double).
## The table's CPU of a call on a team is the clock's (above): the closing runs
## read it twice, with the rule and with NDS_THREADS=1 OMP_NUM_THREADS=1, whose CPU
## is exact.  One thread, quiet, 1e7: S/D over 1 on max (A, [], 1) 1.07, max (A, [],
## 2) 1.05, A(:, cols, :) 1.03 (0.91-1.02 in other runs: rows bound by the same
## compares and stores for either class), Z/D over 2.2 on mttkrp (A4, U4, 1) alone,
## 2.70, which was not arithmetic (see "mttkrp where the factor rows fit" below).
## max (A, [], 1) at 1e7 (2026-12-01, Zen 3): perf put, one thread, 59-66% of the call
## in the scan of runs, 31-34% in the heads' gather and 3-7% in the cut of the values
## (nds_head), the scan's work the same for both classes (about 50 instructions a
## row, near the memory's pace for double).  The runs are now known by their
## coordinates packed into one integer (a compare of keys, no running NaN flag), which
## nds_runs_heads unpacks without reading the subscripts again: C, one thread, one
## process, scan 40 -> 33 ms, heads 32 -> 14 ms, either class.  Octave, old and new
## trees alternated (8 rounds of 7 calls, load average 3.0-4.2), CPU ms double,
## single, complex, S/D: one thread 70, 62, 105, 0.93 -> 50, 47, 96, 0.95; the team
## rule 65, 61, 105, 0.95 -> 48, 45, 93, 0.93.  Both classes lose the same
## milliseconds, so S/D stays where single's smaller values and cut put it (0.82-1.05
## between rounds on this loaded machine); Z/D rises to 1.9, complex's own scan
## unchanged.
## mttkrp where the factor rows fit (the lead's, 2026-12-01, Zen 3): the 3-D loops
## asked for the first and last byte of each row ahead.  A complex row of R = 8 is 128
## bytes, and at malloc's 16-byte boundary it spans three cache lines: the middle one
## was never asked for, and perf put a quarter of the complex loop's samples on that
## load.  Every line is asked for now, and the row-major factor copies and partial
## results start at a line's boundary (nds_malloc_lines: a complex row two lines, a
## double one one).  Octave, one thread, CPU ms medians (main and the new tree
## alternated, load 1-1.5): 1e5 mttkrp (A, U, 1) double 1.24-1.49 -> 1.05-1.24,
## complex 2.39-3.62 -> 1.78-1.95 (Z/D 1.93-2.43 -> 1.57-1.70).  At 1e7 the C
## harness (one thread, min of 7 calls) by the first two dims' divisor q: Z/D 2.5-2.7
## at q = 4 (A4), 1.95-1.97 at q = 8 (A8) and 1.95 at q = 16.  So where both classes'
## rows fit the L2, complex costs 1.9-2.0 x double: the A4 row is the cliff between
## the sizes, where a mode-1 slice's working set (the partial result's 2500 rows
## scattered, U{2}'s 2500 read in order) is 320 KB of double, which fits this 512 KB
## L2, and 640 KB of complex, which does not; its ratio is that of an L3 to an L2
## line, not of the kernel.
## max (A, [], 2) and A(:, cols, :) at 1e7 (issue 39, 2026-12-01, Zen 3, perf -e
## cpu-clock, one thread).  max (A, [], 2) goes along dim 2 chunk by chunk
## (nds_modered_run: a block of dim 3 is one chunk of 10000 cells) and spent 70% of
## its call there, 23% in nds_keep_nz, for both classes: a branch an entry on whether
## a value replaces its cell's (a third meet a cell already holding one, at random), a
## count an entry in a 40 KB table, a branch a cell on its implicit zero, and a second
## pass dropping the 38% of the 6.3e6 cells whose max is 0; single's float cells
## went through double and back.  Now max and min are selects (singles compared as
## floats), the count is kept only where a cell can be full (the block has as many
## rows as dim 2's extent), and the zero cells are left out as they are written
## (nds_modered_run_nz), the rest copied once into arrays of their size (a slice of
## the big ones is copied anyway by Octave's maybe_economize as it stores the
## output).  Old and new trees alternated in 4 runs (one thread) and 3 (the team
## rule), 7 rounds each, load average 0.9-1.4, CPU ms double, S/D cpu, complex ms:
## one thread 164-200, 0.97-1.02, 209-263 -> 117-133, 0.90-0.93, 200-241; the team
## rule 204-216, 0.96-1.00, 250-282 -> 133-146, 0.89-0.91, 208-232.  max (A, [], 3)
## drops its zero cells the same way (one thread 342-351 -> 302-312 ms double).
## A(:, cols, :) (nds_mono_count, nds_mono_fill, code unchanged) is bound by
## gathers: the count reads dim 2's column whole (21-27% of the call), then
## the fill reads the selected tenth of the entries a column at a time (3 subscripts,
## the value), and at one row in ten a 64-byte line holds a selected double 57% of
## the time and a selected single's line 81%, so single reads 0.95 of double's lines
## (not the 0.88 of the bytes): S/D cpu 0.87-1.00 in the same runs (double 57-71 ms)
## is that floor and the noise around it.
function c = ops ()
  c = {"A + B",           0.88, @(O) O.A + O.B, @(O) O;
       "A - B",           0.88, @(O) O.A - O.B, @(O) O;
       "A .* B",          0.88, @(O) O.A .* O.B, @(O) O;
       "2 * A",           0.50, @(O) 2 * O.A, @(O) O;
       "sum (A, 1)",      0.88, @(O) sum (O.A, 1), @(O) O;
       "sum (A, 2)",      0.88, @(O) sum (O.A, 2), @(O) O;
       "sum (A, 3)",      0.88, @(O) sum (O.A, 3), @(O) O;
       "max (A, [], 1)",  0.88, @(O) max (O.A, [], 1), @(O) O;
       "max (A, [], 2)",  0.88, @(O) max (O.A, [], 2), @(O) O;
       "max (A, [], 3)",  0.88, @(O) max (O.A, [], 3), @(O) O;
       "ttv (A, v, 3)",   0.88, @(O) ttv (O.A, O.v, 3), @(O) O;
       "ttm (A, M, 3)",   0.88, @(O) ttm (O.A, O.M, 3), @(O) O;
       "mttkrp (A, U, 1)", 0.88, @(O) mttkrp (O.A, O.U, 1), @(O) O;
       "mttkrp (A4, U4, 1)", 0.88, @(O) mttkrp (O.A4, O.U4, 1), @(O) O;
       "mttkrp (A8, U8, 1)", 0.88, @(O) mttkrp (O.A8, O.U8, 1), @(O) O;
       "norm (A)",        0.50, @(O) norm (O.A), @(O) O;
       "innerprod (A, B)", 0.88, @(O) innerprod (O.A, O.B), @(O) O;
       "abs (A)",         0.50, @(O) abs (O.A), @(O) O;
       "A(:, cols, :)",   0.88, @(O) O.A(:, O.cols, :), @(O) O;
       "-permute (A, p)",  0.88, @(O) -permute (O.A, [3 1 2]), @(O) O;
       "full (F)",        0.75, @(O) full (O.F), @(O) O;
       "sparse (A2)",     0.90, @(O) sparse (O.A2), @fresh_matrix};
endfunction

## {double, single, complex} operand structs at n nonzeros (seeded)
function O = operands (n)
  sz = [10000 10000 1000];
  [s, sb] = ratio_subscripts (sz, n);
  va = randn (n, 1);
  vb = randn (n, 1);
  za = complex (va, randn (n, 1));
  zb = complex (vb, randn (n, 1));
  fsz = [100 100 ceil(2 * n / 1e4)];
  sf = [randi(fsz(1), n, 1), randi(fsz(2), n, 1), randi(fsz(3), n, 1)];
  v = randn (sz(3), 1);
  M = randn (8, sz(3));
  U = {randn(sz(1), 8), randn(sz(2), 8), randn(sz(3), 8)};
  cols = sort (randperm (sz(2), sz(2) / 10));
  d = struct ("A", ndsparse (s, va, sz), "B", ndsparse (sb, vb, sz),
              "A2", ndsparse (s(:, 1:2), va, sz(1:2)), "F", ndsparse (sf, va, fsz),
              "v", v, "M", M, "cols", cols);
  d.U = U;
  z = struct ("A", ndsparse (s, za, sz), "B", ndsparse (sb, zb, sz),
              "A2", ndsparse (s(:, 1:2), za, sz(1:2)), "F", ndsparse (sf, za, fsz),
              "v", complex (v, randn (size (v))), "M", complex (M, randn (size (M))),
              "cols", cols);
  z.U = cellfun (@(u) complex (u, randn (size (u))), U, "UniformOutput", false);
  ## A4 and A8: A's first two subscripts divided by q, U4 and U8 the factors' rows
  for q = [4 8]
    szq = [sz(1:2) / q, sz(3)];
    sq = [ceil(s(:, 1:2) / q), s(:, 3)];
    d.(sprintf ("A%d", q)) = ndsparse (sq, va, szq);
    z.(sprintf ("A%d", q)) = ndsparse (sq, za, szq);
    d.(sprintf ("U%d", q)) = first_rows (d.U, szq);
    z.(sprintf ("U%d", q)) = first_rows (z.U, szq);
  endfor
  O = {d, to_single(d), z};
endfunction

## the double operands with their values rounded to single
function S = to_single (D)
  S = D;
  for f = {"A", "B", "A2", "F", "A4", "A8", "v", "M"}
    S.(f{1}) = single (D.(f{1}));
  endfor
  for f = {"U", "U4", "U8"}
    S.(f{1}) = cellfun (@single, D.(f{1}), "UniformOutput", false);
  endfor
endfunction

## the first sz(d) rows of each factor U{d}
function V = first_rows (U, sz)
  V = arrayfun (@(d) U{d}(1:sz(d), :), 1:numel (U), "UniformOutput", false);
endfunction

## O with a copy of A2 that has no Octave matrix kept with it
function O = fresh_matrix (O)
  O.A2 = 1 * O.A2;
endfunction

## the CPU and wall seconds of one call of f on O
function [c, w] = timed (f, O)
  c0 = cputime ();
  t0 = tic ();
  y = f (O);
  w = toc (t0);
  c = cputime () - c0;
endfunction
