## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## pids = start_busy (n): start n busy processes (`yes > /dev/null`), the load
## of a user's machine doing something else; stop them with stop_busy (pids).
function pids = start_busy (n)
  pids = zeros (1, n);
  for k = 1:n
    [~, out] = system ("yes > /dev/null 2>&1 & echo $!");
    pids(k) = str2double (strtrim (out));
  endfor
endfunction
