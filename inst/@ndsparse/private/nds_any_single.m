## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## tf = nds_any_single (x1, ...): whether one of x1, ... is a single ndsparse or a
## single full array, real or complex (cells of them searched): the operands whose
## result Octave makes single.
function tf = nds_any_single (varargin)
  tf = false;
  for k = 1:numel (varargin)
    ## the common classes asked directly (this runs on every call of 16 methods)
    x = varargin{k};
    switch (class (x))
      case {"double", "logical"}
      case "ndsparse"
        [~, ~, ~, ~, tf] = __nds_storeinfo__ (x);
      case "cell"
        tf = nds_any_single (x{:});
      otherwise
        tf = isa (x, "single");
    endswitch
    if (tf)
      return;
    endif
  endfor
endfunction
