## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{sz} =} size (@var{X})
## @deftypefnx {ndsparse} {@var{n} =} size (@var{X}, @var{dim})
## @deftypefnx {ndsparse} {[@var{n1}, @var{n2}, @dots{}] =} size (@var{X})
## The size of the csr @var{X}, as @code{size} gives it for a matrix: with
## @var{dim} (a dimension or a vector of them) the sizes along those dimensions
## (1 past the second).
##
## @example
## @group
## X = csr ([7 8 9], [1 0 2], [0 1 1 3], [3 4]);
## size (X)                    # 3 4
## [r, c] = size (X);          # r = 3, c = 4
## @end group
## @end example
## @seealso{csr, numel, ndims}
## @end deftypefn

function varargout = size (X, varargin)
  varargout = __nds_class_size__ (X.sz, nargout, varargin{:});
endfunction

%!test
%! X = csr ([7 8 9], [1 0 2], [0 1 1 3], [3 4]);
%! assert (size (X), [3 4]);
%! assert (size (X, 2), 4);
%! assert (size (X, 3), 1);
%! assert (size (X, [2 1]), [4 3]);
%! [r, c] = size (X);
%! assert ([r, c], [3 4]);
%! assert (rows (X), 3);
%! assert (columns (X), 4);
%! assert (size (csr ([], [], 0, [0 4])), [0 4]);
%!error <out of range> size (csr (eye (2)), 0)
