## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [tf, R] = nds_single_route (name, nconv, arg1, ...): the single route of the
## methods that compute single results in double.  tf is true when one of the
## first nconv arguments is a single ndsparse or a single full array, real or
## complex (cells of them included); then R = single (name (args)) with
## those nconv arguments as double, each double one rounded to single first
## (Octave's single op double converts the double to single), and the other
## arguments passed unchanged: computed in double and rounded once, exact for one
## operation, and for sums and products more accurate than Octave's accumulation
## in single, never less.  Otherwise tf is false and R is [].
function [tf, R] = nds_single_route (name, nconv, varargin)
  R = [];
  nconv = min (nconv, numel (varargin));
  tf = false;
  for k = 1:nconv
    ## the common classes asked directly (this runs on every call of 16 methods)
    x = varargin{k};
    switch (class (x))
      case {"double", "logical"}
      case "ndsparse"
        [~, ~, ~, ~, sk] = __nds_storeinfo__ (x);
        tf = tf || sk;
      otherwise
        [~, sk] = nds_to_double (x, false);
        tf = tf || sk;
    endswitch
  endfor
  if (tf)
    args = varargin;
    for k = 1:nconv
      args{k} = nds_to_double (args{k}, true);
    endfor
    R = single (feval (name, args{:}));
  endif
endfunction

## whether x is single (sk; cells searched); with conv, x as double values
## that are singles
function [x, sk] = nds_to_double (x, conv)
  sk = false;
  if (iscell (x))
    for j = 1:numel (x)
      [x{j}, sj] = nds_to_double (x{j}, conv);
      sk = sk || sj;
    endfor
  elseif (isa (x, "ndsparse"))
    [lg, ~, ~, ~, sk] = __nds_storeinfo__ (x);
    if (conv && ! lg)
      x = double (single (x));
    endif
  elseif (isnumeric (x))
    sk = isa (x, "single");
    if (conv && issparse (x))
      x = spfun (@(v) double (single (v)), x);     # (single (S) would be full)
    elseif (conv && ! isinteger (x))
      x = double (single (x));
    endif
  endif
endfunction
