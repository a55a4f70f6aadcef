## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} mtimes (@var{A}, @var{B})
## @code{@var{A} * @var{B}}.  With a real finite scalar, a rowsparse with the same
## stored rows, scaled (as @code{.*}).  Other products are full results, made
## after checking the full arrays the rowsparse operands become against
## @code{ndsparse_config ("max_dense")}; @code{spdot (X, R)} multiplies a sparse
## matrix by a rowsparse without making @var{R} full.
##
## @example
## @group
## R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
## rowdata (R * 0.5)           # [0.5 1; 1.5 2]
## @end group
## @end example
## @seealso{times, spdot}
## @end deftypefn

function C = mtimes (A, B)
  if ((isa (A, "rowsparse") && rsp_scalar (B)) || (isa (B, "rowsparse") && rsp_scalar (A)))
    C = times (A, B);
  else
    C = rsp_fallback ("mtimes", A, B);
  endif
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
%! assert (class (R * 0.5), "rowsparse");
%! assert (full (R * 0.5), full (R) * 0.5);
%! assert (full (4 * R), 4 * full (R));
%! assert (R * [1; 1], full (R) * [1; 1]);
%! assert ([1 2 3 4] * R, [1 2 3 4] * full (R));
%! assert (R * Inf, full (R) * Inf);
