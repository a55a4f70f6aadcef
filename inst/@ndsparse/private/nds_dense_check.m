## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## nds_dense_check (sz, what, explicit): stop before allocating a full array of
## size sz that cannot or should not exist.  explicit (full (T)) skips the
## max_dense policy; every call checks Octave's index limit and available memory.
## nds_dense_check (sz, what, false, n): the same for a result of size sz that is
## sparse but filled in (cumsum), with n entries: n counts against max_dense, and
## its subscripts and values against memory.
function nds_dense_check (sz, what, explicit, varargin)
  __nds_dense_check__ (sz, what, explicit, varargin{:});
endfunction
