## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} minus (@var{A}, @var{B})
## @code{@var{A} - @var{B}}.  For two rowsparse arrays of one size, a rowsparse
## whose stored rows are the union of theirs; no full array is made.  With any
## other operand the result is full, made after checking the full arrays the
## rowsparse operands become against @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
## S = rowsparse ([1 1], 2, [4 2]);
## rowindices (R - S)'         # 1 2 3
## @end group
## @end example
## @seealso{plus, uminus, rowsparse}
## @end deftypefn

function C = minus (A, B)
  if (isa (A, "rowsparse") && isa (B, "rowsparse"))
    C = rsp_rowset (A, B, "-");
  else
    C = rsp_fallback ("minus", A, B);
  endif
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
%! S = rowsparse ([1 1; 3 4], [2 3], [4 2]);
%! C = R - S;
%! assert (class (C), "rowsparse");
%! assert (rowindices (C), [1; 2; 3]);
%! assert (full (C), full (R) - full (S));
%! assert (nnz (C), 4);
%! assert (R - 2, full (R) - 2);
%! assert (2 - R, 2 - full (R));
%! assert (isequal (R - R, zeros (4, 2)));
%!error id=Octave:nonconformant-args rowsparse ([1 2], 1, [3 2]) - rowsparse ([1 2 3], 1, [3 3])
