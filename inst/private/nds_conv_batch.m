## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## B = nds_conv_batch (what, X, shape, name, need_data): the batch argument X (NAME in
## errors) of WHAT, for the gateways: B.sz = [N C H W]; B.rowmajor, true for
## SystemML's N x (C*H*W) form; B.either, true when both forms are the same
## matrix (H = W = 1 given SHAPE: the caller picks the form); B.sparse, true when X stores its nonzeros
## (ndsparse or Octave sparse); B.data, what __nds_conv__ and __nds_pool__ take:
## {subs, vals} of an ndsparse (found with find, never a full copy), an Octave
## sparse matrix, or a full double (or single) array ([] unless NEED_DATA, default true: only the
## shape is wanted; "storage": an ndsparse's subs come as its own int64 storage,
## sorted, no copy for a whole tensor); B.kind, "ndsparse", "sparse" or "full".
## SHAPE is the size X must have ([] when any N x C x H x W will do: conv2d's X
## without "input_shape"): X is either of that size (the 4-D form) or
## N x prod (SHAPE(2:4)) (the 2-D form; both are the same array when H = W = 1).
function B = nds_conv_batch (what, X, shape, name, need_data = true)
  if (isa (X, "ndsparse"))
    B.kind = "ndsparse";
  elseif (! (isnumeric (X) || islogical (X)))
    error ("ndsparse:conv", "%s: %s must be a numeric or logical array or an ndsparse, not %s",
           what, name, class (X));
  elseif (iscomplex (X))
    error ("ndsparse:conv", "%s: %s is complex; complex values are not supported", what,
           name);
  elseif (issparse (X))
    B.kind = "sparse";
  else
    B.kind = "full";
  endif
  if (strcmp (name, "X"))
    layout = {"N x C x H x W", "C*H*W"};
  else
    layout = {"N x F x Ho x Wo", "F*Ho*Wo"};
  endif
  xsz = size (X);
  if (numel (xsz) > 4)
    error ("ndsparse:conv", "%s: %s must be %s, not %s", what, name, layout{1},
           nds_size_str (xsz));
  endif
  xsz(end+1:4) = 1;
  B.either = false;
  if (isempty (shape))
    B.sz = xsz;
    B.rowmajor = false;
  elseif (numel (shape) == 4 && all (xsz == shape))
    B.sz = shape;
    B.rowmajor = false;
    B.either = all (shape(3:4) == 1);
  elseif (numel (shape) == 4 && all (xsz == [shape(1), prod(shape(2:4)), 1, 1]))
    B.sz = shape;
    B.rowmajor = true;
  else
    error ("ndsparse:conv",
           "%s: %s must be %s = %s or, in SystemML's 2-D form, N x (%s) = %dx%d, not %s",
           what, name, layout{1}, nds_size_str (shape), layout{2}, shape(1),
           prod (shape(2:4)), nds_size_str (size (X)));
  endif
  B.sparse = ! strcmp (B.kind, "full");
  B.data = [];
  if (! need_data)
    return;
  endif
  switch (B.kind)
    case "ndsparse"
      if (strcmp (need_data, "storage"))
        [s, v] = __nds_entries__ (X);
        if (columns (s) > 4)        # trailing size-1 dims of the view
          s = s(:, 1:4);
        endif
      else
        [s, v] = find (X);
      endif
      B.data = {s, nds_dl_vals(v)};
    case "sparse"
      B.data = double (X);
    otherwise
      B.data = nds_full_data (X);
  endswitch
endfunction
