## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## check_storage (R, what): the test suite's check of what an ndsparse R stores,
## which a comparison of full (R) with an oracle cannot see: its entries come in
## strictly increasing column-major order (sorted, no duplicates), each subscript is
## within its dim and agrees with the linear index (a subscript past its dim carried
## into the next would give the same full array), and no stored value is zero.
## Errors with WHAT in the message.  (tests/run_all.m puts tests/ on the path; in
## the dev loop, addpath ("tests").)
function check_storage (R, what)
  [subs, vals] = find (R);
  idx = find (R)(:);
  sz = size (R);
  c = repmat ({zeros(numel (idx), 1)}, 1, columns (subs));
  if (! isempty (idx))
    [c{:}] = ind2sub (sz, idx);
  endif
  if (any (vals == 0))
    error ("%s: explicit zeros stored", what);
  elseif (any (diff (idx) <= 0))
    error ("%s: entries out of column-major order or repeated", what);
  elseif (numel (idx) != rows (subs) || ! isequal (subs, [c{:}])
          || any (subs(:) < 1) || any (subs(:) > repmat (sz, rows (subs), 1)(:)))
    error ("%s: subscripts out of their dims", what);
  endif
endfunction
