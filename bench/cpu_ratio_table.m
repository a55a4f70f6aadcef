## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = cpu_ratio_table (title, names, ops, reps): time each row of OPS (a cell of
## {label, f_base, f_other}) in CPU seconds, the first (cold) call of each side,
## then REPS warm calls with the two sides in turn (a slow phase hits both), and
## print TITLE, the load average and, per row, the medians and other / base warm
## and cold.  NAMES = {base, other} label the columns and the fields of R.
function r = cpu_ratio_table (title, names, ops, reps)
  [~, la] = system ("cat /proc/loadavg");
  printf ("%s, CPU seconds (median of %d warm; cold = first call); load %s", title, reps, la);
  printf ("  %-22s %10s %10s %7s   %12s %12s %7s\n", "op", names{1}, names{2}, "warm x",
          ["cold " names{1}], ["cold " names{2}], "cold x");
  r = struct ("op", {}, names{1}, {}, names{2}, {}, "ratio", {}, "cold_ratio", {});
  for k = 1:size (ops, 1)
    cold = [cpu(ops{k, 2}), cpu(ops{k, 3})];
    t = zeros (reps, 2);
    for q = 1:reps
      t(q, 1) = cpu (ops{k, 2});
      t(q, 2) = cpu (ops{k, 3});
    endfor
    m = median (t, 1);
    r(end+1) = struct ("op", ops{k, 1}, names{1}, m(1), names{2}, m(2),
                       "ratio", m(2) / m(1), "cold_ratio", cold(2) / cold(1));
    printf ("  %-22s %10.4f %10.4f %7.2f   %12.4f %12.4f %7.2f\n", ops{k, 1}, m(1), m(2),
            m(2) / m(1), cold(1), cold(2), cold(2) / cold(1));
  endfor
endfunction

## the CPU seconds of one call of f (every thread of the process)
function t = cpu (f)
  t0 = cputime ();
  y = f ();
  t = cputime () - t0;
endfunction
