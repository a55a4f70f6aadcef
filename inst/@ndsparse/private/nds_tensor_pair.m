## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [A, B, tf] = nds_tensor_pair (A, B): tf is true when A and B are each an ndsparse
## or a 2-D sparse matrix (the sparse ones come back as ndsparse).  Then A + B,
## A - B, A .* B, A ./ B and A .\ B are the value type's, computed by the
## container's pair op in every class and broadcast (src/tensor: nds_pair_op),
## never by nds_binary.
function [A, B, tf] = nds_tensor_pair (A, B)
  ta = builtin ("isa", A, "ndsparse");     # (@ndsparse/isa: 6 us more a call)
  tb = builtin ("isa", B, "ndsparse");
  tf = (ta || issparse (A)) && (tb || issparse (B));
  if (tf && ! ta)
    A = ndsparse (A);
  endif
  if (tf && ! tb)
    B = ndsparse (B);
  endif
endfunction
