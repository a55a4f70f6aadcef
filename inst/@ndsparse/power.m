## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} power (@var{A}, @var{B})
## @var{A} .^ @var{B}: Element-wise power.  Sparse when @code{0 .^ @var{B}} is zero
## (positive exponents); @code{T .^ 0} and negative exponents give full results.
## A result is complex where Octave's is (a negative base with a fractional
## exponent, a complex operand), and real when its imaginary parts are all zero.
##
## Either operand may be an ndsparse, a full array, a scalar, a 2-D sparse matrix
## or logical, with Octave's automatic broadcasting between compatible sizes (which
## Octave's own sparse matrices lack).  Single operands are converted to double;
## integer operands are refused (@code{ndsparse:class}), as by Octave's sparse
## matrices.  A result that must be full is first checked against
## @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## A = ndsparse ([1 1 1; 2 3 2], [4; -2], [2 3 2]);
## R = A .^ 2
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = power (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  R = nds_binary (A, B, @power, "power");
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (power (A, B)), power (F, B));
%! assert (full (power (B, A)), power (B, F));
%! assert (full (power (A, A)), power (F, F));
%! assert (full (power (A, [0; 2])), power (F, [0; 2]));
%! assert (full (power (A, 3)), power (F, 3));
%!assert (full (ndsparse ([-4; 1]) .^ 0.5), [-4; 1] .^ 0.5)
%!assert (ndsparse ([-4; 1]) .^ -0.5, [-4; 1] .^ -0.5)
%!assert ((-2) .^ ndsparse ([0.5 0]), (-2) .^ [0.5 0])
%!error id=ndsparse:size power (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (power (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), power (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (power (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), power (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class power (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> power (ndsparse ([1 1], 1, [2 3]))
