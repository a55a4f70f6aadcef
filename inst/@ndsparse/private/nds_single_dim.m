## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## d = nds_single_dim (shape, dim, name): the one dimension DIM names (default: the
## first non-singleton, as nds_reduce_dims picks it); an error for a list.
function d = nds_single_dim (shape, dim, name)
  d = nds_reduce_dims (shape, dim, name);
  if (! isscalar (d))
    error ("ndsparse:dim", "%s: DIM must be a single dimension", name);
  endif
endfunction
