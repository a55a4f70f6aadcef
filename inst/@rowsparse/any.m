## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} any (@var{R}, @dots{})
## @code{any} of a rowsparse: a full result, computed on the full array the rowsparse
## operands become, after checking their size against
## @code{ndsparse_config ("max_dense")} and with an @code{ndsparse:fallback}
## warning (MXNet's storage fallback: there is no row-sparse kernel for it).
##
## @example
## @group
## any (rowsparse ([1 2], 1, [2 2]), 2)   # [true; false]
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse_config}
## @end deftypefn

function varargout = any (varargin)
  [varargout{1:max (nargout, 1)}] = rsp_fallback ("any", varargin{:});
endfunction

%!shared R, F
%! R = rowsparse ([1 -2 3; 4 5 -6], [1 3], [4 3]);
%! F = full (R);
%!warning <storage fallback> any (R);
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (any (R), any (F))
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (any (R, 2), any (F, 2))
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (any (rowsparse ([], [], [3 2])), false (1, 2))
