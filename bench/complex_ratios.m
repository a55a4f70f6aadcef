## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = complex_ratios (nnz_target, reps): the cost of each operation on complex
## values over the same operation on double values, in one process, on seeded
## tensors of NNZ_TARGET nonzeros (default 1e6) of a 10000x10000x1000 shape: A,
## and B holding half of A's coordinates and as many of its own.  The complex
## operands have the double ones' coordinates and real parts.  For each row it
## prints the first (cold) call and the median of REPS (default 7) warm calls, in
## CPU seconds (both of Octave's threads; the machine is shared), and the complex
## over double ratio of each.  The issue's target is a warm ratio of at most 2.2.
## PICK (a regular expression) keeps the rows whose op names match it.
##   octave-cli --norc --quiet --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); complex_ratios'
function r = complex_ratios (nnz_target, reps, pick)
  if (nargin < 1)
    nnz_target = 1e6;
  endif
  if (nargin < 2)
    reps = 7;
  endif
  sz = [10000 10000 1000];
  n = nnz_target;
  [s, sb] = ratio_subscripts (sz, n);
  va = randn (n, 1);
  vb = randn (n, 1);
  za = complex (va, randn (n, 1));
  zb = complex (vb, randn (n, 1));
  A = ndsparse (s, va, sz);
  B = ndsparse (sb, vb, sz);
  Az = ndsparse (s, za, sz);
  Bz = ndsparse (sb, zb, sz);
  ## C: A's entries in two slices, whose cumulative sums along dim 3 stay sparse
  C = ndsparse ([s(:, 1:2), 1 + mod(s(:, 3), 2)], va, [sz(1:2), 2]);
  Cz = ndsparse ([s(:, 1:2), 1 + mod(s(:, 3), 2)], za, [sz(1:2), 2]);
  v3 = randn (sz(3), 1);
  v3z = complex (v3, randn (sz(3), 1));
  M3 = randn (8, sz(3));
  M3z = complex (M3, randn (8, sz(3)));
  R = 8;
  U = {randn(sz(1), R), randn(sz(2), R), randn(sz(3), R)};
  Uz = cellfun (@(u) complex (u, randn (size (u))), U, "UniformOutput", false);
  ops = {"construction", @() ndsparse(s,va,sz),   @() ndsparse(s,za,sz);
          "abs",          @() abs(A),                @() abs(Az);
          "norm",         @() norm(A),               @() norm(Az);
          "sum (A, 1)",   @() sum(A,1),             @() sum(Az,1);
          "sum (A, 3)",   @() sum(A,3),             @() sum(Az,3);
          "A + B",        @() A+B,                  @() Az+Bz;
          "A .* B",       @() A.*B,                 @() Az.*Bz;
          "innerprod",    @() innerprod(A,B),       @() innerprod(Az,Bz);
          "ttv (A, v, 3)", @() ttv(A,v3,3),        @() ttv(Az,v3z,3);
          "ttm (A, M, 3)", @() ttm(A,M3,3),        @() ttm(Az,M3z,3);
          "mttkrp (A, U, 1)", @() mttkrp(A,U,1),   @() mttkrp(Az,Uz,1);
          "max (A, [], 1)", @() max(A,[],1),        @() max(Az,[],1);
          "min (A, [], 3)", @() min(A,[],3),        @() min(Az,[],3);
          "[~, i] = max (A,[],3)", @() nthargout(2,@max,A,[],3), @() nthargout(2,@max,Az,[],3);
          "prod (A, 3)",  @() prod(A,3),            @() prod(Az,3);
          "cumsum (C, 3)", @() cumsum(C,3),         @() cumsum(Cz,3);
          "any (A, 3)",   @() any(A,3),             @() any(Az,3);
          "all (A, 1)",   @() all(A,1),             @() all(Az,1)};
  if (nargin > 2)
    ops = ops(! cellfun (@isempty, regexp (ops(:, 1), pick, "once")), :);
  endif
  r = cpu_ratio_table (sprintf ("complex / double, nnz %g", n), {"double", "complex"},
                       ops, reps);
endfunction
