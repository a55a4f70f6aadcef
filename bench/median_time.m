## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## t = median_time (fn): the median seconds of fn () over 5 runs after an
## untimed one (conv_bench's and loaded_1e5's timer).
function t = median_time (fn)
  fn ();
  times = zeros (1, 5);
  for k = 1:5
    t0 = tic ();
    fn ();
    times(k) = toc (t0);
  endfor
  t = median (times);
endfunction
