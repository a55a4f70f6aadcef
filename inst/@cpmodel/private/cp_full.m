## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## F = cp_full (lambda, U): the full array of the CP model (lambda, U), as
## U{1} * diag (lambda) * khatrirao (U{N}, ..., U{2}).'  (no size check here).
function F = cp_full (lambda, U)
  N = numel (U);
  sz = cellfun (@rows, U(:).');
  R = numel (lambda);
  if (R == 0)
    F = zeros ([sz, 1]);
    return;
  endif
  K = ones (1, R);
  for n = N:-1:2
    ## Khatri-Rao product, the rows of U{n} running fastest
    K = reshape (permute (U{n}, [1 3 2]) .* permute (K, [3 1 2]), [], R);
  endfor
  F = (U{1} .* lambda(:).') * K.';
  if (N == 1)
    F = reshape (F, [sz, 1]);
  else
    F = reshape (F, sz);
  endif
endfunction
