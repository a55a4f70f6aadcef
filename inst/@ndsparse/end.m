## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{e} =} end (@var{T}, @var{k}, @var{n})
## The value of @code{end} in subscript @var{k} of @var{n} of
## @code{@var{T}(@dots{})}: the size of dimension @var{k}, or for the last of
## fewer subscripts than dimensions the product of the trailing sizes, as for
## full arrays.  Octave calls it; it is rarely called directly.
##
## @example
## @group
## T = ndsparse ([1 1 1], 5, [2 3 4]);
## size (T(end, end, end))   # 1x1: T(2, 3, 4)
## T(1, end)                 # end = 12 here: dims 2 and 3 are folded
## @end group
## @end example
## @seealso{size, numel, subsref}
## @end deftypefn

function e = end (T, k, n)
  if (nargin != 3)
    print_usage ();
  endif
  sz = nds_dims (T.shape);
  sz = [sz, ones(1, max (0, n - numel (sz)))];
  if (k < n)
    e = sz(k);
  else
    e = prod (sz(k:end));
  endif
endfunction

%!test
%! F = zeros (2, 3, 4); F(7) = 1;
%! T = ndsparse (F);
%! assert (end (T, 1, 3), 2);
%! assert (end (T, 2, 2), 12);
%! assert (end (T, 1, 1), 24);
%! assert (end (T, 4, 4), 1);
%! assert (full (T(end, end-1, :)), F(end, end-1, :));
%! assert (full (T(1, end)), F(1, end));
