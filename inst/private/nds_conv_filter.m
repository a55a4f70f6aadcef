## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## W = nds_conv_filter (what, W, shape): the filters argument of WHAT as a full
## double F x C x Hf x Wf array, checked against the "filter_shape" option SHAPE
## unless it is [].
function W = nds_conv_filter (what, W, shape)
  if (! (isnumeric (W) || islogical (W) || isa (W, "ndsparse")))
    error ("ndsparse:conv", "%s: W must be a numeric array, not %s", what, class (W));
  endif
  if (! isa (W, "ndsparse") && iscomplex (W))
    error ("ndsparse:conv", "%s: W is complex; complex values are not supported", what);
  endif
  wsz = size (W);
  if (numel (wsz) > 4 || (! isempty (shape) && ! isequal ([wsz, ones(1, 4 - numel (wsz))], shape)))
    if (isempty (shape))
      want = "F x C x Hf x Wf";
    else
      want = sprintf ("%s (filter_shape)", mat2str (shape));
    endif
    error ("ndsparse:conv", "%s: W must be %s, not %s", what, want, mat2str (wsz));
  endif
  W = double (full (W));
endfunction
