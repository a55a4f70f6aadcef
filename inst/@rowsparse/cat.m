## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} cat (@var{dim}, @var{A}, @var{B}, @dots{})
## The concatenation @code{cat (dim, A, B)} of a rowsparse: a full result, computed on the full array the rowsparse
## operands become, after checking their size against
## @code{ndsparse_config ("max_dense")} and with an @code{ndsparse:fallback}
## warning (MXNet's storage fallback: there is no row-sparse kernel for it).
##
## @example
## @group
## cat (3, rowsparse ([1 2], 1, [2 2]), eye (2))   # 2x2x2
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse_config}
## @end deftypefn

function varargout = cat (varargin)
  [varargout{1:max (nargout, 1)}] = rsp_fallback ("cat", varargin{:});
endfunction

%!shared R, F
%! R = rowsparse ([1 -2 3; 4 5 -6], [1 3], [4 3]);
%! F = full (R);
%!warning <storage fallback> cat (1, R, R);
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (cat (1, R, R), [F; F])
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (cat (3, R, R), cat (3, F, F))
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (cat (2, ones (4, 1), R), [ones(4, 1), F])
