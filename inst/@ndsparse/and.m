## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} and (@var{A}, @var{B})
## @var{A} & @var{B}: Element-wise logical and: a logical ndsparse whenever one
## operand is an ndsparse (the stored entries are intersected).
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
## R = A & true
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = and (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  R = nds_logical_op (@and, "and", A, B);
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (and (A, B)), and (F, B));
%! assert (full (and (B, A)), and (B, F));
%! assert (full (and (A, A)), and (F, F));
%! assert (full (and (A, [0; 2])), and (F, [0; 2]));
%! assert (full (and (A, 3)), and (F, 3));
%!error id=ndsparse:size and (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (and (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), and (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (and (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), and (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class and (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> and (ndsparse ([1 1], 1, [2 3]))
%!error id=ndsparse:nan and (ndsparse ([NaN 1]), true)
%!error id=ndsparse:nan and (ndsparse ([1 0]), [1 NaN])
%!error id=ndsparse:nan and (ndsparse ([1 0]), ndsparse ([NaN 1]))
%!error id=ndsparse:nan and (ndsparse (NaN), zeros (1, 0))
%!error id=ndsparse:nan and (ndsparse ([1 NaN]), ndsparse (zeros (0, 2)))
%!assert (size (and (ndsparse ([1 NaN])(:, 1), zeros (0, 1))), [0 1])
