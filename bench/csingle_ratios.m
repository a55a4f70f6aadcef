## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## r = csingle_ratios (nnz_target, reps): the cost of each operation on complex
## single values over the same operation on complex double values, and over it on
## real single values (issue 39), in one process, on complex_ratios's seeded
## tensors of NNZ_TARGET nonzeros (default 1e6) of a 10000x10000x1000 shape, the
## single ones the double ones' values rounded, the real single ones their real
## parts.  For each row it prints the first (cold) call and the median of REPS
## (default 7) warm calls, in CPU seconds (both of Octave's threads; the machine is
## shared), the csingle over cdouble ratio of each (a complex single value moves 8
## bytes, a complex double 16: the byte ratio is 0.5) and the csingle over single
## ratio (the issue's bound: 2.2).
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
  Ar = ndsparse (s, single (real (za)), sz);
  Br = ndsparse (sb, single (real (zb)), sz);
  xr = single (real (za));
  v3r = single (real (v3));
  M3r = single (real (M3));
  Ur = cellfun (@real, U, "UniformOutput", false);
  ops = {"construction", @() ndsparse(s,za,sz),  @() ndsparse(s,single(za),sz), @() ndsparse(s,xr,sz);
          "abs",          @() abs(Az),              @() abs(As),              @() abs(Ar);
          "-A",           @() -Az,                  @() -As,                  @() -Ar;
          "A * 2",        @() Az*2,                 @() As*2,                 @() Ar*2;
          "norm",         @() norm(Az),             @() norm(As),             @() norm(Ar);
          "sum (A, 1)",   @() sum(Az,1),            @() sum(As,1),            @() sum(Ar,1);
          "sum (A, 3)",   @() sum(Az,3),            @() sum(As,3),            @() sum(Ar,3);
          "A + B",        @() Az+Bz,                @() As+Bs,                @() Ar+Br;
          "A .* B",       @() Az.*Bz,               @() As.*Bs,               @() Ar.*Br;
          "innerprod",    @() innerprod(Az,Bz),     @() innerprod(As,Bs),     @() innerprod(Ar,Br);
          "ttv (A, v, 3)", @() ttv(Az,v3,3),       @() ttv(As,single(v3),3),  @() ttv(Ar,v3r,3);
          "ttm (A, M, 3)", @() ttm(Az,M3,3),       @() ttm(As,single(M3),3),  @() ttm(Ar,M3r,3);
          "mttkrp (A, U, 1)", @() mttkrp(Az,U,1),  @() mttkrp(As,U,1),        @() mttkrp(Ar,Ur,1);
          "max (A, [], 1)", @() max(Az,[],1),       @() max(As,[],1),         @() max(Ar,[],1);
          "any (A, 3)",   @() any(Az,3),            @() any(As,3),            @() any(Ar,3);
          "[A; B]",       @() [Az; Bz],             @() [As; Bs],             @() [Ar; Br]};
  r = cpu_ratio_table (sprintf ("complex single / complex double (bytes 0.5) and / single (bound 2.2), nnz %g", n),
                       {"cdouble", "csingle", "single"}, ops, reps);
endfunction
