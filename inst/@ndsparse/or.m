## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} or (@var{A}, @var{B})
## @var{A} | @var{B}: Element-wise logical or: a logical ndsparse with an ndsparse
## or all-false partner, else full logical.
##
## Either operand may be an ndsparse, a full array, a scalar, a 2-D sparse matrix
## or logical, with Octave's automatic broadcasting between compatible sizes (which
## Octave's own sparse matrices lack).  Operands of any numeric class count by
## their values (nonzero is true).  A result that must be full is first checked
## against @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## A = ndsparse ([1 1 1; 2 3 2], [4; -2], [2 3 2]);
## R = A | A
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = or (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  R = nds_logical_op (@or, "or", A, B);
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (or (A, B)), or (F, B));
%! assert (full (or (B, A)), or (B, F));
%! assert (full (or (A, A)), or (F, F));
%! assert (full (or (A, [0; 2])), or (F, [0; 2]));
%! assert (full (or (A, 3)), or (F, 3));
%!error id=ndsparse:size or (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (or (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), or (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (or (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), or (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class or (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> or (ndsparse ([1 1], 1, [2 3]))
%!error id=ndsparse:nan or (ndsparse ([NaN 1]), true)
%!error id=ndsparse:nan or (ndsparse ([1 0]), [1 NaN])
%!error id=ndsparse:nan or (ndsparse ([1 0]), ndsparse ([NaN 1]))
%!error id=ndsparse:nan or (ndsparse (zeros (0, 1)), ndsparse ([NaN 1 0]))
