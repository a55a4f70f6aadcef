## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} ldivide (@var{A}, @var{B})
## @var{A} .\ @var{B}: Element-wise left division, @code{@var{B}} ./ @var{A}.
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
## R = 2 .\ A
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = ldivide (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  [A, B, pair] = nds_tensor_pair (A, B);
  if (pair)
    R = A .\ B;          # the container's pair op (nds_tensor_pair)
  else
    R = nds_binary (A, B, @ldivide, "ldivide");
  endif
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (ldivide (A, B)), ldivide (F, B));
%! assert (full (ldivide (B, A)), ldivide (B, F));
%! assert (full (ldivide (A, A)), ldivide (F, F));
%! assert (full (ldivide (A, [0; 2])), ldivide (F, [0; 2]));
%! assert (full (ldivide (A, 3)), ldivide (F, 3));
%!error id=ndsparse:size ldivide (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (ldivide (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), ldivide (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (ldivide (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), ldivide (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class ldivide (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> ldivide (ndsparse ([1 1], 1, [2 3]))
