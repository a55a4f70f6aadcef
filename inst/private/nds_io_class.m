## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## tf = nds_io_class (fn, c): the "class" option of the reader fn: true for
## "single", false for "double" (in any case); anything else is the error
## ndsparse:FN naming the option and what it takes.
function tf = nds_io_class (fn, c)
  if (! (ischar (c) && isrow (c) && any (strcmpi (c, {"double", "single"}))))
    error (["ndsparse:" fn], "%s: the option \"class\" must be \"double\" or \"single\"", fn);
  endif
  tf = strcmpi (c, "single");
endfunction
