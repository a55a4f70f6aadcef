## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{V} =} squeeze (@var{T})
## Remove the singleton dimensions of @var{T}, as @code{squeeze} does for full
## arrays: a 2-D tensor is returned unchanged, and the size of the result is
## @code{size (squeeze (full (@var{T})))}.  The result is a view made in
## O(ndims): size-1 dimensions become fixed (hidden ones are dropped); no
## nonzero is touched.
##
## @example
## @group
## T = ndsparse ([2 1 3], 7, [4 1 5]);
## S = squeeze (T);
## size (S)             # [4 5]
## viewinfo (S).fixed   # [false true false]
## @end group
## @end example
## @seealso{view, viewinfo, size}
## @end deftypefn

function V = squeeze (T)
  if (nargin != 1)
    print_usage ();
  endif
  shape = __nds_viewparts__ (T);
  sz = nds_dims (shape);
  if (numel (sz) <= 2)
    V = T;
    return;
  endif
  keep = (shape != 1);
  kind = "r"(ones (1, numel (shape)));
  kind(! keep) = "p";
  V = __nds_compose__ (T, kind, ones (1, numel (kind)), shape);
endfunction

%!test
%! for sz = {[4 1 5], [1 1 3], [1 3 1 2], [2 1 1], [1 1 1], [3 1 1 1 2], [1 4], [1 1 1 6]}
%!   F = zeros (sz{1});
%!   F(end) = 3; F(1) = 2;
%!   T = ndsparse (F);
%!   S = squeeze (T);
%!   assert (size (S), size (squeeze (F)));
%!   assert (full (S), squeeze (F));
%! endfor
%!test
%! ## on a view with hidden and fixed dims
%! F = zeros (3, 1, 4); F([2 7 12]) = [1 2 3];
%! T = ndsparse (F);
%! V = view (T, nd.newaxis (), ":", 1, nd.newaxis (), 2:3);
%! assert (size (V), [1 3 1 2]);
%! S = squeeze (V);
%! assert (size (S), [3 2]);
%! assert (full (S), squeeze (F(:, 1, 2:3)));
%! assert (isempty (viewinfo (S).hidden));
%!error <KIND\(1\) is .x., not r, p or n> __nds_compose__ (ndsparse ([1 2]), "x", 1, 1)
%!error <one start and length per kind> __nds_compose__ (ndsparse ([1 2]), "rr", 1, 1)
