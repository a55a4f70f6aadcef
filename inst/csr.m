## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{X} =} csr (@var{data}, @var{indices}, @var{indptr}, @var{shape})
## @deftypefnx {ndsparse} {@var{X} =} csr (@var{A})
## @deftypefnx {ndsparse} {@var{X} =} csr ()
## A 2-D sparse matrix in compressed sparse row form (MXNet's @code{CSRNDArray},
## scipy's @code{csr_matrix}): a batch of sparse samples, one per row.
##
## @code{csr (@var{data}, @var{indices}, @var{indptr}, @var{shape})} takes MXNet's
## three arrays, 0-based: the entries of row i (1-based) are
## @code{data(indptr(i)+1 : indptr(i+1))}, in the columns
## @code{indices(@dots{}) + 1}.  @var{indptr} has @code{shape(1) + 1} elements,
## starts at 0, never decreases and ends at @code{numel (data)}; @var{indices}
## are integers in 0..@code{shape(2)-1}, a column at most once per row (they are
## stored ascending within each row).  Stored zeros are kept, as MXNet does.
## @code{csrdata}, @code{csrindices} and @code{csrindptr} give the arrays back.
##
## @code{csr (@var{A})} converts a full matrix, an Octave sparse matrix, a 2-D
## ndsparse or rowsparse (MXNet's @code{tostype ("csr")}).  Back:
## @code{full}, @code{sparse}, @code{ndsparse}, @code{rowsparse}.  Rows are cheap
## to take: @code{X(rows, :)} and @code{X(a:b, :)} cost O(rows + their entries)
## and return a csr (a mini-batch); other indexing goes through
## @code{sparse (X)}.  @code{X * W} and @code{spdot} follow the entries only,
## never the columns, so a csr may have 1e9 columns.  Values are doubles, or
## singles (4 bytes a value) when @var{data} or @var{A} is single or after
## @code{single (X)}; single with double gives single, and @code{sparse (X)} is
## double, as Octave's sparse holds no single.  Errors have the identifier
## @code{ndsparse:csr}.
##
## @example
## @group
## X = csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]);   # MXNet's 0-based arrays
## full (X)                    # [0 7 0; 0 0 0; 8 0 9]
## csrindptr (X)'              # 0 1 1 3
## B = X(2:3, :);              # rows 2 and 3, a csr
## csrindptr (B)'              # 0 0 2
## @end group
## @end example
## @seealso{csrdata, csrindices, csrindptr, stype, tostype, rowsparse, spdot}
## @end deftypefn

function X = csr (varargin)
  X = csrmatrix (varargin{:});
endfunction

%!test
%! ## MXNet's tutorial: data [7 8 9], indices [1 0 2], indptr [0 1 1 3], shape (3, 3)
%! X = csr ([7 8 9], [1 0 2], [0 1 1 3], [3 3]);
%! assert (class (X), "csrmatrix");
%! assert (full (X), [0 7 0; 0 0 0; 8 0 9]);
%! assert (size (X), [3 3]);
%! assert (nnz (X), 3);
%! assert (csrdata (X), [7; 8; 9]);
%! assert (csrindices (X), [1; 0; 2]);
%! assert (csrindptr (X), [0; 1; 1; 3]);
%!test
%! ## columns out of order within a row are sorted; stored zeros are kept
%! X = csr ([1 2 0], [2 0 1], [0 3], [1 3]);
%! assert (csrindices (X), [0; 1; 2]);
%! assert (csrdata (X), [2; 0; 1]);
%! assert (nnz (X), 2);
%! assert (full (X), [2 0 1]);
%!test
%! ## empty: no entries, zero rows, zero columns, the 0-argument form
%! assert (full (csr ([], [], [0 0 0], [2 4])), zeros (2, 4));
%! assert (size (csr ([], [], 0, [0 5])), [0 5]);
%! assert (size (csr ()), [0 0]);
%! assert (full (csr (zeros (3, 0))), zeros (3, 0));
%! assert (csrindptr (csr (zeros (0, 3))), 0);
%!test
%! ## from full, sparse, ndsparse and rowsparse, against the full matrix
%! rand ("seed", 3);
%! for trial = 1:10
%!   A = rand (6, 5) .* (rand (6, 5) > 0.6);
%!   for B = {A, sparse(A), ndsparse(A), rowsparse(A), logical(A)}
%!     X = csr (B{1});
%!     expect = A;
%!     if (islogical (B{1}))
%!       expect = double (A != 0);
%!     endif
%!     assert (isequal (full (X), expect), "seed 3, trial %d, %s", trial, class (B{1}));
%!   endfor
%!   [i, j] = find (A.');
%!   assert (csrindices (csr (A)), i - 1);
%!   assert (csrindptr (csr (A)), [0; cumsum(sum (A != 0, 2))]);
%! endfor
%!error id=ndsparse:csr csr ([1 2], [0 1], [0 1], [1 2])
%!error <INDPTR must have rows \+ 1 = 3 elements, not 2> csr (1, 0, [0 1], [2 2])
%!error <INDPTR must start at 0 and never decrease> csr ([1 2], [0 1], [0 2 1 2], [3 2])
%!error <INDICES\(2\) = 5 is not a column in 0..2> csr ([1 2], [0 5], [0 2], [1 3])
%!error <INDICES holds column 1 twice in row 0> csr ([1 2], [1 1], [0 2], [1 3])
%!error <DATA must have INDPTR\(end\) = 2 elements, not 3> csr ([1 2 3], [0 1], [0 2], [1 3])
%!error <INDICES must be a vector of integers> csr ([1 2], [0 0.5], [0 2], [1 3])
%!error <SHAPE must be 2 non-negative integers> csr ([], [], 0, [0 1 1])
%!error <DATA is complex> csr ([1i 2], [0 1], [0 2], [1 3])
%!error <A must be 2-D> csr (ndsparse (ones (2, 2, 2)))
%!error <A must be a 2-D numeric> csr ({1})
%!error <A is complex> csr ([1i 0])
%!error <Invalid call> csr (1, 2)
