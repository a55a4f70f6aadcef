## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_pool_result (B, subs, vals, sz, sgl): the sparse result of a pooling of the
## batch B (nds_conv_batch) with nonzeros at subs (1-based int64, as __nds_pool__
## gives them: sorted column-major, distinct) and values vals, of size sz ([N C H W]) in B's
## form: an ndsparse for an ndsparse batch, an Octave sparse matrix for a sparse
## one, made full when more than half of it is nonzero (the ndsparse rule for
## results; a full array is then the smaller).  sgl: the values rounded to single
## (an ndsparse result of single values; nds_dl_round leaves it as it is), unless
## the gateway gave them single (maxima and copies of single values: nonzero).
function R = nds_pool_result (B, subs, vals, sz, sgl = false)
  if (B.rowmajor)
    sz = [sz(1), prod(sz(2:4))];
  endif
  if (strcmp (B.kind, "sparse"))
    R = sparse (double (subs(:, 1)), double (subs(:, 2)), vals, sz(1), sz(2));
    if (nnz (R) > prod (sz) / 2)
      R = full (R);
    endif
  else
    if (sgl && ! isa (vals, "single"))   # a single tensor at once, no second copy
      vals = single (vals);
      if (! all (vals))                # a gradient's sum that rounds to zero
        subs = subs(vals != 0, :);
        vals = vals(vals != 0);
      endif
    endif
    R = __nds_new__ (subs, vals, sz);    # the gateway's order is the storage's
    if (__nds_nnz__ (R) > prod (sz) / 2)   # not nnz.m: 25 us a call
      R = full (R);
    endif
  endif
endfunction
