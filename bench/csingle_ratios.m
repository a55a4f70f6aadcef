## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = csingle_ratios (nnz_target, reps): the cost of each operation on complex
## single values over the same operation on complex double values (issue 39), in
## one process, on complex_ratios's seeded tensors of NNZ_TARGET nonzeros (default
## 1e6) of a 10000x10000x1000 shape, the single ones the double ones' values
## rounded.  For each row it prints the first (cold) call and the median of REPS
## (default 7) warm calls, in CPU seconds (both of Octave's threads; the machine is
## shared), and the csingle over cdouble ratio of each.  Complex single kernels
## compute in complex double and round once, so the ratios say what that costs
## (a value moves 8 bytes, not 16).
##   octave-cli --norc --quiet --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); csingle_ratios'
function r = csingle_ratios (nnz_target, reps)
  if (nargin < 1)
    nnz_target = 1e6;
  endif
  if (nargin < 2)
    reps = 7;
  endif
  sz = [10000 10000 1000];
  n = nnz_target;
  [s, sb] = ratio_subscripts (sz, n);
  za = double (single (complex (randn (n, 1), randn (n, 1))));
  zb = double (single (complex (randn (n, 1), randn (n, 1))));
  Az = ndsparse (s, za, sz);
  Bz = ndsparse (sb, zb, sz);
  As = ndsparse (s, single (za), sz);
  Bs = ndsparse (sb, single (zb), sz);
  v3 = complex (randn (sz(3), 1), randn (sz(3), 1));
  M3 = complex (randn (8, sz(3)), randn (8, sz(3)));
  R = 8;
  U = {randn(sz(1), R), randn(sz(2), R), randn(sz(3), R)};
  U = cellfun (@(u) complex (u, randn (size (u))), U, "UniformOutput", false);
  ops = {"construction", @() ndsparse(s,za,sz),  @() ndsparse(s,single(za),sz);
          "abs",          @() abs(Az),              @() abs(As);
          "-A",           @() -Az,                  @() -As;
          "A * 2",        @() Az*2,                 @() As*2;
          "norm",         @() norm(Az),             @() norm(As);
          "sum (A, 1)",   @() sum(Az,1),            @() sum(As,1);
          "sum (A, 3)",   @() sum(Az,3),            @() sum(As,3);
          "A + B",        @() Az+Bz,                @() As+Bs;
          "A .* B",       @() Az.*Bz,               @() As.*Bs;
          "innerprod",    @() innerprod(Az,Bz),     @() innerprod(As,Bs);
          "ttv (A, v, 3)", @() ttv(Az,v3,3),       @() ttv(As,single(v3),3);
          "ttm (A, M, 3)", @() ttm(Az,M3,3),       @() ttm(As,single(M3),3);
          "mttkrp (A, U, 1)", @() mttkrp(Az,U,1),  @() mttkrp(As,U,1);
          "max (A, [], 1)", @() max(Az,[],1),       @() max(As,[],1);
          "any (A, 3)",   @() any(Az,3),            @() any(As,3);
          "[A; B]",       @() [Az; Bz],             @() [As; Bs]};
  r = cpu_ratio_table (sprintf ("complex single / complex double, nnz %g", n),
                       {"cdouble", "csingle"}, ops, reps);
endfunction
