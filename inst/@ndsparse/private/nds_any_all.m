## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_any_all (name, T, dim): any or all (name) of T along dim (a dimension, a
## vector of them or "all"; none: as nds_reduce_dims chooses), down the columns in
## one C++ pass over the entries where that serves (__nds_first__).
function R = nds_any_all (name, T, varargin)
  [R, done] = __nds_first__ (T, name, varargin{:});
  if (! done)
    dim = [];
    if (nargin > 2)
      dim = varargin{1};
    endif
    R = nds_reduction (T, nds_reduce_dims (__nds_viewparts__ (T), dim, name), name, name);
  endif
endfunction
