## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} bsxfun (@var{f}, @var{A}, @var{B})
## Apply the element-wise binary function @var{f} (a handle or a name) to @var{A}
## and @var{B}, at least one an ndsparse, with singleton expansion: a dimension of
## size 1 on one side stretches to the other side's size.  The other operand may be
## a full array, a scalar or an Octave sparse matrix.
##
## The result is an ndsparse when @var{f} gives zero wherever it is not evaluated:
## @var{f} is called only at the stored entries of the ndsparse operands (each
## broadcast over its stretched dimensions), after checking that @var{f} (0, 0) is
## zero, and that @var{f} (0, b) is zero for the values b that meet A's zeros (and
## @var{f} (a, 0) for those meeting B's).  Otherwise the result is full, computed by
## Octave's @code{bsxfun} on full operands after the check against
## @code{ndsparse_config ("max_dense")}.  @var{f} must return real values, one per
## element; logical results give a logical ndsparse.  A single operand gives a
## single result, as Octave's @code{bsxfun} does; integer operands are refused
## (@code{ndsparse:class}), as by Octave's sparse matrices.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [7; -5], [2 3 2]);
## R = bsxfun (@@mod, T, [3; 4])         # sparse: mod (0, y) is 0
## R = bsxfun (@@hypot, T, 0)            # sparse: hypot (0, 0) is 0
## @end group
## @end example
## @seealso{mod, rem, spfun, ndsparse_config}
## @end deftypefn

function R = bsxfun (f, A, B)
  if (nargin != 3)
    print_usage ();
  endif
  if (ischar (f))
    f = str2func (f);
  elseif (! is_function_handle (f))
    error ("ndsparse:fun", "bsxfun: F must be a function handle or name");
  endif
  what = func2str (f);
  if (! isvarname (what))
    what = "bsxfun";
  endif
  if (any (strcmp (what, {"plus", "minus", "times", "rdivide", "ldivide"})))
    [A, B, pair] = nds_tensor_pair (A, B);
    if (pair)
      R = f (A, B);       # the container's pair op (nds_tensor_pair)
      return;
    endif
  endif
  ## f known by its name only: @power's implicit zeros follow Octave's full .^
  R = nds_binary (A, B, @(a, b) checked (f, a, b, what), what, strcmp (what, "power"));
endfunction

## f (a, b), which must be one real value per element
function y = checked (f, a, b, what)
  y = f (a, b);
  if (! (isnumeric (y) || islogical (y)) || ! size_equal (y, a + b))
    error ("ndsparse:fun", "%s: F must return one numeric value per element", what);
  endif
endfunction

%!test
%! rand ("seed", 28);
%! F = round (10 * randn (3, 1, 4)) .* (rand (3, 1, 4) < 0.6);
%! G = round (5 * randn (1, 5, 4)) .* (rand (1, 5, 4) < 0.6);
%! A = ndsparse (F);
%! B = ndsparse (G);
%! F = full (A);          # no -0 (rounding made some): the implicit zeros are +0
%! G = full (B);
%! for f = {@hypot, @min, @max, @(x, y) x .* (y > 1), @atan2}
%!   assert (full (bsxfun (f{1}, A, B)), bsxfun (f{1}, F, G));
%!   assert (full (bsxfun (f{1}, A, G)), bsxfun (f{1}, F, G));
%!   assert (full (bsxfun (f{1}, F, B)), bsxfun (f{1}, F, G));
%! endfor
%! assert (isa (bsxfun (@hypot, A, B), "ndsparse"));
%! R = bsxfun (@and, A, B);
%! assert (islogical (R) && isa (R, "ndsparse"));
%! assert (full (R), bsxfun (@and, F, G));
%! P = bsxfun (@plus, A, B);                 # plus (0, 0) = 0, but union of entries
%! assert (full (P), F + G);
%! E = bsxfun ("plus", A, 1);                # nonzero at zero: full
%! assert (! isa (E, "ndsparse") && isequal (E, F + 1));
%! assert (full (bsxfun (@min, A, 0)), min (F, 0));

## empty operands, broadcasting a 1x1 ndsparse
%!test
%! ## power by handle or name as .^: a stored negative value with an exponent that
%! ## is not an integer puts the implicit zeros in complex arithmetic, as for full
%! T = ndsparse ([1 1 1; 2 3 2; 2 1 2], [-2; 3; 0.5], [2 3 2]);
%! F = full (T);
%! for p = {Inf, 0.5, [0.5 Inf 2], 2}
%!   for f = {@power, "power"}
%!     want = bsxfun (f{1}, F, p{1});
%!     got = full (bsxfun (f{1}, T, p{1}));
%!     assert (isequaln (got, want) && iscomplex (got) == iscomplex (want),
%!             "bsxfun (power, T, %s)", mat2str (p{1}));
%!   endfor
%! endfor
%!assert (size (bsxfun (@mod, ndsparse ([], [], [0 4]), ones (1, 4))), [0 4])
%!assert (full (bsxfun (@mod, ndsparse (5), [2 3])), [1 2])

%!test
%! old = ndsparse_config ("max_dense", 10);
%! unwind_protect
%!   fail ("bsxfun (@plus, ndsparse ([1 1], 1, [4 4]), 1)", "max_dense");
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect

%!error id=ndsparse:fun bsxfun (3, ndsparse ([1 1], 1), 1)
%!error id=ndsparse:fun bsxfun (@(x, y) repmat (x .* y, 2, 1), ndsparse ([1; 1]), 1)
%!assert (full (bsxfun (@(x, y) x * 1i, ndsparse ([1 1], 1), 1)), 1i)
%!error <hypot: nonconformant operands: 2x3 and 3x2> bsxfun (@hypot, ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!error <Invalid call> bsxfun (@mod, ndsparse ([1 1], 1))
