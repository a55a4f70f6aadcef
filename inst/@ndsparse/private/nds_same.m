## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## tf = nds_same (a, b): the vectors a and b hold the same elements, in order (what
## isequal says of two shape or flag vectors, at a third of its cost: isequal is an
## m-file, and these checks run on every operation).
function tf = nds_same (a, b)
  tf = (numel (a) == numel (b) && all (a(:) == b(:)));
endfunction

