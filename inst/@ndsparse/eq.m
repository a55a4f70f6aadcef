## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} eq (@var{A}, @var{B})
## @var{A} == @var{B}: Element-wise equality.  The implicit zeros compare equal to
## zero, so against zero the result is a full logical array; against nonzero values
## it is a logical ndsparse.
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
## R = A == 2
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = eq (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  R = nds_binary (A, B, @eq, "eq");
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (eq (A, B)), eq (F, B));
%! assert (full (eq (B, A)), eq (B, F));
%! assert (full (eq (A, A)), eq (F, F));
%! assert (full (eq (A, [0; 2])), eq (F, [0; 2]));
%! assert (full (eq (A, 3)), eq (F, 3));
%!error id=ndsparse:size eq (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (eq (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), eq (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (eq (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), eq (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class eq (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> eq (ndsparse ([1 1], 1, [2 3]))
