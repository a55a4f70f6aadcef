## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [R, idx] = nds_extremum (name, nout, A, B, dim): max or min (name) as Octave
## calls it: element-wise with two arguments, a reduction along dims otherwise, with
## the indices when nout > 1.  The compiled front (max.oct, min.oct:
## src/methods/nds_methods.cc) has tried its one C++ call (__nds_first__,
## __nds_pair__) before it calls this: what comes here is what it left.
function [R, idx] = nds_extremum (name, nout, A, B, dim)
  idx = [];
  nargs = nargin - 2;
  if (nargs == 2)
    if (nout > 1)
      print_usage (name);
    endif
    R = nds_binary (A, B, str2func (name), name);
    return;
  elseif (nargs < 1 || nargs > 3 || (nargs == 3 && ! isempty (B)))
    print_usage (name);
  elseif (nargs < 3)
    dim = [];
  endif
  dims = nds_reduce_dims (__nds_viewparts__ (A), dim, name);
  if (nout < 2 && islogical (A) && numel (A) == 0 && ! ischar (dim))
    R = A;      # Octave's max and min return an empty logical array as it is
  elseif (nout < 2)
    R = nds_reduction (A, dims, name, name);
  elseif (isscalar (dims))
    [R, idx] = nds_reduction (A, dims, ["arg" name], name);
  else
    error ("ndsparse:dim", "%s: IDX needs a single dimension DIM", name);
  endif
endfunction
