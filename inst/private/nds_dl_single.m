## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [tf, R] = nds_dl_single (name, nconv, arg1, ...): the single route of the
## deep-learning layers (conv2d, the pools and their gradients).  tf is true when
## one of the first nconv arguments is an ndsparse of single values or a full
## single array and none of them is complex; then R = name (args) computed in
## double with those arguments as double values that are singles (a double one
## rounded to single first: single op double converts the double), the other
## arguments unchanged, and rounded once to single.  The conv wing's kernels have
## no float form: a product of two singles is exact in double, so each output is
## its sum in double rounded once, never less accurate than a float kernel's.  An
## Octave sparse result (a sparse batch's gradient) stays a double sparse matrix
## of values rounded to single, as sparse (T) of a single T is: Octave's sparse
## has no single.  Otherwise tf is false and R is [].
function [tf, R] = nds_dl_single (name, nconv, varargin)
  R = [];
  tf = false;
  nconv = min (nconv, numel (varargin));
  for k = 1:nconv
    x = varargin{k};
    if (isa (x, "ndsparse"))
      [~, ~, ~, ~, ck, sk] = __nds_storeinfo__ (x);
    else
      ck = iscomplex (x);
      sk = isa (x, "single");
    endif
    if (ck)
      tf = false;
      return;
    endif
    tf = tf || sk;
  endfor
  if (! tf)
    return;
  endif
  for k = 1:nconv
    x = varargin{k};
    if (isa (x, "ndsparse") && ! islogical (x))
      varargin{k} = double (single (x));        # single (T) of a single T is T
    elseif (issparse (x) && ! islogical (x))
      varargin{k} = spfun (@(v) double (single (v)), x);    # single (S) is refused
    elseif (isfloat (x))
      varargin{k} = double (single (x));
    endif
  endfor
  R = feval (name, varargin{:});
  if (issparse (R) && ! isa (R, "ndsparse"))
    R = spfun (@(v) double (single (v)), R);
  else
    R = single (R);
  endif
endfunction
