## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} times (@var{A}, @var{B})
## @var{A} .* @var{B}: Element-wise product.  The result is sparse unless the other
## operand has Inf or NaN where @var{A} has implicit zeros (@code{0 * Inf} is NaN,
## so that result is full).  Only stored entries are touched: ndsparse times
## ndsparse intersects the stored entries, and a full operand is read at the stored
## coordinates, broadcast along its size-1 dimensions.
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
## R = A .* 2
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = times (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  [A, B, pair] = nds_tensor_pair (A, B);
  if (pair)
    R = A .* B;          # the container's pair op (nds_tensor_pair)
  else
    R = nds_binary (A, B, @times, "times");
  endif
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (times (A, B)), times (F, B));
%! assert (full (times (B, A)), times (B, F));
%! assert (full (times (A, A)), times (F, F));
%! assert (full (times (A, [0; 2])), times (F, [0; 2]));
%! assert (full (times (A, 3)), times (F, 3));
%!error id=ndsparse:size times (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (times (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), times (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (times (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), times (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class times (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> times (ndsparse ([1 1], 1, [2 3]))

%!demo
%! ## Broadcasting, as for Octave's arrays: a column scales mode 1, a 1x1xK
%! ## array mode 3; the result stays sparse (zero times anything is zero).
%! ## Adding a full array gives a full result, as for sparse matrices.
%! T = ndsparse ([1 1 1; 2 3 1; 1 2 2; 2 1 2], [1; 2; 3; 4], [2 3 2]);
%! R1 = T .* [10; 100];                   # scales the rows
%! R3 = T .* reshape ([1 -1], 1, 1, 2);   # flips the sign of page 2
%! full (R1)
%! full (R3)
%! class (R3), nnz (R3)
%! D = T + ones (2, 3);                   # full: every element changes
%! class (D), size (D)
