## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## cold_call (datadir, bench, k, bw): the first call of one operation in this
## (fresh) Octave process.  It reads the seeded data run_bench wrote to DATADIR
## (coords.i64: the rows' 0-based subscripts, column after column; vals.f64;
## shape.txt), builds the same data struct as run_bench (suite_data, read
## bandwidth BW), and runs bench/BENCH.m with a timer that times only its K-th
## call, once and with no call before it, and skips every other call (NaN, the
## function not called).  So the data load, the tensor's construction and the
## benchmark's own setup are not timed, and the timed call is the first of its
## operation in the process.  It prints "cold<TAB>row<TAB>field<TAB>seconds" for
## the row of BENCH's result (its position) and the time field (nds, octave or
## rsb) that holds the timed call's seconds; nothing when that time went into a
## derived figure (a per-assignment time).  run_bench runs it through
## fresh_octave, once per operation.
function cold_call (datadir, bench, k, bw)
  sz = sscanf (fileread (fullfile (datadir, "shape.txt")), "%f").';
  vals = read_raw (fullfile (datadir, "vals.f64"), Inf, "float64=>double");
  subs = read_raw (fullfile (datadir, "coords.i64"), [numel(vals), numel(sz)],
                   "int64=>double") + 1;
  first_call ([], k);
  rows = feval (bench, suite_data (subs, vals, sz, bw, @(fn) first_call (fn)));
  t = first_call ();
  fields = {"nds", "octave", "rsb"};
  for r = 1:numel (rows)
    for f = fields
      if (rows(r).(f{1}) == t)
        printf ("cold\t%d\t%s\t%.9g\n", r, f{1}, t);
      endif
    endfor
  endfor
endfunction

## first_call (fn): seconds of fn () when this is call number k since
## first_call ([], k), else NaN without calling it; first_call (): those seconds.
function t = first_call (fn, k)
  persistent calls = 0 target = 0 timed = NaN;
  if (nargin == 2)
    calls = 0;
    target = k;
    timed = NaN;
    return;
  elseif (nargin == 0)
    t = timed;
    return;
  endif
  calls++;
  t = NaN;
  if (calls == target)
    t0 = tic ();
    out = fn ();
    t = toc (t0);
    timed = t;
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
