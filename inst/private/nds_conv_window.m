## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [pad, out] = nds_conv_window (what, img, win, stride, padding, kind): the padding
## [ph pw] and the output size [oh ow] of a window of WIN ([Hf Wf] or the pool size)
## swept over images of IMG ([H W]) with STRIDE; PADDING is numbers or "valid",
## "same", "full", resolved by SystemML's formulas (I the image, F the window):
## valid (I-F).*(s-1)/2, same (I.*(s-1)+F-s)/2, full ((s-1).*I+(s+1).*F-2s)/2.
## oh = floor ((H + 2 ph - Hf) / sh) + 1.  KIND ("filter" or "pool window") words
## the errors: a padding that is not a non-negative integer, no output.
function [pad, out] = nds_conv_window (what, img, win, stride, padding, kind)
  if (ischar (padding))
    switch (padding)
      case "valid"
        pad = (img - win) .* (stride - 1) / 2;
      case "same"
        pad = (img .* (stride - 1) + win - stride) / 2;
      otherwise
        pad = ((stride - 1) .* img + (stride + 1) .* win - 2 * stride) / 2;
    endswitch
    if (any (pad != fix (pad)) || any (pad < 0))
      error ("ndsparse:conv",
             "%s: padding \"%s\" for %dx%d images, a %dx%d %s and stride %s is %s, not non-negative integers",
             what, padding, img, win, kind, mat2str (stride), mat2str (pad));
    endif
  else
    pad = padding;
  endif
  out = floor ((img + 2 * pad - win) ./ stride) + 1;
  if (any (img + 2 * pad < win))
    error ("ndsparse:conv",
           "%s: the %dx%d %s is larger than the padded %dx%d images: the output would be empty",
           what, win, kind, img + 2 * pad);
  endif
endfunction
