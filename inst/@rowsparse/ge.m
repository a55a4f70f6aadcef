## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} ge (@var{A}, @var{B})
## @code{@var{A} >= @var{B}} of rowsparse operands: a full result, computed on the full arrays the
## rowsparse operands become, after checking their size against
## @code{ndsparse_config ("max_dense")} (MXNet's storage fallback: there is no
## row-sparse kernel for it).
##
## @example
## @group
## rowsparse ([2 4], 1, [2 2]) >= 2
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse_config}
## @end deftypefn

function varargout = ge (varargin)
  [varargout{1:max (nargout, 1)}] = rsp_fallback ("ge", varargin{:});
endfunction

%!test
%! R = rowsparse ([1 -2; 3 0], [1 3], [4 2]);
%! F = full (R);
%! assert (R >= 0, F >= 0);
%! assert (1 >= R, 1 >= F);
%! assert (R >= R, F >= F);
%!test
%! old = ndsparse_config ("max_dense", 7);
%! unwind_protect
%!   fail ("ge (rowsparse ([1 2], 1, [4 2]), rowsparse ([1 2], 1, [4 2]))", "max_dense");
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
