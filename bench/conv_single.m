## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## out = conv_single (densities): single against double values in the deep-learning
## layers (issue 39) on conv_bench's batch, N = 64 images of C = 16 channels,
## 32 x 32, F = 32 filters of 3 x 3, padding 1, and pools 2 x 2 stride 2: conv2d,
## its two gradients, max_pool and max_pool_backward, each on the sparse path (an
## ndsparse batch) and the dense path (the batch full), with the batch, filters and
## gradients single, then the same values double.  On the dense path a single
## call runs the conv wing's float kernels (sgemm, float pools); on the sparse
## path the float sweeps of the stored entries (the convolutions) and the
## storage-order max pools reading single values.  Above 1 single is slower.  Each
## ratio is of CPU seconds (user + system, every thread) and wall seconds, medians
## of 5 warm calls (15 for the pools) with both sides in one process, and the first calls' (cold).
## Prints its table and writes it to bench/results/conv_single.csv; out: its rows
## (op, path, density, single and double wall seconds).  Standalone, from the repo
## root of a built tree (about a minute):
##   octave-cli --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); conv_single ()'
function out = conv_single (densities = [0.1 1])
  N = 64;  C = 16;  H = 32;  Wd = 32;  F = 32;
  randn ("state", 39);
  rand ("state", 39);
  W = single (randn (F, C, 3, 3));
  dY = single (randn (N, F, H, Wd));
  dP = single (randn (N, C, H/2, Wd/2));
  conv = {"padding", 1};
  pool = {"pool_size", 2, "stride", 2};
  ops = {"conv2d", @(A, w, g, p) conv2d (A, w, conv{:});
         "conv2d_backward_filter", @(A, w, g, p) conv2d_backward_filter (A, g, conv{:}, ...
                                                                     "filter_shape", [F C 3 3]);
         "conv2d_backward_data", @(A, w, g, p) conv2d_backward_data (w, A, conv{:}, ...
                                                                  "input_shape", [N C H Wd]);
         "max_pool", @(A, w, g, p) max_pool (A, pool{:});
         "max_pool_backward", @(A, w, g, p) max_pool_backward (A, p, pool{:})};
  [~, load] = system ("cut -d' ' -f1-3 /proc/loadavg");
  printf ("single / double in the layers: N=%d C=%d %dx%d, F=%d 3x3 padding 1; pools 2x2 stride 2\n",
          N, C, H, Wd, F);
  printf ("load average %s", load);
  printf ("%-24s %-6s %7s %10s %10s %8s %8s %8s\n", "op", "path", "density", "single ms",
          "double ms", "cpu s/d", "wall s/d", "cold s/d");
  out = struct ("op", {}, "path", {}, "density", {}, "single", {}, "double", {});
  for d = densities
    ## conv2d_backward_data's batch argument is dY: its density is the batch's
    X = single (randn (N, C, H, Wd) .* (rand (N, C, H, Wd) < d));
    G = dY .* (rand (N, F, H, Wd) < d);
    for path = {"sparse", "dense"}
      for k = 1:rows (ops)
        f = ops{k, 2};
        A = X;
        if (strcmp (ops{k, 1}, "conv2d_backward_data"))
          A = G;
        endif
        if (strcmp (path{1}, "sparse"))
          As = ndsparse (A);
          Ad = ndsparse (double (A));
        else
          As = A;
          Ad = double (A);
        endif
        Wdb = double (W);  dYd = double (dY);  dPd = double (dP);
        reps = 5 + 10 * ! isempty (strfind (ops{k, 1}, "pool"));
        [ws, cs, s1] = warm_medians (@() f (As, W, dY, dP), reps);
        [wd, cd, d1] = warm_medians (@() f (Ad, Wdb, dYd, dPd), reps);
        printf ("%-24s %-6s %6g%% %10.2f %10.2f %8.2f %8.2f %8.2f\n", ops{k, 1}, path{1},
                100 * d, 1e3 * ws, 1e3 * wd, cs / cd, ws / wd, s1 / d1);
        out(end+1) = struct ("op", ops{k, 1}, "path", path{1}, "density", d, "single", ws,
                              "double", wd);
      endfor
    endfor
  endfor
  printf ("s/d: single's time over double's (above 1: single slower; single calls run\n");
  printf ("the float kernels: sgemm and float sweeps of the stored entries)\n");
  write_csv (out);
endfunction

## bench/results/conv_single.csv: the rows of the table
function write_csv (out)
  lines = arrayfun (@(r) sprintf ("\"%s\",%s,%g,%.6g,%.6g\n", r.op, r.path, r.density,
                                  r.single, r.double), out, "uniformoutput", false);
  dir = fullfile (fileparts (mfilename ("fullpath")), "results");
  [~] = mkdir (dir);
  fid = fopen (fullfile (dir, "conv_single.csv"), "w");
  fputs (fid, ["op,path,density,single_s,double_s\n", lines{:}]);
  fclose (fid);
endfunction
