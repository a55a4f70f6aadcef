## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_logical_op (f, what, A) or nds_logical_op (f, what, A, B): the logical
## operation f (not, and, or, xor) of ndsparse operands, with Octave's error for a
## NaN operand ("invalid conversion from NaN to logical", which has no identifier)
## raised as ndsparse:nan.  Octave finds the NaN while it computes, so the happy
## path costs no extra pass over the values; an empty result computes nothing, so
## there the operands are checked first.
function R = nds_logical_op (f, what, varargin)
  if (numel (varargin) == 2)
    [A, B] = varargin{:};
    sz = nds_bcast_size (size (A), size (B), what);
    ## Octave's xor broadcasts through bsxfun, which converts nothing when the
    ## result is empty; and, or and xor of a scalar or of equal sizes convert all
    if (prod (sz) == 0 && strcmp (what, "xor")
        && ! (isscalar (A) || isscalar (B) || isequal (size (A), size (B))))
      R = ndsparse (zeros (0, numel (sz)), false (0, 1), sz);
      return;
    elseif (prod (sz) == 0 && (has_nan (A) || has_nan (B)))
      error ("ndsparse:nan", "%s: NaN can't be converted to logical value", what);
    endif
  endif
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

## true when X holds a NaN (an ndsparse: among its stored values)
function tf = has_nan (X)
  if (isa (X, "ndsparse"))
    [~, X] = nds_entries (X);
  endif
  tf = isnumeric (X) && any (isnan (X(:)));
endfunction
