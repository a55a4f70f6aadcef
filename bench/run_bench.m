## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## results = run_bench (): the ndsparse benchmark suite in one run (`make bench`),
## printed as one report in sections.
##
## After the machine (cores, OpenMP threads, the read bandwidth and the rate of
## writing fresh memory, measured by bench/bandwidth.c) and the per-call section
## (bench/per_call.m: the calls a script makes in loops, against an Octave full
## array) and the idioms section (bench/bench_idioms.m: everyday calls on a
## matrix against Octave's sparse, quiet and with one busy process per core), it takes 1e5, 1e6 and 1e7 nonzeros on a 10000x10000x1000 tensor
## (capped by the environment variable BENCH_MAX_NNZ, default 1e7).  For each size
## it generates seeded data, calls every bench/bench_*.m with the data struct D
## (bench/suite_data.m: fields T, subs, vals, sz, nnz, bw, timeit; see the
## benchmarks contract in the README), runs the pydata/sparse peers
## (bench/peers.py, every bench/py_*.py) on the same data when /usr/bin/python3
## has `sparse`, and prints one table: for every operation ndsparse's time and
## each peer's time over it (above 1: ndsparse is faster), Octave's own sparse
## on the 2-D equivalent, librsb, pydata/sparse, and ndsparse's time over the
## operation's floor (bench/row_ratios.m), measured twice:
##   warm  the median of 3 to 5 calls after an untimed one, in this process, which
##         `make bench` starts with glibc's default malloc (BENCH_MALLOC adds a
##         GLIBC_TUNABLES setting, shown in the report);
##   cold  the first call in a fresh process started as a user starts it (the
##         default environment: GLIBC_TUNABLES unset), on the same data, written
##         once to a temporary directory; the data load, the tensor's construction
##         and the benchmark's own setup are not timed (bench/cold_call.m for
##         Octave and its sparse and librsb peers, peers.py --cold for pydata).
## BENCH_COLD=0 leaves the cold column out.  Rows of a bench file that sets a
## `section` field (bench_rowsparse) form a table of their own.  What a bench file
## prints (a failure, a note) is kept and shown under its size's table.
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
## Then bench/single_complex_table.m times the streaming rows with single and
## complex values against double ones at 1e5 and 1e7 nonzeros (issue 39's table),
## bench/conv_bench.m times conv2d and the pools against PyTorch (and
## bench/conv_single.m their single values against double), bench/rowsparse_single.m
## times the MXNet wing's spdot, optimizers, rowsparse and csr with single values
## against double, and
## bench/mpi_bench.m runs mttkrp and CP-ALS under mpirun on 1, 2 and 4 ranks.  Writes to
## bench/results/: bench.csv (every row, times and ratios), README_table.md (the
## tables of 1e6 nonzeros and up, which `make bench-readme` pastes into
## bench/README.md), the charts (bench/plot_bench.m), per_call.csv, conv_bench.csv
## conv_single.csv and rowsparse_single.csv.
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
  cold = ! strcmp (getenv ("BENCH_COLD"), "0");

  info = machine ();
  [info.bw, info.fresh] = memory_bandwidth (benchdir);
  info.pydata = python_sparse ();
  print_header (info, sizes, sz, cold);

  section ("Per call: what a script runs in loops, against an Octave full array");
  per_call (outdir);

  section ("Idioms: everyday calls on a matrix, against Octave's sparse (bench/bench_idioms.m)");
  bench_idioms (outdir);

  benches = dir (fullfile (benchdir, "bench_*.m"));
  benches = cellfun (@(f) f(1:end-2), {benches.name}, "uniformoutput", false);
  benches = setdiff (benches, {"bench_idioms"}, "stable");   # a section of its own
  results = empty_rows ();
  for n = sizes
    [subs, vals] = bench_data (n, sz);
    datadir = write_data (subs, vals, sz);
    unwind_protect
      D = suite_data (subs, vals, sz, info.bw, @timed_median);
      nz = D.nnz;
      notes = {};
      rows_n = empty_rows ();
      jobs = struct ("bench", {}, "call", {}, "idx", {}, "field", {}, "code", {});
      ## bench_io's files, read again by the peers and the cold calls
      setenv ("NDS_BENCH_IO", fullfile (datadir, "io"));
      for b = benches
        timing_log ("clear");
        try
          printed = evalc ("r = feval (b{1}, D);");
          [r, calls] = attach_log (normalize_rows (r, b{1}, n));
          rows_n = join_rows (rows_n, r);
          jobs = [jobs, calls];
          notes = [notes, strsplit(strtrim (printed), "\n")];
        catch err
          notes{end+1} = sprintf ("%s failed: %s", b{1}, err.message);
        end_try_catch
      endfor
      if (! isempty (info.pydata))
        [rows_n, note] = merge_peers (rows_n, run_peers (benchdir, datadir, cold));
        notes = [notes, note];
      endif
      if (cold)
        [rows_n, note] = cold_calls (rows_n, jobs, datadir, info.bw);
        notes = [notes, note];
      endif
      clear D subs vals r;
    unwind_protect_cleanup
      confirm_recursive_rmdir (false, "local");
      rmdir (datadir, "s");
    end_unwind_protect
    results = join_rows (results, rows_n);
    tensor = rows_n(cellfun (@isempty, {rows_n.section}));
    section (sprintf ("Tensor operations, %s nonzeros (%d of %s, from %d rows with duplicates)",
                      size_name (n), nz, size_text (sz), n + round (n / 9)));
    printf ("%s", table_text (tensor, info, "text"));
    notes = notes(! cellfun (@isempty, notes));
    if (! isempty (notes))
      printf ("notes:\n%s", sprintf ("  %s\n", notes{:}));
    endif
  endfor

  others = results(! cellfun (@isempty, {results.section}));
  for s = unique ({others.section}, "stable")
    section (s{1});
    printf ("%s", table_text (others(strcmp ({others.section}, s{1})), info, "text"));
  endfor

  section ("Single and complex against double values (bench/single_complex_table.m)");
  single_complex_table (unique (min ([1e5 1e7], maxnnz)));

  section ("conv2d and pooling against PyTorch (bench/conv_bench.m)");
  conv_bench (struct ("timeit", @timed_median, "bw", info.bw, "fresh", info.fresh));
  section ("Single against double values in conv2d and pooling (bench/conv_single.m)");
  conv_single ();
  section ("Single against double values in spdot and the optimizers (bench/rowsparse_single.m)");
  rowsparse_single ();

  section ("MPI: mttkrp and CP-ALS on 1, 2 and 4 ranks (bench/mpi_bench.m)");
  mpi_bench (outdir);

  section ("Files");
  charts = plot_bench (results, info, outdir);
  written = [write_results(results, info, outdir, charts), charts];
  written = [written, {fullfile(outdir, "per_call.csv"), fullfile(outdir, "conv_bench.csv"), ...
                       fullfile(outdir, "conv_single.csv"), fullfile(outdir, "rowsparse_single.csv"), ...
                       fullfile(outdir, "mpi_bench.csv")}];
  printf ("%s", sprintf ("  %s\n", written{:}));

endfunction

## cores, threads, CPU, date and load average (1 minute) at the start, for the
## header, the charts' titles and README_table.md
function info = machine ()
  threads = str2double (getenv ("OMP_NUM_THREADS"));
  if (isnan (threads))
    threads = nproc ();
  endif
  avg = sscanf (fileread ("/proc/loadavg"), "%f", 1);
  info = struct ("cpu", cpu_name (), "cores", nproc ("all"), "threads", threads,
                 "date", datestr (now (), 31), "octave", OCTAVE_VERSION (), "load", avg);
endfunction

## pydata/sparse's version under /usr/bin/python3, "" when it cannot be imported
function v = python_sparse ()
  [status, out] = system ("/usr/bin/python3 -c 'import sparse; print(sparse.__version__)' 2>/dev/null");
  v = "";
  if (status == 0)
    v = strtrim (out);
  endif
endfunction

function print_header (info, sizes, sz, cold)
  printf ("ndsparse benchmark (make bench), %s\n", info.date);
  printf ("machine:  %s, %d cores, %d OpenMP threads, load average %.1f at the start\n",
          info.cpu, info.cores, info.threads, info.load);
  printf ("memory:   reading %.1f GB/s, writing fresh memory %.1f GB/s (bench/bandwidth.c)\n",
          info.bw / 1e9, info.fresh / 1e9);
  if (isempty (info.pydata))
    py = "pydata/sparse skipped (/usr/bin/python3 cannot import sparse: apt install python3-sparse)";
  else
    py = ["pydata/sparse " info.pydata];
  endif
  printf ("peers:    Octave %s sparse (2-D equivalents), librsb (octave-sparsersb), %s\n",
          info.octave, py);
  printf ("sizes:    %s nonzeros of %s (BENCH_MAX_NNZ caps them)\n",
          strjoin (arrayfun (@size_name, sizes, "uniformoutput", false), ", "),
          size_text (sz));
  if (cold)
    printf ("timing:   warm = median of 3-5 calls after an untimed one (GLIBC_TUNABLES=%s);\n",
            tunables ());
    printf ("          cold = first call in a fresh process, default environment (BENCH_COLD=0 skips it)\n");
  else
    printf ("timing:   warm = median of 3-5 calls after an untimed one (GLIBC_TUNABLES=%s); cold: skipped (BENCH_COLD=0)\n",
            tunables ());
  endif
endfunction

## a section's title, set off from what comes before
function section (title)
  printf ("\n=== %s ===\n\n", title);
endfunction

## "10000x10000x1000"
function s = size_text (sz)
  s = strjoin (arrayfun (@num2str, sz, "uniformoutput", false), "x");
endfunction

## a followed by b (Octave drops the fields when joining two empty struct arrays).
function a = join_rows (a, b)
  if (! isempty (b))
    a = [a, b];
  endif
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
## Rows as the contract says, with the fields the driver adds: the peers' and the
## cold times (NaN until measured), the size of the driver's tensor, the bench
## file, the nominal size of the driver's tensor (1e5, 1e6, 1e7) and the row's
## place in its bench file's result (to match a cold call's report).
function r = normalize_rows (r, who, suite_size)
  need = {"op", "nnz", "nds", "octave", "rsb", "bytes"};
  missing = need(! isfield (r, need));
  if (! isempty (missing))
    error ("%s: rows lack the fields %s", who, strjoin (missing, ", "));
  endif
  if (isempty (r))
    r = empty_rows ();
    return;
  endif
  if (! isfield (r, "mem"))
    [r.mem] = deal (NaN);
  endif
  if (! isfield (r, "section"))
    [r.section] = deal ("");
  endif
  for f = {"pydata", "nds_cold", "octave_cold", "rsb_cold", "pydata_cold", "out"}
    [r.(f{1})] = deal (NaN);
  endfor
  [r.suite_size] = deal (suite_size);
  [r.bench] = deal (who);
  idx = num2cell (1:numel (r));
  [r.idx] = idx{:};
  r = orderfields (r(:).', fieldnames (empty_rows ()));
endfunction

## No rows, with the driver's fields in their order.
function r = empty_rows ()
  r = struct ("op", {}, "nnz", {}, "nds", {}, "octave", {}, "rsb", {}, "pydata", {},
              "nds_cold", {}, "octave_cold", {}, "rsb_cold", {}, "pydata_cold", {},
              "bytes", {}, "mem", {}, "out", {}, "section", {}, "suite_size", {},
              "bench", {}, "idx", {});
endfunction

## t = timed_median (fn): median seconds of fn () over 5 runs, or 3 when they
## pass 3 s in all, or fewer when they pass 30 s (at least 3 runs keep a slow
## first call out of the median); the peak memory of the runs and the bytes of
## the result are logged, one entry per call (NaN for a failed one, so that the
## log's positions are the calls' order, which cold_call counts).  An error in fn
## is printed and gives NaN, so one broken operation costs one cell.
## One untimed run comes first: on this VM the first touch of memory that the
## host has not backed yet costs up to 10 times a warm one (720 MB of fresh
## pages: 0.12 s warm, up to 1.05 s cold), and a process's first runs of a big
## operation touch such memory.  bench/peers.py does the same.
function t = timed_median (fn)
  times = [];
  peak = NaN;
  try
    out = result_bytes (fn (), fn);
  catch err
    printf ("%s failed: %s\n", func2str (fn), err.message);
    t = NaN;
    timing_log ("add", NaN, NaN, NaN, func2str (fn));
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
  timing_log ("add", t, peak, out, func2str (fn));
endfunction

## The new bytes of a result R of fn: for an ndsparse, its arrays that none of
## the ndsparse operands fn holds (its captured variables) holds too (T + T over
## one pattern shares the coordinates and writes only values), counted from R
## itself (__nds_newbytes__), not from the growth of the resident size, which
## memory the allocator kept from earlier work hides; other values as Octave
## counts them (sizeof).
function b = result_bytes (R, fn)
  if (isa (R, "ndsparse"))
    f = functions (fn);
    ops = {};
    if (isfield (f, "workspace") && ! isempty (f.workspace))
      ops = struct2cell (f.workspace{1});
      for k = find (cellfun ("isclass", ops, "struct")).'
        ops = [ops; struct2cell(ops{k}(1))];    # the data struct D's tensors
      endfor
    endif
    b = __nds_newbytes__ (R, ops{:});
  else
    b = sizeof (R);
  endif
endfunction

## The log of (median, peak bytes, result bytes, the function's text) of every
## timed_median call of the current bench file.
function varargout = timing_log (action, t, peak, out, code)
  persistent log_t log_peak log_out log_code;
  switch (action)
    case "clear"
      log_t = log_peak = log_out = [];
      log_code = {};
    case "add"
      log_t(end+1) = t;
      log_peak(end+1) = peak;
      log_out(end+1) = out;
      log_code{end+1} = code;
    case "get"
      varargout = {log_t, log_peak, log_out, log_code};
  endswitch
endfunction

## The peak memory and the result bytes of each row whose ndsparse time is a
## logged median; calls: the logged calls whose median is a row's ndsparse,
## Octave or librsb time (the calls to time cold): the bench file, their
## position in the log, the row's place, the field and the function's text.  Each logged call goes to
## one row's time, the first unclaimed one with the same value: two operations
## may have the same median (to the microsecond of tic and toc).
function [r, calls] = attach_log (r)
  [log_t, log_peak, log_out, log_code] = timing_log ("get");
  claimed = false (size (log_t));
  calls = struct ("bench", {}, "call", {}, "idx", {}, "field", {}, "code", {});
  for k = 1:numel (r)
    for f = {"nds", "octave", "rsb"}
      hit = find (log_t == r(k).(f{1}) & ! claimed, 1);
      if (isempty (hit))
        continue;
      endif
      claimed(hit) = true;
      calls(end+1) = struct ("bench", r(k).bench, "call", hit, "idx", r(k).idx,
                             "field", f{1}, "code", log_code{hit});
      if (strcmp (f{1}, "nds"))
        if (isnan (r(k).mem))
          r(k).mem = log_peak(hit);
        endif
        r(k).out = log_out(hit);
      endif
    endfor
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

## The seeded data of one size in a new temporary directory, as raw files that
## bench/peers.py and bench/cold_call.m read: coords.i64 (the rows' 0-based
## subscripts, int64, column after column), vals.f64, shape.txt.
function datadir = write_data (subs, vals, sz)
  datadir = tempname ();
  mkdir (datadir);
  write_raw (fullfile (datadir, "coords.i64"), int64 (subs) - 1, "int64");
  write_raw (fullfile (datadir, "vals.f64"), vals, "float64");
  write_raw (fullfile (datadir, "shape.txt"), sprintf ("%d\n", sz), "char");
endfunction

function write_raw (file, x, precision)
  fid = fopen (file, "w");
  if (fid < 0)
    error ("run_bench: cannot write %s", file);
  endif
  fwrite (fid, x, precision);
  fclose (fid);
endfunction

## bench/peers.py on the data in datadir: its {op, seconds} pairs, warm and (with
## cold) cold; its stdout and stderr go to a log, whose end is shown if it fails.
function peers = run_peers (benchdir, datadir, cold)
  peers = struct ("warm", {{}}, "cold", {{}}, "error", "");
  log = fullfile (datadir, "peers.log");
  status = system (sprintf ("/usr/bin/python3 '%s' '%s'%s > '%s' 2>&1",
                            fullfile (benchdir, "peers.py"), datadir,
                            merge (cold, " --cold", ""), log));
  jsonfile = fullfile (datadir, "peers.json");
  if (status == 0 && exist (jsonfile, "file"))
    j = jsondecode (fileread (jsonfile));
    peers.warm = j.warm;
    peers.cold = j.cold;
  else
    text = strsplit (strtrim (fileread (log)), "\n");
    peers.error = sprintf ("peers.py failed (exit %d), no pydata column: %s", status,
                           strjoin (text(max (1, end-2):end), " / "));
  endif
endfunction

## Put each peer time, warm and cold, in the row with the same op name; notes for
## what failed or matched no row.
function [r, notes] = merge_peers (r, peers)
  notes = {};
  if (! isempty (peers.error))
    notes{end+1} = peers.error;
  endif
  ops = {r.op};
  for kind = {"warm", "cold"}
    field = merge (strcmp (kind{1}, "warm"), "pydata", "pydata_cold");
    pairs = peers.(kind{1});
    for k = 1:numel (pairs)
      hit = strcmp (ops, pairs{k}{1});
      if (any (hit))
        [r(hit).(field)] = deal (pairs{k}{2});
      else
        notes{end+1} = sprintf ("pydata op \"%s\" matches no ndsparse row", pairs{k}{1});
      endif
    endfor
  endfor
endfunction

## The cold times: for each job (a bench file, the position of one of its
## D.timeit calls, the row and the field whose time it gave, the function's
## text), bench/cold_call.m in a fresh Octave process, which prints the call's
## seconds and text; notes for the jobs that gave no time or another function
## (the bench file's calls went another way without the times it needs).
function [r, notes] = cold_calls (r, jobs, datadir, bw)
  notes = {};
  for j = jobs
    [status, out] = fresh_octave (sprintf ("cold_call ('%s', '%s', %d, %.17g);", datadir,
                                           j.bench, j.call, bw));
    got = regexp (out, '^cold\t(\S+)\t([^\n]*)$', "tokens", "once", "lineanchors");
    if (isempty (got) || ! strcmp (got{2}, j.code))
      text = strsplit (strtrim (out), "\n");
      notes{end+1} = sprintf ("no cold time for %s call %d, %s (exit %d): %s", j.bench,
                              j.call, j.code, status, text{end});
    else
      hit = strcmp ({r.bench}, j.bench) & [r.idx] == j.idx;
      r(hit).([j.field "_cold"]) = str2double (got{1});
    endif
  endfor
endfunction

## the GLIBC_TUNABLES of this process, "unset" when there are none
function s = tunables ()
  s = getenv ("GLIBC_TUNABLES");
  if (isempty (s))
    s = "unset";
  endif
endfunction
