## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} max (@var{R}, @dots{})
## @code{max} of a rowsparse: a full result, computed on the full array the rowsparse
## operands become, after checking their size against
## @code{ndsparse_config ("max_dense")} and with an @code{ndsparse:fallback}
## warning (MXNet's storage fallback: there is no row-sparse kernel for it).
##
## @example
## @group
## max (rowsparse ([1 2], 1, [2 2]))   # [1 2]
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse_config}
## @end deftypefn

function varargout = max (varargin)
  [varargout{1:max (nargout, 1)}] = rsp_fallback ("max", varargin{:});
endfunction

%!shared R, F
%! R = rowsparse ([1 -2 3; 4 5 -6], [1 3], [4 3]);
%! F = full (R);
%!warning <storage fallback> max (R);
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (max (R), max (F))
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (max (R, [], 2), max (F, [], 2))
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (max (R, 0), max (F, 0))
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! [m, i] = max (R);
%! [m2, i2] = max (F);
%! assert ({m, i}, {m2, i2})
