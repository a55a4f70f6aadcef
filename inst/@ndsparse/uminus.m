## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} uminus (@var{T})
## Negation, @code{-@var{T}}.  It maps zero to zero, so the result is an ndsparse
## computed from the stored values only.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [0.5; 0.25], [2 3 2]);
## R = uminus (T)
## @end group
## @end example
## @seealso{spfun, ndsparse, full}
## @end deftypefn

function R = uminus (T)
  if (nargin != 1)
    print_usage ();
  endif
  R = nds_unary (T, @uminus, "uminus");
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 1 2 1], [0.5; -0.25; 0.75], [2 3 2]);
%! R = uminus (T);
%! assert (isa (R, "ndsparse"), true);
%! assert (full (R), uminus (full (T)));
%! assert (full (uminus (ndsparse ([], [], [0 3]))), uminus (zeros (0, 3)));
%!error <Invalid call> uminus ()
%!test
%! ## value maps of views that show every stored entry (a permuted view, a view of
%! ## it, a permute of it, a transpose) keep the view, no sort (viewinfo's order),
%! ## and match Octave's on the full array: -P, +P, 2 * P, P * 2i, P / 4, abs,
%! ## conj, real, imag, sign, round; random and seeded, NaN and Inf stored, values
%! ## a map makes zero (real of an imaginary value), no entries
%! seed = 4243;
%! rand ("seed", seed); randn ("seed", seed);
%! fs = {@uminus, @uplus, @(x) 2 * x, @(x) x * 2i, @(x) x / 4, @abs, @conj, @real, ...
%!       @imag, @sign, @round};
%! for it = 1:16
%!   sz = [randi(5), randi(4), randi(3)];
%!   n = randi ([0 15]);
%!   s = [randi(sz(1), n, 1), randi(sz(2), n, 1), randi(sz(3), n, 1)];
%!   v = round (4 * randn (n, 1)) / 2;
%!   v(rand (n, 1) < 0.1) = Inf;
%!   v(rand (n, 1) < 0.1) = NaN;
%!   if (mod (it, 2))
%!     v = complex (v .* (rand (n, 1) < 0.7), round (2 * randn (n, 1)));
%!   endif
%!   T = ndsparse (s, v, sz);
%!   P = permute (T, [3 1 2]);
%!   M = ndsparse (s(:, 1:2), v, sz(1:2));
%!   Xs = {P, P(:, :, :), permute(P, [2 3 1]), M.'};
%!   for ix = 1:numel (Xs)
%!     X = Xs{ix};
%!     F = full (X);
%!     for k = 1:numel (fs)
%!       R = fs{k} (X);
%!       E = fs{k} (F);
%!       msg = sprintf ("seed %d, it %d, view %d, %s", seed, it, ix, func2str (fs{k}));
%!       assert (isequaln (full (R), E) && iscomplex (full (R)) == iscomplex (E), true, msg);
%!       assert (isequal (viewinfo (R).order, viewinfo (X).order), true, msg);
%!     endfor
%!   endfor
%! endfor
