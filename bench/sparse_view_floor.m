## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## sparse_view_floor (sizes): the floor of the idiom `sparse (A(:, 1:100))` against
## Octave's `S(:, 1:100)` (bench_idioms' row), measured.  The ndsparse expression
## makes two calls where Octave's makes one: the index, then a call of sparse,
## which the interpreter pays whatever sparse does.  That call's cost is measured
## as Octave's own sparse (SV) on a sparse matrix SV (which returns it as is)
## less the cost of naming SV, and the floor is (S(:, 1:100) + that call) /
## S(:, 1:100): what ndsparse would reach with an index and a conversion as cheap
## as Octave's index alone.  Prints, for each size of bench_idioms' data (a 1e5 x
## 1e4 matrix with `sizes` uniform random nonzeros, default 1e4, 1e5, 1e6), CPU
## microseconds of a warm call (the median of 7 samples, all rows in turn), the
## floor and ndsparse's ratio.  About 30 s on this project's 2-core VM.
function sparse_view_floor (sizes = [1e4 1e5 1e6])
  for n = sizes
    rand ("seed", n);
    [A, S] = idiom_pair (n, 1e5, 1e4);
    SV = S(:, 1:100);
    f = {@() SV, @() S(:, 1:100), @() sparse (SV), @() sparse (A(:, 1:100))};
    reps = round (2e4 / max (1, n / 1e5));
    t = zeros (numel (f), 7);
    for k = 1:columns (t)
      for s = 1:numel (f)
        g = f{s};
        t0 = cputime ();
        for q = 1:reps
          g ();
        endfor
        t(s, k) = (cputime () - t0) / reps * 1e6;
      endfor
    endfor
    tm = median (t, 2);
    call = tm(3) - tm(1);
    printf (["nnz %g: S(:, 1:100) %.2f us, a call of sparse %.2f us, floor %.2f; ", ...
             "sparse (A(:, 1:100)) %.2f us, ratio %.2f\n"],
            n, tm(2), call, (tm(2) + call) / tm(2), tm(4), tm(4) / tm(2));
  endfor
endfunction
