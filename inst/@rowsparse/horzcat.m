## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} horzcat (@var{A}, @var{B}, @dots{})
## The concatenation @code{[A, B]} of a rowsparse: a full result, computed on the full array the rowsparse
## operands become, after checking their size against
## @code{ndsparse_config ("max_dense")} and with an @code{ndsparse:fallback}
## warning (MXNet's storage fallback: there is no row-sparse kernel for it).
##
## @example
## @group
## [rowsparse([1 2], 1, [2 2]), eye(2)]   # 2x4
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse_config}
## @end deftypefn

function varargout = horzcat (varargin)
  [varargout{1:max (nargout, 1)}] = rsp_fallback ("horzcat", varargin{:});
endfunction

%!shared R, F
%! R = rowsparse ([1 -2 3; 4 5 -6], [1 3], [4 3]);
%! F = full (R);
%!warning <storage fallback> [R, R];
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert ([R, R], [F, F])
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert ([R, ones(4, 1)], [F, ones(4, 1)])
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert ([ones(4, 1), R], [ones(4, 1), F])
%!error <horzcat> [R, ones(3, 1)]
