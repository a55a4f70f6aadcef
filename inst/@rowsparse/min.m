## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} min (@var{R}, @dots{})
## @code{min} of a rowsparse: a full result, computed on the full array the rowsparse
## operands become, after checking their size against
## @code{ndsparse_config ("max_dense")} and with an @code{ndsparse:fallback}
## warning (MXNet's storage fallback: there is no row-sparse kernel for it).
##
## @example
## @group
## min (rowsparse ([1 2], 1, [2 2]))   # [0 0]
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse_config}
## @end deftypefn

function varargout = min (varargin)
  [varargout{1:max (nargout, 1)}] = rsp_fallback ("min", varargin{:});
endfunction

%!shared R, F
%! R = rowsparse ([1 -2 3; 4 5 -6], [1 3], [4 3]);
%! F = full (R);
%!warning <storage fallback> min (R);
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (min (R), min (F))
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (min (R, [], 2), min (F, [], 2))
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! [m, i] = min (R, [], 2);
%! [m2, i2] = min (F, [], 2);
%! assert ({m, i}, {m2, i2})
