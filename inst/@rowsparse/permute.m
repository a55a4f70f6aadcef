## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} permute (@var{R}, @var{perm})
## @code{permute} of a rowsparse: a full result, computed on the full array the rowsparse
## operands become, after checking their size against
## @code{ndsparse_config ("max_dense")} and with an @code{ndsparse:fallback}
## warning (MXNet's storage fallback: there is no row-sparse kernel for it).
##
## @example
## @group
## permute (rowsparse ([1 2], 1, [2 2]), [2 1])   # [1 0; 2 0]
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse_config}
## @end deftypefn

function varargout = permute (varargin)
  [varargout{1:max (nargout, 1)}] = rsp_fallback ("permute", varargin{:});
endfunction

%!shared R, F
%! R = rowsparse ([1 -2 3; 4 5 -6], [1 3], [4 3]);
%! F = full (R);
%!warning <storage fallback> permute (R, [2 1]);
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (permute (R, [2 1]), F.')
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (permute (R, [3 1 2]), permute (F, [3 1 2]))
