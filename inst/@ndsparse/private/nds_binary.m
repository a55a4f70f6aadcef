## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_binary (A, B, f, what): the element-wise operation f (a handle taking
## two arrays) on any two operands, at least one an ndsparse, with Octave's
## automatic broadcasting.  A + B, A - B, A .* B, A ./ B and A .\ B of two
## ndsparse are not here: the value type computes them (nds_tensor_pair); what
## comes here is .^, the comparisons, and, or, xor, max, min and bsxfun with any
## other function, and every op with a full array.  The result is an ndsparse when
## f maps the implicit zeros to zero, and a full array otherwise (after
## nds_dense_check):
## - ndsparse with ndsparse or a scalar: the container's pair op (__nds_pair__, the
##   alignment T + U uses: src/tensor nds_pair_apply), f computing the values;
## - ndsparse with a full array F: sparse when f (0, F) vanishes everywhere; only
##   the stored entries are computed, against F broadcast to them.
function R = nds_binary (A, B, f, what)
  [A, ta] = nds_operand (A, what);
  [B, tb] = nds_operand (B, what);
  if ((ta || isscalar (A)) && (tb || isscalar (B)))
    R = __nds_pair__ (A, B, f, what);
    return;
  endif
  [sz, sa, sb] = nds_bcast_size (nds_shape (A, ta), nds_shape (B, tb), what);
  if (ta)
    if (nds_zero_out (f (0, B)))
      [s, v] = nds_expand (A, sz);
      [y, nz] = nds_op_at_entries (f, what, v, s, B, sb, false);
      R = nds_result (A, s, y, sz, what, nz);
      return;
    endif
  elseif (nds_zero_out (f (A, 0)))
    [s, v] = nds_expand (B, sz);
    [y, nz] = nds_op_at_entries (f, what, v, s, A, sa, true);
    R = nds_result (B, s, y, sz, what, nz);
    return;
  endif
  nds_dense_check (sz, what, false);
  R = f (nds_full (A, ta), nds_full (B, tb));
endfunction

## the engine's name for the arithmetic op what on double x and f, real or complex
## (as x op f, or f op x when swapped), or "" when f is to be called instead
function op = nds_engine_op (what, x, f, swapped)
  op = "";
  if (isa (x, "double") && isa (f, "double"))
    names = {"plus", "minus", "times", "rdivide", "ldivide"};
    as_swapped = {"plus", "rminus", "times", "ldivide", "rdivide"};
    k = find (strcmp (what, names));
    if (isempty (k))
      return;
    elseif (swapped)
      op = as_swapped{k};
    else
      op = names{k};
    endif
  endif
endfunction

## y = f (v, F at s) (f (F at s, v) when swapped), and nnz (y): the ndsparse values
## v against the full array F (seen with size fsz) at their coordinates s, broadcast
function [y, nz] = nds_op_at_entries (f, what, v, s, F, fsz, swapped)
  op = nds_engine_op (what, v, F, swapped);
  if (! isscalar (F) && (iscomplex (v) || iscomplex (F)))
    op = "";                   # the gather's ops take real values alone
  endif
  if (! isempty (op))
    if (isscalar (F))
      [y, nz] = __nds_binop__ (op, v, F);
    else
      [y, nz] = __nds_gather__ (s, F, fsz, op, v);
    endif
    return;
  endif
  if (! isscalar (F))
    F = __nds_gather__ (s, F, fsz);
  endif
  if (swapped)
    y = f (F, v);
  else
    y = f (v, F);
  endif
  nz = nnz (y);
endfunction

## true when every element of z is zero (NaN is not)
function tf = nds_zero_out (z)
  tf = ! any (z(:) != 0);
endfunction

function sz = nds_shape (X, tensor)
  if (tensor)
    sz = __nds_viewparts__ (X);
  else
    sz = size (X);
  endif
endfunction

function X = nds_full (X, tensor)
  if (tensor)
    X = full (X);
  endif
endfunction
