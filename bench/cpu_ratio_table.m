## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = cpu_ratio_table (title, names, ops, reps): time each row of OPS (a cell of
## {label, f_base, f_other} or {label, f_base, f_other, f_ref}) in CPU seconds, the
## first (cold) call of each side, then REPS warm calls with the sides in turn (a
## slow phase hits all), and print TITLE, the load average and, per row, the
## medians and other / base warm and cold (and other / ref warm and cold when a
## row has a third function, NAMES then {base, other, ref}).  NAMES label the
## columns and the fields of R.
function r = cpu_ratio_table (title, names, ops, reps)
  [~, la] = system ("cat /proc/loadavg");
  nf = numel (names);
  printf ("%s, CPU seconds (median of %d warm; cold = first call); load %s", title, reps, la);
  printf ("  %-22s %10s %10s %7s   %12s %12s %7s", "op", names{1}, names{2}, "warm x",
          ["cold " names{1}], ["cold " names{2}], "cold x");
  if (nf > 2)
    printf ("   %10s %9s %9s", names{3}, ["/" names{3}], "cold /");
  endif
  printf ("\n");
  rows = cell (1, size (ops, 1));
  for k = 1:size (ops, 1)
    cold = zeros (1, nf);
    for j = 1:nf
      cold(j) = cpu (ops{k, j + 1});
    endfor
    t = zeros (reps, nf);
    for q = 1:reps
      for j = 1:nf
        t(q, j) = cpu (ops{k, j + 1});
      endfor
    endfor
    m = median (t, 1);
    row = struct ("op", ops{k, 1});
    for j = 1:nf
      row.(names{j}) = m(j);
    endfor
    row.ratio = m(2) / m(1);
    row.cold_ratio = cold(2) / cold(1);
    printf ("  %-22s %10.4f %10.4f %7.2f   %12.4f %12.4f %7.2f", ops{k, 1}, m(1), m(2),
            m(2) / m(1), cold(1), cold(2), cold(2) / cold(1));
    if (nf > 2)
      row.ref_ratio = m(2) / m(3);
      row.ref_cold_ratio = cold(2) / cold(3);
      printf ("   %10.4f %9.2f %9.2f", m(3), m(2) / m(3), cold(2) / cold(3));
    endif
    printf ("\n");
    rows{k} = row;
  endfor
  r = [rows{:}];
endfunction

## the CPU seconds of one call of f (every thread of the process)
function t = cpu (f)
  t0 = cputime ();
  y = f ();
  t = cputime () - t0;
endfunction
