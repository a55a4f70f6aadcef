## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} rdivide (@var{A}, @var{B})
## @code{@var{A} ./ @var{B}}.  A rowsparse divided by a real finite nonzero scalar
## is a rowsparse with the same stored rows.  Anything else (a zero or NaN
## divisor, which fills the zero rows with NaN, or a rowsparse divisor) is a
## full result, made after checking the full arrays the rowsparse operands become
## against @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## R = rowsparse ([2 4], 3, [4 2]);
## rowdata (R ./ 2)            # 1 2
## @end group
## @end example
## @seealso{times, mtimes}
## @end deftypefn

function C = rdivide (A, B)
  if (isa (A, "rowsparse") && rsp_scalar (B) && B != 0)
    C = A;
    C.data = A.data ./ rsp_num (B);
  else
    C = rsp_fallback ("rdivide", A, B);
  endif
endfunction

%!test
%! R = rowsparse ([2 4; 6 8], [3 1], [4 2]);
%! assert (class (R ./ 2), "rowsparse");
%! assert (full (R ./ 2), full (R) ./ 2);
%! assert (full (R ./ -4), full (R) ./ -4);
%! assert (R ./ 0, full (R) ./ 0);
%! assert (1 ./ R, 1 ./ full (R));
%! assert (R ./ R, full (R) ./ full (R));
