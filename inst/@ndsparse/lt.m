## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} lt (@var{A}, @var{B})
## @var{A} < @var{B}: Element-wise less-than: a logical ndsparse when @code{0 <
## @var{B}} is false everywhere (e.g. @code{T < 0}), else full logical.
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
## R = A < 0
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = lt (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  R = nds_binary (A, B, @lt, "lt");
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (lt (A, B)), lt (F, B));
%! assert (full (lt (B, A)), lt (B, F));
%! assert (full (lt (A, A)), lt (F, F));
%! assert (full (lt (A, [0; 2])), lt (F, [0; 2]));
%! assert (full (lt (A, 3)), lt (F, 3));
%!error id=ndsparse:size lt (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (lt (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), lt (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (lt (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), lt (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class lt (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> lt (ndsparse ([1 1], 1, [2 3]))
