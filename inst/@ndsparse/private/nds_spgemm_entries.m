## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [s, v] = nds_spgemm_entries (A, B, nthreads, rs, cs): the entries of A * B for
## double sparse A and B, real or complex, as __nds_spgemm__ gives them: int64
## subscripts in column-major order, each row index split along the sizes rs and
## each column index along cs (without them: [row, col]), and the values.  A real
## product goes to GraphBLAS; a complex one to Octave's own sparse product (no
## conjugation; faster here than four real GraphBLAS products of the parts), its
## values real when every imaginary part is zero.  nthreads as __nds_spgemm__'s
## ([]: its default, the cores not busy with other tasks).
function [s, v] = nds_spgemm_entries (A, B, nthreads = [], rs = rows (A), cs = columns (B))
  if (isreal (A) && isreal (B))
    if (isempty (nthreads) && isscalar (rs) && isscalar (cs))
      [s, v] = __nds_spgemm__ (A, B);
    else
      [s, v] = __nds_spgemm__ (A, B, [0 0], 0, nthreads, rs, cs);
    endif
    return;
  endif
  ## Octave's own complex product, its semantics exactly (four real GraphBLAS
  ## products of the parts were no faster: A.' * A of 2e6 complex nonzeros, 2.8 s
  ## of CPU against 2.5 this way, Octave's product alone 2.0)
  C = A * B;
  [i, j, v] = find (C);
  keep = (v != 0);
  if (! all (keep))
    i = i(keep);
    j = j(keep);
    v = v(keep);
  endif
  s = [split(i, rs), split(j, cs)];
  v = v(:);
  if (! any (imag (v) != 0))
    v = real (v);
  endif
endfunction

## the 1-based subscripts along sz of the 1-based indices idx (a column), int64;
## exact below 2^53 (find's indices are)
function s = split (idx, sz)
  if (isscalar (sz))
    s = int64 (idx(:));
  else
    s = int64 (__nds_linear_subs__ (idx, sz));
  endif
endfunction
