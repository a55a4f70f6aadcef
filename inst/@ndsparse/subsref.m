## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{x} =} subsref (@var{T}, @var{s})
## @deftypefnx {ndsparse} {@var{V} =} @var{T}(@var{i}, @var{j}, @dots{})
## Index an ndsparse tensor with Octave's rules for N-D arrays.
##
## The result is what the same expression gives on @code{full (@var{T})}:
## scalars, @code{:}, @code{end}, ranges of any step, index vectors with
## repeats, logical masks (full or ndsparse), fewer subscripts than dimensions
## (the trailing dimensions are folded into the last subscript), more subscripts
## than dimensions, and linear indexing @code{@var{T}(@var{idx})} with Octave's
## result shapes.  Out-of-range or invalid subscripts are errors with identifier
## @code{ndsparse:index}.
##
## Subscripts that are all scalars return a double (or logical) scalar: a binary
## search of the storage after a scan of the few pending assignments.  When every
## subscript is @code{:}, a scalar or an increasing unit-step range, the result is a
## @emph{view}: it shares the storage of @var{T} and costs O(ndims), whatever
## nnz is (see @code{viewinfo}).  Other subscripts (steps, reversed ranges,
## vectors, masks, linear indexing) return a compact copy computed in one pass over
## the entries of the indices' bounding box (or by binary search of each wanted
## element when there are few of them).
##
## @example
## @group
## T = ndsparse ([1 2 3; 2 3 4; 2 1 4], [10; 20; 30], [2 3 4]);
## T(2, 3, 4)            # 20, a double
## V = T(2, :, 3:4);     # a 1x3x2 view sharing T's storage
## viewinfo (V).offsets  # [1 0 2]
## C = T(:, [3 1], end)  # a copy
## @end group
## @end example
##
## @seealso{subsasgn, view, viewinfo, end, compact}
## @end deftypefn

## Indexing runs in C (the value type's own subsref); this method is reached by an
## explicit call subsref (T, S), or by indexing an old-style object read from a file
## of version 0.1.0 (converted first).
function varargout = subsref (T, s)
  if (nargin != 2)
    print_usage ();
  endif
  [varargout{1:max (nargout, 1)}] = builtin ("subsref", __nds_native__ (T), s);
endfunction

%!shared T, F
%! F = zeros (2, 3, 4);
%! F([1 5 8 12 17 24]) = [1 2 3 4 5 6];
%! T = ndsparse (F);

%!assert (T(2, 3, 1), F(2, 3, 1))
%!assert (T(1, 1, 2), F(1, 1, 2))
%!assert (class (T(1, 1, 2)), "double")
%!assert (full (T(2, :, 3:4)), F(2, :, 3:4))
%!assert (full (T(:, [3 1 3], end)), F(:, [3 1 3], end))
%!assert (full (T(end:-1:1, :, :)), F(end:-1:1, :, :))
%!assert (full (T([1 5; 8 24])), F([1 5; 8 24]))
%!assert (full (T(:, 5)), F(:, 5))
%!assert (full (T(:)), F(:))
%!assert (full (T(F > 2)), F(F > 2))
%!assert (full (T(ndsparse (F > 2))), F(F > 2))
%!assert (full (T(:, :, :, 1)), F(:, :, :, 1))
%!assert (T(2, 3, 4, 1, 1), F(2, 3, 4, 1, 1))
%!test
%! V = T(2, :, 3:4);
%! assert (viewinfo (V).shares);
%! assert (full (V(1, 2:3, 2)), F(2, 2:3, 4));
%!error id=ndsparse:index T(3, 1, 1)
%!error id=ndsparse:index T(0, 1, 1)
%!error id=ndsparse:index T(1.5, 1)
%!error id=ndsparse:index T(25)
%!error id=ndsparse:index T({1})
%!error id=ndsparse:index T.foo
%!error <ndsparse has no fields; T.shape is not defined> T.shape
%!error id=ndsparse:index T{1}
%!error <out of bound; value 3 out of bound 2> T(3, 1, 1)
%!error <index \(_,6,_\): out of bound; value 6 out of bound 3> T(1, 1:6, 1)
%!error <index \(_,6,_\): out of bound; value 6 out of bound 3> T(1, 2:6, 1)

%!test
%! ## a unit range over a dim of 1e9 is a view: its elements are never made
%! T = ndsparse ([5 1; 7 2; 2e8 2; 1e9 1], [1; 2; 3; 4], [1e9 2]);
%! V = T(6:end, 2);
%! assert (viewinfo (V).shares);
%! assert (size (V), [1e9-5 1]);
%! [s, v] = find (V);
%! assert ([s, v], [2 1 2; 2e8-5 1 3]);
%! assert (nnz (T(1:5e8, 1:2)), 3);
%!error id=ndsparse:toolarge ndsparse ([1 1 1], 1, [2^40 2^40 3])(:)
%!error id=ndsparse:toolarge ndsparse ([1 1 1], 1, [2^40 2^40 3])(1, :)
%!test
%! ## huge sizes: views and element reads need no linear index
%! T = ndsparse ([2^40 1 3; 1 2^40 1; 5 7 2], [1; 2; 3], [2^40 2^40 3]);
%! assert (T(2^40, 1, 3), 1);
%! assert (nnz (T(:, 2^40, :)), 1);
%! [s, v] = find (T([5 2^40], [7 1], [2 3]));
%! assert ([s, v], [1 1 1 3; 2 2 2 1]);
%!test
%! ## a tensor as a subscript: a logical one is a mask (a view of one too), a
%! ## numeric one reads as its full array
%! seed = 31;
%! rand ("seed", seed);
%! F = rand (3, 4, 2) .* (rand (3, 4, 2) > 0.5);
%! T = ndsparse (F);
%! M = ndsparse (F > 0.3);
%! assert (full (T(M)), F(F > 0.3), sprintf ("seed %d", seed));
%! V = M(:, 2:3, :);
%! G = F(:, 2:3, :);
%! assert (full (ndsparse (G)(V)), G(G > 0.3), sprintf ("seed %d", seed));
%! r = ndsparse (logical ([0 1 0 1]));
%! assert (full (T(1, r, 1)), F(1, logical ([0 1 0 1]), 1));
%! assert (size (T(r)), size (F(logical ([0 1 0 1]))));
%! z = ndsparse (false);
%! assert (size (T(z)), size (F(false)));
%! assert (full (T(ndsparse ([2; 1; 5]))), F([2; 1; 5]));
%! assert (full (view (T, ndsparse ([3 1]), 2, 1)), F([3 1], 2, 1));
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(ndsparse ([2; 0; 1]))
%!test
%! ## T(:): one coordinate per entry (the column-major index), views and N-D alike
%! seed = 35;
%! T = ndsprand ([7 6 5], 0.3, seed);
%! F = full (T);
%! L = T(:);
%! assert (size (L), [210 1]);
%! assert (full (L), F(:));
%! assert (viewinfo (L).underlying_size, 210);
%! V = T(2:5, :, 3:4);
%! assert (full (V(:)), reshape (F(2:5, :, 3:4), [], 1));
%! P = permute (T, [3 1 2]);
%! assert (full (P(:)), reshape (permute (F, [3 1 2]), [], 1));
%! assert (full (T(:, :)), F(:, :));
%! E = ndsparse (zeros (0, 3));
%! assert (size (E(:)), [0 1]);
