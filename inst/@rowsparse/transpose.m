## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} transpose (@var{R})
## The transpose @code{R.'} of a rowsparse: a full result, computed on the full array the rowsparse
## operands become, after checking their size against
## @code{ndsparse_config ("max_dense")} and with an @code{ndsparse:fallback}
## warning (MXNet's storage fallback: there is no row-sparse kernel for it).
##
## @example
## @group
## R = rowsparse ([1 2 3], 2, [2 3]);
## R.'                        # 3x2: [0 1; 0 2; 0 3]
## @end group
## @end example
## @seealso{rowsparse, full, ndsparse_config}
## @end deftypefn

function varargout = transpose (varargin)
  if (numel (size (varargin{1})) > 2)
    error ("ndsparse:rowsparse", "transpose: R must be 2-D, not of size %s",
           mat2str (size (varargin{1})));
  endif
  [varargout{1:max (nargout, 1)}] = rsp_fallback ("transpose", varargin{:});
endfunction

%!shared R, F
%! R = rowsparse ([1 -2 3; 4 5 -6], [1 3], [4 3]);
%! F = full (R);
%!warning <storage fallback> R.';
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (R.', F.')
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (transpose (R), F.')
%!test
%! warning ("off", "ndsparse:fallback", "local");
%! assert (size (rowsparse ([], [], [5 0]).'), [0 5])
%!error <R must be 2-D, not of size \[1 2 2\]> transpose (rowsparse (ones (1, 2, 2)))
