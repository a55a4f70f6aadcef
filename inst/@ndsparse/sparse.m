## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{S} =} sparse (@var{T})
## Octave's sparse matrix equal to the tensor @var{T}, which must have at most two
## dimensions (an @code{ndsparse:dims} error for more: @code{unfold} or
## @code{squeeze} a slice first): logical for a logical tensor, complex double for
## a complex one (complex single values too, exactly), double otherwise (single
## values too, as Octave's sparse matrices are).  The sorted storage is already in Octave's column order, so no sort takes
## place; a whole 2-D storage's matrix is kept with it, so that @code{sparse (A)}
## again and a column range @code{sparse (A(:, 1:100))} cost what Octave's own
## @code{S} and @code{S(:, 1:100)} do.  A matrix with more columns than a sane
## column-pointer array holds (over max (1e8, 10*nnz)) is an error: take the
## transpose's, @code{sparse (T.').'}.
##
## Other calls with a tensor among their arguments, @code{sparse (i, j, T)} and
## the like, are Octave's builtin @code{sparse}'s.
##
## @example
## @group
## T = ndsparse ([1 2; 3 1], [4; 5], [3 2]);
## S = sparse (T)
## @end group
## @end example
## @seealso{ndsparse, full, unfold}
## @end deftypefn

## The common call is taken by the compiled front sparse.oct beside this file
## (src/methods/nds_methods.cc) straight to __nds_sparse__: found as a method of
## the class, the call skips the lookup of a function Octave makes for a builtin
## called with an object (its class constructors, user functions and packages:
## about half of sparse (V)'s 1.9 us, V = A(:, 1:100)).
function S = sparse (varargin)
  if (nargin == 1 && isa (varargin{1}, "ndsparse"))
    S = __nds_sparse__ (varargin{1});
  else
    S = builtin ("sparse", varargin{:});
  endif
endfunction

%!test
%! ## the method and the builtin agree on every class, views and pending entries
%! A = ndsprand ([40 30], 0.2, 35);
%! F = full (A);
%! assert (sparse (A), builtin ("sparse", A));
%! assert (sparse (A(:, 3:20)), builtin ("sparse", A(:, 3:20)));
%! assert (sparse (A(:, 3:20)), sparse (F(:, 3:20)));
%! L = A > 0.5;
%! assert (sparse (L), sparse (full (L)));
%! assert (islogical (sparse (L)));
%! Z = complex (A, 2 * A);
%! assert (sparse (Z), sparse (full (Z)));
%! assert (iscomplex (sparse (Z)));
%! S1 = sparse (single (A));
%! assert (class (S1), "double");
%! assert (S1, sparse (double (single (F))));
%!test
%! ## single and complex single values, whole and as column ranges (read from the
%! ## storage's rows, widened in the copy), with -0, Inf and NaN, against the double
%! ## sparse of full (T): seeded
%! seed = 3911;
%! rand ("seed", seed);  randn ("seed", seed);
%! for trial = 1:20
%!   m = randi (30);  n = randi (30);  k = randi (m * n);
%!   s = [randi(m, k, 1), randi(n, k, 1)];
%!   v = randn (k, 1);
%!   v(1:3:end) = 0;
%!   v(2:7:end) = Inf;
%!   v(4:9:end) = NaN;
%!   v(5:11:end) = 1e-41;            # a single subnormal
%!   for c = {@single, @(x) single (complex (x, -x .* (rand (size (x)) < 0.5)))}
%!     T = ndsparse (s, c{1} (v), [m n]);
%!     F = double (full (T));
%!     j = randi (n);
%!     msg = sprintf ("seed %d, trial %d, %s", seed, trial, class (full (T)));
%!     assert (class (sparse (T)), "double", msg);
%!     assert (isequaln (sparse (T), sparse (F)), msg);
%!     assert (isequaln (sparse (T(:, j:n)), sparse (F(:, j:n))), msg);
%!     assert (isequaln (sparse (T(:, j)), sparse (F(:, j))), msg);
%!   endfor
%! endfor
%!test
%! ## tensors read in place (in view order; pending entries flushed, the value kept)
%! ## and permuted views read from a copy, against Octave's sparse of full (T): seeded
%! seed = 3537;
%! rand ("seed", seed);
%! for t = 1:6
%!   m = randi (9); n = randi (9);
%!   F = round (3 * rand (m, n, 2)) .* (rand (m, n, 2) > 0.6);
%!   T = ndsparse (F);
%!   T(randi (m), randi (n), 1) = 4;
%!   F = full (T);
%!   c = randi (n); r = randi (m);
%!   msg = sprintf ("sparse: seed %d, case %d", seed, t);
%!   assert (isequal (sparse (T(:, c:n, 1)), sparse (F(:, c:n, 1))), msg);
%!   assert (isequal (sparse (T(r:m, :, 2)), sparse (F(r:m, :, 2))), msg);
%!   assert (isequal (sparse (T(:, c:c-1, 1)), sparse (F(:, c:c-1, 1))), msg);
%!   assert (isequal (sparse (permute (T(:, :, 1), [2 1])), sparse (F(:, :, 1).')), msg);
%!   assert (isequal (full (T), F), msg);
%! endfor
%!test
%! ## calls with a tensor among other arguments are the builtin's
%! T = ndsparse ([1 1; 2 2], [3; 4]);
%! assert (sparse ([1 2], [1 2], [3 4]), sparse (full (T)));
%!error id=ndsparse:dims sparse (ndsparse ([1 1 2], 1))
