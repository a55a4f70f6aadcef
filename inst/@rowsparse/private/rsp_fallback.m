## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## varargout = rsp_fallback (fname, ...): the function fname applied to the
## arguments after every rowsparse among them is made full, each checked by the
## dense-result policy first (rsp_dense): MXNet's storage fallback for operations
## that have no row-sparse kernel.  Like MXNet it warns, once per call, with the
## id ndsparse:fallback (warning ("off", "ndsparse:fallback") silences it).
function varargout = rsp_fallback (fname, varargin)
  warned = false;
  for k = 1:numel (varargin)
    if (isa (varargin{k}, "rowsparse"))
      if (! warned)
        warning ("ndsparse:fallback",
                 "%s: storage fallback: a rowsparse operand of size %s is made full",
                 fname, dims_str (varargin{k}.sz));
        warned = true;
      endif
      varargin{k} = rsp_dense (varargin{k}, fname, false);
    endif
  endfor
  [varargout{1:max (nargout, 1)}] = feval (fname, varargin{:});
endfunction

function s = dims_str (sz)
  s = strjoin (arrayfun (@num2str, sz, "uniformoutput", false), "x");
endfunction
