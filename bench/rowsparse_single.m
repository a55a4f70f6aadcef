## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## out = rowsparse_single (): single against double values in the MXNet wing (issue
## 39): a linear layer's batch X (csr, B = 1024 samples of d = 2e5 features, 64
## entries each) and weight W (d x 64), the gradient G = spdot (X, D, "transpose_a")
## (a rowsparse of the batch's features), and: spdot forward with W full and
## rowsparse, spdot transpose_a, sgd_update (momentum) and adam_update, lazy, on
## the full W, rowsparse R + S, and a csr batch's rows X(a:b, :).  Each row runs
## with every operand single, then the same values double, in one process: the
## ratios single / double of CPU seconds (user + system, every thread) and wall
## seconds (medians of 7 warm calls) and of the first calls (cold), beside the
## byte ratio of the operands (whos: single / double; 0.5 for the values alone, more
## with the index arrays, which keep their class).  spdot computes in double from
## the single values and rounds once, so above 1 single is slower by the
## conversions; the optimizers step in single (the engine's float kernel, MXNet's
## float32) and move half the bytes.  Prints its table and writes bench/results/rowsparse_single.csv;
## standalone from the repo root of a built tree (about a minute):
##   octave-cli --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); rowsparse_single ()'
function out = rowsparse_single ()
  B = 1024;  d = 2e5;  k = 64;  per = 64;
  rand ("state", 39);
  randn ("state", 39);
  i = repelem ((1:B).', per);
  j = randi (d, B * per, 1);
  [ij, u] = unique ([i, j], "rows");
  v = randn (rows (ij), 1);
  ptr = [0; cumsum(accumarray (ij(:, 1), 1, [B 1]))];
  Xd = csr (v, ij(:, 2) - 1, ptr, [B d]);
  Wd = randn (d, k) / 10;
  Dd = randn (B, k);
  Gd = spdot (Xd, Dd, "transpose_a");
  Rd = rowsparse (rowdata (Gd)(1:2:end, :), rowindices (Gd)(1:2:end), [d k]);
  Sd = rowsparse (rowdata (Gd)(2:3:end, :), rowindices (Gd)(2:3:end), [d k]);
  md = zeros (d, k);
  vd = zeros (d, k);
  D = struct ("X", Xd, "W", Wd, "D", Dd, "G", Gd, "R", Rd, "S", Sd, "m", md, "v", vd,
              "WR", rowsparse (Wd(1:2:end, :), 1:2:d, [d k]));
  S = structfun (@single, D, "uniformoutput", false);
  ops = {"spdot X*W",            @(o) spdot (o.X, o.W),                     {"X", "W"};
         "spdot X*W rowsparse",  @(o) spdot (o.X, o.WR),                    {"X", "WR"};
         "spdot transpose_a",    @(o) spdot (o.X, o.D, "transpose_a"),      {"X", "D"};
         "sgd_update momentum",  @(o) sgd_update (o.W, o.G, o.m, "momentum", 0.9), {"W", "G", "m"};
         "adam_update",          @(o) adam_update (o.W, o.G, o.m, o.v, 1),   {"W", "G", "m", "v"};
         "rowsparse R + S",      @(o) o.R + o.S,                            {"R", "S"};
         "csr X(a:b, :)",        @(o) o.X(101:612, :),                      {"X"}};
  [~, load] = system ("cut -d' ' -f1-3 /proc/loadavg");
  printf ("single / double in the MXNet wing: csr batch %d x %d (%d entries a row), W %d x %d\n",
          B, d, per, d, k);
  printf ("load average %s", load);
  printf ("%-22s %10s %10s %8s %8s %8s %8s\n", "op", "single ms", "double ms", "cpu s/d",
          "wall s/d", "cold s/d", "bytes s/d");
  out = struct ("op", {}, "single", {}, "double", {}, "cpu", {}, "bytes", {});
  for r = 1:rows (ops)
    f = ops{r, 2};
    bs = bd = 0;
    for n = ops{r, 3}
      x = S.(n{1});  y = D.(n{1});
      w = whos ("x");  bs += w.bytes;
      w = whos ("y");  bd += w.bytes;
    endfor
    [ws, cs, s1] = warm_medians (@() f (S), 7);
    [wd, cd, d1] = warm_medians (@() f (D), 7);
    printf ("%-22s %10.2f %10.2f %8.2f %8.2f %8.2f %8.2f\n", ops{r, 1}, 1e3 * ws, 1e3 * wd,
            cs / cd, ws / wd, s1 / d1, bs / bd);
    out(end+1) = struct ("op", ops{r, 1}, "single", ws, "double", wd, "cpu", cs / cd,
                         "bytes", bs / bd);
  endfor
  printf ("s/d: single's time (or bytes) over double's; above 1 single is slower\n");
  lines = arrayfun (@(r) sprintf ("\"%s\",%.6g,%.6g,%.4g,%.4g\n", r.op, r.single, r.double,
                                  r.cpu, r.bytes), out, "uniformoutput", false);
  dir = fullfile (fileparts (mfilename ("fullpath")), "results");
  [~] = mkdir (dir);
  fid = fopen (fullfile (dir, "rowsparse_single.csv"), "w");
  fputs (fid, ["op,single_s,double_s,cpu_ratio,byte_ratio\n", lines{:}]);
  fclose (fid);
endfunction
