## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} sqrt (@var{T})
## Square root; negative entries give a complex tensor, as Octave's.  It maps
## zero to zero, so the result is an ndsparse computed from the stored values only.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = sqrt (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = sqrt (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = builtin ("sqrt", T);     # octave_ndsparse::map
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; 0.25; 0.75], [2 3 2]);
%! R = sqrt (T);
%! assert (isa (R, "ndsparse"), true);
%! assert (full (R), sqrt (full (T)));
%! assert (full (sqrt (ndsparse ([], [], [0 3]))), sqrt (zeros (0, 3)));
%!error <Invalid call> sqrt ()
%!assert (full (sqrt (ndsparse ([1 2], -4))), sqrt ([0 -4]))
%!assert (iscomplex (sqrt (ndsparse ([1 2], -4))))
%!test
%! ## every method octave_ndsparse::map serves, against the same function of the
%! ## full array: real, negative, complex, single and logical values, views of
%! ## views, results that are zero (round, fix), f (0) != 0 (cos, exp, log)
%! seed = 35;  rand ("seed", seed);  randn ("seed", seed);
%! fs = {@abs, @acos, @angle, @asin, @asinh, @atan, @atanh, @ceil, @conj, @cos, ...
%!       @cosh, @exp, @expm1, @fix, @floor, @imag, @log, @log10, @log1p, @real, ...
%!       @round, @sign, @sin, @sinh, @sqrt, @tan, @tanh};
%! F = randn (4, 5, 3) .* (rand (4, 5, 3) < 0.4);
%! F(F == 0) = 0;     # no -0: angle (-0) is pi, an ndsparse stores no zero
%! F(1, 1, 1) = 0.3;  F(2, 2, 2) = -0.2;
%! Fs = {F, F + 1i * (F > 0.5), single(F), F != 0};
%! for c = 1:numel (Fs)
%!   T = ndsparse (Fs{c});
%!   V = T(2:4, :, 2:3);  W = V(:, 2:4, 2);
%!   for k = 1:numel (fs)
%!     f = fs{k};
%!     for p = {{T, Fs{c}}, {V, Fs{c}(2:4, :, 2:3)}, {W, Fs{c}(2:4, 2:4, 3)}}
%!       [X, E] = deal (p{1}{:});
%!       R = f (X);
%!       what = sprintf ("%s, case %d, seed %d", func2str (f), c, seed);
%!       ## the same mapper on the same values: exactly equal
%!       assert (strcmp (class (full (R)), class (f (E))), what);
%!       assert (isequaln (full (R), f (E)), what);
%!       assert (! isa (R, "ndsparse") || nnz (R) == nnz (f (E)), what);
%!     endfor
%!   endfor
%! endfor
