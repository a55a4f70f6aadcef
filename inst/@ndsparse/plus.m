## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} plus (@var{A}, @var{B})
## @var{A} + @var{B}: Element-wise sum.  With a nonzero full operand the result is
## full (as for sparse matrices); ndsparse plus ndsparse merges the stored entries
## (their union) and stays sparse.
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
## R = A + 1
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = plus (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  [A, B, pair] = nds_tensor_pair (A, B);
  if (pair)
    R = A + B;          # the container's pair op (nds_tensor_pair)
  else
    R = nds_binary (A, B, @plus, "plus");
  endif
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (plus (A, B)), plus (F, B));
%! assert (full (plus (B, A)), plus (B, F));
%! assert (full (plus (A, A)), plus (F, F));
%! assert (full (plus (A, [0; 2])), plus (F, [0; 2]));
%! assert (full (plus (A, 3)), plus (F, 3));
%! ## logical (A) shares A's coordinates and storage id, not its values
%! A = ndsparse ([1 1 1; 2 3 2], [0.5; -2], [2 3 2]);
%! assert (full (A + logical (A)), full (A) + logical (full (A)));
%!error id=ndsparse:size plus (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (plus (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), plus (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (plus (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), plus (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class plus (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> plus (ndsparse ([1 1], 1, [2 3]))
