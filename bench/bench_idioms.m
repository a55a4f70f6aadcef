## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = bench_idioms (outdir, sizes, loads, only): the everyday idioms of an Octave
## user (`make bench`'s "idioms" section, `make bench-idioms` alone), each timed
## on an ndsparse A and on Octave's sparse matrix S holding the same entries, in
## the same process: A and S are 1e5 x 1e4 with `sizes` uniform random
## nonzeros (default 1e4, 1e5, 1e6), B and S2 a second such pair, T and U the
## same entries as A and B seen as 1000 x 100 x 1e4 tensors, whose rows are
## compared with the 2-D equivalent on S (a list of slices with a column subset,
## a cat with a vertical or horizontal concatenation, a permutation with a
## transpose).  Each time is the median of 7 warm samples after one cold call and
## 250 warm ones (a sample repeats a fast call until it lasts about 2 ms), the two
## sides' samples taken in turn so that a burst of other work falls on both; the
## cold call is kept too.  Loaded, the median of 21 samples of about 0.25 ms: a
## busy process per core deschedules this one for a tick (4 ms) every few ms, and
## a sample of 2 ms that holds such a pause reads it as the calls' time, so that
## the median of 7 read the ratio of sum (T(:)) at 1e4 anywhere from 0.03 to 3.6
## in five runs (CPU ratio 0.36-0.43), where 21 samples of 0.25 ms read 0.34-0.43
## (bench/README.md, "Small calls under load").  The ratio is ndsparse's warm
## time over Octave's.  The last column, floor, is the ratio the bytes alone set at each size where the
## COO form reads or writes another number of bytes an entry than Octave's CSC
## (idiom_floor), or, for sparse (A(:, 1:100)), the ratio the interpreter's second
## call sets (call_floor); 1 elsewhere.
## `loads` (default [0 1]) runs the whole table quiet (0) and with one busy
## process per core (1: `yes > /dev/null`, nproc ("all") of them, started here
## and killed after).  The load average at each start is printed.  With the
## environment variable BENCH_CPU=1 the times are the process's CPU time, not
## the wall clock's (for a machine that other work keeps busy, with
## OMP_NUM_THREADS=1: what the calls cost, not when the scheduler ran them).
## Writes outdir/idioms.csv (one line per op, size and load, its floor last).
## Run time on this project's 2-core VM with other work running: sizes 1e4 and
## 1e5, quiet and loaded, 33 s (bench_idioms ("", [1e4 1e5])); 1e6 adds about 90 s
## per load, so the whole default section takes about 3.5 minutes (each row's
## warm-up, 250 calls and 8 ms of CPU or 50 ms of CPU a side, adds at most 0.1 s
## a row; 1e4 and 1e5 took 90 s at a load average of 7 from other work).  `only` (a cell
## of op names, or a regular expression they match; default all) times those rows
## alone.  After the tables, when a quiet one ran, bench/idiom_ceiling.m measures the
## machine (3 runs, 10-20 s) and prints each quiet row's ceiling and class, the 2x
## clause of issue 35 (below, beside idiom_floor).
function r = bench_idioms (outdir = "", sizes = [1e4 1e5 1e6], loads = [0 1], only = {})
  ops = idiom_list ();
  if (ischar (only))
    ops = ops(! cellfun ("isempty", regexp (ops(:, 1), only, "once")), :);
  elseif (! isempty (only))
    ops = ops(ismember (ops(:, 1), only), :);
  endif
  r = struct ("op", {}, "nnz", {}, "load", {}, "nds_us", {}, "oct_us", {},
              "nds_cold_us", {}, "oct_cold_us", {}, "ratio", {}, "floor", {});
  for busy = loads
    pids = [];
    unwind_protect
      if (busy)
        pids = start_busy (nproc ("all"));
        pause (1);
      endif
      avg = sscanf (fileread ("/proc/loadavg"), "%f", 1);
      for n = sizes
        V = idiom_data (n);
        for k = 1:rows (ops)
          [t, tc] = time_pair (ops{k, 2}, ops{k, 3}, V, busy);
          f = idiom_floor (ops{k, 1}, n);
          if (strcmp (ops{k, 1}, "sparse (A(:, 1:100))"))
            f = call_floor (t(2), V, busy);
          endif
          r(end+1) = struct ("op", ops{k, 1}, "nnz", n, "load", busy, "nds_us", t(1),
                             "oct_us", t(2), "nds_cold_us", tc(1), "oct_cold_us", tc(2),
                             "ratio", t(1) / t(2), "floor", f);
        endfor
        clear V;
      endfor
    unwind_protect_cleanup
      stop_busy (pids);
    end_unwind_protect
    print_table (r([r.load] == busy), sizes, busy, avg);
  endfor
  if (any (loads == 0))
    idiom_ceiling (r, 3);
  endif
  if (! isempty (outdir))
    fid = fopen (fullfile (outdir, "idioms.csv"), "w");
    fprintf (fid, "op,nnz,load,nds_us,oct_us,nds_cold_us,oct_cold_us,ratio,floor\n");
    for k = 1:numel (r)
      fprintf (fid, "\"%s\",%d,%d,%.4g,%.4g,%.4g,%.4g,%.4g,%.4g\n", r(k).op, r(k).nnz,
               r(k).load, r(k).nds_us, r(k).oct_us, r(k).nds_cold_us,
               r(k).oct_cold_us, r(k).ratio, r(k).floor);
    endfor
    fclose (fid);
  endif
endfunction

## {name, ndsparse code, Octave sparse code}, evaluated with the fields of
## idiom_data's struct as variables
function ops = idiom_list ()
  ops = {"A(:, cols)",              "A(:, cols)",                  "S(:, cols)";
         "sparse (A(:, 1:100))",    "sparse (A(:, 1:100))",        "S(:, 1:100)";
         "A(rows, :)",              "A(rows, :)",                  "S(rows, :)";
         "A(:, j)",                 "A(:, j)",                     "S(:, j)";
         "sum (A(:))",              "sum (A(:))",                  "sum (S(:))";
         "A(:)",                    "A(:)",                        "S(:)";
         "sum (A)",                 "sum (A)",                     "sum (S)";
         "sum (A, 2)",              "sum (A, 2)",                  "sum (S, 2)";
         "[A, B]",                  "[A, B]",                      "[S, S2]";
         "[A; B]",                  "[A; B]",                      "[S; S2]";
         "sparse (A') * z",         "sparse (A') * z",             "sparse (S') * z";
         "A' * z",                  "A' * z",                      "S' * z";
         "A.' * z",                 "A.' * z",                     "S.' * z";
         "A * x",                   "A * x",                       "S * x";
         "z' * A",                  "z' * A",                      "z' * S";
         "A' * B",                  "A' * B",                      "S' * S2";
         "nnz (A > 0.5)",           "nnz (A > 0.5)",               "nnz (S > 0.5)";
         "A(A > 0.5)",              "A(A > 0.5)",                  "S(S > 0.5)";
         "A + B",                   "A + B",                       "S + S2";
         "A .* B",                  "A .* B",                      "S .* S2";
         "2 * A",                   "2 * A",                       "2 * S";
         "max (A, [], 2)",          "max (A, [], 2)",              "max (S, [], 2)";
         "norm (A)",                "norm (A)",                    "norm (S, 'fro')";
         "T(:, :, ks)",             "T(:, :, ks)",                 "S(:, ks)";
         "T(:, js, :)",             "T(:, js, :)",                 "S(jrows, :)";
         "T(is, :, :)",             "T(is, :, :)",                 "S(irows, :)";
         "cat (1, T, U)",           "cat (1, T, U)",               "[S; S2]";
         "cat (2, T, U)",           "cat (2, T, U)",               "[S; S2]";
         "cat (3, T, U)",           "cat (3, T, U)",               "[S, S2]";
         "sum (T(:))",              "sum (T(:))",                  "sum (S(:))";
         "T(:)",                    "T(:)",                        "S(:)";
         "sum (permute (T, [3 1 2]), 1)", "sum (permute (T, [3 1 2]), 1)", "sum (S.', 1)";
         "ttv (P, w, 1), P permuted once", "ttv (P, w, 1)",        "w' * St";
         "At * z, At = A' once",    "At * z",                      "St * z"};
endfunction

## Issue 35's "at least 2x faster where the COO form has no structural disadvantage
## (state the arithmetic for any that cannot be)": bench/idiom_bytes.m counts, row by
## row, the bytes ndsparse's code path and Octave 7's Sparse<T> code read and write (and
## the rows that scatter, sum in order or share Octave's own product), and
## bench/idiom_ceiling.m turns them into the lowest ratio this machine allows, the
## ceiling: the interpreter's calls at Octave's trivial cost plus ndsparse's bytes at
## the best bandwidth of one or two threads (or half of Octave's scatter, or a dependent
## add a value of an in-order sum), over Octave's time.  Classes: (a) 0.5 or less
## already; (b) over 0.5 because COO moves more bytes than CSC: T(:, :, ks), cat (1|2|3)
## at 1e6 (their floors, 1.16-1.33); (c) the machine: sum (A, 2) and A * x at 1e6
## scatter into a cached accumulator, two cores halve that at best (0.50 and the merge
## of the halves); [A, B], [A; B] at 1e6 stream at the memory's pace on both sides; (d)
## Octave's own costs: A(:, j), A(:, cols), sparse (A(:, 1:100)) are mostly the
## interpreter's call (0.4-1.0 of Octave's time), sparse (A') * z at 1e4, 1e5 Octave's
## own St * z (0.51-0.54).  (e) a gap in ndsparse's code, ratio over 0.5 with a ceiling
## of 0.3 or less (the quiet run of 2026-11-30, ceilings on a loaded machine's best
## runs): sum (A) at 1e5, 1e6 (0.75, 0.63: one in-order chain a column, columns
## serial; eight at once since sums35), sum (A, 2) at 1e5 (0.51: serial, a scan of all
## m rows; branch-free or by marks since sums35; the new ratios in bench/README.md
## until the next quiet run), z' * A at 1e5, 1e6 (0.57, 0.71: Y(col) += a term an
## entry, through memory), A' * B at 1e4, 1e5 (0.93, 0.88: both operands made CSC each
## call, GraphBLAS's jumbled columns sorted), T(:) at 1e5 (0.53: serial below 2.1e5;
## since cate35 a team from 3e5 words, 1e5 rows, where the load leaves room, unmeasured
## quiet), cat (1|2, T, U) at 1e5 (0.65,
## 0.52, with two threads), ttv at 1e6 (0.52); near 0.5 (ceiling 0.3-0.45): sum (A(:))
## at 1e5, [A, B] at 1e4, 1e5, cat (3, T, U) at 1e4, 1e5, sum (T(:)) at 1e5, 1e6 (whose
## in-order sum, one dependent add a value, 0.75 ns, bounds it as it bounds Octave's).
## T(:) at 1e4 (0.55 quiet) was a gap too, until its linear index by the wide vectors'
## multiply (cate35): 0.31-0.34 -> 0.18 of Octave in CPU time, one thread, loaded;
## sum (T(:)) at 1e4 0.39-0.45 -> 0.30-0.31.
## A(rows, :) at 1e4 (0.69) and T(:, js, :) at 1e5 (0.54) were gaps too, until the
## increasing lists' bits (nds_mono_*): 0.11 and 0.20 of Octave in CPU time, loaded.
## The table with the arithmetic of every row: bench/README.md, "The 2x clause, row by
## row".
##
## the ratio of bytes an output entry, ndsparse's over Octave's, of an idiom whose COO
## form moves other bytes than CSC at n nonzeros an operand.  A subset of 100 columns
## (of c = 1e4, so n / 100 entries out): Octave 7's Sparse<T>::index zeroes its result's
## row indices and values (the SparseRep constructor value-initializes them; callgrind
## shows the memset, 3/4 of the call's instructions at 1e6) and then copies them, 16
## bytes zeroed, 16 read and 16 written an entry, and for each column reads two pointers
## and zeroes and writes one, 32; ndsparse reads each slice's two ends (its pointers,
## kept beside the storage), 16 a column, and an entry's row and value, writing the
## column too, 40 (a matrix), or two subscripts and the value, writing three and the
## value, 56 (a 3-d tensor's slices).  So per entry, with 100 columns over n / 100
## entries, 1e4 / n a column: A(:, cols) (40 + 16e4 / n) / (48 + 32e4 / n),
## 0.70 / 0.81 / 0.83 at 1e4 / 1e5 / 1e6, and T(:, :, ks) (56 + 16e4 / n) / (48 +
## 32e4 / n), 0.90 / 1.12 / 1.16.  Bytes are not all alike here either: each result fits
## this VM's 2 MB L2 cache, so zeroed and written bytes cost less than those read from
## the storage, and a slice costs a loop an output column (up to 32 rows by pairs of
## rows, longer by memcpy: three or four a slice against Octave's two a column).  The
## copies alone timed (bench/slice_floor.c, which links nds_slices_copy, medians of 5
## runs, 2026-11-30): a matrix 0.70 / 1.13 / 0.94, a 3-d tensor 0.61 / 1.41 / 1.30.
## These floors hold once the storage keeps its last dim's pointers, a table made when
## the searches for the slices' ends have paid for it, each column's pair searched on
## its first use (last_ptr in src/tensor/nds_tensor_index.cc): for these 100 columns
## from the 26th call at each size; time_pair's 250 warm calls reach them quiet and loaded.
## Searching calls cost more: 23 us against 18 through the pointers (T(:, :, ks), CPU
## time, load 9; Octave's 16), and far more when other work has pushed the 8 MB last
## column out of the cache.  A
## concatenation reads and writes every subscript and the value into a result left
## uninitialized, 48 an entry for matrices and 64 for 3-d tensors; Octave 7's
## Sparse<T>::cat zeroes its result's arrays first (the SparseRep constructor
## value-initializes them) and then copies each entry's row index and value, 16 read and
## 32 written, 48, and moves its column pointers (c = 1e4 columns an operand, 8 bytes
## each): [S; S2] zeroes c + 1, reads 2 (c + 1) and writes c + 1 of them, 16 c / n an
## entry of the 2 n; [S, S2] zeroes 2 c + 1, reads and writes c shifting the second
## half, and reads c and writes c for each operand, 32 c / n.  So [A; B]
## 0.75 / 0.97 / 1.00 at 1e4 / 1e5 / 1e6, [A, B] 0.60 / 0.94 / 0.99, cat (1) and cat (2)
## against [S; S2] 1.00 / 1.29 / 1.33, cat (3) against [S, S2]
## 0.80 / 1.25 / 1.32.  Bytes are not all alike: the copies alone timed
## (bench/cat_floor.c, the result written to a block not in the cache, as when the last
## one is still alive; unshifted columns by memcpy, as nds_cat copies them) read
## matrices 0.53 / 0.99 / 0.92 and 3-d tensors 0.83 / 1.32 / 1.21 (medians of 5 runs,
## 2026-11-30; see nds_cat in src/engine/kern/nds_shape.c); on the AMD EPYC (Zen 3,
## 512 KB L2) of 2026-12-01 matrices 0.60-0.70 / 1.52-1.60 / 0.91-0.96 and 3-d tensors
## 0.78-0.93 / 2.41-2.78 / 1.14-1.26 (3 runs, load average 8-9; bench/cat_floor.c).
## 1 for every other idiom.
function f = idiom_floor (op, n)
  f = 1;
  moved = {"A(:, cols)", "T(:, :, ks)", "[A, B]", "[A; B]", "cat (1, T, U)", ...
           "cat (2, T, U)", "cat (3, T, U)"};
  if (any (strcmp (op, moved)))
    b = idiom_bytes (op, n);   # the bytes above, in all
    f = b.nds / b.oct;
  endif
endfunction

## the floor of sparse (A(:, 1:100)) against S(:, 1:100), oct_us a call: ndsparse
## makes two calls where Octave makes one (the index, then sparse), and the second
## costs what the interpreter charges for any call of sparse, measured here as
## Octave's own sparse (SV) of a sparse matrix (which returns it as is) less the
## cost of naming SV (bench/sparse_view_floor.m): (oct_us + that) / oct_us.  The
## copy itself is no floor: ndsparse's range of its kept matrix moves 32 bytes an
## entry where Octave's index moves 48 (idiom_floor), so at 1e6 the row can go
## under it.
function f = call_floor (oct_us, V, busy)
  t = time_pair ("sparse (SV)", "SV", V, busy);
  f = (oct_us + max (0, t(1) - t(2))) / oct_us;
endfunction

## The operands of one size: n uniform random nonzeros of a 1e5 x 1e4 matrix,
## held by ndsparse (A, B; T, U as 1000 x 100 x 1e4) and by Octave (S, S2), and
## the index lists and vectors the idioms use, seeded by n.
function V = idiom_data (n)
  rand ("seed", n);
  m = 1e5;
  c = 1e4;
  [A, S] = idiom_pair (n, m, c);
  [B, S2] = idiom_pair (n, m, c);
  V = struct ("A", A, "S", S, "B", B, "S2", S2);
  V.T = reshape (A, [1000 100 c]);
  V.U = reshape (B, [1000 100 c]);
  V.cols = sort (randperm (c, 100));
  V.rows = sort (randperm (m, 100));
  V.j = randi (c);
  V.z = rand (m, 1);
  V.x = rand (c, 1);
  V.w = rand (c, 1);
  V.ks = V.cols;
  V.js = sort (randperm (100, 10));
  V.jrows = reshape ((1:1000)' + 1000 * (V.js - 1), 1, []);
  V.is = sort (randperm (1000, 100));
  V.irows = sort (reshape (V.is' + 1000 * (0:99), 1, []));
  V.P = permute (V.T, [3 1 2]);
  V.At = A';
  V.St = S.';
  V.SV = S(:, 1:100);
endfunction

## microseconds of one call of code_a and of code_b (expressions over V's fields):
## the median of 7 warm samples of each of about 2 ms (busy: 21 of 0.25 ms, each
## shorter than a scheduler tick, or 21 of one call when a call takes longer: a call
## of 2-20 ms under load is cut by a tick or two of the busy processes, and the
## median of 7 such samples swung 0.4-2.2 run to run), taken in turn (a, b, a, b, ...) so that
## a burst of other work on the machine falls on both sides alike, and the first
## (cold) call of each.  Before its samples each side is warmed by warm_calls (250
## calls and 8 ms of CPU), so that quiet and loaded read the state the package's
## caches reach in a loop (8 ms of CPU alone did not always reach T(:, :, ks)'s
## pointers loaded, a searching call's CPU time grown with the load), and a sample's
## count of calls comes from the later of those calls (a count from the first ones
## made samples of one call of sparse (A(:, 1:100))).  Then 10 rounds of samples
## untimed, in turn: the side warmed first had run none of its calls during the
## other's 250, and its first samples read high, falling over 5-7 samples of a call
## each (sum (A, 2) at 1e6: 2788 ... 1893 us, sum (S, 2) flat at 2300; sampled
## first, sum (S, 2) read 4053 ... 2284 and the ratio 0.50-0.52 where the other order
## read 1.06-1.09, 3 runs each): whichever side came first paid for it
function [us, cold_us] = time_pair (code_a, code_b, V, busy)
  len = merge (busy, 0.25e-3, 2e-3);
  for f = fieldnames (V)'
    eval (sprintf ("%s = V.%s;", f{1}, f{1}));
  endfor
  fn = {eval(sprintf("@() %s", code_a)), eval(sprintf("@() %s", code_b))};
  if (strcmp (getenv ("BENCH_CPU"), "1"))
    tic = @() cputime ();
    toc = @(t0) cputime () - t0;
  endif
  us = cold_us = [NaN NaN];
  reps = one = [1 1];
  for s = 1:2
    try
      t0 = tic ();
      fn{s} ();
      cold_us(s) = 1e6 * toc (t0);
    catch err
      printf ("  %s failed: %s\n", merge (s == 1, code_a, code_b), err.message);
      return;
    end_try_catch
    one(s) = warm_calls (fn{s});
    reps(s) = max (1, min (2000, round (len / max (one(s), 1e-7))));
  endfor
  t = zeros (2, merge (busy, 21, 7));
  for b = 1 - 10:columns (t)
    for s = 1:2
      f = fn{s};
      t0 = tic ();
      for q = 1:reps(s)
        f ();
      endfor
      if (b > 0)
        t(s, b) = toc (t0) / reps(s);
      endif
    endfor
  endfor
  us = 1e6 * median (t, 2)';
endfunction

function print_table (r, sizes, busy, avg)
  printf ("idioms, %s (load average %.1f at the start): microseconds, ndsparse / Octave sparse\n",
          merge (busy, sprintf ("with %d busy processes", nproc ("all")), "quiet"), avg);
  printf ("  %-32s", "op");
  for n = sizes
    printf (" %27s", sprintf ("nnz %s: nds, oct, ratio", size_name (n)));
  endfor
  printf ("  %s\n", "floor at each size");
  ops = unique ({r.op}, "stable");
  for k = 1:numel (ops)
    printf ("  %-32s", ops{k});
    for n = sizes
      q = r(strcmp ({r.op}, ops{k}) & [r.nnz] == n);
      printf (" %10.1f %9.1f %6.2f", q.nds_us, q.oct_us, q.ratio);
    endfor
    q = r(strcmp ({r.op}, ops{k}));
    printf ("  %s\n", strjoin (arrayfun (@(f) sprintf ("%.2f", f), [q.floor],
                                         "uniformoutput", false), " / "));
  endfor
  printf ("\n");
endfunction
