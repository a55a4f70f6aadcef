## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{B} =} retain (@var{A}, @var{idx})
## Keep the rows of @var{A} whose numbers are in @var{idx}, and make the others
## zero (MXNet's @code{sparse.retain}).  @var{A} is a rowsparse (its stored rows
## in @var{idx} stay stored), an ndsparse (the mode-1 slices @code{A(i, :, @dots{})}
## for i in @var{idx}) or an Octave sparse matrix (its rows in @var{idx}); the
## result has the class and size of @var{A}.  For an @code{optparam}, whose
## weight holds every row, it is a rowsparse of the rows of the weight in
## @var{idx}, read in place.  Numbers in @var{idx} that are not
## stored rows, out of range ones included, are ignored, as in MXNet.  @var{idx}
## is a vector of integers in any order, with repeats, or a logical mask of the
## rows.
##
## @example
## @group
## R = rowsparse ([1 2; 3 4; 5 6], [1 3 4], [5 2]);
## K = retain (R, [1 2]);      # MXNet's example: row 1 kept, row 2 not stored
## rowindices (K)'             # 1
## S = retain (sparse (magic (4)), [2 4]);
## nnz (S)                     # 8
## @end group
## @end example
## @seealso{rowsparse, rowindices, ndsparse, optparam}
## @end deftypefn

function B = retain (A, idx)
  if (nargin != 2)
    print_usage ();
  endif
  [~, A] = __nds_real_only__ ("retain", A);
  if (islogical (idx) && (isvector (idx) || isempty (idx)))
    idx = find (idx);
  elseif (! (isnumeric (idx) && isreal (idx) && (isvector (idx) || isempty (idx)))
          || any (idx(:) != fix (idx(:))))
    error ("ndsparse:rowsparse",
           "retain: IDX must be a vector of integer row numbers or a logical mask");
  endif
  if (isa (A, "rowsparse"))
    rows_a = rowindices (A);
    keep = ismember (rows_a, idx);
    data = rowdata (A)(keep, :);
    sz = size (A);
    B = rowsparse (reshape (data, [nnz(keep), sz(2:end)]), rows_a(keep), sz);
  elseif (isa (A, "ndsparse"))
    [subs, vals] = find (A);
    keep = ismember (subs(:, 1), idx);
    B = ndsparse (subs(keep, :), vals(keep), size (A));
  elseif (isa (A, "optparam"))
    sz = size (A);
    rows_a = unique (idx(idx >= 1 & idx <= sz(1)))(:);
    data = __nds_param__ ("rows", A.id, rows_a);
    B = rowsparse (reshape (data, [numel(rows_a), sz(2:end)]), rows_a, sz);
  elseif (issparse (A))
    [i, j, v] = find (A);
    keep = ismember (i, idx);
    B = sparse (i(keep), j(keep), v(keep), rows (A), columns (A));
  else
    error ("ndsparse:rowsparse",
           "retain: A must be a rowsparse, an ndsparse or a sparse matrix, not %s",
           class (A));
  endif
endfunction

%!test
%! ## MXNet's example: rows 0, 2, 3 (0-based) stored, retain 0 and 1
%! R = rowsparse ([1 2; 3 4; 5 6], [1 3 4], [5 2]);
%! K = retain (R, [1 2]);
%! assert (class (K), "rowsparse");
%! assert (rowindices (K), 1);
%! assert (full (K), [1 2; 0 0; 0 0; 0 0; 0 0]);
%! assert (rowindices (retain (R, [4 4 3 99 -1 0])), [3; 4]);
%! assert (rowindices (retain (R, [])), zeros (0, 1));
%! assert (rowindices (retain (R, logical ([0 0 0 1 1]))), 4);
%! ## a stored zero row stays stored
%! Z = rowsparse ([0 0; 1 1], [2 5], [5 2]);
%! assert (rowindices (retain (Z, 2)), 2);

%!test
%! ## the oracle: the full array with the other rows zeroed; random and N-D
%! rand ("seed", 17);
%! for trial = 1:10
%!   A = rand (7, 3, 2) .* (rand (7, 1, 1) > 0.4);
%!   idx = randi (8, 1, 4);
%!   mask = ismember ((1:7)', idx);
%!   want = A .* mask;
%!   assert (full (retain (rowsparse (A), idx)), want, 0);
%!   assert (full (retain (ndsparse (A), idx)), want, 0);
%!   S = sparse (A(:, :, 1));
%!   assert (retain (S, idx), sparse (want(:, :, 1)));
%! endfor

%!test
%! ## ndsparse: class, size and logical values kept; the last row and row 1
%! T = ndsparse ([1 1 1; 4 2 1; 4 1 2], true, [4 2 2]);
%! K = retain (T, [4 1]);
%! assert (class (K), "ndsparse");
%! assert (islogical (K));
%! assert (size (K), [4 2 2]);
%! assert (nnz (K), 3);
%! assert (nnz (retain (T, 2)), 0);
%! assert (retain (sparse ([1 0; 0 1] > 0), 2), sparse ([0 0; 0 1] > 0));

%!error <IDX must be a vector of integer> retain (rowsparse (1), 1.5)
%!error <IDX must be a vector of integer> retain (rowsparse (1), {1})
%!error <A must be a rowsparse, an ndsparse or a sparse matrix, not double> retain ([1 2], 1)
%!error <Invalid call> retain (rowsparse (1))
