## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [tf, args] = nds_single_args (arg1, ...): tf is true when an argument is a
## single ndsparse or a real single full array (cells of them included) and none
## is complex; args are then the arguments as double, each double one rounded to
## single first (Octave's single op double converts the double to single).  The
## functions that compute single results in double call themselves on args and
## round the result once with single (): exact for one operation, and for sums
## and products more accurate than Octave's accumulation in single, never less.
function [tf, args] = nds_single_args (varargin)
  args = varargin;
  tf = false;
  cplx = false;
  for k = 1:numel (args)
    [~, sk, ck] = nds_to_double (args{k}, false);
    tf = tf || sk;
    cplx = cplx || ck;
  endfor
  tf = tf && ! cplx;
  if (tf)
    for k = 1:numel (args)
      args{k} = nds_to_double (args{k}, true);
    endfor
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
