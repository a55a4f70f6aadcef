## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [dims, vidx] = nds_kern_dims (dims, N, nv, what): Tensor Toolbox's mode-list
## rules.  DIMS are distinct modes in 1..N, or all negative meaning every mode
## but those.  With nv operands (vectors or matrices), operand vidx(k) goes with
## dims(k): operand d for mode d when nv == N, else operand k (nv == numel (dims));
## nv only matters when vidx is asked for.
function [dims, vidx] = nds_kern_dims (dims, N, nv, what)
  if (! isnumeric (dims) || ! isreal (dims) || any (dims(:) != fix (dims(:)))
      || any (dims(:) == 0) || any (abs (dims(:)) > N))
    error ("ndsparse:dims",
           "%s: DIMS must be modes in 1..%d (negative: every mode but those)", what, N);
  endif
  dims = dims(:).';
  if (! isempty (dims) && all (dims < 0))
    dims = setdiff (1:N, -dims);
  elseif (any (dims < 0))
    error ("ndsparse:dims", "%s: DIMS must be all positive or all negative", what);
  endif
  if (numel (dims) > 1 && any (diff (sort (dims)) == 0))     # (unique: an m-file)
    error ("ndsparse:dims", "%s: DIMS must not repeat a mode", what);
  endif
  if (nargout < 2)
    return;
  elseif (nv == N)
    vidx = dims;
  elseif (nv == numel (dims))
    vidx = 1:numel (dims);
  else
    error ("ndsparse:dims", "%s: %d operands given for %d modes (N = %d)",
           what, nv, numel (dims), N);
  endif
endfunction
