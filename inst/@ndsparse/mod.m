## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} mod (@var{X}, @var{Y})
## Modulus after division, element-wise, as Octave's @code{mod}:
## @code{@var{X} - floor (@var{X} ./ @var{Y}) .* @var{Y}}, with @code{mod (x, 0)} equal
## to x.  At least one operand is an ndsparse; the other may be a full array, a
## scalar or an Octave sparse matrix, with Octave's broadcasting of size-1
## dimensions.  Since @code{mod (0, y)} is 0 (for finite y), an ndsparse @var{X}
## gives an ndsparse result, computed at its stored entries only; a full @var{X}
## that is nonzero where an ndsparse @var{Y} has zeros gives a full result (checked
## against @code{ndsparse_config ("max_dense")}).  SystemML's @code{X %% Y}.
##
## @example
## @group
## X = ndsparse ([1 1 1; 2 2 1; 1 2 2], [7; -7; 5], [2 2 2]);
## R = mod (X, 3)                      # 1, 2, 2 at the same entries
## Q = floor (X ./ 3)                  # the integer division, SystemML's X %/% 3
## @end group
## @end example
## @seealso{rem, bsxfun, floor, rdivide}
## @end deftypefn

function R = mod (X, Y)
  if (nargin != 2)
    print_usage ();
  endif
  if (__nds_stored_complex__ (X) || __nds_stored_complex__ (Y))
    if (iscomplex (X) || iscomplex (Y))
      error ("ndsparse:complex", "mod: not defined for complex numbers");  # as Octave says
    endif
    X = real (X);   Y = real (Y);    # a view of complex values that shows real ones
  endif
  R = bsxfun (@mod, X, Y);
endfunction

%!test
%! rand ("seed", 26);
%! F = round (10 * randn (3, 4, 2)) .* (rand (3, 4, 2) < 0.5);
%! T = ndsparse (F);
%! G = round (5 * randn (3, 4, 2));
%! R = mod (T, 3);
%! assert (isa (R, "ndsparse"));
%! assert (full (R), mod (F, 3));
%! assert (full (mod (T, -3)), mod (F, -3));
%! assert (full (mod (T, G)), mod (F, G));           # G has zeros: mod (x, 0) = x
%! assert (full (mod (T, T)), mod (F, F));
%! assert (mod (G, T), mod (G, F));                  # full: mod (g, 0) = g
%! assert (full (mod (T, [2; 3; 4])), mod (F, [2; 3; 4]));
%! assert (full (mod (T, ndsparse ([0 2 3 5]))), mod (F, [0 2 3 5]));
%! assert (full (mod (T, 2.5)), mod (F, 2.5));
%! assert (full (mod (T, sparse ([1 2 0 4]))), mod (F, [1 2 0 4]));

## mod (0, Inf) and mod (0, NaN) are NaN: those results are full
%!assert (mod (ndsparse ([0 2]), [Inf 3]), mod ([0 2], [Inf 3]))
%!assert (full (mod (ndsparse ([0 2]), ndsparse ([NaN 3]))), mod ([0 2], [NaN 3]))
%!assert (size (mod (ndsparse ([], [], [0 3]), 2)), [0 3])
%!test
%! ## views of complex values that show real ones only are real, as the same
%! ## index of full (T): a divisor of each sign, and a view of a view
%! T = ndsparse ([1 1 1; 2 2 1; 1 3 2; 2 3 2], [7; 2i; -5; 1-1i], [2 3 2]);
%! t = full (T);
%! for d = [3, -4]
%!   assert (full (mod (T(1, :, :), d)), mod (t(1, :, :), d));
%!   assert (full (mod (T(1, :, :)(1, 2:3, 2), d)), mod (t(1, :, :)(1, 2:3, 2), d));
%! endfor
%!error <not defined for complex numbers> mod (complex (ndsparse ([1 1], 1, [2 3]), 0), 2)
%!error id=ndsparse:size mod (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!error id=ndsparse:complex mod (ndsparse ([1 1], 1, [2 3]), 1i)
%!error id=ndsparse:class mod (ndsparse ([1 1], 1, [2 3]), {1})
%!error id=ndsparse:class mod (ndsparse ([1 1], 1, [2 3]), int8 (3))
%!error <Invalid call> mod (ndsparse ([1 1], 1, [2 3]))
%!error <mod: not defined for complex numbers> mod (ndsparse ([1 1], 2+1i, [2 3]), 2)
%!error <mod: not defined for complex numbers> mod (3, ndsparse ([1 1], 1i, [2 3]))
