## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## rows = bench_io (D): the file readers and writers (issue 24) on the driver's data.
##
## It writes D.T with tnswrite (storage order, values in 15-17 digits: about 33
## bytes a line) and times:
##   tnsread         to a finished ndsparse; Octave's peer is the faster of its own
##                   routes, dlmread (file, " ") into ndsparse, and textscan into
##                   ndsparse (textscan only up to 1e5 lines: at 1e7 it took 311 s);
##                   the Python peer (pydata column) is pandas' C read_csv to a
##                   DataFrame, which builds no tensor
##   tnsread parse   the C parse alone (__nds_tnsread__), and the constructor
##                   ndsparse (subs, vals, sz) on its output: the constructor's share
##   tnsread .gz     the same file gzipped by tnswrite (pandas on the same file)
##   tnswrite, tnswrite .gz
##   wc -l           the machine's scan speed over the same file
##   svmlightread    a file of nnz/10 lines (samples = ceil (k/10), features = dim 2
##                   of the entries), against scikit-learn's load_svmlight_file
##   mmread          the matrix of dims (1,2) x 3 of the entries (1e8-by-1000, as
##                   bench_core's Octave peer), a coordinate file, against
##                   scipy.io.mmread (which returns COO, where Octave's is CSC)
## The files go to the directory named by the environment variable NDS_BENCH_IO
## (run_bench puts it in its data directory, which it deletes; without it, a
## directory in tempdir), where the Python peers (bench/py_io.py) read them.  bytes (for
## the bound) is the file's size.  Prints MB/s as it goes.  Every file is written
## untimed before the calls that read it: a cold run (bench/cold_call.m) calls only
## one of the timed functions, so none may depend on another's side effect.
function rows = bench_io (D)
  dir = getenv ("NDS_BENCH_IO");
  if (isempty (dir))
    dir = fullfile (tempdir (), "ndsparse-bench-io");
    setenv ("NDS_BENCH_IO", dir);
  endif
  if (exist (dir, "dir"))
    confirm_recursive_rmdir (false, "local");
    rmdir (dir, "s");
  endif
  mkdir (dir);
  n = D.nnz;
  rows = struct ("op", {}, "nnz", {}, "nds", {}, "octave", {}, "rsb", {}, "bytes", {});
  f = fullfile (dir, "data.tns");
  T = D.T;

  bytes = write_tns (f, T);
  t_write = D.timeit (@() write_tns (f, T));
  t_read = D.timeit (@() tnsread (f));
  t_parse = D.timeit (@() parse_tns (f));
  [s, v, sz] = __nds_tnsread__ (f, []);
  t_ctor = D.timeit (@() ndsparse (s, v, sz));
  clear s v;
  t_oct = D.timeit (@() dlmread_route (f));
  if (n <= 1e5)
    t_oct = min (t_oct, D.timeit (@() textscan_route (f)));
  endif
  t_wc = D.timeit (@() system (sprintf ("wc -l < '%s' > /dev/null", f)));
  rows(end+1) = result_row ("tnsread", n, t_read, t_oct, bytes);
  rows(end+1) = result_row ("tnsread parse (C)", n, t_parse, NaN, bytes);
  rows(end+1) = result_row ("tnsread constructor", n, t_ctor, NaN, NaN);
  rows(end+1) = result_row ("tnswrite", n, t_write, NaN, NaN);
  rows(end+1) = result_row ("wc -l", n, t_wc, NaN, bytes);
  printf ("  tnsread: %.1f MB, %.0f MB/s warm; parse %.0f MB/s, constructor %.0f%% of tnsread; wc -l %.0f MB/s; Octave's route %.3g s\n",
          bytes / 1e6, bytes / t_read / 1e6, bytes / t_parse / 1e6,
          100 * t_ctor / t_read, bytes / t_wc / 1e6, t_oct);

  g = [f ".gz"];
  gbytes = write_tns (g, T);
  t_wgz = D.timeit (@() write_tns (g, T));
  t_rgz = D.timeit (@() tnsread (g));
  rows(end+1) = result_row ("tnsread .gz", n, t_rgz, NaN, gbytes);
  rows(end+1) = result_row ("tnswrite .gz", n, t_wgz, NaN, NaN);
  printf ("  tnsread .gz: %.1f MB compressed, %.0f MB/s of text; tnswrite .gz %.0f MB/s of text\n",
          gbytes / 1e6, bytes / t_rgz / 1e6, bytes / t_wgz / 1e6);
  clear T;

  ## SVMlight: 10 entries a line
  nl = ceil (n / 10);
  X = sparse (ceil ((1:n)' / 10), D.subs(1:n, 2), D.vals(1:n), nl, D.sz(2));
  y = 2 * (mod ((1:nl)', 3) == 0) - 1;
  fs = fullfile (dir, "data.svm");
  svmlightwrite (fs, y, X);
  sbytes = stat (fs).size;
  t_svm = D.timeit (@() svm_matrix (fs));
  rows(end+1) = result_row ("svmlightread", nnz (X), t_svm, NaN, sbytes);
  printf ("  svmlightread: %d lines, %.1f MB, %.0f MB/s\n", nl, sbytes / 1e6,
          sbytes / t_svm / 1e6);
  clear X y;

  ## MatrixMarket: dims (1,2) x 3, a 1e8-by-1000 coordinate file
  A = sparse (D.subs(:, 1) + D.sz(1) * (D.subs(:, 2) - 1), D.subs(:, 3), D.vals,
              D.sz(1) * D.sz(2), D.sz(3));
  fm = fullfile (dir, "data.mtx");
  mmwrite (fm, A);
  mbytes = stat (fm).size;
  t_mm = D.timeit (@() mmread (fm));
  rows(end+1) = result_row ("mmread", nnz (A), t_mm, NaN, mbytes);
  printf ("  mmread: %.1f MB, %.0f MB/s\n", mbytes / 1e6, mbytes / t_mm / 1e6);
endfunction

## tnswrite (f, T), and the bytes it wrote (timeit wants a result)
function bytes = write_tns (f, T)
  tnswrite (f, T);
  bytes = stat (f).size;
endfunction

## the parse alone: with one output (or none, as the timer calls it)
## __nds_tnsread__ builds the tensor too, since tnsread returns it from one C call
function [s, v, sz] = parse_tns (f)
  [s, v, sz] = __nds_tnsread__ (f, []);
endfunction

## the tensor of a .tns file by Octave's fastest route: dlmread, then the constructor
function T = dlmread_route (f)
  A = dlmread (f, " ");
  T = ndsparse (A(:, 1:end-1), A(:, end));
endfunction

## the same through textscan
function T = textscan_route (f)
  fid = fopen (f);
  C = textscan (fid, "%f %f %f %f");
  fclose (fid);
  T = ndsparse ([C{1:3}], C{4});
endfunction

## the matrix of an SVMlight file (the result timeit's bytes count)
function X = svm_matrix (f)
  [~, X] = svmlightread (f);
endfunction
