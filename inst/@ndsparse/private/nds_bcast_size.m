## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [sz, sa, sb] = nds_bcast_size (sa, sb, what): the size of a broadcast between
## operands of sizes sa and sb (both padded with ones to one length, returned as
## sa, sb); error ndsparse:size when a dim differs and neither side is 1.
function [sz, sa, sb] = nds_bcast_size (sa, sb, what)
  k = max (numel (sa), numel (sb));
  sa = [sa, ones(1, k - numel (sa))];
  sb = [sb, ones(1, k - numel (sb))];
  if (any (sa != sb & sa != 1 & sb != 1))
    error ("ndsparse:size", "%s: nonconformant operands: %s and %s", what,
           nds_size_str (nds_dims (sa)), nds_size_str (nds_dims (sb)));
  endif
  sz = sa;
  sz(sa == 1) = sb(sa == 1);
endfunction
