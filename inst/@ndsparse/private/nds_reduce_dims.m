## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## dims = nds_reduce_dims (shape, dim, what): the dims a reduction works along:
## DIM absent or empty: the first non-singleton dim (1 if none); "all": every dim;
## else a vector of distinct positive integers (dims past ndims are size 1).
function dims = nds_reduce_dims (shape, dim, what)
  if (isempty (dim))
    dims = find (nds_dims (shape) != 1, 1);
    if (isempty (dims))
      dims = 1;
    endif
  elseif (ischar (dim))
    if (! strcmpi (dim, "all"))
      error ("ndsparse:dim", "%s: DIM must be a dimension, a vector of them or \"all\"",
             what);
    endif
    dims = 1:max (numel (shape), 1);
  elseif (! isnumeric (dim) || ! isvector (dim) || any (dim < 1 | dim != fix (dim))
          || numel (unique (dim)) != numel (dim))
    error ("ndsparse:dim",
           "%s: DIM must be distinct positive integers or \"all\"", what);
  else
    ## every dim past the shape has size 1: the first of them stands for all, so that
    ## sum (T, 1e10) costs what sum (T, 4) does
    dims = double (dim(:).');
    past = numel (shape) + 1;
    dims(dims > past) = past;
    dims = unique (dims, "stable");
  endif
endfunction
