## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} ne (@var{A}, @var{B})
## @var{A} != @var{B}: Element-wise inequality: a logical ndsparse when compared
## with zero or another ndsparse, else a full logical array.
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
## R = A != 0
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = ne (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  R = nds_binary (A, B, @ne, "ne");
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (ne (A, B)), ne (F, B));
%! assert (full (ne (B, A)), ne (B, F));
%! assert (full (ne (A, A)), ne (F, F));
%! assert (full (ne (A, [0; 2])), ne (F, [0; 2]));
%! assert (full (ne (A, 3)), ne (F, 3));
%!error id=ndsparse:size ne (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (ne (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), ne (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (ne (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), ne (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class ne (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> ne (ndsparse ([1 1], 1, [2 3]))
