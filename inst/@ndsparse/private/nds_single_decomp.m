## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [M, ...] = nds_single_decomp (fn, T, arg, ...): the decomposition fn (a handle:
## cp_als, cp_apr, hosvd, tucker_als) of the single tensor T, computed on its values
## in double, with the model M's weights or core and factors made single (a single
## part makes the models' constructors keep every part single); the other outputs
## as the double call gives them
function varargout = nds_single_decomp (fn, T, varargin)
  varargout = cell (1, max (1, nargout));
  [varargout{:}] = fn (double (T), varargin{:});
  M = varargout{1};
  if (isa (M, "cpmodel"))
    varargout{1} = cpmodel (single (M.lambda), M.U);
  else
    varargout{1} = tuckermodel (single (M.core), M.U);
  endif
endfunction
