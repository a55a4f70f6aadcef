## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} rowsparse (@var{data}, @var{indices}, @var{sz})
## @deftypefnx {ndsparse} {@var{R} =} rowsparse (@var{A})
## @deftypefnx {ndsparse} {@var{R} =} rowsparse ()
## A row-sparse array: a tall array of size @var{sz} whose rows are zero except
## the few it stores, each a dense slice (MXNet's @code{RowSparseNDArray}).
##
## @code{rowsparse (@var{data}, @var{indices}, @var{sz})} is MXNet's
## @code{row_sparse_array ((data, indices), shape)}: @var{indices} are k distinct
## 1-based row numbers in 1..@code{sz(1)}, in any order (they are stored
## ascending, with the rows of @var{data} in the same order); @var{data} is
## k-by-@code{sz(2)}-by-@dots{}-by-@code{sz(end)}, dense, its row t being row
## @code{indices(t)} of the array.  @var{sz} may have more than two dimensions:
## the first is sparse, the others dense.  Every given row is stored, even one
## that is all zeros (MXNet does the same: the rows of a gradient are the rows an
## optimizer updates).  @code{rowsparse ([], [], @var{sz})} is all zeros.
##
## @code{rowsparse (@var{A})} converts a full array, an Octave sparse matrix or
## an ndsparse tensor (MXNet's @code{cast_storage} / @code{tostype}): it stores
## exactly the rows holding a nonzero (NaN counts as nonzero).  Back:
## @code{full (R)}, @code{sparse (R)} (2-D) and @code{ndsparse (R)}.  A rowsparse
## holds double or single values (single @var{data} or @var{A} gives single,
## 4 bytes a value); logical and integer inputs are converted to double.  Octave's
## class rules hold: single with double gives single.
## @code{rowsparse ()} is a 0-by-0 array with no rows (it lets @code{load} rebuild
## a saved rowsparse).
##
## @code{rowindices (R)} and @code{rowdata (R)} return the stored rows and their
## data; @code{nnz (R)} counts nonzero elements, as for every Octave array, while
## @code{rows (rowindices (R))} counts stored rows.  Arithmetic: @code{R + S},
## @code{R - S} (union of the stored rows), @code{R .* S} (intersection),
## @code{-R}, @code{R * s} and @code{R ./ s} for a finite scalar s (nonzero for
## @code{./}).  Any other operation gives the full result, after checking the size
## of the full array it needs against @code{ndsparse_config ("max_dense")} as
## ndsparse's own dense results are checked (MXNet's ``storage fallback'').
## Such fallbacks warn (@code{ndsparse:fallback}), as MXNet does; an
## operation between an ndsparse and a rowsparse is one of them.
## Errors have the identifier @code{ndsparse:rowsparse}.
##
## @example
## @group
## R = rowsparse ([1 2; 3 4], [5 2], [6 2]);   # rows 5 and 2 of a 6x2 array
## rowindices (R)'                             # 2 5
## full (R)
## S = rowsparse ([1 2 3; 0 0 0; 4 0 5]);      # from a full matrix: rows 1 and 3
## nnz (S)                                     # 5
## @end group
## @end example
## @seealso{rowindices, rowdata, retain, spdot, sgd_update, optparam, ndsparse}
## @end deftypefn

function R = rowsparse (data, indices, sz)
  ## ndsparse OP rowsparse calls rowsparse's method (the dense-result policy)
  superiorto ("ndsparse");
  if (nargin > 0 && isa (data, "ndsparse"))
    [~, data] = __nds_real_only__ ("rowsparse", data);
  endif
  ## single DATA or A gives single stored rows (4 bytes a value)
  sgl = nargin > 0 && isa (data, "single");
  switch (nargin)
    case 0
      R = rsp_build (zeros (0, 0), zeros (0, 1), [0 0]);
    case 1
      R = rsp_convert (data);
    case 3
      R = rsp_from_rows (data, indices, sz);
    otherwise
      print_usage ();
  endswitch
  if (sgl && ! isa (R.data, "single"))
    R = rsp_build (single (R.data), R.idx, R.sz);
  endif
endfunction

## the class instance of checked fields: idx (k-by-1 increasing row numbers),
## data ([k sz(2:end)] doubles or singles), sz (the shape, two dims at least)
function R = rsp_build (data, idx, sz)
  R = class (struct ("idx", idx, "data", data, "sz", sz), "rowsparse");
endfunction

## rowsparse (A) for a full array, a sparse matrix, an ndsparse or a rowsparse
function R = rsp_convert (A)
  if (isa (A, "rowsparse"))
    R = A;
    return;
  endif
  if (isa (A, "ndsparse"))
    sz = size (A);
    [subs, vals] = find (A);
    ## the column of an entry within its row: the linear index of its other dims
    stride = cumprod ([1, sz(2:end-1)]);
    R = rsp_from_entries (subs(:, 1), (subs(:, 2:end) - 1) * stride.' + 1,
                          double (vals), sz);
  elseif (issparse (A))
    rsp_check_real (A, "A");
    [i, j, v] = find (A);
    R = rsp_from_entries (i, j, double (v), size (A));
  elseif (isnumeric (A) || islogical (A))
    rsp_check_real (A, "A");
    [idx, data] = __nds_rsp_find__ (double (A));
    R = rsp_build (data, idx, size (A));
  else
    error ("ndsparse:rowsparse",
           "rowsparse: A must be a numeric or logical array, a sparse matrix or an ndsparse, not %s",
           class (A));
  endif
endfunction

## the rowsparse of the nonzero entries (row i, column c within the row, value v)
## of an array of size sz
function R = rsp_from_entries (i, c, v, sz)
  nz = (v != 0);
  i = i(nz);
  c = c(nz);
  v = v(nz);
  [idx, ~, t] = unique (i(:));
  w = prod (sz(2:end));
  ## the rows' dense block: refused before it is allocated when it cannot be
  __nds_dense_check__ ([numel(idx), w], "rowsparse", true);
  data = zeros (numel (idx), w);
  data(t + numel (idx) * (c(:) - 1)) = v;
  R = rsp_build (reshape (data, [numel(idx), sz(2:end)]), idx, sz);
endfunction

## rowsparse (data, indices, sz), checked (in C, but for repeated indices)
function R = rsp_from_rows (data, indices, sz)
  [idx, data, sz, sorted] = __nds_rsp_rows__ (data, indices, sz);
  if (! sorted)
    [idx, order] = sort (idx);
    rep = find (diff (idx) == 0, 1);
    if (! isempty (rep))
      error ("ndsparse:rowsparse", "rowsparse: INDICES holds row %d twice", idx(rep));
    endif
    data = reshape (data(order, :), size (data));
  endif
  R = rsp_build (data, idx, sz);
endfunction

function rsp_check_real (x, name)
  if (iscomplex (x))
    error ("ndsparse:rowsparse",
           "rowsparse: %s is complex; complex values are not supported yet", name);
  endif
endfunction

%!test
%! ## MXNet's example: rows 1 and 4 (0-based) of a 6x2 array
%! R = rowsparse ([1 2; 3 4], [2 5], [6 2]);
%! assert (class (R), "rowsparse");
%! assert (rowindices (R), [2; 5]);
%! assert (rowdata (R), [1 2; 3 4]);
%! assert (size (R), [6 2]);
%! assert (full (R), [0 0; 1 2; 0 0; 0 0; 3 4; 0 0]);

%!test
%! ## indices in any order are stored ascending, data rows following
%! R = rowsparse ([1 2; 3 4; 5 6], [5; 1; 3], [5 2]);
%! assert (rowindices (R), [1; 3; 5]);
%! assert (rowdata (R), [3 4; 5 6; 1 2]);
%! ## an all-zero row given is stored; row 1 and the last row
%! R = rowsparse ([0 0; 7 8], [1 9], [9 2]);
%! assert (rowindices (R), [1; 9]);
%! assert (nnz (R), 2);

%!test
%! ## N-D: the first dim sparse, the others dense (MXNet's 3-D example)
%! A = zeros (3, 3, 2);
%! A(:, :, 1) = [1 0 3; 5 6 0; 0 0 0];
%! A(:, :, 2) = [0 2 4; 0 0 0; 0 0 0];
%! R = rowsparse (A);
%! assert (rowindices (R), [1; 2]);
%! assert (rowdata (R), A(1:2, :, :));
%! assert (full (R), A);
%! R2 = rowsparse (A(1:2, :, :), [1 2], [3 3 2]);
%! assert (isequal (R, R2));

%!test
%! ## empty: no rows, zero-sized dims, the 0-argument form; 1-D sizes
%! R = rowsparse ([], [], [4 3]);
%! assert (size (rowdata (R)), [0 3]);
%! assert (full (R), zeros (4, 3));
%! assert (full (rowsparse ([], [], [0 5])), zeros (0, 5));
%! assert (size (rowsparse ()), [0 0]);
%! assert (size (rowsparse ([], [], 7)), [7 1]);
%! assert (size (rowsparse (5, 3, [4 1 1])), [4 1]);
%! assert (full (rowsparse (5, 3, [4 1 1])), [0; 0; 5; 0]);

%!test
%! ## from full, sparse and ndsparse: exactly the rows with a nonzero
%! rand ("seed", 7);
%! for trial = 1:20
%!   A = rand (8, 5) .* (rand (8, 1) > 0.5) .* (rand (8, 5) > 0.3);
%!   R = rowsparse (A);
%!   assert (isequal (rowindices (R), find (any (A, 2))), "seed 7, trial %d", trial);
%!   assert (full (R), A);
%!   assert (full (rowsparse (sparse (A))), A);
%!   assert (rowindices (rowsparse (sparse (A))), rowindices (R));
%!   assert (full (rowsparse (ndsparse (A))), A);
%!   assert (rowindices (rowsparse (ndsparse (A))), rowindices (R));
%! endfor
%! B = zeros (4, 3, 2);
%! B(4, 3, 2) = -1;
%! B(2, 1, 1) = NaN;
%! R = rowsparse (ndsparse (B));
%! assert (rowindices (R), [2; 4]);
%! assert (full (R), B);
%! assert (rowindices (rowsparse (B)), [2; 4]);
%! assert (full (rowsparse (logical ([0 1; 0 0]))), [0 1; 0 0]);
%! assert (rowindices (rowsparse (zeros (3, 0))), zeros (0, 1));
%! R = rowsparse ([1 0; 2 0]);
%! assert (isequal (rowsparse (R), R));

%!error id=ndsparse:rowsparse rowsparse ([1 2], 0, [3 2])
%!error <INDICES\(2\) = 4 is not an integer row number in 1..3> rowsparse ([1 2; 3 4], [1 4], [3 2])
%!error <INDICES\(1\) = 1.5> rowsparse ([1 2], 1.5, [3 2])
%!error <INDICES holds row 2 twice> rowsparse ([1 2; 3 4], [2 2], [3 2])
%!error <DATA must be 2x2 .* not 2x3> rowsparse ([1 2 3; 3 4 5], [1 2], [3 2])
%!error <DATA must be 1x2x2> rowsparse ([1 2], 1, [3 2 2])
%!error <SZ must be a vector> rowsparse ([1 2], 1, [3 -2])
%!error <INDICES must be a vector> rowsparse ([1 2], {1}, [3 2])
%!error <complex values are not supported> rowsparse ([1i 2], 1, [3 2])
%!error <complex values are not supported> rowsparse ([1i 2])
%!error <must be a numeric or logical array> rowsparse ({1})
%!error <DATA must be numeric> rowsparse ({1}, 1, [1 1])
%!error <Invalid call> rowsparse (1, 2)
## rows too long to hold: refused before allocating, not Octave:bad-alloc
%!error id=ndsparse:toolarge rowsparse (ndsparse ([1 1], 1, [2^50 2^40]))
%!error id=ndsparse:toolarge rowsparse (ndsparse ([1 1 1; 5 2 3], [1; 2], [2^40 2^30 2^10]))
%!test
%! R = rowsparse (ndsparse ([3 1; 3 4], [1; 2], [2^50 4]));   # long but few rows: fine
%! assert (rowindices (R), 3);
%! assert (rowdata (R), [1 0 0 2]);
