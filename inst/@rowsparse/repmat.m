## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} repmat (@var{R}, @var{m}, @dots{})
## @code{repmat} of a rowsparse: a full result, computed on the full array the rowsparse
## operands become, after checking their size against
## @code{ndsparse_config ("max_dense")} and with an @code{ndsparse:fallback}
## warning (MXNet's storage fallback: there is no row-sparse kernel for it).
##
## @example
## @group
## repmat (rowsparse ([1 2], 1, [2 2]), 1, 2)   # 2x4
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse_config}
## @end deftypefn

function varargout = repmat (varargin)
  [varargout{1:max (nargout, 1)}] = rsp_fallback ("repmat", varargin{:});
endfunction

%!shared R, F
%! R = rowsparse ([1 -2 3; 4 5 -6], [1 3], [4 3]);
%! F = full (R);
%!warning <storage fallback> repmat (R, 2, 1);
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (repmat (R, 2, 3), repmat (F, 2, 3))
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (repmat (R, [1 1 2]), repmat (F, [1 1 2]))
