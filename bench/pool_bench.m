## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## rows = pool_bench (reps): the four pools of conv_bench (N = 64 images of C = 16
## channels, 32 x 32, 2 x 2 windows, stride 2, on an ndsparse input) against
## PyTorch's CPU kernels (bench/torch_pool.py, float64, the same thread count),
## at densities 1 % and 10 %: the medians of reps calls (default 21) after one
## untimed, of wall seconds and of the CPU seconds of the process (all threads),
## and PyTorch's time over ours (above 1: ndsparse faster).  A pooling-only,
## CPU-and-wall subset of conv_bench (about a minute); run from bench/:
##   octave-cli --eval 'addpath(genpath("../inst")); addpath("../src"); pool_bench ()'
function rows = pool_bench (reps = 21)
  N = 64;  C = 16;  H = 32;  Wd = 32;
  densities = [0.01 0.1];
  threads = str2double (getenv ("OMP_NUM_THREADS"));
  if (isnan (threads))
    threads = nproc ();
  endif
  [~, up] = system ("cat /proc/loadavg");
  printf ("pools 2x2/2 of N=%d C=%d %dx%d, %d threads, %d calls; load %s", N, C, H, Wd,
          threads, reps, up);
  randn ("state", 26);
  rand ("state", 26);
  dP = randn (N, C, H/2, Wd/2);
  X = cell (size (densities));
  for k = 1:numel (densities)
    X{k} = randn (N, C, H, Wd) .* (rand (N, C, H, Wd) < densities(k));
  endfor
  pool = {"pool_size", 2, "stride", 2};
  ops = {"max_pool", @(A) max_pool (A, pool{:});
         "max_pool_backward", @(A) max_pool_backward (A, dP, pool{:});
         "avg_pool", @(A) avg_pool (A, pool{:});
         "avg_pool_backward", @(A) avg_pool_backward (A, dP, pool{:})};
  tmp = tempname ();
  mkdir (tmp);
  unwind_protect
    write_raw (fullfile (tmp, "dP.f64"), dP);
    for k = 1:numel (densities)
      write_raw (fullfile (tmp, sprintf ("X_%g.f64", densities(k))), X{k});
    endfor
    fid = fopen (fullfile (tmp, "spec.json"), "w");
    fputs (fid, jsonencode (struct ("shape", [N C H Wd], "densities", densities)));
    fclose (fid);
    peer = {};
    here = fileparts (mfilename ("fullpath"));
    if (system (sprintf ("/usr/bin/python3 '%s' '%s' %d %d", fullfile (here, "torch_pool.py"),
                         tmp, threads, reps)) == 0)
      peer = jsondecode (fileread (fullfile (tmp, "times.json")));
    else
      printf ("PyTorch: skipped (bench/torch_pool.py failed)\n");
    endif
    rows = struct ("op", {}, "density", {}, "wall", {}, "cpu", {}, "twall", {}, "tcpu", {});
    for k = 1:numel (densities)
      T = ndsparse (X{k});
      for j = 1:size (ops, 1)
        [r.wall, r.cpu] = warm_medians (@() ops{j, 2} (T), reps);
        r.op = ops{j, 1};
        r.density = densities(k);
        [r.twall, r.tcpu] = deal (NaN);
        for p = 1:numel (peer)
          if (strcmp (peer{p}{1}, r.op) && abs (peer{p}{2} - r.density) < 1e-12)
            r.twall = peer{p}{3};
            r.tcpu = peer{p}{4};
          endif
        endfor
        rows(end+1) = r;
      endfor
    endfor
  unwind_protect_cleanup
    confirm_recursive_rmdir (false, "local");
    rmdir (tmp, "s");
  end_unwind_protect
  printf ("\n%-18s %7s %9s %9s %8s %9s %9s %8s\n", "op", "density", "wall ms", "torch ms",
          "x torch", "CPU ms", "torch ms", "x torch");
  for r = rows
    printf ("%-18s %6g%% %9.3f %9.3f %8.2f %9.3f %9.3f %8.2f\n", r.op, 100 * r.density,
            1e3 * r.wall, 1e3 * r.twall, r.twall / r.wall, 1e3 * r.cpu, 1e3 * r.tcpu,
            r.tcpu / r.cpu);
  endfor
  printf ("x torch: PyTorch's median over ndsparse's (above 1: ndsparse faster); ");
  [~, up] = system ("cat /proc/loadavg");
  printf ("load at the end %s", up);
endfunction
