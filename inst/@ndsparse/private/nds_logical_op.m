## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_logical_op (f, what, A) or nds_logical_op (f, what, A, B): the logical
## operation f (not, and, or, xor) of ndsparse operands, with Octave's error for a
## NaN operand ("invalid conversion from NaN to logical", which has no identifier)
## raised as ndsparse:nan.  Octave finds the NaN while it computes, so the happy
## path costs no extra pass over the values.
function R = nds_logical_op (f, what, varargin)
  try
    if (numel (varargin) == 1)
      R = nds_unary (varargin{1}, f, what);
    else
      R = nds_binary (varargin{:}, f, what);
    endif
  catch err
    if (isempty (err.identifier) && ! isempty (strfind (err.message, "NaN to logical")))
      error ("ndsparse:nan", "%s: NaN can't be converted to logical value", what);
    endif
    rethrow (err);
  end_try_catch
endfunction
