## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_binary (A, B, f, what): the element-wise operation f (a handle taking
## two arrays) on any two operands, at least one an ndsparse, with Octave's
## automatic broadcasting, by the container's pair op (__nds_pair__, the alignment
## T + U uses: src/tensor nds_pair_apply), f computing the values.  What is left
## here is the operands' classes: a sparse matrix becomes an ndsparse, single
## complex is widened, an integer operand is refused (nds_operand) but by and, or,
## xor, which see it as logical.  The result is an ndsparse when f vanishes
## wherever the tensor (of a tensor and a full array) is zero, read at the
## tensor's entries, and a full array otherwise (after the dense policy's check).
function R = nds_binary (A, B, f, what)
  [A, ta] = nds_operand (A, what);
  [B, tb] = nds_operand (B, what);
  R = __nds_pair__ (nds_paired (A, ta), nds_paired (B, tb), f, what);
endfunction

## an integer array (of and, or, xor) as the logical array it stands for
function X = nds_paired (X, tensor)
  if (! tensor && isinteger (X))
    X = (X != 0);
  endif
endfunction
