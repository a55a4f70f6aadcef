## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## M = idiom_ceiling (r, reps): the lowest ratio (ndsparse / Octave's sparse) each
## row of bench_idioms can reach on this machine, and so whether issue 35's "at least
## 2x faster" (a ratio of 0.5) is open to it (bench/README.md, "The 2x clause, row by
## row").  Measures, `reps` times each (default 7), interleaved:
##   * the read bandwidth on one thread and on two (bench/bandwidth.c, built here,
##     with OMP_NUM_THREADS 1 and 2) over blocks of 0.25, 2.5, 25 and 250 MB (this
##     VM's L2 holds 2 MB a core, its L3 260 MB): median, lowest and highest.  A row's
##     bytes are read at the bandwidth of a block of their size (log-log between the
##     blocks: a call that moves 96 MB streams through more than a 24 MB block);
##   * the interpreter's cost of a call: Octave's own trivial index S(1) and builtin
##     issparse (S) on a 1e5 x 1e4 sparse S, less the cost of naming S, CPU
##     microseconds, the median of 7 samples (and ndsparse's A(1), issparse (A),
##     for comparison), and a dependent add's latency (Octave's sum of 1e5 values).
## r, when given (bench_idioms' result, or the path of its idioms.csv), gets a table:
## for each quiet row (load 0) and size its ratio, its ceiling and its class:
##   ceiling = (the interpreter's calls in ndsparse's expression, idiom_bytes' calls,
##             at Octave's trivial cost) + max (ndsparse's bytes (idiom_bytes) at the
##             bandwidth of the better team, half of Octave's time an entry at the
##             largest size for a scatter, Octave's own shared code, a dependent add
##             a value of an in-order sum), over Octave's time; the bandwidth the best
##             run's and a call the least sample's, so that a ceiling over 0.5 holds
##             on the machine at its best;
##   a   the ratio is at most 0.5 already;
##   b   the ceiling is over 0.5 and ndsparse moves more bytes than Octave's CSC code;
##   c   the ceiling is over 0.5 by the machine: its bandwidth, its two cores for a
##       scatter, or its add's latency for an in-order sum;
##   d   the ceiling is over 0.5 by what Octave's own code costs both sides: the
##       interpreter's calls, or the product after sparse ();
##   e   the ratio is over 0.5 and the ceiling is not: a gap in ndsparse's code
##       (e? when the ceiling is over 0.4, within what the bound leaves out: loop
##       costs, a written line's read for ownership).
## The ceiling is a bound from below: bytes at the bandwidth of a streaming pass, each
## read or written byte once, no page fault.  Without r it prints the machine's
## numbers alone, in about 30 s quiet; bench_idioms calls it with 3 reps after its
## quiet table.
function M = idiom_ceiling (r = [], reps = 7)
  if (ischar (r))
    r = read_idioms (r);
  endif
  M = machine (reps);
  if (! isempty (r))
    classify (r([r.load] == 0), M);
  endif
endfunction

## the machine's numbers, printed
function M = machine (reps)
  mb = [0.25 2.5 25 250];
  M = struct ("mb", mb, "bw1", NaN (3, numel (mb)), "bw2", NaN (3, numel (mb)),
              "call", struct ());
  exe = build_bandwidth ();
  if (! isempty (exe))
    b = NaN (2, reps, numel (mb));
    for k = 1:reps
      for s = 1:numel (mb)
        for t = 1:2
          [st, out] = system (sprintf ("OMP_NUM_THREADS=%d '%s' %g", t, exe, mb(s)));
          v = sscanf (out, "%f");
          if (st == 0 && numel (v) == 2)
            b(t, k, s) = v(1);
          endif
        endfor
      endfor
    endfor
    unlink (exe);
    rmdir (fileparts (exe));
    for s = 1:numel (mb)
      M.bw1(:, s) = [median(b(1, :, s)); min(b(1, :, s)); max(b(1, :, s))];
      M.bw2(:, s) = [median(b(2, :, s)); min(b(2, :, s)); max(b(2, :, s))];
    endfor
  endif
  M.call = trivial_calls ();
  printf ("idiom ceilings: the machine (load average %.1f; %d runs each, interleaved)\n",
          sscanf (fileread ("/proc/loadavg"), "%f", 1), reps);
  printf ("  %-8s %-30s %-30s %s\n", "block", "read GB/s, 1 thread: median [range]",
          "2 threads: median [range]", "1 / 2 threads");
  for s = 1:numel (mb)
    printf ("  %-8s %8.1f [%5.1f %6.1f]        %8.1f [%5.1f %6.1f]        %5.2f\n",
            sprintf ("%g MB", mb(s)), M.bw1(:, s) / 1e9, M.bw2(:, s) / 1e9,
            M.bw1(1, s) / M.bw2(1, s));
  endfor
  c = M.call;
  printf (["  a call, CPU us: Octave's S(1) %.2f, issparse (S) %.2f; ", ...
           "ndsparse's A(1) %.2f, issparse (A) %.2f; naming a variable %.2f ", ...
           "(subtracted); a dependent add ", ...
           "%.2f ns\n\n"], c.index, c.fn, c.nds_index, c.nds_fn, c.name, c.add_ns);
endfunction

## bench/bandwidth.c built in a new temporary directory, or "" when it cannot be
function exe = build_bandwidth ()
  tmp = tempname ();
  mkdir (tmp);
  exe = fullfile (tmp, "bandwidth");
  src = fullfile (fileparts (mfilename ("fullpath")), "bandwidth.c");
  [st, out] = system (sprintf ("gcc -O3 -fopenmp -march=native -o '%s' '%s' 2>&1", exe,
                               src));
  if (st != 0)
    printf ("idiom_ceiling: bench/bandwidth.c did not build (%s); no bandwidths\n",
            strtrim (out));
    rmdir (tmp);
    exe = "";
  endif
endfunction

## CPU microseconds of a trivial call, the cost of naming the operand taken off:
## Octave's index and builtin on its sparse S, and ndsparse's on A (1e4 nonzeros)
function c = trivial_calls ()
  rand ("seed", 1);
  [A, S] = idiom_pair (1e4, 1e5, 1e4);
  v = rand (1e5, 1);
  f = {@() S, @() S(1), @() issparse (S), @() A(1), @() issparse (A), @() sum (v)};
  t = zeros (numel (f), 7);
  reps = [2000 2000 2000 2000 2000 20];
  for k = 1:columns (t)
    for s = 1:numel (f)
      g = f{s};
      t0 = cputime ();
      for q = 1:reps(s)
        g ();
      endfor
      t(s, k) = (cputime () - t0) / reps(s) * 1e6;
    endfor
  endfor
  tm = median (t, 2);
  c = struct ("name", tm(1), "index", max (0, tm(2) - tm(1)),
              "fn", max (0, tm(3) - tm(1)), "nds_index", max (0, tm(4) - tm(1)),
              "nds_fn", max (0, tm(5) - tm(1)));
  ## the least sample of each, for the ceiling (naming, index, builtin), and a
  ## dependent add's latency: Octave's sum of a vector, one value after another
  tl = min (t, [], 2);
  c.least = [tl(1), max(0, tl(2:3) - tl(1))'];
  c.add_ns = max (0, tl(6) - tl(1)) / numel (v) * 1e3;
endfunction

## the table of ceilings and classes of r's rows, and the rows of class e
function classify (r, M)
  ops = unique ({r.op}, "stable");
  sizes = unique ([r.nnz]);
  printf (["idiom ceilings: ratio, ceiling, class at each size (a <= 0.5 already; ", ...
           "b COO's bytes; c the machine; d Octave's own calls or code; e a gap in ", ...
           "ndsparse)\n"]);
  printf ("  %-32s", "op");
  for n = sizes
    printf (" %20s", sprintf ("nnz %s", size_name (n)));
  endfor
  printf ("\n");
  gaps = {};
  for k = 1:numel (ops)
    printf ("  %-32s", ops{k});
    for s = 1:numel (sizes)
      q = r(strcmp ({r.op}, ops{k}) & [r.nnz] == sizes(s));
      if (isempty (q))
        printf (" %20s", "-");
        continue;
      endif
      [lo, cls] = bound (q, r, M);
      printf (" %7.2f %7.2f %4s", q.ratio, lo, cls);
      if (cls(1) == "e")
        gaps{end+1} = sprintf ("%s at %s: ratio %.2f, ceiling %.2f%s", ops{k},
                               size_name (sizes(s)), q.ratio, lo,
                               merge (numel (cls) > 1, " (near 0.5)", ""));
      endif
    endfor
    printf ("\n");
  endfor
  printf ("class e (a gap in ndsparse's code): %s\n\n",
          merge (isempty (gaps), "none", ["\n    " strjoin(gaps, "\n    ")]));
endfunction

## the ceiling of row q (of the rows r) and its class
function [lo, cls] = bound (q, r, M)
  n = q.nnz;
  b = idiom_bytes (q.op, n);
  c = M.call;
  t = q.oct_us;
  call = (c.least(1) + b.calls(1) * c.least(2) + b.calls(2) * c.least(3)) / t;
  ## the best team's best run at a block of the row's bytes: a claim that 2x is out
  ## of reach must hold on the machine at its best
  best = max (M.bw1(3, :), M.bw2(3, :));
  x = min (max (log (b.nds / 2^20), log (M.mb(1))), log (M.mb(end)));
  bw = exp (interp1 (log (M.mb), log (best), x));
  ## (an in-order sum's chain follows the bytes that come before it, A(:)'s)
  terms = [b.nds / bw * 1e6 / t, 0, 0, ((b.nds - 8 * b.chain) / bw * 1e6
                                        + b.chain * c.add_ns / 1e3) / t];
  if (b.scatter)
    ## Octave's time an entry at the largest size, its loop split over two cores
    big = r(strcmp ({r.op}, q.op));
    [nmax, i] = max ([big.nnz]);
    terms(2) = n * big(i).oct_us / nmax / 2 / t;
  endif
  if (! isempty (b.shared))
    sh = r(strcmp ({r.op}, b.shared) & [r.nnz] == n);
    if (! isempty (sh))
      terms(3) = sh.oct_us / t;
    endif
  endif
  [work, which] = max (terms);
  lo = call + work;
  if (q.ratio <= 0.5)
    cls = "a";
  elseif (lo <= 0.5 || isnan (lo))
    ## (a ceiling over 0.4 is within what the bound leaves out: e?)
    cls = merge (isnan (lo), "?", merge (lo > 0.4, "e?", "e"));
  elseif (call >= work || which == 3)
    cls = "d";
  elseif (which == 2 || which == 4 || b.nds <= b.oct)
    cls = "c";
  else
    cls = "b";
  endif
endfunction

## bench_idioms' rows from its idioms.csv
function r = read_idioms (file)
  txt = strsplit (strtrim (fileread (file)), "\n");
  r = struct ("op", {}, "nnz", {}, "load", {}, "oct_us", {}, "ratio", {});
  for k = 2:numel (txt)
    tok = regexp (txt{k}, '^"(.*)",(.*)$', "tokens", "once");
    v = str2double (strsplit (tok{2}, ","));
    r(end+1) = struct ("op", tok{1}, "nnz", v(1), "load", v(2), "oct_us", v(4),
                       "ratio", v(7));
  endfor
endfunction
