## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## name = nds_io_file (fn, file): FILE with a leading ~ expanded, after checking
## that it is a file name (a non-empty character row); else the error ndsparse:FN.
function name = nds_io_file (fn, file)
  if (! ischar (file) || rows (file) > 1 || isempty (file))
    error (["ndsparse:" fn], "%s: FILE must be a file name", fn);
  endif
  name = tilde_expand (file);
endfunction
