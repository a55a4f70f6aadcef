## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} ge (@var{A}, @var{B})
## @var{A} >= @var{B}: Element-wise greater-or-equal: a logical ndsparse when
## @code{0 >= @var{B}} is false everywhere (e.g. @code{T >= 1}), else full logical.
##
## Either operand may be an ndsparse, a full array, a scalar, a 2-D sparse matrix
## or logical, with Octave's automatic broadcasting between compatible sizes (which
## Octave's own sparse matrices lack).  Single operands compare as they do with
## @code{full (T)}; integer operands are refused (@code{ndsparse:class}), as by
## Octave's sparse matrices.  A result that must be full is first checked against
## @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## A = ndsparse ([1 1 1; 2 3 2], [4; -2], [2 3 2]);
## R = A >= 1
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = ge (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  R = nds_binary (A, B, @ge, "ge");
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (ge (A, B)), ge (F, B));
%! assert (full (ge (B, A)), ge (B, F));
%! assert (full (ge (A, A)), ge (F, F));
%! assert (full (ge (A, [0; 2])), ge (F, [0; 2]));
%! assert (full (ge (A, 3)), ge (F, 3));
%!error id=ndsparse:size ge (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (ge (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), ge (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (ge (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), ge (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class ge (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> ge (ndsparse ([1 1], 1, [2 3]))
