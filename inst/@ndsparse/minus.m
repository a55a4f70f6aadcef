## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} minus (@var{A}, @var{B})
## @var{A} - @var{B}: Element-wise difference.  ndsparse minus ndsparse merges the
## stored entries (their union); entries that cancel are dropped.
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
## R = A - A
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = minus (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  [A, B, pair] = nds_tensor_pair (A, B);
  if (pair)
    R = A - B;          # the container's pair op (nds_tensor_pair)
  else
    R = nds_binary (A, B, @minus, "minus");
  endif
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (minus (A, B)), minus (F, B));
%! assert (full (minus (B, A)), minus (B, F));
%! assert (full (minus (A, A)), minus (F, F));
%! assert (full (minus (A, [0; 2])), minus (F, [0; 2]));
%! assert (full (minus (A, 3)), minus (F, 3));
%!error id=ndsparse:size minus (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (minus (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), minus (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (minus (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), minus (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class minus (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> minus (ndsparse ([1 1], 1, [2 3]))
