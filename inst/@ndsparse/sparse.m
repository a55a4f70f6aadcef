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
  S = __nds_sparse__ (T);      # its checks, the entries and the CSC arrays, in C
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
%!test
%! ## views, a permuted view (its sort kept for the next call), logical, hidden dims
%! A = ndsprand ([40 30], 0.2, 35);
%! F = full (A);
%! assert (sparse (A(:, 3:20)), sparse (F(:, 3:20)));
%! assert (sparse (A(5, :)), sparse (F(5, :)));
%! At = A.';
%! assert (sparse (At), sparse (F.'));
%! assert (sparse (At), sparse (F.'));
%! assert (sparse (A > 0.5), sparse (F > 0.5));
%! T = ndsprand ([4 5 6], 0.3, 36);
%! assert (sparse (T(:, :, 2)), sparse (full (T)(:, :, 2)));
%!test
%! ## the column pointers, counted: empty first, inner and last columns, complex
%! rand ("seed", 351);
%! S = sprand (50, 400, 0.01);
%! S(:, [1:3, 200:210, end-2:end]) = 0;
%! assert (sparse (ndsparse (S)), S);
%! assert (sparse (ndsparse (S).'), S.');
%! Z = S + 2i * S;
%! assert (sparse (ndsparse (Z)), Z);
%! assert (sparse (ndsparse (sparse (3, 5))), sparse (3, 5));
%!error <T has 3 dimensions \(size \[1 1 2\]\)> sparse (ndsparse ([1 1 2], 1))
