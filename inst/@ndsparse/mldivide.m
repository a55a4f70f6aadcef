## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{X} =} mldivide (@var{A}, @var{B})
## @code{@var{A} \ @var{B}} with an ndsparse operand: the solution of the linear
## system @code{A * X = B} for 2-D operands.
##
## The ndsparse operand is handed to Octave's sparse solvers as a sparse matrix
## (its CSC form, one pass over the stored entries), so the method is Octave's
## own choice: CHOLMOD for a symmetric positive definite @var{A}, UMFPACK's LU for
## another square one, a sparse QR (SuiteSparseQR) in the least-squares sense for a
## rectangular one, with Octave's warnings for singular systems.  A full @var{B}
## gives a full @var{X}; a sparse or ndsparse @var{B} gives an ndsparse.  A scalar
## @var{A} divides element-wise, as in Octave.
##
## @example
## @group
## A = ndsparse ([1 1; 2 2; 3 3; 1 2], [4; 5; 6; 1], [3 3]);
## x = A \ [6; 10; 12]          # [1; 2; 2]
## @end group
## @end example
## @seealso{mrdivide, mtimes, sparse}
## @end deftypefn

function X = mldivide (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  [sng, X] = nds_single_route ("mldivide", 2, A, B);
  if (sng)
    return;
  endif
  if (isinteger (A))
    nds_integer_refused (A, "mldivide");
  elseif (isinteger (B))
    nds_integer_refused (B, "mldivide");
  elseif (numel (A) == 1 && numel (size (A)) == 2
      && (isnumeric (A) || islogical (A) || isa (A, "ndsparse")))
    ## a scalar divides element-wise
    X = ldivide (double (full (A)), B);
  else
    X = nds_solve (A, B, true);
  endif
endfunction

%!shared A, F
%! A = ndsparse ([1 1; 2 2; 3 3; 1 2], [4; 5; 6; 1], [3 3]);
%! F = full (A);
%!assert (A \ [6; 10; 12], [1; 2; 2], 1e-12)
%!assert (A \ magic (3), F \ magic (3), 1e-12)
%!test
%! ## symmetric positive definite (CHOLMOD), general square (UMFPACK), rectangular
%! seed = 3403;
%! rand ("seed", seed); randn ("seed", seed);
%! S = sprandn (60, 60, 0.05) + 10 * speye (60);
%! P = S' * S;
%! b = randn (60, 2);
%! assert (ndsparse (P) \ b, P \ b, 1e-9);
%! assert (ndsparse (S) \ b, S \ b, 1e-9);
%! R = sprandn (80, 30, 0.1) + [speye(30); sparse(50, 30)];
%! c = randn (80, 1);
%! assert (ndsparse (R) \ c, full (R) \ c, 1e-9);
%! X = ndsparse (S) \ sparse (b);
%! assert (isa (X, "ndsparse"));
%! assert (full (X), S \ b, 1e-9);
%! assert (full (S \ ndsparse (b)), S \ b, 1e-9);
%! assert (full (ndsparse (S) \ ndsparse (b)), S \ b, 1e-9);
%!assert (full (ndsparse ([1 1], 2) \ ndsparse ([1 1; 2 1], [4; 6], [2 1])), [2; 3])
%!assert (size (ndsparse (sparse (0, 0)) \ zeros (0, 3)), [0 3])
%!assert (A(1:2, 1:2) \ [5; 5], F(1:2, 1:2) \ [5; 5], 1e-12)
%!error id=ndsparse:class int8 (2) \ ndsparse ([1 1], 1)
%!error id=ndsparse:class ndsparse ([1 1; 2 2], 1) \ uint32 ([1; 2])
%!error id=ndsparse:size A \ ones (2, 1)
%!error id=ndsparse:dims ndsparse ([1 1 2], 1) \ ones (1, 1)
%!error id=ndsparse:class A \ {1}
%!test
%! ## complex systems, either side complex (seeded), against Octave's sparse solve
%! rand ("seed", 3403); randn ("seed", 3403);
%! S = sprandn (30, 30, 0.2) + 4 * speye (30);
%! Z = S + 1i * sprandn (30, 30, 0.1);
%! b = randn (30, 2) + 1i * randn (30, 2);
%! assert (ndsparse (Z) \ b, Z \ b, 1e-9);
%! assert (ndsparse (S) \ b, S \ b, 1e-9);
%! assert (ndsparse (Z) \ real (b), Z \ real (b), 1e-9);
%! X = ndsparse (Z) \ sparse (b);
%! assert (isa (X, "ndsparse") && iscomplex (X));
%! assert (full (X), Z \ b, 1e-9);
%! assert (b.' / ndsparse (Z.'), b.' / Z.', 1e-9);
%! ## a complex operand whose solution is real: real, as in Octave
%! assert (isreal (ndsparse (S * (1 + 1i)) \ ((1 + 1i) * real (b))));
%!error <Invalid call> mldivide (A)
