## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## rows = conv_bench (opt): the deep-learning layers (issue 26) on the issue's batch,
## N = 64 images of C = 16 channels, 32 x 32, F = 32 filters of 3 x 3, stride 1,
## padding 1 (pools: 2 x 2, stride 2), at input densities 1 % to 100 %.  For each
## function and density it times the sparse path (an ndsparse input: its stored
## entries), the dense path (the same batch as a full array: im2col and BLAS GEMM
## for the convolutions) and PyTorch's CPU kernels in float64 with the same thread
## count (bench/torch_conv.py, Debian's python3-torch), and prints the ratios, the
## crossover densities where the sparse path stops beating PyTorch and the dense
## path, the largest difference from PyTorch's results, and first calls in fresh
## processes (cold) beside the warm medians.  For the pools it also prints the
## floor: one pass over the input (its bytes at opt.bw) plus the result written at
## opt.fresh.  PyTorch's max_pool_backward is timed as the same work as ours (its pool
## with indices, then its backward: SystemML's max_pool_backward (input, dout) finds
## the winners itself), with autograd and the backward handed the winners beside it.
##
## opt (all optional): timeit, a median timer of a function handle (run_bench's);
## bw and fresh, the bytes per second of reading memory and of writing fresh memory.
## Called by run_bench (make bench), or alone: conv_bench ().
function rows = conv_bench (opt = struct ())
  if (! isfield (opt, "timeit"))
    opt.timeit = @median_time;
  endif
  if (! isfield (opt, "bw"))
    opt.bw = NaN;
    opt.fresh = NaN;
  endif
  N = 64;  C = 16;  H = 32;  Wd = 32;  F = 32;
  densities = [0.01 0.1 0.2 0.5 1];
  check = 0.1;
  threads = str2double (getenv ("OMP_NUM_THREADS"));
  if (isnan (threads))
    threads = nproc ();
  endif
  printf ("conv2d and pooling: N=%d C=%d %dx%d, F=%d 3x3 filters, stride 1, padding 1; ",
          N, C, H, Wd, F);
  printf ("pools 2x2, stride 2; %d threads\n", threads);

  randn ("state", 26);
  rand ("state", 26);
  W = randn (F, C, 3, 3);
  dY = randn (N, F, H, Wd);
  dP = randn (N, C, H/2, Wd/2);
  conv = {"padding", 1};
  pool = {"pool_size", 2, "stride", 2};
  X = cell (size (densities));
  D = cell (size (densities));
  for k = 1:numel (densities)
    X{k} = randn (N, C, H, Wd) .* (rand (N, C, H, Wd) < densities(k));
    D{k} = dY .* (rand (N, F, H, Wd) < densities(k));
  endfor

  tmp = tempname ();
  mkdir (tmp);
  unwind_protect
    write_raw (fullfile (tmp, "W.f64"), W);
    write_raw (fullfile (tmp, "dY.f64"), dY);
    write_raw (fullfile (tmp, "dP.f64"), dP);
    for k = 1:numel (densities)
      write_raw (fullfile (tmp, sprintf ("X_%g.f64", densities(k))), X{k});
      write_raw (fullfile (tmp, sprintf ("dYd_%g.f64", densities(k))), D{k});
    endfor
    spec = struct ("shape", [N C H Wd], "filters", F, "densities", densities, "check", check);
    fid = fopen (fullfile (tmp, "spec.json"), "w");
    fputs (fid, jsonencode (spec));
    fclose (fid);
    peer = torch_times (tmp, threads);

    ## op name, call on (batch, conv gradient) of one density
    ops = {"conv2d", @(A, G) conv2d (A, W, conv{:});
           "conv2d_backward_filter", @(A, G) conv2d_backward_filter (A, dY, conv{:}, "filter_shape", [F C 3 3]);
           "conv2d_backward_data", @(A, G) conv2d_backward_data (W, G, conv{:}, "input_shape", [N C H Wd]);
           "max_pool", @(A, G) max_pool (A, pool{:});
           "max_pool_backward", @(A, G) max_pool_backward (A, dP, pool{:});
           "avg_pool", @(A, G) avg_pool (A, pool{:});
           "avg_pool_backward", @(A, G) avg_pool_backward (A, dP, pool{:})};
    rows = struct ("op", {}, "density", {}, "sparse", {}, "dense", {}, "torch", {},
                   "floor", {});
    for k = 1:numel (densities)
      T = ndsparse (X{k});
      TD = ndsparse (D{k});
      for j = 1:size (ops, 1)
        f = ops{j, 2};
        r.op = ops{j, 1};
        r.density = densities(k);
        r.sparse = opt.timeit (@() f (T, TD));
        r.dense = opt.timeit (@() f (X{k}, D{k}));
        r.torch = peer_time (peer, r.op, densities(k));
        r.floor = pool_floor (r.op, X{k}, T, f (T, TD), opt);
        rows(end+1) = r;
        if (densities(k) == check)
          compare (tmp, r.op, f (T, TD), f (X{k}, D{k}));
        endif
      endfor
    endfor
    print_rows (rows);
    print_backward_peers (rows, peer);
    write_csv (rows);
    cold_times (tmp, X{densities == check}, D{densities == check}, W, dY, dP, threads, check);
  unwind_protect_cleanup
    confirm_recursive_rmdir (false, "local");
    rmdir (tmp, "s");
  end_unwind_protect
endfunction


## The peers' {op, density, seconds}, or {} without PyTorch.
function peer = torch_times (tmp, threads)
  peer = {};
  if (system ("/usr/bin/python3 -c 'import torch' 2>/dev/null") != 0)
    printf ("PyTorch: skipped (/usr/bin/python3 cannot import torch; apt install python3-torch)\n");
    return;
  endif
  here = fileparts (mfilename ("fullpath"));
  status = system (sprintf ("/usr/bin/python3 '%s' '%s' %d", fullfile (here, "torch_conv.py"),
                            tmp, threads));
  if (status != 0)
    printf ("torch_conv.py failed (exit %d): no PyTorch column\n", status);
    return;
  endif
  peer = jsondecode (fileread (fullfile (tmp, "times.json")));
endfunction

function t = peer_time (peer, op, density)
  t = NaN;
  for k = 1:numel (peer)
    if (strcmp (peer{k}{1}, op) && abs (peer{k}{2} - density) < 1e-12)
      t = peer{k}{3};
    endif
  endfor
endfunction

## The floor of a pool: its input read once (the stored entries, 4 subscripts and a
## value each, or the full array) and its result written to fresh memory; NaN for
## the convolutions, which compute rather than stream.
function s = pool_floor (op, X, T, R, opt)
  s = NaN;
  if (! isempty (strfind (op, "pool")))
    s = (40 * nnz (T)) / opt.bw + result_bytes (R) / opt.fresh;
  endif
endfunction

function b = result_bytes (R)
  if (isa (R, "ndsparse"))
    b = nnz (R) * (8 * ndims (R) + 8);
  else
    b = sizeof (R);
  endif
endfunction

## The largest difference of both paths from PyTorch's result, relative to it.
function compare (tmp, op, Rs, Rd)
  file = fullfile (tmp, sprintf ("out_%s.f64", op));
  if (! exist (file, "file"))
    return;
  endif
  fid = fopen (file, "r");
  P = fread (fid, Inf, "float64");
  fclose (fid);
  P = permute (reshape (P, fliplr (size (Rd))), ndims (Rd):-1:1);
  scale = max (1, max (abs (P(:))));
  printf ("  %-24s max |sparse - torch| %.2g, |dense - torch| %.2g (relative to max |torch| %.3g)\n",
          op, max (abs (full (Rs)(:) - P(:))) / scale, max (abs (Rd(:) - P(:))) / scale, scale);
endfunction

function print_rows (rows)
  printf ("\n%-24s %7s %10s %10s %10s %8s %8s %8s %8s\n", "op", "density", "sparse s",
          "dense s", "torch s", "x torch", "x dense", "torch/d", "x floor");
  for r = rows
    printf ("%-24s %6g%% %10.3g %10.3g %10s %8.3g %8.3g %8s %8s\n", r.op, 100 * r.density,
            r.sparse, r.dense, cell3 (r.torch), r.torch / r.sparse, r.dense / r.sparse,
            cell3 (r.torch / r.dense), cell3 (r.sparse / r.floor));
  endfor
  printf ("sparse: the ndsparse input's stored entries; dense: the same batch full (im2col +\n");
  printf ("BLAS for conv2d); torch: PyTorch CPU float64; x torch, x dense: their time over\n");
  printf ("the sparse path's (>1: sparse faster); torch/d: PyTorch over the dense path;\n");
  printf ("torch for max_pool_backward: the same work (pool with indices, then backward);\n");
  printf ("x floor: the sparse path over one pass of its input plus its result written\n");
  for op = unique ({rows.op}, "stable")
    r = rows(strcmp ({rows.op}, op{1}));
    printf ("  %-24s sparse path beats PyTorch up to %s, the dense path up to %s\n", op{1},
            crossover ([r.density], [r.torch] ./ [r.sparse]),
            crossover ([r.density], [r.dense] ./ [r.sparse]));
  endfor
endfunction

## max_pool_backward against PyTorch's three ways to the same gradient: its torch
## column above is the same work as ours (SystemML's max_pool_backward (input, dout)
## finds the winners itself: PyTorch's pool with indices, then its backward); beside
## it autograd of max_pool2d from the input, and the backward alone handed the
## winners of a forward pass it did not time (less work than ours).
function print_backward_peers (rows, peer)
  r = rows(strcmp ({rows.op}, "max_pool_backward"));
  if (isempty (peer) || isempty (r))
    return;
  endif
  printf ("\nmax_pool_backward, PyTorch's ways (x: their time over the sparse path's):\n");
  printf ("%7s %10s %21s %21s %21s\n", "density", "sparse s", "same work (target)",
          "autograd", "winners given");
  for k = 1:numel (r)
    d = r(k).density;
    t = [r(k).torch, peer_time(peer, "max_pool_backward_autograd", d), ...
         peer_time(peer, "max_pool_backward_given_idx", d)];
    printf ("%6g%% %10.3g", 100 * d, r(k).sparse);
    printf (" %10.3g (x %6.3g)", [t; t / r(k).sparse]);
    printf ("\n");
  endfor
endfunction

## The density where ratio (>1: sparse faster) falls through 1, interpolated in log
## density between the measured points.
function s = crossover (d, ratio)
  k = find (ratio < 1, 1);
  if (isempty (k) || any (isnan (ratio)))
    s = sprintf ("%g%% (all measured)", 100 * d(end));
    if (any (isnan (ratio)))
      s = "-";
    endif
  elseif (k == 1)
    s = sprintf ("below %g%%", 100 * d(1));
  else
    a = log (d(k-1));
    b = log (d(k));
    t = log (ratio(k-1)) / (log (ratio(k-1)) - log (ratio(k)));
    s = sprintf ("%.2g%%", 100 * exp (a + t * (b - a)));
  endif
endfunction

## bench/results/conv_bench.csv: the rows of the table
function write_csv (rows)
  dir = fullfile (fileparts (mfilename ("fullpath")), "results");
  if (! exist (dir, "dir"))
    mkdir (dir);
  endif
  file = fullfile (dir, "conv_bench.csv");
  fid = fopen (file, "w");
  fprintf (fid, "op,density,sparse_s,dense_s,torch_s,floor_s\n");
  for r = rows
    fprintf (fid, "\"%s\",%g,%.6g,%.6g,%.6g,%.6g\n", r.op, r.density, r.sparse, r.dense,
             r.torch, r.floor);
  endfor
  fclose (fid);
endfunction

## a table cell: 3 significant digits, "-" for NaN
function s = cell3 (x)
  s = strrep (sprintf ("%.3g", x), "NaN", "-");
endfunction

## First calls in fresh processes: each function once, timed in an Octave (and for
## conv2d a Python) that has only loaded the data, started with the default
## environment (bench/fresh_octave.m; GLIBC_TUNABLES unset); beside the warm
## medians above.
function cold_times (tmp, X, D, W, dY, dP, threads, density)
  data = fullfile (tmp, "cold.mat");
  save ("-binary", data, "X", "D", "W", "dY", "dP");
  [N, C, H, Wd] = size (X);
  F = size (W, 1);
  calls = {"conv2d (T, W, 'padding', 1)", "conv2d (X, W, 'padding', 1)", ...
           sprintf("conv2d_backward_filter (T, dY, 'padding', 1, 'filter_shape', [%d %d 3 3])", F, C), ...
           sprintf("conv2d_backward_data (W, TD, 'padding', 1, 'input_shape', [%d %d %d %d])", N, C, H, Wd), ...
           "max_pool (T, 'pool_size', 2, 'stride', 2)", ...
           "avg_pool (T, 'pool_size', 2, 'stride', 2)"};
  printf ("\nfirst call in a fresh process, density %g%% (cold; warm medians above), seconds:\n",
          100 * density);
  for k = 1:numel (calls)
    code = sprintf (["load ('%s'); T = ndsparse (X); TD = ndsparse (D); ", ...
                     "t0 = tic (); R = %s; printf ('cold %%.6f', toc (t0));"], data, calls{k});
    [~, out] = fresh_octave (code);
    printf ("  %-74s %s\n", calls{k}, cold_result (out));
  endfor
  py = sprintf (["import numpy as np, time, torch; torch.set_num_threads(%d); ", ...
                 "x = torch.from_numpy(np.fromfile('%s', dtype=np.float64).reshape(%d,%d,%d,%d)); ", ...
                 "w = torch.from_numpy(np.fromfile('%s', dtype=np.float64).reshape(%d,%d,3,3)); ", ...
                 "t0 = time.perf_counter(); torch.nn.functional.conv2d(x, w, padding=1); ", ...
                 "print('cold %%.6f' %% (time.perf_counter() - t0))"], threads,
                fullfile (tmp, sprintf ("X_%g.f64", density)),
                N, C, H, Wd, fullfile (tmp, "W.f64"), F, C);
  [~, out] = system (sprintf ("env -u GLIBC_TUNABLES /usr/bin/python3 -c \"%s\" 2>&1", py));
  printf ("  %-74s %s\n", "torch.nn.functional.conv2d (x, w, padding=1)", cold_result (out));
endfunction

## The seconds a cold run printed ("cold SECONDS"), or "failed:" and its last line.
function s = cold_result (out)
  tok = regexp (out, '^cold (\S+)$', "tokens", "once", "lineanchors");
  if (isempty (tok))
    text = strsplit (strtrim (out), "\n");
    s = ["failed: " text{end}];
  else
    s = tok{1};
  endif
endfunction
