## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} subsasgn (@var{R}, @var{s}, @var{x})
## Assignment into a rowsparse, @code{@var{R}(@dots{}) = x}, is not defined: it is
## an @code{ndsparse:rowsparse} error that leaves @var{R} unchanged.  Build a new
## one instead (@code{rowsparse (data, indices, sz)}, @code{R + S}), or assign
## into @code{full (R)}.
##
## @example
## @group
## R = rowsparse ([1 2], 1, [3 2]);
## F = full (R);
## F(2, :) = 5;                # assign into the full array
## @end group
## @end example
## @seealso{rowsparse, full}
## @end deftypefn

function R = subsasgn (R, s, x)
  error ("ndsparse:rowsparse",
         "rowsparse: assignment R%s = ... is not defined; assign into full (R) or build a new rowsparse",
         s(1).type);
endfunction

%!test
%! R = rowsparse ([1 2], 1, [3 2]);
%! fail ("R(2, 1) = 5", "assignment R\\(\\) = ... is not defined");
%! assert (full (R), [1 2; 0 0; 0 0]);
%!error id=ndsparse:rowsparse R = rowsparse (1); R.idx = 2;
