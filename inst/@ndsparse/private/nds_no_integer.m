## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## nds_no_integer (what, A, B, ...): an ndsparse:class error when an operand of the
## operator WHAT is of an integer class.  ndsparse refuses integer operands as
## Octave's sparse matrices do (whose operators are not defined for them), rather
## than answer in double where Octave's full arrays would round and saturate.
function nds_no_integer (what, varargin)
  for k = 1:numel (varargin)
    if (isinteger (varargin{k}))
      error ("ndsparse:class",
             "%s: an operand is %s; integer operands are not supported (nor by Octave's sparse matrices): convert it with double () first",
             what, class (varargin{k}));
    endif
  endfor
endfunction
