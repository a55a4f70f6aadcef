## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_binary (A, B, f, what): the element-wise operation f (a handle taking
## two arrays) on any two operands, at least one an ndsparse, with Octave's
## automatic broadcasting.  A + B, A - B, A .* B, A ./ B and A .\ B of two
## ndsparse are not here: the container computes them (nds_tensor_pair); what
## comes here with two ndsparse is .^, the comparisons, and, or, xor, max, min and
## bsxfun with any other function.  The result is an ndsparse when f maps the implicit
## zeros to zero, and a full array otherwise (after nds_dense_check):
## - ndsparse with ndsparse: sparse when f (0, 0) == 0; the stored coordinates are
##   merged, by intersection when f (a, 0) and f (0, b) vanish for every stored a
##   and b (.*, &), by union otherwise; an operand broadcast into more than
##   max_dense copies of its entries is made full and read as below;
## - ndsparse with a full array F: sparse when f (0, F) vanishes everywhere; only
##   the stored entries are computed, against F broadcast to them.
function R = nds_binary (A, B, f, what)
  [A, ta] = nds_operand (A, what);
  [B, tb] = nds_operand (B, what);
  [sz, sa, sb] = nds_bcast_size (nds_shape (A, ta), nds_shape (B, tb), what);
  if (ta && tb && any (sa != sb))
    ## one operand broadcast against the other's whole size: when f vanishes at
    ## the other's implicit zeros, the result is computed at the other's entries
    ## only, reading the broadcast one there (no copies, nothing full)
    R = [];
    if (all (sa == sz))
      R = nds_binary_at (A, B, sb, sz, f, what, false);
    elseif (all (sb == sz))
      R = nds_binary_at (B, A, sa, sz, f, what, true);
    endif
    if (! isempty (R))
      return;
    endif
    ## an operand whose broadcast copies would pass max_dense entries (an
    ## ndsparse scalar or short vector against a big tensor) takes part as a
    ## full array instead, read only at the other side's entries (under the
    ## dense policy: that array is not one the user asked for)
    if (nds_too_many_copies (B, sb, sz))
      nds_dense_check (sb, what, false);
      B = full (B);
      tb = false;
    elseif (nds_too_many_copies (A, sa, sz))
      nds_dense_check (sa, what, false);
      A = full (A);
      ta = false;
    endif
  endif
  if (ta && tb)
    if (nds_zero_out (f (0, 0)))
      [s, a] = nds_expand (A, sz);
      [t, b] = nds_expand (B, sz);
      if (! nds_same_entries (A, B))
        ## a scalar probe first: only ops like & and min can intersect
        inter = (nds_zero_out (f (1, 0)) && nds_zero_out (f (0, 1))
                 && nds_zero_out (f (a, 0)) && nds_zero_out (f (0, b)));
        [s, a, b] = __nds_ewise__ (s, a, t, b, inter);
      endif
      ## (one coordinate set: no merge, the result shares the coordinates unless a
      ## value comes out zero)
      R = nds_result (A, s, f (a, b), sz, what);
      return;
    endif
  elseif (ta)
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

## X op Y (Y op X when swapped) for ndsparse X of size sz and ndsparse Y of size
## ysz broadcast to it, as an ndsparse on X's entries, Y's value at each found by
## a lookup in Y's storage; [] when f does not vanish where X is zero for some
## value of Y (its entries and, unless it is full, zero)
function R = nds_binary_at (X, Y, ysz, sz, f, what, swapped)
  R = [];
  [t, w] = nds_entries (Y);
  z = w;
  if (rows (t) < prod (ysz))
    z(end+1) = 0;
  endif
  if (swapped)
    fx = @(x, y) f (y, x);
  else
    fx = f;
  endif
  if (! nds_zero_out (fx (0, z)))
    return;
  endif
  [s, v] = nds_expand (X, sz);
  q = ones (rows (s), columns (t), "int64");
  k = min (columns (s), columns (t));
  keep = (ysz(1:k) != 1);
  q(:, keep) = s(:, keep);
  at = __nds_lookup__ (t, q);
  y = merge (islogical (w), false (rows (s), 1), zeros (rows (s), 1));
  y(at > 0) = w(at(at > 0));
  y = fx (v, y);
  R = nds_result (X, s, y, sz, what, nnz (y));
endfunction

## true when broadcasting the ndsparse X of size xsz to size sz makes more than
## max_dense entries
function tf = nds_too_many_copies (X, xsz, sz)
  grow = (xsz != sz);
  cfg = ndsparse_config ();
  tf = any (grow) && nnz (X) * prod (sz(grow)) > cfg.max_dense;
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

## true when the ndsparse A and B store the same coordinates: one storage seen
## through one view, nothing pending
function tf = nds_same_entries (A, B)
  [~, ~, pa, sa] = __nds_storeinfo__ (A);
  [~, ~, pb, sb] = __nds_storeinfo__ (B);
  va = cell (1, 6);
  vb = cell (1, 6);
  [va{:}] = __nds_viewparts__ (A);
  [vb{:}] = __nds_viewparts__ (B);
  tf = (strcmp (sa, sb) && pa == 0 && pb == 0 && all (cellfun (@nds_same, va, vb)));
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
