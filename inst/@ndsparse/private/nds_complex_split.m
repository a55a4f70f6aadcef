## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Y = nds_complex_split (f, X, w): the bilinear real operation f (X, w) on a
## complex X and/or w, as four real calls on the real and imaginary parts
## (re (X) re (w) - im (X) im (w), and re (X) im (w) + im (X) re (w)).
function Y = nds_complex_split (f, X, w)
  Xr = real (X);
  Xi = imag (X);
  re = f (Xr, real (w)) - f (Xi, imag (w));
  im = f (Xr, imag (w)) + f (Xi, real (w));
  Y = re + im .* 1i;
endfunction
