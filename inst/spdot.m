## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{Y} =} spdot (@var{X}, @var{W})
## @deftypefnx {ndsparse} {@var{G} =} spdot (@var{X}, @var{D}, "transpose_a")
## Sparse dot products of a linear layer (MXNet's @code{sparse.dot}, with its
## storage types).  @var{X} is an Octave sparse matrix, a @code{csr} or a 2-D
## ndsparse: a batch of sparse samples, one per row.  For a csr or an ndsparse
## nothing is made per column of @var{X}: time and memory follow its entries and
## the rows of the result, so @var{X} may have 1e9 columns (the hashing trick);
## an Octave sparse matrix has a pointer per column already.
##
## @code{spdot (@var{X}, @var{W})} is the forward product @code{X * W}, a full
## array: @var{W} is full, a rowsparse (only its stored rows are read; it is never
## made full), or an @code{optparam} (its weights, read in place).  @var{W} may
## have more than two dimensions: @code{size (Y)} is
## @code{[rows(X), size(W)(2:end)]}.
##
## @code{spdot (@var{X}, @var{D}, "transpose_a")} is @code{X.' * D} returned as a
## rowsparse whose stored rows are exactly the columns of @var{X} that hold
## entries: the gradient of the weight of a linear layer @code{X * W} when
## @var{D} is the gradient of its output.  Values may be single: a single @var{X},
## @var{W} or @var{D} gives a single result (Octave's rule, single with double
## gives single), computed in double and rounded once.  The dense
## @code{columns (X)}-by-@code{columns (D)} product is never formed: time and
## memory follow the entries of @var{X} and the stored rows.
##
## @example
## @group
## X = sparse ([1 0 0 2; 0 0 3 0]);       # 2 samples, 4 features
## W = rowsparse ([1 1; 2 2], [1 3], [4 2]);
## Y = spdot (X, W)                        # [1 1; 6 6]
## G = spdot (X, ones (2, 2), "transpose_a");
## rowindices (G)'                         # 1 3 4
## @end group
## @end example
## @seealso{rowsparse, optparam, sgd_update}
## @end deftypefn

function Y = spdot (X, W, opt)
  if (nargin < 2 || nargin > 3)
    print_usage ();
  endif
  transpose_a = (nargin == 3);
  if (transpose_a && ! (ischar (opt) && strcmpi (opt, "transpose_a")))
    error ("ndsparse:rowsparse", "spdot: the third argument must be \"transpose_a\"");
  endif
  if (isinteger (W))
    ## as Octave's sparse matrices (sparse (1) * int8 (2) errors) and csr's mtimes
    error ("ndsparse:class",
           ["spdot: W is %s; expected double, single or logical: integer operands " ...
            "are refused, as by Octave's sparse matrices: use double (W)"], class (W));
  endif
  ## single with double gives single (Octave's rule): computed in double, rounded once
  sgl = isa (X, "single") || isa (W, "single") || (isa (W, "optparam") && W.is_single);
  X = sparse_operand (X);
  if (transpose_a)
    Y = transposed_product (X, W);
  else
    Y = forward_product (X, W);
  endif
  if (sgl)
    Y = single (Y);
  endif
endfunction

## X as a struct: m, n and either S (an Octave sparse matrix, kind "csc") or its
## entries i, j, v (kind "coo", for an ndsparse or a csr: nothing of n elements
## is made, so n may be 1e9 and more)
function A = sparse_operand (X)
  if (isa (X, "ndsparse") || isa (X, "csrmatrix"))
    if (ndims (X) != 2)
      error ("ndsparse:rowsparse", "spdot: X must be 2-D, not of size %s",
             mat2str (size (X)));
    endif
    if (__nds_stored_complex__ (X))
      error ("ndsparse:rowsparse", "spdot: X is complex; complex values are not supported yet");
    endif
    [i, j, v] = find (X);
    sz = size (X);
    A = struct ("kind", "coo", "m", sz(1), "n", sz(2), "i", i(:), "j", j(:),
                "v", double (v(:)));
  elseif (issparse (X))
    if (iscomplex (X))
      error ("ndsparse:rowsparse", "spdot: X is complex; complex values are not supported yet");
    endif
    A = struct ("kind", "csc", "m", rows (X), "n", columns (X), "S", double (X));
  else
    error ("ndsparse:rowsparse",
           "spdot: X must be a sparse matrix, a csr or a 2-D ndsparse, not %s",
           merge (isobject (X), ["a " class(X)], ["a full " class(X) " array"]));
  endif
endfunction

## the m-by-nnz sparse matrix whose column e is entry e of X (kind "coo"): times
## the rows j of a matrix, it sums each entry's product into the entry's row
function E = entry_matrix (A)
  E = sparse (A.i, 1:numel (A.i), A.v, A.m, numel (A.i));
endfunction

## Y = X * W for a full, sparse, rowsparse or optparam W
function Y = forward_product (X, W)
  szw = size (W);
  if (szw(1) != X.n)
    error ("Octave:nonconformant-args",
           "spdot: nonconformant arguments (X is %dx%d, W is %s)", X.m, X.n,
           strjoin (arrayfun (@num2str, szw, "uniformoutput", false), "x"));
  endif
  w = prod (szw(2:end));
  if (isa (W, "rowsparse"))
    data = rowdata (W);
    data = reshape (data, rows (data), w);
    if (strcmp (X.kind, "csc"))
      Y = __nds_rsp_dot__ (X.S, rowindices (W), double (data));
    else
      ## the entries whose column is a stored row of W, and that row's position
      idx = rowindices (W);
      pos = lookup (idx, X.j);
      hit = pos > 0;
      hit(hit) = idx(pos(hit)) == X.j(hit);
      X.i = X.i(hit);
      X.v = X.v(hit);
      Y = full (entry_matrix (X) * double (data(pos(hit), :)));   # the rows read only
    endif
  elseif (isa (W, "optparam"))
    if (strcmp (X.kind, "coo"))
      X.S = sparse (X.i, X.j, X.v, X.m, X.n);
    endif
    if (W.is_single)
      ## the rows of the columns of X that hold entries, read in place
      rows_w = find (any (X.S, 1))(:);
      data = double (__nds_param__ ("rows", W.id, rows_w));
      Y = full (X.S(:, rows_w) * data);
    else
      Y = __nds_param__ ("dot", W.id, X.S);
    endif
  elseif ((isnumeric (W) || islogical (W)) && ! iscomplex (W))
    W = reshape (W, szw(1), w);
    if (strcmp (X.kind, "csc"))
      Y = full (X.S * double (W));
    else
      Y = full (entry_matrix (X) * double (W(X.j, :)));   # single: the rows read only
    endif
  else
    error ("ndsparse:rowsparse",
           "spdot: W must be a full array, a sparse matrix, a rowsparse or an optparam, not %s",
           class (W));
  endif
  Y = reshape (Y, [X.m, szw(2:end)]);
endfunction

## G = X.' * D as a rowsparse of the columns of X holding entries
function G = transposed_product (X, D)
  if (! ((isnumeric (D) || islogical (D)) && ! iscomplex (D)))
    error ("ndsparse:rowsparse", "spdot: D must be a real numeric array, not %s", class (D));
  endif
  szd = size (D);
  if (szd(1) != X.m)
    error ("Octave:nonconformant-args",
           "spdot: nonconformant arguments (X.' is %dx%d, D is %s)", X.n, X.m,
           strjoin (arrayfun (@num2str, szd, "uniformoutput", false), "x"));
  endif
  D = full (reshape (double (D), szd(1), prod (szd(2:end))));
  if (strcmp (X.kind, "csc"))
    [idx, data] = __nds_rsp_tdot__ (X.S, D);
  else
    ## row t of the result is the t-th distinct column of X: its entries' v * D(i, :)
    [idx, ~, t] = unique (X.j);
    idx = idx(:);
    t = t(:);
    data = full (sparse (t, X.i, X.v, numel (idx), X.m) * D);
  endif
  G = rowsparse (reshape (data, [numel(idx), szd(2:end)]), idx, [X.n, szd(2:end)]);
endfunction

%!test
%! X = sparse ([1 0 0 2; 0 0 3 0]);
%! W = rowsparse ([1 1; 2 2], [1 3], [4 2]);
%! assert (spdot (X, W), [1 1; 6 6]);
%! assert (spdot (X, full (W)), X * full (W));
%! assert (spdot (ndsparse (X), W), [1 1; 6 6]);
%! G = spdot (X, ones (2, 2), "transpose_a");
%! assert (class (G), "rowsparse");
%! assert (rowindices (G), [1; 3; 4]);
%! assert (full (G), full (X.' * ones (2, 2)));

%!test
%! ## the seed's example: X = [1 0], grad_W = X.' * ones_like (Y): row 1 only
%! G = spdot (sparse ([1 0]), ones (1, 3), "TRANSPOSE_A");
%! assert (rowindices (G), 1);
%! assert (full (G), [1 1 1; 0 0 0]);

%!test
%! ## random batches against X * full (W) and X.' * D; empty columns, row 1 and
%! ## the last column, explicit zeros removed, N-D weights
%! for seed = 1:8
%!   try
%!     rand ("seed", seed);
%!     randn ("seed", seed);
%!     m = randi (6);
%!     n = randi (40);
%!     X = sprand (m, n, 0.2);
%!     X(1, n) = 2;
%!     W = randn (n, 3) .* (rand (n, 1) > 0.5);
%!     R = rowsparse (W);
%!     assert (spdot (X, R), X * W, 1e-13 * norm (W(:), 1) + eps);
%!     D = randn (m, 3);
%!     G = spdot (X, D, "transpose_a");
%!     assert (isequal (rowindices (G), find (any (X, 1))'), "seed %d", seed);
%!     assert (full (G), full (X.' * D), 1e-12);
%!     W3 = randn (n, 2, 2);
%!     assert (spdot (X, rowsparse (W3)), reshape (X * reshape (W3, n, 4), m, 2, 2), 1e-12);
%!     G3 = spdot (X, reshape (D(:, 1:2), m, 1, 2), "transpose_a");
%!     assert (size (G3), [n 1 2]);
%!     assert (full (G3), reshape (full (X.' * D(:, 1:2)), n, 1, 2), 1e-12);
%!   catch err
%!     error ("seed %d: %s", seed, err.message);
%!   end_try_catch
%! endfor

%!test
%! ## no entries, no stored rows, a 1x1 batch, logical X and D
%! assert (spdot (sparse (3, 4), rowsparse ([], [], [4 2])), zeros (3, 2));
%! assert (spdot (sparse (2, 4), zeros (4, 0)), zeros (2, 0));
%! G = spdot (sparse (3, 4), ones (3, 2), "transpose_a");
%! assert (size (G), [4 2]);
%! assert (rowindices (G), zeros (0, 1));
%! assert (spdot (sparse (5), rowsparse (2, 1, [1 1])), 10);
%! G = spdot (sparse ([true false true]), true, "transpose_a");
%! assert (full (G), [1; 0; 1]);
%! assert (spdot (sparse ([1 2]), sparse ([1; 1])), 3);

%!error <X must be a sparse matrix, a csr or a 2-D ndsparse, not a rowsparse$> spdot (rowsparse ([1 2], 1, [2 2]), ones (2))
%!error <X must be a sparse matrix, a csr or a 2-D ndsparse, not a full single array> spdot (single (ones (2)), ones (2))
%!error <nonconformant arguments \(X is 2x3, W is 4x2\)> spdot (sparse (2, 3), rowsparse ([], [], [4 2]))
%!error <nonconformant arguments \(X.' is 3x2, D is 3x1\)> spdot (sparse (2, 3), ones (3, 1), "transpose_a")
%!error <X must be a sparse matrix, a csr or a 2-D ndsparse> spdot (ones (2), ones (2))

%!test
%! ## X as ndsparse, its entries only, against the sparse route on random batches
%! for seed = 1:6
%!   rand ("seed", seed);
%!   randn ("seed", seed);
%!   m = randi (6);
%!   n = randi (30);
%!   X = sprand (m, n, 0.3);
%!   N = ndsparse (X);
%!   W = randn (n, 2, 2) .* (rand (n, 1) > 0.5);
%!   D = randn (m, 3);
%!   assert (spdot (N, rowsparse (W)), spdot (X, rowsparse (W)), 1e-13);
%!   assert (spdot (N, W), spdot (X, W), 1e-13);
%!   G = spdot (N, D, "transpose_a");
%!   assert (isequal (rowindices (G), rowindices (spdot (X, D, "transpose_a"))), "seed %d", seed);
%!   assert (full (G), full (X.' * D), 1e-12);
%! endfor
%! assert (spdot (ndsparse (sparse (2, 3)), rowsparse ([], [], [3 2])), zeros (2, 2));
%! assert (rowindices (spdot (ndsparse (sparse (2, 3)), ones (2, 1), "transpose_a")), zeros (0, 1));

%!test
%! ## the hashing trick: 2 samples among 1e9 features, as an ndsparse; nothing of
%! ## 1e9 elements is made (8 GB of pointers), so this runs in a blink
%! n = 1e9;
%! X = ndsparse ([1 1; 1 n; 2 5e8; 2 n], [1; 2; 3; 4], [2 n]);
%! G = spdot (X, [1 10; 2 20], "transpose_a");
%! assert (size (G), [n 2]);
%! assert (rowindices (G), [1; 5e8; n]);
%! assert (rowdata (G), [1 10; 6 60; 2 + 8, 20 + 80]);
%! W = rowsparse ([1 1; 3 3], [1 n], [n 2]);
%! assert (spdot (X, W), [7 7; 12 12]);
%! assert (spdot (X, G), [21 210; 58 580]);
%!error <X must be 2-D> spdot (ndsparse ([1 1 2], 1, [1 1 2]), ones (1))
%!error <third argument must be "transpose_a"> spdot (sparse (1), 1, "transpose_b")
%!error <W must be a full array> spdot (sparse (1), {1})
%!error <D must be a real numeric> spdot (sparse (1), {1}, "transpose_a")
%!error <complex values are not supported> spdot (sparse (1i), 1)
%!error <Invalid call> spdot (sparse (1))

## integer operands are refused, as Octave refuses [1 2] * int8 ([1; 2]) and
## sparse (1) * int8 (2): the class error names the argument
%!error id=ndsparse:class spdot (sparse ([1 0; 2 3]), int8 ([1; 2]))
%!error <spdot: W is int8> spdot (sparse ([1 0; 2 3]), int8 ([1; 2]))
%!error id=ndsparse:class spdot (ndsparse ([1 1], 1, [2 2]), uint64 ([1 2; 3 4]), "transpose_a")
%!error <spdot: W is uint64> spdot (ndsparse ([1 1], 1, [2 2]), uint64 ([1 2; 3 4]), "transpose_a")
