## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## files = write_results (r, info, outdir, charts): run_bench's rows r written to OUTDIR:
## bench.csv, every row with its times (warm and cold) and ratios, and
## README_table.md, the tensor tables of 1e6 nonzeros and up (all sizes when none
## is that large) with the run's machine and the names of its CHARTS, which
## `make bench-readme` pastes into bench/README.md between its bench markers.  Returns
## the names of the files written.
function files = write_results (r, info, outdir, charts)
  files = {fullfile(outdir, "bench.csv"), fullfile(outdir, "README_table.md")};
  write_csv (files{1}, r, info);
  write_markdown (files{2}, r, info, charts);
endfunction

function write_csv (file, r, info)
  fid = open_out (file);
  x = row_ratios (r, info.bw, info.fresh);
  fprintf (fid, "section,op,suite_size,nnz,ndsparse_s,octave_s,rsb_s,pydata_s,ndsparse_cold_s,octave_cold_s,rsb_cold_s,pydata_cold_s,octave_ratio,rsb_ratio,pydata_ratio,octave_cold_ratio,rsb_cold_ratio,pydata_cold_ratio,bytes,bound_s,x_bound,peak_bytes,out_bytes,floor_s,x_floor,x_floor_cold\n");
  col = @(f) reshape ([r.(f)], [], 1);
  values = [col("nds"), col("octave"), col("rsb"), col("pydata"), col("nds_cold"), ...
            col("octave_cold"), col("rsb_cold"), col("pydata_cold"), x.octave, x.rsb, ...
            x.pydata, x.octave_cold, x.rsb_cold, x.pydata_cold, col("bytes"), x.bound, ...
            x.xbound, col("mem"), col("out"), x.floor, x.xfloor, x.xfloor_cold];
  for k = 1:numel (r)
    fprintf (fid, "\"%s\",\"%s\",%d,%d%s\n", r(k).section, strrep (r(k).op, "\"", "\"\""),
             r(k).suite_size, r(k).nnz, sprintf (",%.6g", values(k, :)));
  endfor
  fclose (fid);
endfunction

function write_markdown (file, r, info, charts)
  tensor = r(cellfun (@isempty, {r.section}));
  sizes = unique ([tensor.suite_size]);
  if (any (sizes >= 1e6))
    sizes = sizes(sizes >= 1e6);
  endif
  fid = open_out (file);
  fprintf (fid, "<!-- written by make bench (bench/run_bench.m); make bench-readme pastes it here -->\n");
  fprintf (fid, "From the run of %s (`make bench`, one run for the table and the charts) on %s, %d cores, %d OpenMP threads, load average %.1f at the start, %.1f GB/s reading memory and %.1f GB/s writing fresh memory (bench/bandwidth.c); Octave %s",
           info.date, info.cpu, info.cores, info.threads, info.load, info.bw / 1e9, info.fresh / 1e9,
           info.octave);
  if (! isempty (info.pydata))
    fprintf (fid, ", pydata/sparse %s", info.pydata);
  endif
  fprintf (fid, ".  Ratios are a peer's time over ndsparse's (above 1: ndsparse is faster): Octave's own sparse matrices on the 2-D equivalent, librsb, pydata/sparse; ×floor is ndsparse's time over its floor.  Warm: the median of 3 to 5 calls after an untimed one; cold: the first call in a fresh process with the default environment (data loaded and tensor built, not timed).");
  if (! isempty (charts))
    [~, names] = cellfun (@fileparts, charts, "uniformoutput", false);
    fprintf (fid, "  Charts of the same run in bench/results/: %s.", strjoin (strcat (names, ".png"), ", "));
  endif
  fputs (fid, "\n");
  for n = sizes
    fprintf (fid, "\n#### %s nonzeros\n\n", size_name (n));
    fputs (fid, table_text (tensor([tensor.suite_size] == n), info, "markdown"));
  endfor
  fclose (fid);
endfunction

function fid = open_out (file)
  fid = fopen (file, "w");
  if (fid < 0)
    error ("run_bench: cannot write %s", file);
  endif
endfunction
