## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} rdivide (@var{A}, @var{B})
## @var{A} ./ @var{B}: Element-wise right division.  Sparse when the divisor has no
## zeros (and no NaN); @code{T ./ 0} and ndsparse divided by ndsparse are full,
## with NaN at @code{0/0}, as @code{full (T) ./ 0} is.
##
## Either operand may be an ndsparse, a full array, a scalar, a 2-D sparse matrix
## or logical, with Octave's automatic broadcasting between compatible sizes (which
## Octave's own sparse matrices lack).  A single operand gives a single result;
## integer operands are refused (@code{ndsparse:class}), as by Octave's sparse
## matrices.  A result that must be full is first checked against
## @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## A = ndsparse ([1 1 1; 2 3 2], [4; -2], [2 3 2]);
## R = A ./ 2
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = rdivide (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  [A, B, pair] = nds_tensor_pair (A, B);
  if (pair)
    R = A ./ B;          # the container's pair op (nds_tensor_pair)
  else
    R = nds_binary (A, B, @rdivide, "rdivide");
  endif
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (rdivide (A, B)), rdivide (F, B));
%! assert (full (rdivide (B, A)), rdivide (B, F));
%! assert (full (rdivide (A, A)), rdivide (F, F));
%! assert (full (rdivide (A, [0; 2])), rdivide (F, [0; 2]));
%! assert (full (rdivide (A, 3)), rdivide (F, 3));
%!error id=ndsparse:size rdivide (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (rdivide (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), rdivide (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (rdivide (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), rdivide (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class rdivide (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> rdivide (ndsparse ([1 1], 1, [2 3]))
