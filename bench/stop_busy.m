## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## stop_busy (pids): kill the busy processes started by start_busy.
function stop_busy (pids)
  for p = pids(! isnan (pids))
    system (sprintf ("kill %d 2>/dev/null", p));
  endfor
endfunction
