## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{Y} =} ttv (@var{T}, @var{v}, @var{n})
## @deftypefnx {ndsparse} {@var{Y} =} ttv (@var{T}, @{@var{v1}, @dots{}@}, @var{dims})
## @deftypefnx {ndsparse} {@var{Y} =} ttv (@var{T}, @{@var{v1}, @dots{}@})
## The tensor-times-vector product where @var{T} or a vector is a rowsparse: as
## @code{ttv} of an ndsparse, a rowsparse vector taken as its full column (a
## vector's length is a mode's extent) and a rowsparse @var{T} as its ndsparse.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 1; 2 1 2], [1; 2; 3], [2 3 2]);
## Y = ttv (T, rowsparse ([0; 0; 4]), 2);
## full (Y)                    # [0 0; 8 0]
## @end group
## @end example
## @seealso{rowsparse, ndsparse}
## @end deftypefn

function Y = ttv (T, v, varargin)
  if (nargin < 2 || nargin > 3)
    print_usage ();
  endif
  if (isa (T, "rowsparse"))
    T = ndsparse (T);
  endif
  if (iscell (v))
    for k = 1:numel (v)
      if (isa (v{k}, "rowsparse"))
        v{k} = full (v{k});
      endif
    endfor
  elseif (isa (v, "rowsparse"))
    v = full (v);
  endif
  Y = ttv (T, v, varargin{:});
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 1; 2 1 2], [1; 2; 3], [2 3 2]);
%! F = full (T);
%! v = [0; 0; 4];
%! Y = ttv (T, rowsparse (v), 2);
%! assert (full (Y), [0 0; 8 0]);
%! assert (full (Y), reshape (sum (F .* v.', 2), 2, 2));    # the formula
%! r3 = rowsparse ([1; 1; 1]);
%! assert (full (ttv (T, {[1; 2], r3}, [1 2])),
%!         full (ttv (T, {[1; 2], [1; 1; 1]}, [1 2])));
%! r1 = rowsparse ([1; 2]);
%! w = {r1, [1; 1; 1], rowsparse([2; 3])};
%! assert (ttv (T, w), 1*2 + 2*2*2 + 3*2*3);
%! R = rowsparse (F);
%! assert (full (ttv (R, [1; 2], 1)), full (ttv (T, [1; 2], 1)));
%! assert (full (ttv (R, rowsparse ([1; 2]), 1)), reshape (sum (F .* [1; 2], 1), 3, 2));
%!error <Invalid call> ttv (rowsparse ([1; 2]))
%!error id=ndsparse:size ttv (ndsparse ([1 1 1], 1, [2 3 2]), rowsparse ([1; 2]), 2)
