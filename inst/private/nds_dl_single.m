## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [sgl, x1, ...] = nds_dl_single (x1, ...): the single route of the deep-learning
## layers (conv2d, the pools and their gradients), given their value operands.  sgl
## is true when one of them is an ndsparse of single values or a full single array
## and none is complex; then each double one comes back rounded to single (single
## op double converts the double; an Octave sparse matrix, which has no single,
## stays double with its values rounded), the others unchanged, and the layer
## rounds its result once with nds_dl_round.  The layers read the values of a
## batch, a filter and a gradient as double (a copy of the values only) and the
## conv wing's kernels have no float form: a product of two singles is exact in
## double, so each output is its sum in double rounded once, never less accurate
## than a float kernel's.  Otherwise sgl is false and the operands unchanged.
function [sgl, varargout] = nds_dl_single (varargin)
  varargout = varargin;
  sgl = false;
  for k = 1:nargin
    x = varargin{k};
    if (isa (x, "ndsparse"))
      [~, ~, ~, ~, ck, sk] = __nds_storeinfo__ (x);
    else
      ck = iscomplex (x);
      sk = isa (x, "single");
    endif
    if (ck)
      sgl = false;
      return;
    endif
    sgl = sgl || sk;
  endfor
  if (! sgl)
    return;
  endif
  for k = 1:nargin
    x = varargin{k};
    if (issparse (x) && ! isa (x, "ndsparse") && ! islogical (x))
      varargout{k} = spfun (@(v) double (single (v)), x);    # single (S) is refused
    elseif (isa (x, "double") || (isa (x, "ndsparse") && ! islogical (x)))
      varargout{k} = single (x);
    endif
  endfor
endfunction
