## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{e} =} end (@var{R}, @var{k}, @var{n})
## The value of @code{end} as index @var{k} of @var{n} in @code{@var{R}(@dots{})}:
## as for an array of the same size (the last index counts the trailing
## dimensions together).
##
## @example
## @group
## R = rowsparse ([1 2; 3 4], [2 4], [4 2]);
## R(end, :)                   # 3 4
## @end group
## @end example
## @seealso{subsref, size}
## @end deftypefn

function e = end (R, k, n)
  e = __nds_class_size__ (R.sz, "end", k, n);
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [2 4], [4 2]);
%! assert (R(end), 4);
%! assert (R(end, 1), 3);
%! assert (R(1, end), 0);
%! assert (R(end, end, end), 4);
%! R3 = rowsparse (ones (1, 2, 3), 2, [2 2 3]);
%! assert (R3(2, end), 1);
%! assert (R3(end, end, end), 1);
