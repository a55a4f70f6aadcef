## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} rem (@var{X}, @var{Y})
## Remainder after division, element-wise, as Octave's @code{rem}:
## @code{@var{X} - fix (@var{X} ./ @var{Y}) .* @var{Y}}, the sign of @var{X}.  Operands,
## broadcasting and the kind of the result as for @code{mod}: an ndsparse @var{X}
## gives an ndsparse, computed at its stored entries, since @code{rem (0, y)} is 0
## for finite nonzero y (Octave's @code{rem (0, 0)} is NaN, so an ndsparse divisor
## with zeros where @var{X} has them too gives a full result).
##
## @example
## @group
## X = ndsparse ([1 1 1; 2 2 1; 1 2 2], [7; -7; 5], [2 2 2]);
## R = rem (X, 3)                      # 1, -1, 2 at the same entries
## @end group
## @end example
## @seealso{mod, bsxfun, fix}
## @end deftypefn

function R = rem (X, Y)
  if (nargin != 2)
    print_usage ();
  endif
  if (__nds_stored_complex__ (X) || __nds_stored_complex__ (Y))
    if (iscomplex (X) || iscomplex (Y))
      error ("ndsparse:complex", "rem: not defined for complex numbers");  # as Octave says
    endif
    X = real (X);   Y = real (Y);    # a view of complex values that shows real ones
  endif
  R = bsxfun (@rem, X, Y);
endfunction

%!test
%! rand ("seed", 27);
%! F = round (10 * randn (3, 4, 2)) .* (rand (3, 4, 2) < 0.5);
%! T = ndsparse (F);
%! G = round (5 * randn (3, 4, 2)) + 10 * (rand (3, 4, 2) < 0.3);
%! R = rem (T, 3);
%! assert (isa (R, "ndsparse"));
%! assert (full (R), rem (F, 3));
%! assert (full (rem (T, -3)), rem (F, -3));
%! assert (full (rem (T, G + (G == 0))), rem (F, G + (G == 0)));
%! assert (rem (G, T), rem (G, F));
%! assert (full (rem (T, [2 3 4 5])), rem (F, [2 3 4 5]));
%! assert (full (rem (T, reshape ([2 3], [1 1 2]))), rem (F, reshape ([2 3], [1 1 2])));

## rem (0, 0) is NaN in Octave: an ndsparse divided by a divisor with zeros is full
%!assert (rem (ndsparse ([0 2]), [0 3]), rem ([0 2], [0 3]))
%!assert (rem (ndsparse ([0 2]), ndsparse ([0 3])), rem ([0 2], [0 3]))
%!test
%! ## a view of complex values that shows real ones only is real, as full (T)(1, :)
%! T = ndsparse ([1 1; 2 2; 1 3], [7; 2i; -5], [2 3]);
%! assert (full (rem (T(1, :), 3)), rem (full (T)(1, :), 3));
%! assert (full (rem (-9, T(1, :))), rem (-9, full (T)(1, :)));
%!error <not defined for complex numbers> rem (complex (ndsparse ([1 1], 1, [2 3]), 0), 2)
%!error id=ndsparse:size rem (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!error <Invalid call> rem (ndsparse ([1 1], 1, [2 3]))
%!error id=ndsparse:complex rem (ndsparse ([1 1], 1i, [2 3]), 2)
%!error <rem: not defined for complex numbers> rem (ndsparse ([1 1], 1, [2 3]), 1i)
