## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{S} =} sparse (@var{T})
## Octave's sparse matrix equal to the tensor @var{T}, which must have at most two
## dimensions (use @code{unfold} for more, or @code{squeeze} a slice first).  The
## sorted storage is already in Octave's column order, so no sort takes place.
## A matrix with more columns than a sane column-pointer array holds (over
## max (1e8, 10*nnz)) is an @code{ndsparse:toolarge} error: take the transpose's,
## @code{sparse (T.').'}.
##
## @example
## @group
## T = ndsparse ([1 2; 3 1], [4; 5], [3 2]);
## S = sparse (T)
## @end group
## @end example
## @seealso{ndsparse, full, unfold}
## @end deftypefn

function S = sparse (T)
  if (nargin != 1)
    print_usage ();
  endif
  sz = size (T);
  if (numel (sz) > 2)
    error ("ndsparse:dims",
           "sparse: T has %d dimensions (size %s); sparse needs at most 2 (see unfold, squeeze)",
           numel (sz), mat2str (sz));
  endif
  [s, v, shape] = nds_entries (T);
  nds_csc_check ("sparse", sz(1), sz(2), rows (s), "take the transpose's, sparse (T.').'");
  S = __nds_csc__ (s, v, shape, 1, 2:numel (shape));
endfunction

%!test
%! T = ndsparse ([1 2; 3 1], [4; 5], [3 2]);
%! S = sparse (T);
%! assert (issparse (S));
%! assert (S, sparse ([1 3], [2 1], [4 5], 3, 2));
%! assert (full (S), full (T));
%! L = sparse (ndsparse ([1 1; 2 2], true));
%! assert (islogical (L));
%! assert (size (sparse (ndsparse ([], [], [0 4]))), [0 4]);
%! assert (full (sparse (ndsparse ([2; 4], [1; 2], 5))), [0; 1; 0; 2; 0]);
%! assert (sparse (ndsparse ([2 1 1; 1 3 1], [1; 2], [2 3 1])), sparse ([2 1], [1 3], [1 2], 2, 3));
%!test
%! A = sprand (30, 20, 0.2);
%! assert (sparse (ndsparse (A)), A);
%!error id=ndsparse:dims sparse (ndsparse ([1 1 2], 1))
%!error <sparse \(T.'\).'> sparse (ndsparse ([1 5e8], 1, [2 1e9]))
%!test
%! ## the transposed split of a 2x1e9 matrix has two columns
%! S = sparse (ndsparse ([1 5e8; 2 7], [3; 4], [2 1e9]).');
%! assert (size (S), [1e9 2]);
%! assert (nnz (S), 2);
%! assert (full (S([7 5e8], :)), [0 4; 3 0]);
