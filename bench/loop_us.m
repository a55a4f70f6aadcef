## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## us = loop_us (code, N, rounds): CPU microseconds per iteration of
## "for q = 1:N, z = code; end" run in the caller's workspace (the empty loop
## when code is ""), the median of rounds timed batches after one untimed one
function us = loop_us (code, N, rounds)
  if (isempty (code))
    loop = sprintf ("for q = 1:%d, end", N);
  else
    loop = sprintf ("for q = 1:%d, z = %s; end", N, code);
  endif
  evalin ("caller", loop);
  t = zeros (1, rounds);
  for b = 1:rounds
    c0 = cputime ();
    evalin ("caller", loop);
    t(b) = cputime () - c0;
  endfor
  us = median (t) / N * 1e6;
endfunction
