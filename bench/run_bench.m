## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## results = run_bench (): the ndsparse benchmark suite in one run (`make bench`).
##
## For 1e5, 1e6 and 1e7 nonzeros on a 10000x10000x1000 tensor (capped by the
## environment variable BENCH_MAX_NNZ, default 1e7) it generates seeded data,
## calls every bench/bench_*.m with the data struct D (fields T, subs, vals, sz,
## nnz, bw, timeit: see the benchmarks contract in the README), runs the
## pydata/sparse peers (bench/peers.py, every bench/py_*.py) on the same data when
## /usr/bin/python3 has `sparse`, and prints one table: ndsparse median, the
## peers' medians, their ratios (peer time / ndsparse time: above 1 means
## ndsparse is faster), the bandwidth bound bytes/bw of streaming kernels and
## the distance to it, their floor (the bound plus the result's bytes written
## to fresh memory at the measured rate) and the distance to it, and the peak
## memory of the ndsparse operation.
##
## Peak memory is measured, not estimated: before each timed run the process's
## peak resident size is reset (writing 5 to /proc/self/clear_refs) and the
## growth of VmHWM over the resident size before the run is taken; the largest
## over the runs is reported.  It is matched to a row by the exact median that
## D.timeit returned for the row's ndsparse time (a row may also carry its own
## `mem` field); rows whose time is derived (per-assignment) show "-".  Memory
## that the allocator kept from earlier work and hands out again does not raise
## the resident size, so the figure is a lower bound of the operation's peak
## (glibc returns blocks over its mmap threshold, at most 32 MB, to the system).
##
## First, per_call.m times the calls a script makes in loops (an element, a view,
## size, an assignment, a tiny operator) against an Octave full array.
## Writes bench/results/bench.csv and bench/results/bench.png (time versus nnz
## of the main operations, ndsparse against the peers).  Then bench/conv_bench.m
## times conv2d and the pools against PyTorch (bench/results/conv_bench.csv).
function results = run_bench ()

  benchdir = fileparts (mfilename ("fullpath"));
  outdir = fullfile (benchdir, "results");
  if (! exist (outdir, "dir"))
    mkdir (outdir);
  endif
  sz = [10000 10000 1000];
  maxnnz = str2double (getenv ("BENCH_MAX_NNZ"));
  if (isnan (maxnnz))
    maxnnz = 1e7;
  endif
  sizes = unique (min ([1e5 1e6 1e7], maxnnz));

  threads = str2double (getenv ("OMP_NUM_THREADS"));
  if (isnan (threads))
    threads = nproc ();
  endif
  printf ("ndsparse benchmark on %s, %d cores, %d OpenMP threads, %s\n", cpu_name (),
          nproc ("all"), threads, datestr (now (), 31));
  [bw, fresh] = memory_bandwidth (benchdir);
  printf ("memory read bandwidth: %.1f GB/s; writing fresh memory: %.1f GB/s (bench/bandwidth.c)\n",
          bw / 1e9, fresh / 1e9);
  have_py = (system ("/usr/bin/python3 -c 'import sparse' 2>/dev/null") == 0);
  if (! have_py)
    printf ("pydata/sparse: skipped (/usr/bin/python3 cannot import sparse; apt install python3-sparse)\n");
  endif
  per_call (outdir);
  printf ("\n");
  benches = dir (fullfile (benchdir, "bench_*.m"));
  benches = cellfun (@(f) f(1:end-2), {benches.name}, "uniformoutput", false);
  printf ("benchmarks: %s\n\n", strjoin (benches, ", "));

  results = struct ("op", {}, "nnz", {}, "nds", {}, "octave", {}, "rsb", {},
                    "pydata", {}, "bytes", {}, "mem", {}, "out", {});
  for n = sizes
    [subs, vals] = bench_data (n, sz);
    D = struct ("T", ndsparse (subs, vals, sz), "subs", subs, "vals", vals,
                "sz", sz, "nnz", [], "bw", bw, "timeit", @timed_median);
    D.nnz = nnz (D.T);
    printf ("--- %d input entries, %d nonzeros\n", rows (subs), D.nnz);
    timing_log ("clear");
    rows_n = results([]);
    for b = benches
      try
        r = feval (b{1}, D);
        rows_n = join_rows (rows_n, normalize_rows (r, b{1}));
      catch err
        printf ("%s failed at nnz %d: %s\n", b{1}, D.nnz, err.message);
      end_try_catch
    endfor
    if (have_py)
      rows_n = merge_peers (rows_n, run_peers (benchdir, subs, vals, sz));
    endif
    results = join_rows (results, attach_log (rows_n));
    clear D subs vals;
  endfor

  print_table (results, bw, fresh);
  csvfile = fullfile (outdir, "bench.csv");
  write_csv (csvfile, results, bw, fresh);
  printf ("\nwrote %s\n", csvfile);
  pngfile = fullfile (outdir, "bench.png");
  if (plot_bench (results, pngfile))
    printf ("wrote %s\n", pngfile);
  endif

  ## the deep-learning layers on their own batch (bench/conv_bench.m)
  conv_bench (struct ("timeit", @timed_median, "bw", bw, "fresh", fresh));

endfunction

## The seeded data of one size: n random 3-way subscripts (a few coincide by
## chance) and n/9 more rows repeating some of them, so that 10% of the rows are
## duplicates, in random order; values in (0, 1].
function [subs, vals] = bench_data (n, sz)
  rand ("state", n);
  subs = ceil (rand (n, 3) .* sz);
  again = subs(ceil (n * rand (round (n / 9), 1)), :);
  subs = [subs; again];
  subs = subs(randperm (rows (subs)), :);
  vals = rand (rows (subs), 1);
endfunction

## a followed by b (Octave drops the fields when joining two empty struct arrays).
function a = join_rows (a, b)
  if (! isempty (b))
    a = [a, b];
  endif
endfunction

## Rows as the contract says, with the fields the driver adds.
function r = normalize_rows (r, who)
  need = {"op", "nnz", "nds", "octave", "rsb", "bytes"};
  missing = need(! isfield (r, need));
  if (! isempty (missing))
    error ("%s: rows lack the fields %s", who, strjoin (missing, ", "));
  endif
  if (! isfield (r, "mem"))
    [r.mem] = deal (NaN);
  endif
  [r.pydata] = deal (NaN);
  [r.out] = deal (NaN);
  r = orderfields (r(:).', {"op", "nnz", "nds", "octave", "rsb", "pydata", "bytes", ...
                            "mem", "out"});
endfunction

## t = timed_median (fn): median seconds of fn () over 5 runs, or 3 when they
## pass 3 s in all, or fewer when they pass 30 s (at least 3 runs keep a slow
## first call out of the median); the peak memory of the runs and the bytes of
## the result are logged.  An
## error in fn is printed and gives NaN, so one broken operation costs one cell.
## One untimed run comes first: on this VM the first touch of memory that the
## host has not backed yet costs up to 10 times a warm one (720 MB of fresh
## pages: 0.12 s warm, up to 1.05 s cold), and a process's first runs of a big
## operation touch such memory.  bench/peers.py does the same.
function t = timed_median (fn)
  times = [];
  peak = NaN;
  try
    out = result_bytes (fn ());
  catch err
    printf ("  %s failed: %s\n", func2str (fn), err.message);
    t = NaN;
    return;
  end_try_catch
  t0 = tic ();
  while (numel (times) < 5 && toc (t0) < 30 && (numel (times) < 3 || toc (t0) < 3))
    base = reset_peak ();
    t1 = tic ();
    fn ();
    times(end+1) = toc (t1);
    peak = max (peak, proc_status ("VmHWM") - base);
  endwhile
  t = median (times);
  timing_log ("add", t, peak, out);
endfunction

## The bytes a result takes: an ndsparse 8 per coordinate and per double value
## (1 per logical), other values as Octave counts them (sizeof).
function b = result_bytes (R)
  if (isa (R, "ndsparse"))
    b = nnz (R) * (8 * ndims (R) + merge (islogical (R), 1, 8));
  else
    b = sizeof (R);
  endif
endfunction

## The log of (median, peak bytes, result bytes) of every timed_median call of the
## current size.
function varargout = timing_log (action, t, peak, out)
  persistent log_t log_peak log_out;
  switch (action)
    case "clear"
      log_t = log_peak = log_out = [];
    case "add"
      log_t(end+1) = t;
      log_peak(end+1) = peak;
      log_out(end+1) = out;
    case "get"
      varargout = {log_t, log_peak, log_out};
  endswitch
endfunction

## The peak memory and the result bytes of each row whose ndsparse time is a
## logged median.
function r = attach_log (r)
  [log_t, log_peak, log_out] = timing_log ("get");
  for k = 1:numel (r)
    hit = find (log_t == r(k).nds, 1);
    if (! isempty (hit))
      if (isnan (r(k).mem))
        r(k).mem = log_peak(hit);
      endif
      r(k).out = log_out(hit);
    endif
  endfor
endfunction

## Reset the process's peak RSS; the resident size now (bytes), NaN if unsupported.
function base = reset_peak ()
  fid = fopen ("/proc/self/clear_refs", "w");
  if (fid < 0)
    base = NaN;
    return;
  endif
  fputs (fid, "5");
  fclose (fid);
  base = proc_status ("VmRSS");
endfunction

## A field of /proc/self/status in bytes (NaN when absent).
function b = proc_status (key)
  tok = regexp (fileread ("/proc/self/status"), [key ":\\s*(\\d+) kB"], "tokens", "once");
  if (isempty (tok))
    b = NaN;
  else
    b = 1024 * str2double (tok{1});
  endif
endfunction

## Bytes per second of bench/bandwidth.c, built in a temporary directory: bw
## reading, fresh writing memory just allocated (page faults included).
function [bw, fresh] = memory_bandwidth (benchdir)
  tmp = tempname ();
  mkdir (tmp);
  exe = fullfile (tmp, "bandwidth");
  cmd = sprintf ("gcc -O3 -fopenmp -march=native -o '%s' '%s' && '%s'", exe,
                 fullfile (benchdir, "bandwidth.c"), exe);
  [status, out] = system (cmd);
  confirm_recursive_rmdir (false, "local");
  rmdir (tmp, "s");
  r = sscanf (out, "%f");
  if (status != 0 || numel (r) != 2)
    printf ("bandwidth kernel failed (%s); bounds are left out\n", strtrim (out));
    r = [NaN; NaN];
  endif
  bw = r(1);
  fresh = r(2);
endfunction

## {op, seconds} pairs from bench/peers.py on the same data, passed as raw files.
function peers = run_peers (benchdir, subs, vals, sz)
  peers = {};
  tmp = tempname ();
  mkdir (tmp);
  unwind_protect
    write_raw (fullfile (tmp, "coords.i64"), int64 (subs) - 1, "int64");
    write_raw (fullfile (tmp, "vals.f64"), vals, "float64");
    write_raw (fullfile (tmp, "shape.txt"), sprintf ("%d\n", sz), "char");
    status = system (sprintf ("/usr/bin/python3 '%s' '%s' > /dev/null",
                              fullfile (benchdir, "peers.py"), tmp));
    jsonfile = fullfile (tmp, "peers.json");
    if (status == 0 && exist (jsonfile, "file"))
      peers = jsondecode (fileread (jsonfile));
    else
      printf ("peers.py failed (exit %d); no pydata column for this size\n", status);
    endif
  unwind_protect_cleanup
    confirm_recursive_rmdir (false, "local");
    rmdir (tmp, "s");
  end_unwind_protect
endfunction

function write_raw (file, x, precision)
  fid = fopen (file, "w");
  if (fid < 0)
    error ("run_bench: cannot write %s", file);
  endif
  fwrite (fid, x, precision);
  fclose (fid);
endfunction

## Put each peer time in the row with the same op name.
function r = merge_peers (r, peers)
  ops = {r.op};
  for k = 1:numel (peers)
    hit = strcmp (ops, peers{k}{1});
    if (any (hit))
      [r(hit).pydata] = deal (peers{k}{2});
    else
      printf ("pydata op \"%s\" matches no ndsparse row\n", peers{k}{1});
    endif
  endfor
endfunction

## Peer ratios (peer time / ndsparse time), the bandwidth bound and the distance
## to it (ndsparse time / bound), the floor (the bound plus the result's new bytes
## at the fresh-memory write rate) and the distance to it, one row per result.
## The new bytes are the result's size, or the measured peak when smaller: a
## result may share its operands' coordinates (T+T writes only its values).
function x = derived (r, bw, fresh)
  nds = [r.nds].';
  bound = [r.bytes].' / bw;
  floor_s = bound + min ([r.out].', [r.mem].') / fresh;
  x = [[r.octave].' ./ nds, [r.rsb].' ./ nds, [r.pydata].' ./ nds, bound, nds ./ bound, ...
       floor_s, nds ./ floor_s];
endfunction

function print_table (r, bw, fresh)
  w = max (cellfun (@numel, [{"op"}, {r.op}]));
  printf ("\n%-*s %9s %10s %10s %10s %10s %7s %7s %7s %10s %7s %10s %7s %8s\n", w, "op",
          "nnz", "ndsparse", "octave", "rsb", "pydata", "x oct", "x rsb", "x py",
          "bound", "x bound", "floor", "x floor", "peak MB");
  x = derived (r, bw, fresh);
  for k = 1:numel (r)
    printf ("%-*s %9d %10s %10s %10s %10s %7s %7s %7s %10s %7s %10s %7s %8s\n", w, r(k).op,
            r(k).nnz, cell3 (r(k).nds), cell3 (r(k).octave), cell3 (r(k).rsb),
            cell3 (r(k).pydata), cell3 (x(k,1)), cell3 (x(k,2)), cell3 (x(k,3)),
            cell3 (x(k,4)), cell3 (x(k,5)), cell3 (x(k,6)), cell3 (x(k,7)),
            cell3 (r(k).mem / 2^20));
  endfor
  printf ("times are medians in seconds; x oct/rsb/py = peer time / ndsparse time (>1: ndsparse faster);\n");
  printf ("bound = bytes read / bandwidth; x bound = ndsparse time / bound;\n");
  printf ("floor = bound + new result bytes / fresh-memory write rate; x floor = ndsparse time / floor;\n");
  printf ("peak MB = measured growth of the resident size during the op (a lower bound)\n");
endfunction

## A table cell: 3 significant digits, "-" for NaN.
function s = cell3 (x)
  if (isnan (x))
    s = "-";
  else
    s = sprintf ("%.3g", x);
  endif
endfunction

function write_csv (file, r, bw, fresh)
  fid = fopen (file, "w");
  if (fid < 0)
    error ("run_bench: cannot write %s", file);
  endif
  fprintf (fid, "op,nnz,ndsparse_s,octave_s,rsb_s,pydata_s,octave_ratio,rsb_ratio,pydata_ratio,bytes,bound_s,x_bound,peak_bytes,out_bytes,floor_s,x_floor\n");
  x = derived (r, bw, fresh);
  for k = 1:numel (r)
    fprintf (fid, "\"%s\",%d,%.6g,%.6g,%.6g,%.6g,%.4g,%.4g,%.4g,%.6g,%.6g,%.4g,%.6g,%.6g,%.6g,%.4g\n",
             r(k).op, r(k).nnz, r(k).nds, r(k).octave, r(k).rsb, r(k).pydata,
             x(k,1), x(k,2), x(k,3), r(k).bytes, x(k,4), x(k,5), r(k).mem,
             r(k).out, x(k,6), x(k,7));
  endfor
  fclose (fid);
endfunction

## The processor's model name, for the table's header.
function name = cpu_name ()
  tok = regexp (fileread ("/proc/cpuinfo"), "model name\\s*:\\s*([^\\n]*)", "tokens", "once");
  if (isempty (tok))
    name = "unknown CPU";
  else
    name = strtrim (tok{1});
  endif
endfunction
