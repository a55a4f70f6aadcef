## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [x1, ...] = nds_dl_single (x1, ...): the value operands of a deep-learning layer
## (conv2d, the pools and their gradients) when one of them is single, as
## __nds_real_only__ tells the layer: each double one rounded to single (single op
## double converts the double; an Octave sparse matrix, which has no single, stays
## double with its values rounded), the others unchanged.  A single batch (full, or
## an ndsparse's entries, whose values nds_dl_vals keeps single) whose other
## operands are single is computed in single by the conv wing's float kernels
## (sgemm, float sweeps, float sums; a max is exact either way).  Otherwise the layer
## reads the values of its batch, filter and gradient as double (a copy of the
## values only), computes in double and rounds its result once with nds_dl_round:
## a product of two singles is exact in double, so each output is its sum in
## double rounded once.
function varargout = nds_dl_single (varargin)
  varargout = varargin;
  for k = 1:nargin
    x = varargin{k};
    if (strcmp (class (x), "ndsparse"))        # its storage's flags: O(1), no method
      [lgl, ~, ~, ~, sgl] = __nds_storeinfo__ (x);
      if (! (lgl || sgl))
        varargout{k} = single (x);
      endif
    elseif (isa (x, "ndsparse"))
      if (! islogical (x))
        varargout{k} = single (x);
      endif
    elseif (issparse (x) && ! islogical (x))
      varargout{k} = spfun (@(v) double (single (v)), x);    # single (S) is refused
    elseif (isa (x, "double"))
      varargout{k} = single (x);
    endif
  endfor
endfunction
