## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ab_issue32b (): one round of the rows issue 32b moved: the reductions along dim 1
## by runs (sum (A) of a matrix, max (T), any (T); sum (T, 1) beside them) at 1e5
## and 1e6 nonzeros, and a tensor T (10% dense) with a full array of its size F or
## a broadcast column v (T .* F, T + F, T > F, T .* v) at 1e4, 1e5 and 1e6, in CPU
## microseconds per call (median of 5 batches), printed as "op<TAB>us" lines for
## bench/ab_per_call.sh (its 4th argument):
##   OMP_NUM_THREADS=1 sh bench/ab_per_call.sh OLD . 5 ab_issue32b
## AB_ROWS=reduce (or pair) in the environment keeps those rows alone.
function ab_issue32b ()
  rows = getenv ("AB_ROWS");
  for n = sizes ([1e5 1e6], ! strcmp (rows, "pair"))
    rand ("seed", n);
    nc = n / 10;
    A = ndsparse (sprand (1000, nc, 0.01));
    T = nds_random ([100, 100, n / 1000], n);
    N = max (2, round (3e6 / n));
    row (sprintf ("sum (A)    %g", n), "sum (A)", N, A, T);
    row (sprintf ("sum (T, 1) %g", n), "sum (T, 1)", N, A, T);
    row (sprintf ("max (T)    %g", n), "max (T)", N, A, T);
    row (sprintf ("any (T)    %g", n), "any (T)", N, A, T);
  endfor
  for n = sizes ([1e4 1e5 1e6], ! strcmp (rows, "reduce"))
    rand ("seed", n);
    sz = [100, 100, n / 1000];
    T = nds_random (sz, n);
    F = rand (sz);
    v = rand (sz(1), 1);
    N = max (1, round (1e6 / n));
    row (sprintf ("T .* F     %g", n), "T .* F", N, T, F, v);
    row (sprintf ("T + F      %g", n), "T + F", N, T, F, v);
    row (sprintf ("T > F      %g", n), "T > F", N, T, F, v);
    row (sprintf ("T .* v     %g", n), "T .* v", N, T, F, v);
  endfor
endfunction

## the sizes ns when on, else none
function ns = sizes (ns, on)
  if (! on)
    ns = [];
  endif
endfunction

## a tensor of size sz with n nonzeros at distinct random cells, values in (0, 1]
function T = nds_random (sz, n)
  lin = randperm (prod (sz), n)';
  s = cell (1, 3);
  [s{:}] = ind2sub (sz, lin);
  T = ndsparse ([s{:}], rand (n, 1) + eps, sz);
endfunction

## one row: the op's CPU microseconds per call, with the operands named A, T, F, v
## in this workspace (loop_us evaluates the op in its caller)
function row (name, op, N, varargin)
  names = {"A", "T"};
  if (numel (varargin) == 3)
    names = {"T", "F", "v"};
  endif
  for k = 1:numel (varargin)
    eval (sprintf ("%s = varargin{%d};", names{k}, k));
  endfor
  us = loop_us (op, N, 5);
  printf ("%s\t%.1f\n", name, us);
endfunction
