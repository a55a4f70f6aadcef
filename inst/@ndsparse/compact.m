## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} compact (@var{T})
## A tensor holding only the entries of the view @var{T}, with its own storage.
##
## A view shares the storage of the tensor it was cut from; @code{compact} copies
## out just the view's entries (in one pass over the block of storage the view can
## touch), so the parent's storage can be freed.  Pending assignments are merged.
## The result is equal to @var{T} and is the identity view of its storage.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 2 2; 2 1 2], [1; 2; 3], [2 2 2]);
## V = T(2, :, :);          # a view: shares T's storage
## C = compact (V);         # its own storage, 2 entries
## viewinfo (C).stored
## @end group
## @end example
## @seealso{view, viewinfo, ndsparse}
## @end deftypefn

function C = compact (T)
  if (nargin != 1)
    print_usage ();
  endif
  C = __nds_compact__ (T);
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 2 2; 2 1 2], [1; 2; 3], [2 2 2]);
%! C = compact (T);
%! assert (full (C), full (T));
%! assert (size (C), [2 2 2]);
