## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## c = dnds_coords (r, dims): the 0-based grid position of rank r (the first mode
## fastest), as the mpi wing's owner numbers ranks
function c = dnds_coords (r, dims)
  c = zeros (1, numel (dims));
  for n = 1:numel (dims)
    c(n) = mod (r, dims(n));
    r = floor (r / dims(n));
  endfor
endfunction
