## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} mrdivide (@var{T}, @var{s})
## @code{@var{T} / @var{s}} for a scalar @var{s}: the same as @code{@var{T} ./
## @var{s}}.  Division by a matrix is not supported (error @code{ndsparse:size}).
##
## @example
## @group
## T = ndsparse ([1 1; 2 2], [2; 4]);
## full (T / 2)     # [1 0; 0 2]
## @end group
## @end example
## @seealso{rdivide}
## @end deftypefn

function R = mrdivide (T, s)
  if (nargin != 2)
    print_usage ();
  endif
  if (isinteger (T))
    nds_integer_refused (T, "mrdivide");
  elseif (isinteger (s))
    nds_integer_refused (s, "mrdivide");
  elseif (! isscalar (s) || isa (s, "ndsparse"))
    error ("ndsparse:size",
           ["mrdivide: only division by a full scalar is supported; " ...
            "use ./ for element-wise division"]);
  endif
  R = rdivide (T, s);
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 2 2], [2; 4], [2 2 2]);
%! assert (full (T / 2), full (T) / 2);
%! assert (full (T / 0), full (T) / 0);
%!error id=ndsparse:size ndsparse ([1 1], 1) / [1 2]
%!error id=ndsparse:size 2 / ndsparse ([1 1], 1)
%!error id=ndsparse:class ndsparse ([1 1], 1) / int8 (2)
%!error id=ndsparse:class int8 (2) / ndsparse ([1 1], 1)
%!error <Invalid call> mrdivide (ndsparse ([1 1], 1))
