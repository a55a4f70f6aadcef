## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} gt (@var{A}, @var{B})
## @var{A} > @var{B}: Element-wise greater-than: a logical ndsparse when @code{0 >
## @var{B}} is false everywhere (e.g. @code{T > 0}), else full logical.
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
## R = A > 0
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = gt (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  R = nds_binary (A, B, @gt, "gt");
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (gt (A, B)), gt (F, B));
%! assert (full (gt (B, A)), gt (B, F));
%! assert (full (gt (A, A)), gt (F, F));
%! assert (full (gt (A, [0; 2])), gt (F, [0; 2]));
%! assert (full (gt (A, 3)), gt (F, 3));
%!error id=ndsparse:size gt (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (gt (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), gt (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (gt (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), gt (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class gt (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> gt (ndsparse ([1 1], 1, [2 3]))
