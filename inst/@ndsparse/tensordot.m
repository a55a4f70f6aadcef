## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{C} =} tensordot (@var{A}, @var{B})
## @deftypefnx {ndsparse} {@var{C} =} tensordot (@var{A}, @var{B}, @var{adims}, @var{bdims})
## Another name for @code{ttt}: contract the modes @var{adims} of @var{A} with the
## modes @var{bdims} of @var{B}; the outer product without modes.
##
## @example
## @group
## A = ndsparse ([1 2 1; 2 1 3], [5; 6], [2 2 3]);
## C = tensordot (A, A, [1 2], [1 2]);    # 3-by-3
## @end group
## @end example
## @seealso{ttt}
## @end deftypefn

function C = tensordot (A, B, varargin)
  if (nargin < 2 || nargin > 4)
    print_usage ();
  endif
  [sng, C] = nds_single_route ("tensordot", 2, A, B, varargin{:});
  if (sng)
    return;
  endif
  C = ttt (A, B, varargin{:});
endfunction

%!test
%! A = ndsparse ([1 2 1; 2 1 3; 2 2 2], [5; 6; 7], [2 2 3]);
%! F = full (A);
%! assert (full (tensordot (A, A, [1 2], [1 2])), reshape (F, 4, 3).' * reshape (F, 4, 3));
%! assert (isequal (tensordot (A, A), ttt (A, A)));
%!error <Invalid call> tensordot (ndsparse ([1 1], 1))

## integer operands are refused, as Octave refuses [1 2] * int8 ([1; 2]) and
## sparse (1) * int8 (2): the class error names the argument
%!error id=ndsparse:class tensordot (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), ones (2, 2, 2, "int8"), 1:3)
%!error <ttt: B is int8> tensordot (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), ones (2, 2, 2, "int8"), 1:3)
%!error id=ndsparse:class tensordot (ones (2, 2, "uint64"), ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), 1, 2)
%!error <ttt: A is uint64> tensordot (ones (2, 2, "uint64"), ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), 1, 2)
