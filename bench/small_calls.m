## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = small_calls (sizes, only): the per-call cost of every operator and common
## method on a small 2-D ndsparse T (and a second one U, the same shape), against
## Octave's sparse matrices S and S2 holding the same entries, in the same
## process.  sizes (default [4 1e4]) are the nonzeros: 4 entries in 3 x 3, or
## n entries in a square of side 4 sqrt (n).  A row's time is the median CPU
## time (bench/warm_medians) of 7 batches of a loop of N calls after one untimed
## batch, less the empty loop, divided by N: microseconds per call.  The ratio
## is ndsparse's time over Octave's; the rows above 2 are listed after the
## table (issue 35: small calls within 2x of Octave's sparse).  The rows named
## "... fresh" take their operands from a pool of 64 different random pairs, cycled
## through (the same pairs on both sides), where the other rows repeat one pair,
## whose branches a predictor learns; their empty loop fetches the pair.  `only` (a
## regular expression over the row names) times those rows alone.
##   addpath ("bench"); small_calls ()   # from a built tree: 2 minutes, loaded VM
function r = small_calls (sizes = [4 1e4], only = "")
  ops = call_list ();
  if (! isempty (only))
    ops = ops(! cellfun ("isempty", regexp (ops(:, 1), only, "once")), :);
  endif
  r = struct ("op", {}, "nnz", {}, "nds_us", {}, "oct_us", {}, "ratio", {});
  for n = sizes
    V = call_data (n);
    N = merge (n <= 100, 400, 20);
    empty = loop_us ("[]", V, N);
    [ft, fs] = fresh_fetch ();
    for k = 1:rows (ops)
      if (strncmp (ops{k, 2}, ft, numel (ft)))
        ## (the fetch costs more than the call: each batch timed next to one of
        ## the fetch alone, the median of the differences)
        a = max (fresh_us (ops{k, 2}, [ft "[]"], V, 4 * N), 0);
        b = max (fresh_us (ops{k, 3}, [fs "[]"], V, 4 * N), 0);
      else
        a = max (loop_us (ops{k, 2}, V, N) - empty, 0);
        b = max (loop_us (ops{k, 3}, V, N) - empty, 0);
      endif
      r(end+1) = struct ("op", ops{k, 1}, "nnz", n, "nds_us", a, "oct_us", b,
                         "ratio", a / max (b, 1e-3));
    endfor
  endfor
  printf ("%-16s", "op");
  printf ("%12s %9s %9s %6s", "nnz", "nds_us", "oct_us", "ratio");
  printf ("\n");
  for k = 1:numel (r)
    printf ("%-16s%12d %9.2f %9.2f %6.2f\n", r(k).op, r(k).nnz, r(k).nds_us,
            r(k).oct_us, r(k).ratio);
  endfor
  bad = r([r.ratio] > 2);
  printf ("\n%d of %d rows above 2x:", numel (bad), numel (r));
  printf (" %s@%d", [{bad.op}; num2cell([bad.nnz])]{:});
  printf ("\n(load average %.2f)\n", sscanf (fileread ("/proc/loadavg"), "%f", 1));
endfunction

## {name, ndsparse code, Octave sparse code}, over call_data's fields
function ops = call_list ()
  ops = {"T + c",       "T + c",         "S + c";
         "T - c",       "T - c",         "S - c";
         "T * c",       "T * c",         "S * c";
         "c * T",       "c * T",         "c * S";
         "T / c",       "T / c",         "S / c";
         "T .* c",      "T .* c",        "S .* c";
         "T .^ 2",      "T .^ 2",        "S .^ 2";
         "-T",          "-T",            "-S";
         "T > c",       "T > c",         "S > c";
         "T == c",      "T == c",        "S == c";
         "T + U",       "T + U",         "S + S2";
         "T .* U",      "T .* U",        "S .* S2";
         "T == U",      "T == U",        "S == S2";
         "T & U",       "T & U",         "S & S2";
         "T | U",       "T | U",         "S | S2";
         "T < U",       "T < U",         "S < S2";
         "xor (T, U)",  "xor (T, U)",    "xor (S, S2)";
         "max (T, U)",  "max (T, U)",    "max (S, S2)";
         "!T",          "!T",            "!S";
         "abs (T)",     "abs (T)",       "abs (S)";
         "sqrt (T)",    "sqrt (T)",      "sqrt (S)";
         "sum (T)",     "sum (T)",       "sum (S)";
         "sum (T, 2)",  "sum (T, 2)",    "sum (S, 2)";
         "max (T)",     "max (T)",       "max (S)";
         "max (T, [], 2)", "max (T, [], 2)", "max (S, [], 2)";
         "any (T)",     "any (T)",       "any (S)";
         "all (T)",     "all (T)",       "all (S)";
         "full (T)",    "full (T)",      "full (S)";
         "sparse (T)",  "sparse (T)",    "sparse (S)";
         "find (T)",    "find (T)",      "find (S)";
         "[i,j,v]=find", "[i, j, v] = find (T)", "[i, j, v] = find (S)";
         "nnz (T)",     "nnz (T)",       "nnz (S)";
         "size (T)",    "size (T)",      "size (S)";
         "numel (T)",   "numel (T)",     "numel (S)";
         "T(i,j)",      "T(i,j)",        "S(i,j)";
         "T(i,:)",      "T(i,:)",        "S(i,:)";
         "T(:,j)",      "T(:,j)",        "S(:,j)";
         "T(:)",        "T(:)",          "S(:)";
         "T'",          "T'",            "S'";
         "T.'",         "T.'",           "S.'";
         "cat (1, T, U)", "cat (1, T, U)", "cat (1, S, S2)";
         "[T; U]",      "[T; U]",        "[S; S2]";
         "[T, U]",      "[T, U]",        "[S, S2]";
         "norm (T)",    "norm (T)",      "norm (S, 'fro')";
         "T * x",       "T * x",         "S * x";
         "x' * T",      "x' * T",        "x' * S";
         "T(i,j) = c",  "T(i,j) = c",    "S(i,j) = c";
         "isequal",     "isequal (T, U)", "isequal (S, S2)"};
  ## the pair operators again on fresh operands
  fresh = {"T + U", "S + S2"; "T .* U", "S .* S2"; "T == U", "S == S2";
           "T & U", "S & S2"; "T | U", "S | S2"; "T < U", "S < S2";
           "max (T, U)", "max (S, S2)"; "[T; U]", "[S; S2]"};
  [ft, fs] = fresh_fetch ();
  names = strcat (fresh(:, 1), " fresh");
  ops = [ops; names, strcat(ft, fresh(:, 1)), strcat(fs, fresh(:, 2))];
endfunction

## the code that sets T, U (ft) and S, S2 (fs) to the next pair of the pool
function [ft, fs] = fresh_fetch ()
  ft = "k = 1 + mod (q, 64); T = TP{k}; U = UP{k};";
  fs = "k = 1 + mod (q, 64); S = SP{k}; S2 = S2P{k};";
endfunction

## T, U (ndsparse) and S, S2 (Octave sparse) with the same n entries each, a
## scalar c, indices i, j and a vector x; the pool of 64 such pairs TP, UP, SP, S2P
function V = call_data (n)
  rand ("seed", n);
  m = merge (n <= 4, 3, round (4 * sqrt (n)));
  [V.T, V.S] = pair (n, m);
  [V.U, V.S2] = pair (n, m);
  V.c = 0.5;
  V.i = 2;
  V.j = 3;
  V.x = rand (m, 1);
  [V.TP, V.SP, V.UP, V.S2P] = deal (cell (1, 64));
  for k = 1:64
    [V.TP{k}, V.SP{k}] = pair (n, m);
    [V.UP{k}, V.S2P{k}] = pair (n, m);
  endfor
endfunction

function [T, S] = pair (n, m)
  lin = randperm (m * m, n)';
  [i, j] = ind2sub ([m m], lin);
  v = rand (n, 1);
  S = sparse (i, j, v, m, m);
  T = ndsparse ([i j], v, [m m]);
endfunction

## CPU microseconds per call of a loop of N calls of code over V's fields
function us = loop_us (code, V, N)
  fn = @() run_loop (code, V, N);
  [~, cpu] = warm_medians (fn, 7);
  us = cpu / N * 1e6;
endfunction

## CPU microseconds per call of code less those of base, the median over 9
## batches of the two run one after the other, after one untimed pair
function us = fresh_us (code, base, V, N)
  d = zeros (1, 9);
  for b = 0:9
    c0 = cputime ();
    run_loop (base, V, N);
    c1 = cputime ();
    run_loop (code, V, N);
    if (b > 0)
      d(b) = (cputime () - c1) - (c1 - c0);
    endif
  endfor
  us = median (d) / N * 1e6;
endfunction

function run_loop (code, V, N)
  for f = fieldnames (V)'
    eval (sprintf ("%s = V.%s;", f{1}, f{1}));
  endfor
  eval (sprintf ("for q = 1:N, %s; end", code));
endfunction
