## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{T} =} ndsparse (@var{subs}, @var{vals}, @var{sz})
## @deftypefnx {ndsparse} {@var{T} =} ndsparse (@var{subs}, @var{vals}, @var{sz}, @var{fun})
## @deftypefnx {ndsparse} {@var{T} =} ndsparse (@var{subs}, @var{vals})
## @deftypefnx {ndsparse} {@var{T} =} ndsparse ([], [], @var{sz})
## @deftypefnx {ndsparse} {@var{T} =} ndsparse (@var{A})
## An n-dimensional sparse tensor in coordinate (COO) form.
##
## @var{subs} is an nnz-by-N matrix of positive integer subscripts, @var{vals}
## an nnz-by-1 vector (or a scalar used for every row) of double, single, complex
## or logical values (integer values become double), and @var{sz} the 1-by-N
## size.  Single values are stored in 4 bytes each and keep their class through
## indexing, operators and reductions (see @code{single}).  Duplicate subscripts
## are combined with
## @var{fun}: @code{@@sum} (the default), @code{@@max}, @code{@@min},
## @code{@@prod}, @code{"first"}, @code{"last"}, or any function handle that
## reduces a column vector to a scalar.  Entries whose combined value is zero are
## not stored, as with @code{accumarray} and @code{sparse}.  Without @var{sz}, the
## size is @code{max (@var{subs}, [], 1)}.  Logical values combine with
## @code{any} under @code{@@sum}, as logical @code{sparse} does.  The class
## comes from @var{vals} (a class name such as @code{"single"} is refused as
## @var{fun}: give @code{single (@var{vals})}).
##
## @code{ndsparse (@var{A})} converts a full numeric or logical N-D array, a 2-D
## sparse matrix, or an ndsparse (a view becomes a compact tensor holding only the
## view's entries).
##
## Storage: the coordinates (int64, one column per dimension, sorted in
## column-major order with the last dimension most significant, as @code{find}
## orders them), the values, and a short buffer of pending single-element
## assignments.  A tensor costs about 8*(N+1) bytes per nonzero (8*N+4 with
## single values).  Indexing with
## @code{:}, scalars and unit ranges returns a @emph{view} that shares this
## storage (see @code{view} and @code{viewinfo}).
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 1; 1 1 1], [1; 2; 3], [2 3 2])
## size (T), nnz (T)
## @end group
## @end example
##
## @strong{Methods by topic.}  Octave finds a class's methods' help and demos
## under the class's name: @code{help @@ndsparse/view}, @code{demo @@ndsparse/ttv}.
## A method whose name Octave does not already use also answers to its name
## alone (@code{help ttv}, @code{help viewinfo}); one that Octave uses (view, spy,
## sum, find) shows Octave's function there, so ask for @code{help @@ndsparse/view}.
## @code{lookfor ndsparse} lists every method, @code{lookfor rowsparse} those of
## row-sparse arrays; @code{demo ndsparse} runs this constructor's demo;
## @code{ndsparse_guide} opens the user guide, installed with the package (a
## chapter per topic: @code{ndsparse_guide ("views")}).  Octave's own @code{size},
## @code{ndims}, @code{numel}, @code{end}, @code{isempty}, @code{rows},
## @code{columns} and @code{length} work on a tensor as on an array, and Octave's
## @code{sparse (@var{T})} gives the sparse matrix of a tensor of at most two
## dimensions (logical for a logical tensor, double for single values; an
## @code{ndsparse:dims} error for more dimensions: @code{unfold} or @code{squeeze}
## first), read from the sorted storage with no sort.
##
## @table @asis
## @item Construction and queries
## ndsparse, ndsprand, full, double, logical, find, nnz, numel, isequal,
## islogical, isnumeric, isfloat, isa, isreal, iscomplex, complex, issparse,
## disp, display, loadobj
## @item Indexing and views
## subsref and subsasgn (@code{T(i,:,k)}, @code{T(mask) = v}, @code{T(:,2,:) = []}),
## view, viewinfo, compact, nd
## @item Shape
## permute, ipermute, reshape, squeeze, cat, horzcat, vertcat, repmat, circshift,
## flip, transpose, ctranspose
## @item Element-wise operations
## plus, minus, times, rdivide, ldivide, mrdivide, power, uminus, uplus, eq, ne,
## lt, le, gt, ge, and, or, xor, not, abs, sign, sqrt, exp, expm1, log, log10,
## log1p, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, atanh, round,
## fix, floor, ceil, real, imag, conj, angle, arg, mod, rem, bsxfun, spfun
## @item Reductions
## sum, prod, max, min, mean, any, all, cumsum, sort
## @item CSC matrices and tensor kernels
## sparse, unfold, fold, mtimes, mldivide, ttv, ttm, ttt, tensordot, einsum, kron,
## mttkrp, innerprod, dot, norm, collapse, scale
## @item Pictures
## spy, viewplot
## @item Files
## tnsread, tnswrite, svmlightread, svmlightwrite, mmread, mmwrite
## @item Row-sparse and CSR arrays, storage types, data iterators, optimizers
## rowsparse, csr (class csrmatrix), stype, tostype, cast_storage, spdot, retain,
## libsvmiter, ndarrayiter, sgd_update, adam_update, adagrad_update, optparam
## @item Decompositions
## cp_als, cp_apr (CP models: class cpmodel), hosvd, tucker_als (class tuckermodel),
## ndsplanted
## @item Convolution and pooling
## conv2d, conv2d_backward_data, conv2d_backward_filter, max_pool,
## max_pool_backward, avg_pool, avg_pool_backward
## @item Beyond one machine (MPI ranks, @code{mpirun -np P octave-cli script.m})
## distribute (class dndsparse), dtnsread, mpirank, mpisize, mpibarrier, mpiallreduce
## @item Settings, demos and the guide
## ndsparse_config, ndsparse_tour, ndsparse_guide, ndsparse_scale, ndsparse_digits
## @end table
##
## @seealso{ndsprand, full, find, view, viewinfo, sparse}
## @end deftypefn

## Fields (of the native value src/nds_type.h defines: what T.name reads inside
## the class's methods and what save writes; every view of a tensor shares subs
## and vals through Octave's copy-on-write):
##   subs    int64 nnz-by-M underlying coordinates, sorted column-major, distinct
##   vals    nnz-by-1 double, single (real or complex) or logical, no zeros
##   usz     1-by-M underlying size (M >= 1)
##   psubs   int64 p-by-M pending assignments, in order; the last one wins
##   pvals   p-by-1 pending values (zero deletes), same class as vals
##   shape   1-by-K view shape: active dims in view order, hidden dims inserted
##   offs    1-by-M 0-based displacement: coordinate = offs + view coordinate
##           (active dim) or offs + 1 (fixed dim)
##   fixed   1-by-M logical, true where a point index fixed the dimension
##   hidden  1-by-H sorted 1-based positions of hidden (new-axis) dims in shape
##   order   1-by-(K-H) the underlying dim each active view dim shows, in view
##           order: increasing, except in a view permute made (read whole, such
##           a view sorts its entries once and keeps them as its own storage)
##   sid     storage id (char), new whenever subs or usz change: the key of the
##           cached per-dimension orders that make slices on any dim cheap (vals
##           may change under one sid: logical and double convert them in place)
## A fresh tensor is the identity view: shape = usz, offs = 0, no fixed or hidden.

function T = ndsparse (varargin)

  nargs = nargin;
  if (nargs > 4)
    print_usage ();
  endif

  if (nargs == 0)
    ## Octave's loader of -v7 and -v6 files rebuilds a class object by calling its
    ## constructor with no argument, from which it learns that the class exists
    ## (an old-style object, of no fields: the loaded one brings the stored
    ## fields); loadobj then turns the loaded one into a tensor
    class (struct (), "ndsparse");
    T = nds_struct (zeros (0, 2, "int64"), zeros (0, 1), [0 0]);
    return;
  endif

  if (nargs == 1)
    A = varargin{1};
    if (isa (A, "ndsparse"))
      T = compact (A);
      return;
    endif
    nds_check_values (A, "A");
    if (issparse (A) && iscomplex (A))
      ## Octave's find gives a complex sparse matrix's entries in column-major order
      [i, j, v] = find (A);
      T = nds_struct ([int64(i(:)), int64(j(:))], v(:), size (A));
    elseif (issparse (A))
      [i, j, v] = find (A);
      [s, v] = __nds_build__ ([i(:), j(:)], double (v(:)), size (A), "first");
      if (islogical (A))
        v = logical (v);
      endif
      T = nds_struct (s, v, size (A));
    else
      [s, v] = __nds_dense__ (nds_as_stored (A));
      T = nds_struct (s, v, size (A));
    endif
    return;
  endif

  if (nargs == 2 || nargs == 3 || nargs == 4)
    subs = varargin{1};
    vals = varargin{2};
    if (nargs >= 3)
      sz = varargin{3};
    else
      sz = [];
    endif
    if (nargs == 4)
      fun = varargin{4};
    else
      fun = "sum";
    endif
    T = nds_from_subs (subs, vals, sz, fun, nargs >= 3);
  endif

endfunction

## Build the fields from user subscripts; all checks but the per-subscript ones
## (done in C during the conversion) happen here.
function st = nds_from_subs (subs, vals, sz, fun, have_sz)

  if (isempty (subs) && isempty (vals))
    if (! have_sz)
      error ("ndsparse:size", "ndsparse: SZ is required when SUBS is empty");
    endif
    subs = zeros (0, numel (sz));      # SZ is checked below
  endif
  if (! (isnumeric (subs) || islogical (subs)) || ! isreal (subs) || ndims (subs) != 2)
    error ("ndsparse:subs",
           "ndsparse: SUBS must be a real nnz-by-N matrix of positive integers");
  endif
  if (issparse (subs))
    subs = full (subs);
  endif
  if (! (isa (subs, "double") || isa (subs, "int64")))
    subs = double (subs);
  endif
  nds_check_values (vals, "VALS");
  if (issparse (vals))
    vals = full (vals);
  endif
  n = rows (subs);
  if (! (isvector (vals) || isempty (vals)) || (numel (vals) != n && numel (vals) != 1))
    error ("ndsparse:vals",
           "ndsparse: VALS must be a scalar or a vector of one value per row of SUBS (%d), not %s",
           n, nds_size_str (size (vals)));
  endif
  if (have_sz)
    sz = nds_check_size (sz);
    if (numel (sz) != columns (subs))
      error ("ndsparse:size",
             "ndsparse: SZ has %d elements but SUBS has %d columns",
             numel (sz), columns (subs));
    endif
  else
    sz = [];
  endif
  is_logical = islogical (vals);
  is_single = isa (vals, "single");
  vals = double (vals(:));
  if (iscomplex (vals) && ! any (imag (vals) != 0))
    vals = real (vals);      # narrowed, as Octave's arrays are
  endif
  ## FUN checked before the empty return, so a wrong one (a class name
  ## such as "single", which this constructor does not take) is never ignored
  [fname, handle] = nds_accumulator (fun, is_logical);
  if (n == 0)
    v = merge (is_logical, false (0, 1), zeros (0, 1));
    if (is_single)
      v = single (v);
    endif
    st = nds_struct (zeros (0, numel (sz), "int64"), v, sz);
    return;
  endif

  if (iscomplex (vals) && any (strcmp (fname, {"max", "min"})))
    ## complex max and min: the groups from C, each combined by accumarray as a
    ## full complex array is (abs compared, then arg, as Octave's do); sum, prod,
    ## first and last of complex pairs in C
    handle = struct ("max", @max, "min", @min).(fname);
  endif
  if (isempty (handle))
    [s, v, sz] = __nds_build__ (subs, vals, sz, fname);
  else
    ## any reducer: groups from C, the reduction by accumarray
    [s, gid, sz] = __nds_build__ (subs, [], sz, "groups");
    if (isscalar (vals))
      vals = repmat (vals, n, 1);
    endif
    v = accumarray (gid, vals, [rows(s), 1], handle);
    if (isa (v, "single"))
      ## a FUN of single results gives single values, as accumarray's do
      is_single = true;
      is_logical = false;
      v = double (v);
    elseif (! (isa (v, "double") || islogical (v)))
      error ("ndsparse:fun",
             "ndsparse: FUN must return double, single or logical values, not %s", class (v));
    endif
    keep = (v != 0);
    s = s(keep, :);
    v = v(keep);
  endif
  if (is_logical)
    v = logical (v);
  elseif (is_single)
    ## single values: duplicates combined in double, then rounded once (a
    ## value that rounds to zero is not stored)
    v = single (v);
    keep = (v != 0);
    if (! all (keep))
      s = s(keep, :);
      v = v(keep);
    endif
  endif
  st = nds_struct (s, v, sz);

endfunction

## Name of a built-in accumulator, or the function handle to apply by accumarray.
function [fname, handle] = nds_accumulator (fun, is_logical)

  handle = [];
  if (is_function_handle (fun))
    name = func2str (fun);
    if (any (strcmp (name, {"sum", "max", "min", "prod"})))
      fname = name;
    else
      fname = "";
      handle = fun;
      return;
    endif
  elseif (ischar (fun) && any (strcmp (fun, {"sum", "max", "min", "prod", "first", "last"})))
    fname = fun;
  elseif (ischar (fun) && any (strcmp (fun, {"single", "double", "logical", "like"})))
    error ("ndsparse:fun",
           ["ndsparse: FUN must be @sum, @max, @min, @prod, \"first\", \"last\" or a " ...
            "function handle, not the class name \"%s\": the class of VALS is kept " ...
            "(give single (VALS) for single values)"], fun);
  else
    error ("ndsparse:fun",
           "ndsparse: FUN must be @sum, @max, @min, @prod, \"first\", \"last\" or a function handle");
  endif
  if (is_logical && strcmp (fname, "sum"))
    fname = "any";
  endif

endfunction

## Check a size vector: a row of non-negative integers; returned as a double row.
function sz = nds_check_size (sz)

  if (! isnumeric (sz) || ! isreal (sz) || ! isvector (sz) || isempty (sz)
      || any (sz < 0 | sz != fix (sz) | ! isfinite (sz)))
    error ("ndsparse:size",
           "ndsparse: SZ must be a vector of non-negative integers");
  endif
  sz = double (sz(:).');
  if (numel (sz) > 64)
    error ("ndsparse:size", "ndsparse: at most 64 dimensions are supported");
  endif

endfunction

## Values must be numeric (double, single, integer; real or complex) or logical.
function nds_check_values (v, name)

  if (! (isnumeric (v) || islogical (v)))
    error ("ndsparse:class",
           "ndsparse: %s must be numeric or logical, not %s", name, class (v));
  endif

endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 1; 1 1 1], [1; 2; 3], [2 3 2]);
%! assert (class (T), "ndsparse");
%! assert (size (T), [2 3 2]);
%! assert (nnz (T), 2);
%! F = zeros (2, 3, 2); F(1,1,1) = 4; F(2,3,1) = 2;
%! assert (full (T), F);

%!test
%! ## every accumulator against a cell-by-cell oracle, random shapes and duplicates
%! funs = {@sum, @max, @min, @prod, "first", "last", @(x) numel (x) - 1};
%! oracle = {@sum, @max, @min, @prod, @(x) x(1), @(x) x(end), @(x) numel (x) - 1};
%! for trial = 1:40
%!   N = randi (6);
%!   sz = randi (4, 1, N);
%!   sz(randi (N)) = randi (2);       # size-1 dims are common
%!   n = randi (60);
%!   subs = zeros (n, N);
%!   for d = 1:N
%!     subs(:, d) = randi (sz(d), n, 1);
%!   endfor
%!   subs = [subs; subs(1:randi (n), :)];   # many duplicates
%!   vals = round (randn (rows (subs), 1) * 3);   # includes explicit zeros
%!   k = randi (numel (funs));
%!   T = ndsparse (subs, vals, sz, funs{k});
%!   lin = sub2ind ([sz 1], num2cell (subs, 1){:});
%!   F = zeros (prod (sz), 1);
%!   for u = unique (lin).'
%!     F(u) = oracle{k} (vals(lin == u));
%!   endfor
%!   assert (full (T), reshape (F, [sz 1 1]));
%!   assert (nnz (T), nnz (F));
%! endfor

%!test
%! ## int64 subscripts already in storage order are the storage as given (not sorted
%! ## again); the result equals the sorting path's, and the inputs stay unchanged
%! ## when the tensor changes afterwards
%! seed = 31;
%! rand ("seed", seed);
%! for N = 1:4
%!   sz = randi ([1 6], 1, N);
%!   F = rand ([sz 1]) .* (rand ([sz 1]) < 0.4);
%!   [c{1:N}] = ind2sub ([sz 1], find (F));
%!   s = int64 ([c{1:N}]);
%!   v = F(F != 0);
%!   T = ndsparse (s, v, sz);
%!   assert (isequal (full (T), F), "seed %d, N %d: full differs", seed, N);
%!   assert (isequal (T, ndsparse (double (s), v, sz)), "seed %d, N %d", seed, N);
%!   assert (isequal (T, ndsparse (s, v.', sz)));     # values as a row
%!   if (! isempty (v))
%!     s0 = s;
%!     v0 = v;
%!     at = num2cell (double (s(1, :)));
%!     T(at{:}) = -1;
%!     T(1) = 7;
%!     assert (isequal (s, s0) && isequal (v, v0), "seed %d: an input changed", seed);
%!   endif
%!   clear c;
%! endfor
%! ## not storage order: equal rows, a swap, a zero value; logical values
%! s = int64 ([1 1; 2 1; 2 1; 1 2]);
%! assert (full (ndsparse (s, [1; 2; 3; 4], [2 2])), [1 4; 5 0]);
%! assert (full (ndsparse (s([2 1 4], :), [2; 1; 4], [2 2])), [1 4; 2 0]);
%! T = ndsparse (s([1 2 4], :), [1; 0; 4], [2 2]);
%! assert (nnz (T), 2);
%! assert (full (T), [1 4; 0 0]);
%! L = ndsparse (s([1 2 4], :), logical ([1; 1; 1]), [2 2]);
%! assert (full (L), logical ([1 1; 1 0]));

%!test
%! ## size inference, scalar values, all-zero tensors
%! T = ndsparse ([2 3; 1 1], 5);
%! assert (size (T), [2 3]);
%! assert (full (T), [5 0 0; 0 0 5]);
%! Z = ndsparse ([], [], [3 0 2]);
%! assert (size (Z), [3 0 2]);
%! assert (nnz (Z), 0);
%! assert (full (Z), zeros (3, 0, 2));
%! E = ndsparse (zeros (0, 3), zeros (0, 1), [2 2 2]);
%! assert (nnz (E), 0);

%!test
%! ## 1-D tensors are column vectors, as in Octave
%! T = ndsparse ([3; 1; 3], [1; 2; 3], 4);
%! assert (size (T), [4 1]);
%! assert (full (T), [2; 0; 4; 0]);

%!test
%! ## logical values combine with any
%! T = ndsparse ([1 1; 1 1; 2 2], [true; true; false], [2 2]);
%! assert (islogical (T));
%! assert (full (T), logical ([1 0; 0 0]));
%! E = ndsparse (zeros (0, 2), false (0, 1), [2 2]);
%! assert (islogical (E));
%! assert (full (E), false (2, 2));
%! assert (! islogical (ndsparse (zeros (0, 2), [], [2 2])));

%!test
%! ## conversion from full, logical, sparse and ndsparse
%! A = zeros (3, 4, 2); A([2 5 17 24]) = [1 -2 NaN Inf];
%! T = ndsparse (A);
%! assert (full (T), A);
%! assert (nnz (T), 4);
%! L = rand (2, 3, 4) > 0.5;
%! assert (full (ndsparse (L)), L);
%! S = sprandn (6, 5, 0.3);
%! assert (full (ndsparse (S)), full (S));
%! assert (size (ndsparse (sparse (3, 0))), [3 0]);
%! assert (size (ndsparse (sparse (1, 4))), [1 4]);
%! assert (full (ndsparse (ndsparse (A))), A);
%! assert (full (ndsparse (single ([0 1.5]))), single ([0 1.5]));
%! assert (full (ndsparse (int8 ([0 3; 4 0]))), [0 3; 4 0]);

%!test
%! ## the largest subscript that fits a linear key, and sizes past 2^64 (multi-key sort)
%! sz = [2^31 2^31 4];
%! T = ndsparse ([2^31 1 4; 1 2^31 1; 2^31 1 4], [1; 2; 3], sz);
%! assert (nnz (T), 2);
%! [s, v] = find (T);
%! assert (s, [1 2^31 1; 2^31 1 4]);
%! assert (v, [2; 4]);
%! big = [2^40 2^40 2^40 3];
%! U = ndsparse ([2^40 1 1 3; 1 1 1 1; 2^40 1 1 3; 5 2^40 7 2], [1; 2; 3; 4], big);
%! [s, v] = find (U);
%! assert (s, [1 1 1 1; 5 2^40 7 2; 2^40 1 1 3]);
%! assert (v, [2; 4; 4]);

%!test
%! ## a FUN of single results: single values (the oracle: accumarray)
%! rand ("seed", 39); subs = randi (3, 12, 2); vals = rand (12, 1);
%! T = ndsparse (subs, vals, [3 3], @(x) single (max (x)));
%! A = accumarray (subs, vals, [3 3], @(x) single (max (x)));
%! assert (isa (T, "single") && isa (A, "single"));
%! assert (full (T), A);
%! T = ndsparse (subs, single (vals), [3 3], @(x) x(end));
%! assert (isa (T, "single") && isequal (full (T), accumarray (subs, single (vals), [3 3], @(x) x(end))));
%!error id=ndsparse:fun ndsparse ([1 1], 1, [2 2], @(x) int8 (x))
%!error <class name "single"> ndsparse ([1 1; 2 2], [1; 2], [2 2], "single")
%!error id=ndsparse:fun ndsparse ([1 1; 2 2], [1; 2], [2 2], "double")
%!error id=ndsparse:fun ndsparse ([], [], [2 2], "single")
%!error id=ndsparse:fun ndsparse (zeros (0, 2), [], [2 2], "bogus")
%!test
%! ## the class comes from VALS: single VALS give a single tensor
%! T = ndsparse ([1 1; 2 2], single ([1; 2]), [2 2]);
%! assert (isa (T, "single") && isequal (full (T), single ([1 0; 0 2])));
%!error id=ndsparse:subs ndsparse ([0 1], 1, [2 2])
%!error id=ndsparse:subs ndsparse ([-1 1], 1, [2 2])
%!error id=ndsparse:subs ndsparse ([1.5 1], 1, [2 2])
%!error id=ndsparse:subs ndsparse ([NaN 1], 1, [2 2])
%!error id=ndsparse:subs ndsparse ([Inf 1], 1, [2 2])
%!error id=ndsparse:subs ndsparse ({1}, 1, [2 2])
%!error id=ndsparse:subs ndsparse ([1i 1], 1, [2 2])
%!error id=ndsparse:size ndsparse ([3 1], 1, [2 2])
%!error id=ndsparse:size ndsparse ([1 1], 1, [2 2.5])
%!error id=ndsparse:size ndsparse ([1 1], 1, [2 -2])
%!error id=ndsparse:size ndsparse ([1 1], 1, [2 2 2])
%!error id=ndsparse:size ndsparse ([], [])
%!error id=ndsparse:vals ndsparse ([1 1; 2 2], [1 2 3], [2 2])
%!error <vector of one value per row of SUBS \(2\), not 1x1x2> ndsparse ([1 1; 2 1], ones (1, 1, 2), [2 1])
%!assert (full (ndsparse ([1 1], 1i, [2 2])), [1i 0; 0 0])
%!assert (full (ndsparse ([1 2i])), [1 2i])
%!error id=ndsparse:class ndsparse ([1 1], {1}, [2 2])
%!error id=ndsparse:class ndsparse ("abc")
%!error id=ndsparse:fun ndsparse ([1 1], 1, [2 2], "median")
%!error id=ndsparse:fun ndsparse ([1 1], 1, [2 2], 3)
%!assert (full (ndsparse ([1 1; 1 1], [1; 2], [2 2], @(x) complex (sum (x), 1))), [3+1i 0; 0 0])
%!error <not int8> ndsparse ([1 1; 1 1], [1; 2], [2 2], @(x) int8 (sum (x)))
## an operator without a method (mpower): Octave's message, with an identifier
%!error <binary operator '\^' not implemented for 'ndsparse' by 'scalar' operations> ndsparse ([1 0; 0 2]) ^ 2
%!error id=ndsparse:operator ndsparse ([1 0; 0 2]) ^ 2
%!error id=ndsparse:operator 2 ^ ndsparse ([1 0; 0 2])
%!test
%! ## with no argument, an empty tensor (Octave's loaders call it so)
%! T = ndsparse ();
%! assert (class (T), "ndsparse");
%! assert (size (T), [0 0]);
%!test
%! ## inputs are never changed by a failed call
%! subs = [1 1; 3 1]; vals = [1; 2];
%! try
%!   ndsparse (subs, vals, [2 2]);
%! catch
%! end_try_catch
%! assert (subs, [1 1; 3 1]);
%! assert (vals, [1; 2]);

%!demo
%! ## Build a 2x3x3 tensor from subscripts: the row (1,1,1) comes twice, and
%! ## duplicates are summed, as sparse () does; the zero is not stored.
%! subs = [1 1 1; 1 2 3; 1 3 2; 2 2 2; 2 1 3; 1 1 1; 2 3 3];
%! vals = [0.5; 5; 8; 7; 9; 0.5; 0];
%! T = ndsparse (subs, vals, [2 3 3])
%! ## Read it back: an element is a number, find lists the stored entries in
%! ## column-major order (the first subscript varies fastest).
%! x = T(1, 1, 1)
%! [s, v] = find (T)
%! ## A slice keeps its size-1 dimension, as for full arrays; it is a view:
%! ## it shares T's storage, and viewinfo says where it lies in it.
%! P = T(2, :, :);
%! size (P)
%! info = viewinfo (P)
%! full (squeeze (P))
