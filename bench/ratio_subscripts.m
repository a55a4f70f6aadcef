## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [s, sb] = ratio_subscripts (sz, n): the seeded subscripts of the ratio tables'
## tensors (complex_ratios, csingle_ratios): n random subscripts s of a tensor of
## size sz, and sb sharing its first half with s (so pair ops meet and miss).  Seeds
## rand and randn with 39; the tables draw their values after it.
function [s, sb] = ratio_subscripts (sz, n)
  rand ("seed", 39);
  randn ("seed", 39);
  s = [randi(sz(1), n, 1), randi(sz(2), n, 1), randi(sz(3), n, 1)];
  h = floor (n / 2);
  sb = [s(1:h, :); randi(sz(1), n - h, 1), randi(sz(2), n - h, 1), randi(sz(3), n - h, 1)];
endfunction
