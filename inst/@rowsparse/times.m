## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} times (@var{A}, @var{B})
## @code{@var{A} .* @var{B}}.  For two rowsparse arrays of one size, a rowsparse
## whose stored rows are the intersection of theirs; with a real finite scalar, a
## rowsparse with the same stored rows, scaled.  With any other operand (an Inf
## or NaN scalar, which turns the zero rows into NaN, included) the result is
## full, made after checking the full arrays the rowsparse operands become
## against @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
## S = rowsparse ([10 20; 5 5], [3 4], [4 2]);
## rowindices (R .* S)'        # 3
## rowdata (2 .* R)            # [2 4; 6 8]
## @end group
## @end example
## @seealso{mtimes, rdivide, plus}
## @end deftypefn

function C = times (A, B)
  if (isa (A, "rowsparse") && isa (B, "rowsparse"))
    C = rsp_rowset (A, B, ".*");
  elseif (isa (A, "rowsparse") && rsp_scalar (B))
    C = A;
    C.data = A.data .* rsp_num (B);
  elseif (isa (B, "rowsparse") && rsp_scalar (A))
    C = B;
    C.data = rsp_num (A) .* B.data;
  else
    C = rsp_fallback ("times", A, B);
  endif
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
%! S = rowsparse ([10 20; 5 5], [3 4], [4 2]);
%! C = R .* S;
%! assert (class (C), "rowsparse");
%! assert (rowindices (C), 3);
%! assert (full (C), full (R) .* full (S));
%! assert (rowindices (R .* rowsparse ([], [], [4 2])), zeros (0, 1));
%! assert (rowindices (2 .* R), [1; 3]);
%! assert (full (R .* -3), -3 * full (R));
%! assert (full (R .* true), full (R));
%! assert (R .* Inf, full (R) .* Inf);
%! assert (R .* NaN, full (R) .* NaN);
%! assert (R .* ones (4, 2), full (R));
%! assert (class (R .* single (2)), "rowsparse");   # single scalar: a single rowsparse
%! assert (full (R .* single (2)), single (full (R)) .* single (2));
%!test
%! rand ("seed", 13);
%! A = rand (12, 3, 2) .* (rand (12, 1, 1) > 0.5);
%! B = rand (12, 3, 2) .* (rand (12, 1, 1) > 0.5);
%! assert (full (rowsparse (A) .* rowsparse (B)), A .* B);
%!error id=Octave:nonconformant-args rowsparse ([1 2], 1, [3 2]) .* rowsparse ([1 2], 1, [4 2])
