## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} minus (@var{A}, @var{B})
## @code{@var{A} - @var{B}} with a csr operand, as Octave computes it on the
## sparse form of the csr: a sparse result is returned as a csr (csr - csr,
## for one), a full one as a full matrix.
##
## @example
## @group
## full (csr ([1 0; 0 2]) - csr ([0 3; 0 1]))   # [1 -3; 0 1]
## @end group
## @end example
## @seealso{csr, sparse}
## @end deftypefn

function C = minus (A, B)
  C = csr_binop ("minus", A, B);
endfunction

%!test
%! rand ("seed", 13);
%! A = sprand (4, 5, 0.4);
%! B = sprand (4, 5, 0.4) + 1;
%! F = rand (4, 5);
%! C = csr (A) - csr (B);
%! assert (class (C), "csrmatrix");
%! assert (full (C), full (A - B), eps);
%! assert (full (csr (A) - F), full (A - F), eps);
%! assert (full (F - csr (B)), full (F - B), eps);
%! assert (full (csr (A) - 2), full (A - 2), eps);
%! assert (class (csr (A) - F), "double");
