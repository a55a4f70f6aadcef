## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{X} =} csrmatrix (@var{data}, @var{indices}, @var{indptr}, @var{shape})
## @deftypefnx {ndsparse} {@var{X} =} csrmatrix (@var{A})
## @deftypefnx {ndsparse} {@var{X} =} csrmatrix ()
## The class of @code{csr} matrices, and its constructor: the same as
## @code{csr (@dots{})}, which documents it.
##
## @example
## @group
## X = csrmatrix ([7 8 9], [1 0 2], [0 1 1 3], [3 3]);
## class (X)                   # csrmatrix
## @end group
## @end example
## @seealso{csr}
## @end deftypefn

function X = csrmatrix (data, indices, indptr, shape)
  ## ndsparse OP csr calls csr's method
  superiorto ("ndsparse");
  if (nargin > 0 && isa (data, "ndsparse"))
    [~, data] = __nds_real_only__ ("csrmatrix", data);
  endif
  switch (nargin)
    case 0
      X = csr_build (zeros (0, 1), zeros (0, 1), 0, [0 0]);
    case 1
      X = csr_convert (data);
    case 4
      X = csr_arrays (data, indices, indptr, shape);
    otherwise
      print_usage ();
  endswitch
endfunction

## the instance: data (values), ind (0-based columns), ptr (0-based row starts,
## m+1 of them), sz ([m n]); entries in row order, ascending columns in a row
function X = csr_build (data, ind, ptr, sz)
  X = class (struct ("data", data, "ind", ind, "ptr", ptr, "sz", sz), "csrmatrix");
endfunction

## csr (A) for a csr, an ndsparse, a rowsparse, a sparse or a full matrix
function X = csr_convert (A)
  if (isa (A, "csrmatrix"))
    X = A;
    return;
  endif
  if (isa (A, "rowsparse"))
    A = ndsparse (A);
  endif
  if (isa (A, "ndsparse"))
    if (ndims (A) != 2)
      error ("ndsparse:csr", "csr: A must be 2-D, not of size %s", mat2str (size (A)));
    endif
  elseif (! (isnumeric (A) || islogical (A)) || ndims (A) != 2)
    error ("ndsparse:csr",
           "csr: A must be a 2-D numeric or logical array, a sparse matrix, an ndsparse or a rowsparse, not %s %s",
           mat2str (size (A)), class (A));
  elseif (iscomplex (A))
    error ("ndsparse:csr", "csr: A is complex; complex values are not supported yet");
  endif
  sz = size (A);
  [i, j, v] = find (A);
  [~, order] = sortrows ([i(:), j(:)]);
  counts = accumarray ([i(:); 1], [ones(numel (i), 1); 0], [max(sz(1), 1), 1]);
  if (! isa (v, "single"))
    v = double (v);        # single stays single (4 bytes a value)
  endif
  X = csr_build (v(order)(:), j(order)(:) - 1,
                 [0; cumsum(counts(1:sz(1)))], sz);
endfunction

## csr (data, indices, indptr, shape), checked
function X = csr_arrays (data, indices, indptr, shape)
  if (! (isnumeric (shape) && isreal (shape) && numel (shape) == 2
         && all (shape >= 0 & shape == fix (shape))))
    error ("ndsparse:csr", "csr: SHAPE must be 2 non-negative integers [rows columns]");
  endif
  sz = double (shape(:).');
  ptr = int_vector (indptr, "INDPTR");
  if (numel (ptr) != sz(1) + 1)
    error ("ndsparse:csr", "csr: INDPTR must have rows + 1 = %d elements, not %d",
           sz(1) + 1, numel (ptr));
  endif
  k = ptr(end);
  if (ptr(1) != 0 || any (diff (ptr) < 0))
    error ("ndsparse:csr", "csr: INDPTR must start at 0 and never decrease");
  endif
  ind = int_vector (indices, "INDICES");
  if (numel (ind) != k)
    error ("ndsparse:csr", "csr: INDICES must have INDPTR(end) = %d elements, not %d",
           k, numel (ind));
  endif
  bad = find (ind < 0 | ind >= sz(2), 1);
  if (! isempty (bad))
    error ("ndsparse:csr", "csr: INDICES(%d) = %d is not a column in 0..%d", bad,
           ind(bad), sz(2) - 1);
  endif
  if (! ((isnumeric (data) || islogical (data)) && (isvector (data) || isempty (data))))
    error ("ndsparse:csr", "csr: DATA must be a numeric vector");
  endif
  if (iscomplex (data))
    error ("ndsparse:csr", "csr: DATA is complex; complex values are not supported yet");
  endif
  if (numel (data) != k)
    error ("ndsparse:csr", "csr: DATA must have INDPTR(end) = %d elements, not %d", k,
           numel (data));
  endif
  if (isa (data, "single"))
    data = data(:);
  else
    data = double (data(:));
  endif
  row = csr_repelem ((1:sz(1)).', diff (ptr));
  if (any (diff (row) == 0 & diff (ind) <= 0))
    [~, order] = sortrows ([row, ind]);
    row = row(order);
    ind = ind(order);
    data = data(order);
    rep = find (diff (row) == 0 & diff (ind) == 0, 1);
    if (! isempty (rep))
      error ("ndsparse:csr", "csr: INDICES holds column %d twice in row %d (0-based)",
             ind(rep), row(rep) - 1);
    endif
  endif
  X = csr_build (data, ind, ptr, sz);
endfunction

## a real integer-valued numeric vector as a double column
function v = int_vector (v, name)
  if (! (isnumeric (v) && isreal (v) && (isvector (v) || isempty (v)))
      || any (v(:) != fix (v(:))))
    error ("ndsparse:csr", "csr: %s must be a vector of integers", name);
  endif
  v = double (v(:));
endfunction

%!test
%! X = csrmatrix ([7 8 9], [1 0 2], [0 1 1 3], [3 3]);
%! assert (class (X), "csrmatrix");
%! assert (isequal (X, csr ([0 7 0; 0 0 0; 8 0 9])));
%!error <Invalid call> csrmatrix (1, 2)
