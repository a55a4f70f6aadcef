## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} plus (@var{A}, @var{B})
## @code{@var{A} + @var{B}}.  For two rowsparse arrays of one size, a rowsparse
## whose stored rows are the union of theirs (a row stored by one only is copied);
## no full array is made.  With any other operand the result is full, made after
## checking the full arrays the rowsparse operands become against
## @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
## S = rowsparse ([10 20], 3, [4 2]);
## rowindices (R + S)'         # 1 3
## rowdata (R + S)             # [1 2; 13 24]
## @end group
## @end example
## @seealso{minus, times, rowsparse, ndsparse_config}
## @end deftypefn

function C = plus (A, B)
  if (isa (A, "rowsparse") && isa (B, "rowsparse"))
    C = rsp_rowset (A, B, "+");
  else
    C = rsp_fallback ("plus", A, B);
  endif
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
%! S = rowsparse ([10 20; 5 5], [3 4], [4 2]);
%! C = R + S;
%! assert (class (C), "rowsparse");
%! assert (rowindices (C), [1; 3; 4]);
%! assert (full (C), full (R) + full (S));
%! assert (isequal (R + rowsparse ([], [], [4 2]), R));
%! assert (R + 1, full (R) + 1);
%! assert (1 + R, 1 + full (R));
%! assert (R + ones (4, 2), full (R) + 1);
%! assert (R + sparse (ones (4, 2)), full (R) + 1);
%!test
%! ## N-D, random stored rows; the full arrays are the oracle
%! rand ("seed", 11);
%! for trial = 1:10
%!   A = rand (9, 2, 3) .* (rand (9, 1, 1) > 0.6);
%!   B = rand (9, 2, 3) .* (rand (9, 1, 1) > 0.6);
%!   assert (full (rowsparse (A) + rowsparse (B)), A + B);
%! endfor
%!test
%! old = ndsparse_config ("max_dense", 4);
%! unwind_protect
%!   fail ("rowsparse ([1 2], 1, [3 2]) + 1", "max_dense");
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
%!error id=Octave:nonconformant-args rowsparse ([1 2], 1, [3 2]) + rowsparse ([1 2], 1, [4 2])
