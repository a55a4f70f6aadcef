## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [R, idx] = nds_extremum (name, nout, A, B, dim): max or min (name) as Octave
## calls it: element-wise with two arguments, a reduction along dims otherwise, with
## the indices when nout > 1.
function [R, idx] = nds_extremum (name, nout, A, B, dim)
  idx = [];
  nargs = nargin - 2;
  ## one C++ call where it serves: two operands by the container's pair op (name
  ## (0, 0) is 0), down the columns in one pass over the entries
  if (nout < 2)
    done = false;
    if (nargs == 1)
      [R, done] = __nds_first__ (A, name);
    elseif (nargs == 2)
      [R, done] = __nds_pair__ (A, B, str2func (name), name, true);
    elseif (nargs == 3 && isempty (B))
      [R, done] = __nds_first__ (A, name, dim);
    endif
    if (done)
      return;
    endif
  endif
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
