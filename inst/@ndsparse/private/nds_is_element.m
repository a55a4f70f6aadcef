## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## tf = nds_is_element (T, subs): true when T is the identity view of its storage
## and SUBS are one in-range numeric scalar per underlying dimension: the element
## T(subs{:}) is then the storage coordinate [subs{:}] itself (the fast paths of
## element read and single-element assignment).
function tf = nds_is_element (T, subs)
  tf = (numel (subs) == numel (T.usz) && isempty (T.hidden) && ! any (T.offs)
        && ! any (T.fixed) && all (T.shape == T.usz)
        && all (cellfun ("isnumeric", subs)) && all (cellfun ("numel", subs) == 1)
        && ! any (cellfun ("issparse", subs)));
  if (tf)
    c = [subs{:}];
    tf = isreal (c) && all (c >= 1 & c <= T.usz & c == fix (c));
  endif
endfunction
