## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [s, v] = nds_spgemm_entries (A, B, nthreads, rs, cs): the entries of A * B for
## double sparse A and B, real or complex, as __nds_spgemm__ gives them: int64
## subscripts in column-major order, each row index split along the sizes rs and
## each column index along cs (without them: [row, col]), and the values.  A real product goes to GraphBLAS
## whole; a complex one as four real products on the parts (Octave's convention,
## no conjugation): (Ar*Br - Ai*Bi) + i (Ar*Bi + Ai*Br), an entry where either
## part is nonzero, real values when every imaginary part is zero.  Only stored
## entries are multiplied, part by part: an Inf in one part meets no implicit zero
## of the other (Octave's complex product gives NaN there).  nthreads as
## __nds_spgemm__'s ([]: its default, the cores not busy with other tasks).
function [s, v] = nds_spgemm_entries (A, B, nthreads = [], rs = rows (A), cs = columns (B))
  if (isempty (nthreads))
    opts = {};
  else
    opts = {[0 0], 0, nthreads};
  endif
  if (isreal (A) && isreal (B))
    if (isempty (nthreads) && isscalar (rs) && isscalar (cs))
      [s, v] = __nds_spgemm__ (A, B);
    else
      [s, v] = __nds_spgemm__ (A, B, [0 0], 0, nthreads, rs, cs);
    endif
    return;
  endif
  Ar = real (A);
  Ai = imag (A);
  Br = real (B);
  Bi = imag (B);
  mul = @(X, Y) __nds_spgemm__ (X, Y, opts{:});
  C = mul (Ar, Br) - mul (Ai, Bi);
  I = mul (Ar, Bi) + mul (Ai, Br);
  if (nnz (I))
    C = complex (C, I);
  endif
  [i, j, v] = find (C);
  keep = (v != 0);
  if (! all (keep))
    i = i(keep);
    j = j(keep);
    v = v(keep);
  endif
  s = [split(i, rs), split(j, cs)];
  v = v(:);
endfunction

## the 1-based subscripts along sz of the 1-based indices idx (a column), int64
function s = split (idx, sz)
  k = int64 (idx(:)) - 1;
  s = zeros (numel (k), numel (sz), "int64");
  for d = 1:numel (sz)
    q = idivide (k, int64 (sz(d)), "floor");
    s(:, d) = k - q * sz(d) + 1;
    k = q;
  endfor
endfunction
