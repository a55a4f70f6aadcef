## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} exp (@var{R}, @dots{})
## @code{exp} of a rowsparse: a full result, computed on the full array @var{R} becomes,
## after checking its size against @code{ndsparse_config ("max_dense")} (MXNet's
## storage fallback: there is no row-sparse kernel for it).  Further arguments
## are passed on as they are.
##
## @example
## @group
## exp (rowsparse ([1 2], 1, [2 2]))
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse_config}
## @end deftypefn

function varargout = exp (varargin)
  [varargout{1:max (nargout, 1)}] = rsp_fallback ("exp", varargin{:});
endfunction

%!test
%! R = rowsparse ([1 2; 3 0.5], [1 3], [4 2]);
%! F = full (R);
%! assert (exp (R), exp (F));
%!test
%! old = ndsparse_config ("max_dense", 7);
%! unwind_protect
%!   fail ("exp (rowsparse ([1 2], 1, [4 2]))", "max_dense");
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
