## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## cold_call (datadir, bench, k, bw): the first call of one operation in this
## (fresh) Octave process.  It reads the seeded data run_bench wrote to DATADIR
## (coords.i64: the rows' 0-based subscripts, column after column; vals.f64;
## shape.txt), builds the same data struct as run_bench (suite_data, read
## bandwidth BW), and runs bench/BENCH.m with a timer that skips every call
## (NaN, the function not called) until its K-th, which it times once, with no
## call before it, and prints as "cold<TAB>seconds<TAB>the function's text";
## then it stops the bench file.  So the data load, the tensor's construction
## and the benchmark's setup are not timed, and the timed call is the first of
## its operation in the process.  run_bench runs it through fresh_octave, once
## per operation, and checks the text against the K-th call of its own run.
function cold_call (datadir, bench, k, bw)
  sz = sscanf (fileread (fullfile (datadir, "shape.txt")), "%f").';
  vals = read_raw (fullfile (datadir, "vals.f64"), Inf, "float64=>double");
  subs = read_raw (fullfile (datadir, "coords.i64"), [numel(vals), numel(sz)],
                   "int64=>double") + 1;
  first_call ([], k);
  try
    feval (bench, suite_data (subs, vals, sz, bw, @(fn) first_call (fn)));
  catch err
    if (! strcmp (err.identifier, "cold_call:done"))
      rethrow (err);
    endif
  end_try_catch
endfunction

## first_call ([], k) starts counting; first_call (fn) is NaN, without calling
## fn, except for call number k, which it times and reports, then stops.
function t = first_call (fn, k)
  persistent calls = 0 target = 0;
  if (nargin == 2)
    calls = 0;
    target = k;
    return;
  endif
  calls++;
  t = NaN;
  if (calls == target)
    t0 = tic ();
    out = fn ();
    t = toc (t0);
    printf ("cold\t%.9g\t%s\n", t, func2str (fn));
    error ("cold_call:done", "cold_call: the timed call is done");
  endif
endfunction

function x = read_raw (file, shape, precision)
  fid = fopen (file, "r");
  if (fid < 0)
    error ("cold_call: cannot read %s", file);
  endif
  x = fread (fid, shape, precision);
  fclose (fid);
endfunction
