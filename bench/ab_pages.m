## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ab_pages (n): one round of the rows the huge-page rule (src/engine/core/nds_mem.c)
## moves, in CPU milliseconds (user + system, all threads; wall milliseconds when
## AB_CLOCK=wall) per call, the median of 3 calls after an untimed one, printed as
## "op<TAB>ms" lines for bench/ab_pages.sh:
## the value optimizers that copy a weight of 1e6 x 64 and its states (blocks filled
## completely: huge pages), the dense steps in place on optparam's block (filled
## once), full (R), spdot (X, D, "transpose_a") of bench_rowsparse (its result of
## 32 and 50 MB, every element written: huge pages, as the base gave it), and the
## products A'*A and G*G of bench_contract at n nonzeros (default 1e6; blocks
## written in part: 4 KB pages unless NDS_HUGEPAGES=1).
function ab_pages (n = 1e6)
  w = 64;
  m = 1e6;
  randn ("state", 25);
  W = randn (m, w);
  G = rowsparse (randn (100, w), randperm (m, 100), [m w]);
  S = ones (m, w);
  row ("adam_update (copies W)", @() adam_update (W, G, S, S, 1, "lr", 0.001));
  row ("sgd_update (copies W)", @() sgd_update (W, G, S, "lr", 0.01, "momentum", 0.9));
  P = optparam (W, "sgd", "lr", 0.01, "momentum", 0.9);
  row ("sgd dense step in place", @() stepped (P, G));
  clear P;
  P = optparam (W, "adam", "lr", 0.001);
  row ("adam dense step in place", @() stepped (P, G));
  clear P;
  row ("optparam (W, adam)", @() optparam (W, "adam", "lr", 0.001));
  row ("full (G) 1e6x64", @() full (G));
  clear W S G;
  ## bench_rowsparse's batch: 1024 samples of 100 features out of nf, 64 outputs
  for nf = [1e5 1e6]
    rand ("state", nf);
    X = sparse (repmat ((1:1024)', 100, 1), ceil (nf * rand (102400, 1)),
                rand (102400, 1), 1024, nf);
    Dy = rand (1024, 64);
    row (sprintf ("spdot transpose_a %g", nf), @() spdot (X, Dy, "transpose_a"));
  endfor
  clear X Dy;
  for nn = n
    rand ("seed", 34); randn ("seed", 34);
    A = sprand (nn / 10, nn / 100, 1e3 / nn);
    NA = ndsparse (A');
    NB = ndsparse (A);
    row (sprintf ("A'*A %g", nn), @() NA * NB);
    mm = nn / 10;
    Gs = sparse (floor (mm * rand (nn, 1) .^ 3) + 1, randi (mm, nn, 1), 1, mm, mm);
    NG = ndsparse (Gs);
    row (sprintf ("G*G %g", nn), @() NG * NG);
    clear A NA NB Gs NG;
  endfor
endfunction

## one dense step in place, with a value for row
function r = stepped (P, G)
  update (P, G, "lazy_update", false);
  r = [];
endfunction

## the median ms of 3 calls after an untimed one: CPU, or wall when AB_CLOCK=wall
function row (name, fn)
  wall = strcmp (getenv ("AB_CLOCK"), "wall");
  y = fn ();
  clear y;
  t = zeros (1, 3);
  for r = 1:3
    c0 = cputime ();
    t0 = tic ();
    y = fn ();
    t(r) = merge (wall, toc (t0), cputime () - c0);
    clear y;
  endfor
  printf ("%s\t%.3f\n", name, 1e3 * median (t));
endfunction
