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
  tf = nds_any_single (varargin{1:nconv});
  if (tf)
    args = varargin;
    for k = 1:nconv
      args{k} = nds_to_double (args{k});
    endfor
    R = single (feval (name, args{:}));
  endif
endfunction

## x as double values that are singles (cells element-wise)
function x = nds_to_double (x)
  if (iscell (x))
    x = cellfun (@nds_to_double, x, "UniformOutput", false);
  elseif (isa (x, "ndsparse"))
    if (! __nds_storeinfo__ (x))
      x = double (single (x));
    endif
  elseif (isnumeric (x))
    if (issparse (x))
      x = spfun (@(v) double (single (v)), x);     # (single (S) would be full)
    elseif (! isinteger (x))
      x = double (single (x));
    endif
  endif
endfunction
