## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## D = nds_conv_dy (what, dY, sz, rowmajor): the gradient dY of an output of size
## SZ ([N F Ho Wo], or [N C Ho Wo] for a pooling) as a full double (or single) array, checked to be of that size, or of
## N x (F*Ho*Wo) in SystemML's 2-D form (ROWMAJOR, the form of the batch).  An
## ndsparse or sparse dY is made full: it is the size of the output, not of X.
function D = nds_conv_dy (what, dY, sz, rowmajor)
  if (! (isnumeric (dY) || islogical (dY) || isa (dY, "ndsparse")))
    error ("ndsparse:conv", "%s: dY must be a numeric array or an ndsparse, not %s", what,
           class (dY));
  endif
  if (! isa (dY, "ndsparse") && iscomplex (dY))
    error ("ndsparse:conv", "%s: dY is complex; complex values are not supported", what);
  endif
  if (rowmajor)
    want = [sz(1), prod(sz(2:4))];
  else
    want = sz;
  endif
  got = size (dY);
  got(end+1:numel (want)) = 1;
  if (! (numel (got) == numel (want) && all (got == want)))   # not isequal: 80 us
    if (isempty (strfind (what, "pool")))
      ch = "F";       # a convolution's output has a channel per filter
    else
      ch = "C";
    endif
    if (rowmajor)
      form = sprintf ("N x (%s*Ho*Wo), as X is N x (C*H*W)", ch);
    else
      form = sprintf ("N x %s x Ho x Wo", ch);
    endif
    error ("ndsparse:conv", "%s: dY must be %s (%s), not %s", what, nds_size_str (want),
           form, nds_size_str (size (dY)));
  endif
  if (! (isa (dY, "double") && ! isobject (dY) && ! issparse (dY)))
    dY = nds_full_data (full (dY));
  endif
  D = dY;
endfunction
