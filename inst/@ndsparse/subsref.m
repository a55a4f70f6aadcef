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

function varargout = subsref (T, s)
  if (nargin != 2)
    print_usage ();
  endif
  switch (s(1).type)
    case "()"
      R = nds_paren (T, s(1).subs);
    case "{}"
      error ("ndsparse:index",
             "'{' undefined for arguments of type 'ndsparse'; use T(...) to index");
    otherwise
      error ("ndsparse:index",
             "ndsparse has no fields; T.%s is not defined (use T(...) to index)",
             s(1).subs);
  endswitch
  if (numel (s) > 1)
    R = subsref (R, s(2:end));
  endif
  varargout = {R};
endfunction

## T(subs{:})
function R = nds_paren (T, subs)
  if (isempty (subs))
    R = T;
    return;
  endif
  if (nds_is_element (T, subs))
    ## the common element read, kept short: pending buffer, then binary search
    u = int64 ([subs{:}]);
    hit = find (all (T.psubs == u, 2), 1, "last");
    if (! isempty (hit))
      R = T.pvals(hit);
    else
      at = __nds_lookup__ (T.subs, u);
      R = zeros (1, 1, class (T.vals));
      if (at > 0)
        R = T.vals(at);
      endif
    endif
    return;
  endif
  P = nds_parse_index (T, subs, false);
  if (P.scalar)
    R = nds_get_scalar (T, P);
    return;
  endif
  nsub = P.nsub;
  K = numel (T.shape);
  if (nsub >= 2 && all (P.range) && (nsub >= K || all (T.shape(nsub+1:end) == 1))
      && all (P.len(K+1:end) == 1) && all (P.len(T.hidden(T.hidden <= nsub)) == 1))
    R = nds_view_compose (T, "r"(ones (1, nsub)), nds_range_start (P), P.len);
    return;
  endif
  R = nds_select_copy (T, P, nds_result_shape (T, P));
endfunction

## first index of each range subscript (1 for ":" and empty ranges)
function a = nds_range_start (P)
  a = ones (1, P.nsub);
  for p = find (! P.colon & P.len > 0)
    a(p) = P.list{p}(1);
  endfor
endfunction

## the shape of T(subs{:}) as Octave gives it
function r = nds_result_shape (T, P)
  if (P.nsub >= 2)
    r = P.len;
    return;
  endif
  sz = nds_dims (T.shape);
  r = P.idims;
  if (P.colon)
    return;
  endif
  if (prod (sz) != 1 && sum (sz != 1) == 1 && P.len != 1 && sum (r != 1) == 1)
    r = sz;
    r(sz != 1) = P.len;
  endif
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
