## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [tf, R] = nds_single_route (name, nconv, arg1, ...): the single route of the
## methods that compute single results in double.  tf is true when one of the
## first nconv arguments is a single ndsparse or a real single full array (cells of
## them included) and none of them is complex; then R = single (name (args)) with
## those nconv arguments as double, each double one rounded to single first
## (Octave's single op double converts the double to single), and the other
## arguments passed unchanged: computed in double and rounded once, exact for one
## operation, and for sums and products more accurate than Octave's accumulation
## in single, never less.  Otherwise tf is false and R is [].
function [tf, R] = nds_single_route (name, nconv, varargin)
  R = [];
  nconv = min (nconv, numel (varargin));
  tf = false;
  cplx = false;
  for k = 1:nconv
    ## the common classes asked directly (this runs on every call of 16 methods)
    x = varargin{k};
    switch (class (x))
      case "double"
        cplx = cplx || iscomplex (x);
      case "logical"
      case "ndsparse"
        [~, ~, ~, ~, ck, sk] = __nds_storeinfo__ (x);
        tf = tf || sk;
        cplx = cplx || ck;
      otherwise
        [~, sk, ck] = nds_to_double (x, false);
        tf = tf || sk;
        cplx = cplx || ck;
    endswitch
  endfor
  tf = tf && ! cplx;
  if (tf)
    args = varargin;
    for k = 1:nconv
      args{k} = nds_to_double (args{k}, true);
    endfor
    R = single (feval (name, args{:}));
  endif
endfunction

## x's class flags (sk: single, ck: complex); with conv, x as double values
## that are singles
function [x, sk, ck] = nds_to_double (x, conv)
  sk = false;
  ck = false;
  if (iscell (x))
    for j = 1:numel (x)
      [x{j}, sj, cj] = nds_to_double (x{j}, conv);
      sk = sk || sj;
      ck = ck || cj;
    endfor
  elseif (isa (x, "ndsparse"))
    [lg, ~, ~, ~, ck, sk] = __nds_storeinfo__ (x);
    if (conv && ! lg)
      x = double (single (x));
    endif
  elseif (isnumeric (x))
    ck = iscomplex (x);
    sk = isa (x, "single") && ! ck;
    if (conv && issparse (x))
      x = spfun (@(v) double (single (v)), x);     # (single (S) would be full)
    elseif (conv && ! isinteger (x))
      x = double (single (x));
    endif
  endif
endfunction
