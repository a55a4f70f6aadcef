## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## csr_no_integer (what, A, B): refuse an integer operand of the csr operator WHAT
## (ndsparse:class), as Octave's sparse matrices do and as ndsparse does: a csr
## holds floating-point values, where Octave's full arrays would give a rounded,
## saturated integer
function csr_no_integer (what, varargin)
  for k = 1:numel (varargin)
    X = varargin{k};
    if (isinteger (X))
      error ("ndsparse:class",
             ["%s: an operand is %s; integer operands are refused, as by Octave's " ...
              "sparse matrices: use double (X) for double arithmetic, or full (C) " ...
              "for Octave's integer rules"], what, class (X));
    endif
  endfor
endfunction
