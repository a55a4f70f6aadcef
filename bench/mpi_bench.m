## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## mpi_bench (outdir): the MPI section of `make bench`.  Runs bench/mpi_bench_rank.m
## under mpirun on 1, 2 and 4 ranks (--oversubscribe: this machine has 2 cores, so 4
## ranks share them; loopback, shared memory), on a Netflix-shaped tensor of
## BENCH_MPI_NNZ nonzeros (default 1e6: 1e7 makes each of the three runs take
## minutes on 2 cores), R = 10, 3 CP-ALS iterations.  Prints the table and writes
## outdir/mpi_bench.csv.
function mpi_bench (outdir)
  n = str2double (getenv ("BENCH_MPI_NNZ"));
  if (isnan (n))
    n = 1e6;
  endif
  R = 10;
  iters = 3;
  if (system ("command -v mpirun > /dev/null") != 0 || exist ("__ndsmpi__") != 3)
    printf ("  skipped: no mpirun, or ndsparse built without MPI\n");
    return;
  endif
  here = fileparts (mfilename ("fullpath"));
  root = fileparts (here);
  setup = sprintf ("addpath (genpath ('%s')); addpath ('%s'); addpath ('%s');",
                   fullfile (root, "inst"), fullfile (root, "src"), here);
  env = ["OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 " ...
         "OMPI_MCA_btl_vader_single_copy_mechanism=none"];
  printf ("  Netflix-shaped tensor 480189 x 17770 x 2182, %d nonzeros, R = %d; times per\n", n, R);
  printf ("  iteration (CP-ALS) or per mttkrp of every mode, the slowest rank's\n");
  printf ("  %5s %-8s %10s %10s %10s %10s %12s %12s %12s\n", "ranks", "grid",
          "mttkrp", "allreduce", "cp comp", "cp comm", "bytes/iter", "model", "wire model");
  fid = fopen (fullfile (outdir, "mpi_bench.csv"), "w");
  fprintf (fid, "ranks,grid,mttkrp_comp_s,mttkrp_comm_s,cp_comp_s,cp_comm_s,bytes_per_iter,model_bytes,wire_model_bytes\n");
  for P = [1 2 4]
    cmd = sprintf ("%s timeout -s KILL 1800 mpirun --oversubscribe -np %d octave-cli --norc --quiet --no-history --eval \"%s mpi_bench_rank (%d, %d, %d);\" 2>&1",
                   env, P, setup, n, R, iters);
    [st, out] = system (cmd);
    tok = regexp (out, 'mpibench (\d+) (\S+)\s+(.*)', "tokens", "once", "lineanchors");
    if (st != 0 || isempty (tok))
      printf ("  %5d failed: %s\n", P, strtrim (out(max (1, end-300):end)));
      continue;
    endif
    v = str2num (tok{3});
    gridtxt = strrep (tok{2}(1:end-1), ",", "x");
    printf ("  %5d %-8s %9.3fs %9.3fs %9.3fs %9.3fs %12.0f %12.0f %12.0f\n", P, gridtxt, v);
    fprintf (fid, "%d,%s,%s\n", P, gridtxt, strjoin (arrayfun (@(x) sprintf ("%.6g", x), v, "uniformoutput", false), ","));
  endfor
  fclose (fid);
  printf ("  load average at the end: %s\n", strtrim (fileread ("/proc/loadavg")));
endfunction
