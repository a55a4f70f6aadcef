## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## A = nds_ttmc (T, U, n, fn): the mode-n unfolding, full and size (T, n)-by-prod
## R(d != n), of T times U{d}' in every mode d != n (Tensor Toolbox's
## tenmat (ttm (T, U, -n, "t"), n)), in one pass over the entries (the engine's
## nds_ttmc): no intermediate tensor.  U{d} = [] (0-by-0) stands for the identity (that
## mode kept, R(d) = size (T, d)); U{n} is not used.  A result past the dense
## policy is an ndsparse:toolarge error naming fn (ok = nds_ttmc_fits first).
function A = nds_ttmc (T, U, n, fn)
  [s, x, shape] = nds_kern_values (T);
  R = ranks (U, shape, n);
  __nds_dense_check__ ([shape(n), prod(R([1:n-1, n+1:end]))], fn, false);
  U{n} = [];
  for d = [1:n-1, n+1:numel(shape)]
    if (! isequal (size (U{d}), [0 0]))
      U{d} = double (full (U{d}));
    endif
  endfor
  A = __nds_ttmc__ (s, x, shape, U, n).';
endfunction

## R(d) = columns (U{d}), or size (T, d) for an identity
function R = ranks (U, shape, n)
  R = shape;
  for d = 1:numel (shape)
    if (d != n && ! isequal (size (U{d}), [0 0]))
      R(d) = columns (U{d});
    endif
  endfor
endfunction
