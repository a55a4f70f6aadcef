## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [W, twod] = nds_conv_filter (what, W, shape): the filters argument of WHAT as a
## full double (or single) F x C x Hf x Wf array, checked against the "filter_shape" option SHAPE
## unless it is [].  Given SHAPE, W may also be SystemML's 2-D form, an
## F x (C*Hf*Wf) matrix whose rows hold the filters in row-major order (Wf
## fastest, then Hf, then C); TWOD is then true.  Without SHAPE, a matrix is
## F x C (1x1 filters), as size says.
function [W, twod] = nds_conv_filter (what, W, shape)
  if (! (isnumeric (W) || islogical (W) || isa (W, "ndsparse")))
    error ("ndsparse:conv", "%s: W must be a numeric array, not %s", what, class (W));
  endif
  if (! isa (W, "ndsparse") && iscomplex (W))
    error ("ndsparse:conv", "%s: W is complex; complex values are not supported", what);
  endif
  wsz = size (W);             # compared below without isequal (80 us a call)
  twod = false;
  if (isempty (shape))
    if (numel (wsz) > 4)
      error ("ndsparse:conv", "%s: W must be F x C x Hf x Wf, not %s", what,
             nds_size_str (wsz));
    endif
  elseif (! (numel (wsz) <= 4 && all ([wsz, ones(1, 4 - numel (wsz))] == shape)))
    if (! (numel (wsz) == 2 && all (wsz == [shape(1), prod(shape(2:4))])))
      error ("ndsparse:conv",
             "%s: W must be F x C x Hf x Wf = %s (filter_shape) or, in SystemML's 2-D form, F x (C*Hf*Wf) = %dx%d, not %s",
             what, nds_size_str (shape), shape(1), prod (shape(2:4)), nds_size_str (wsz));
    endif
    W = permute (reshape (full (W), shape([1 4 3 2])), [1 4 3 2]);
    twod = true;
  endif
  W = nds_full_data (full (W));
endfunction
