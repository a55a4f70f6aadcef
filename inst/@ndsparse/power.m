## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} power (@var{A}, @var{B})
## @var{A} .^ @var{B}: Element-wise power.  Sparse when @code{0 .^ @var{B}} is zero
## (positive exponents); @code{T .^ 0} and negative exponents give full results.
## A result is complex where Octave's is (a negative base with a fractional
## exponent, a complex operand), and real when its imaginary parts are all zero.
## As for Octave's full arrays, a stored negative value with an exponent that is
## not an integer puts every element in complex arithmetic, the zeros too:
## @code{0 .^ Inf} is then @code{NaN - NaNi}, so @code{T .^ Inf} of such a
## @var{T} is full, as @code{full (T) .^ Inf} is.
##
## Either operand may be an ndsparse, a full array, a scalar, a 2-D sparse matrix
## or logical, with Octave's automatic broadcasting between compatible sizes (which
## Octave's own sparse matrices lack).  Single with double gives single, as in
## Octave; integer operands are refused (@code{ndsparse:class}), as by Octave's
## sparse matrices.  A result that must be full is first checked against
## @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## A = ndsparse ([1 1 1; 2 3 2], [4; -2], [2 3 2]);
## R = A .^ 2
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = power (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  R = nds_binary (A, B, @power, "power", true);
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (power (A, B)), power (F, B));
%! assert (full (power (B, A)), power (B, F));
%! assert (full (power (A, A)), power (F, F));
%! assert (full (power (A, [0; 2])), power (F, [0; 2]));
%! assert (full (power (A, 3)), power (F, 3));
%!assert (full (ndsparse ([-4; 1]) .^ 0.5), [-4; 1] .^ 0.5)
%!assert (ndsparse ([-4; 1]) .^ -0.5, [-4; 1] .^ -0.5)
%!assert ((-2) .^ ndsparse ([0.5 0]), (-2) .^ [0.5 0])
%!function same_power (want, got, tag)
%!  ok = isequaln (got, want) && strcmp (class (got), class (want)) ...
%!       && iscomplex (got) == iscomplex (want);
%!  assert (ok, "power: %s: full (T) .^ p gives %s, T .^ p gives %s", tag, ...
%!          mat2str (double (want(:).'), 5), mat2str (double (got(:).'), 5));
%!endfunction
%!test
%! ## every scalar exponent class against full (T) of each value class: Octave's
%! ## full .^ takes complex arithmetic for every element (the zeros too: 0 .^ Inf is
%! ## NaN - NaNi there) when an element is negative and p is not an integer
%! ps = {-Inf, -2, -1, -0.5, 0, 0.5, 1, 2, 3, Inf, NaN, 1i, 2+1i, 2^40, -3.5, true};
%! vs = {[-2; 3; 0.5], [2; 3; 0.5], [-2+1i; 3; 0.5], [2i; -3; 1], zeros(0, 1)};
%! S = [1 1 1; 2 3 2; 2 1 2];
%! for iv = 1:numel (vs)
%!   for c = {"double", "single", "logical"}
%!     v = vs{iv};
%!     if (strcmp (c{1}, "logical"))
%!       if (! isreal (v)) continue; endif
%!       v = v != 0;
%!     else
%!       v = cast (v, c{1});
%!     endif
%!     T = ndsparse (S(1:rows (v), :), v, [2 3 2]);
%!     F = full (T);
%!     for ip = 1:numel (ps)
%!       for p = {ps{ip}, single(ps{ip})}
%!         tag = sprintf ("values %d, %s, p = %s %s", iv, c{1}, num2str (p{1}), class (p{1}));
%!         same_power (F .^ p{1}, full (T .^ p{1}), tag);
%!         same_power (F .^ p{1}, full (power (T, p{1})), ["power, " tag]);
%!         same_power (p{1} .^ F, full (p{1} .^ T), ["p .^ T, " tag]);
%!         same_power (F(1,:,:) .^ p{1}, full (T(1,:,:) .^ p{1}), ["view, " tag]);
%!       endfor
%!     endfor
%!   endfor
%! endfor
%!test
%! ## a full array exponent with Inf against a real tensor holding a negative value
%! for c = {"double", "single"}
%!   T = ndsparse ([1 1 1; 2 3 2; 2 1 2; 1 2 1], cast ([-2; 3; 0.5; 1], c{1}), [2 3 2]);
%!   F = full (T);
%!   for B = {[0.5 Inf 2], [2 3 1], [0.5 2 1], [Inf Inf Inf], [-1 0.5 NaN], single([Inf 1 2]), ...
%!            reshape([0.5 1 2 Inf 3 -0.5], [1 3 2])}
%!     same_power (F .^ B{1}, full (T .^ B{1}), ["array, " c{1} num2str(B{1}(:).')]);
%!     same_power (F(1,:,:) .^ B{1}, full (T(1,:,:) .^ B{1}), ["array view, " c{1} num2str(B{1}(:).')]);
%!   endfor
%! endfor
%!test
%! ## random tensors with negative values, p = Inf and 0.5 (sparse, complex)
%! for seed = 1:3
%!   T = ndsprand ([4 3 5], 0.3, seed);
%!   T = T - 0.5 * (T != 0);
%!   F = full (T);
%!   for p = {Inf, 0.5, NaN, -0.5}
%!     same_power (F .^ p{1}, full (T .^ p{1}), sprintf ("seed %d, p = %g", seed, p{1}));
%!   endfor
%!   R = T .^ 0.5;
%!   assert (isa (R, "ndsparse") && iscomplex (R) && nnz (R) == nnz (T), "seed %d", seed);
%! endfor
%!error id=ndsparse:class ndsparse ([1 1], -1, [2 3]) .^ int8 (2)
%!error id=ndsparse:class power (ndsparse ([1 1], -1, [2 3]), uint64 (2))
%!error id=ndsparse:class int16 (2) .^ ndsparse ([1 1], -1, [2 3])
%!error id=ndsparse:size power (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (power (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), power (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (power (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), power (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class power (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> power (ndsparse ([1 1], 1, [2 3]))
