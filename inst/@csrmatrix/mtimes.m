## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{Y} =} mtimes (@var{A}, @var{B})
## @code{@var{A} * @var{B}} with a csr operand.  @code{X * W} for a full or
## rowsparse @var{W} (or an @code{optparam}) is @code{spdot (X, W)}: a full
## result computed from the entries of @var{X} only, whatever its number of
## columns.  A real finite scalar scales the stored values and keeps a csr.  With
## a sparse matrix or an ndsparse, or a csr on the right of another matrix, the
## product is Octave's sparse one on @code{sparse (X)}.
##
## @example
## @group
## X = csr ([1 0 2; 0 3 0]);
## X * [1; 1; 1]               # [3; 3]
## Y = 2 * X;                  # a csr
## @end group
## @end example
## @seealso{spdot, csr, rowsparse}
## @end deftypefn

function Y = mtimes (A, B)
  csr_no_integer ("mtimes", A, B);
  if (isa (A, "csrmatrix") && scalar_factor (B))
    Y = A;
    Y.data = A.data * csr_num (B);
  elseif (isa (B, "csrmatrix") && scalar_factor (A))
    Y = B;
    Y.data = csr_num (A) * B.data;
  elseif (isa (A, "csrmatrix") && (isa (B, "rowsparse") || isa (B, "optparam")
                             || ((isnumeric (B) || islogical (B)) && ! issparse (B))))
    Y = spdot (A, B);
  else
    if (isa (A, "csrmatrix"))
      A = sparse (A);
    endif
    if (isa (B, "csrmatrix"))
      B = sparse (B);
    endif
    Y = A * B;
  endif
endfunction

function tf = scalar_factor (s)
  tf = (isnumeric (s) || islogical (s)) && isscalar (s) && isreal (s) && ! issparse (s) ...
       && isfinite (s);
endfunction

%!test
%! rand ("seed", 12);
%! A = sprand (5, 7, 0.4);
%! X = csr (A);
%! W = rand (7, 3);
%! assert (X * W, full (A * W), 1e-14);
%! R = rowsparse (W .* (rand (7, 1) > 0.5));
%! assert (X * R, full (A * full (R)), 1e-14);
%! assert (full (2 * X), full (2 * A));
%! assert (class (X * 0.5), "csrmatrix");
%! assert (full (X * 0.5), full (A) * 0.5);
%! assert (X * A.', A * A.', 1e-14);
%! B = rand (2, 5);
%! assert (B * X, B * A, 1e-14);
%! assert (X * ones (7, 0), zeros (5, 0));
%!test
%! ## integer operands are refused, as Octave's sparse refuses them (a csr holds
%! ## floating-point values): every class, both sides, scalar and matrix
%! X = csr ([1 0 2; 0 3 0]);
%! for c = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"}
%!   for f = {@(a, b) a * b, @(a, b) a + b, @(a, b) a - b, @(a, b) a .* b, @(a, b) a ./ b}
%!     for Y = {ones(1, 1, c{1}), ones(3, 2, c{1}), ones(2, 3, c{1})}
%!       for side = 1:2
%!         try
%!           if (side == 1)
%!             f{1} (X, Y{1});
%!           else
%!             f{1} (Y{1}.', X);
%!           endif
%!           error ("no error for %s with %s", func2str (f{1}), c{1});
%!         catch err
%!           assert (err.identifier, "ndsparse:class", err.message);
%!           assert (! isempty (strfind (err.message, c{1})), err.message);
%!         end_try_catch
%!       endfor
%!     endfor
%!   endfor
%! endfor
%!error <mtimes: an operand is int8> csr (eye (2)) * int8 (2)
%!error <plus: an operand is uint64> csr (eye (2)) + uint64 (5)
%!error <rdivide: an operand is int16> csr (eye (2)) ./ int16 (2)
