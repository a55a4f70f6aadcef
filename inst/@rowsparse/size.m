## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{sz} =} size (@var{R})
## @deftypefnx {ndsparse} {@var{n} =} size (@var{R}, @var{dim})
## @deftypefnx {ndsparse} {[@var{n1}, @var{n2}, @dots{}] =} size (@var{R})
## The size of the rowsparse @var{R}, as @code{size} gives it for an array of
## that shape: with @var{dim} (a dimension or a vector of them) the sizes along
## those dimensions (1 past the last), with several outputs the last one the
## product of the remaining dimensions.
##
## @example
## @group
## R = rowsparse (ones (1, 3, 2), 4, [5 3 2]);
## size (R)                    # 5 3 2
## size (R, 3)                 # 2
## [r, c] = size (R);          # r = 5, c = 6
## @end group
## @end example
## @seealso{rowsparse, numel, ndims}
## @end deftypefn

function varargout = size (R, varargin)
  varargout = __nds_class_size__ (R.sz, nargout, varargin{:});
endfunction

%!test
%! R = rowsparse (ones (1, 3, 2), 4, [5 3 2]);
%! assert (size (R), [5 3 2]);
%! assert (size (R, 1), 5);
%! assert (size (R, 3), 2);
%! assert (size (R, 4), 1);
%! assert (size (R, [3 1]), [2 5]);
%! assert (size (R, 2, 3), [3 2]);
%! [r, c] = size (R);
%! assert ([r, c], [5 6]);
%! [a, b, c, d] = size (R);
%! assert ([a, b, c, d], [5 3 2 1]);
%! assert (rows (R), 5);
%! assert (columns (R), 3);
%! assert (size (rowsparse ([], [], [0 4])), [0 4]);
%!error <out of range> size (rowsparse ([], [], [2 2]), 0)
