## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## varargout = rsp_fallback (fname, ...): the function fname applied to the
## arguments after every rowsparse among them is made full, each checked by the
## dense-result policy first (rsp_dense): MXNet's storage fallback for operations
## that have no row-sparse kernel.
function varargout = rsp_fallback (fname, varargin)
  for k = 1:numel (varargin)
    if (isa (varargin{k}, "rowsparse"))
      varargin{k} = rsp_dense (varargin{k}, fname, false);
    endif
  endfor
  [varargout{1:max (nargout, 1)}] = feval (fname, varargin{:});
endfunction
