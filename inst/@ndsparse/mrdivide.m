## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{X} =} mrdivide (@var{B}, @var{A})
## @code{@var{B} / @var{A}} with an ndsparse operand.  For a scalar @var{A} it is
## @code{@var{B} ./ @var{A}} (any number of dims).  Otherwise both are 2-D and
## @var{X} solves @code{X * A = B} through Octave's sparse solvers (as for
## @code{mldivide}: CHOLMOD, UMFPACK, or a sparse QR for a rectangular @var{A}); a
## full @var{B} gives a full @var{X}, a sparse or ndsparse @var{B} an ndsparse.
##
## @example
## @group
## T = ndsparse ([1 1; 2 2], [2; 4]);
## full (T / 2)           # [1 0; 0 2]
## x = [2 4] / T          # [1 1]
## @end group
## @end example
## @seealso{rdivide, mldivide}
## @end deftypefn

function R = mrdivide (T, s)
  if (nargin != 2)
    print_usage ();
  endif
  [sng, R] = nds_single_route ("mrdivide", 2, T, s);
  if (sng)
    return;
  endif
  if (isinteger (T))
    nds_integer_refused (T, "mrdivide");
  elseif (isinteger (s))
    nds_integer_refused (s, "mrdivide");
  elseif (numel (s) == 1 && numel (size (s)) == 2
      && (isnumeric (s) || islogical (s) || isa (s, "ndsparse")))
    ## a scalar divides element-wise (a full double s as it is: full and double
    ## narrow complex (NaN, 0), by which Octave's quotient is complex)
    if (! strcmp (class (s), "double") || issparse (s))
      s = double (full (s));
    endif
    R = rdivide (T, s);
  else
    R = nds_solve (T, s, false);
  endif
endfunction

%!assert (full (ndsparse ([1 1], 2, [2 2]) / complex (NaN, 0)), [2 0; 0 0] / complex (NaN, 0))
%!assert (iscomplex (ndsparse ([1 1], 2, [2 2]) / complex (NaN, 0)))
%!test
%! T = ndsparse ([1 1 1; 2 2 2], [2; 4], [2 2 2]);
%! assert (full (T / 2), full (T) / 2);
%! assert (full (T / 0), full (T) / 0);
%!assert (2 / ndsparse ([1 1], 4), 0.5)
%!test
%! seed = 3404;
%! rand ("seed", seed); randn ("seed", seed);
%! S = sprandn (50, 50, 0.05) + 10 * speye (50);
%! b = randn (3, 50);
%! assert (b / ndsparse (S), b / S, 1e-9);
%! X = sparse (b) / ndsparse (S);
%! assert (isa (X, "ndsparse"));
%! assert (full (X), b / S, 1e-9);
%! assert (full (ndsparse (b) / S), b / S, 1e-9);
%! assert ([2 4] / ndsparse ([1 1; 2 2], [2; 4]), [1 1], 1e-12);
%!error id=ndsparse:size ndsparse ([1 1], 1) / [1 2]
%!error id=ndsparse:class ndsparse ([1 1], 1) / int8 (2)
%!error id=ndsparse:class int8 (2) / ndsparse ([1 1], 1)
%!error id=ndsparse:class int16 ([1 2]) / ndsparse ([1 1; 2 2], 1)
%!error id=ndsparse:size ndsparse ([1 1; 2 2], 1) / ones (3, 3)
%!error id=ndsparse:dims ones (1, 2) / ndsparse ([1 1 2], 1)
%!error id=ndsparse:class ndsparse ([1 1; 2 2], 1) / {1}
%!error id=ndsparse:class {1} \ ndsparse ([1 1; 2 2], 1)
%!error <Invalid call> mrdivide (ndsparse ([1 1], 1))
