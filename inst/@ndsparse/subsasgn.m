## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{T} =} subsasgn (@var{T}, @var{s}, @var{x})
## @deftypefnx {ndsparse} {} @var{T}(@var{i}, @var{j}, @dots{}) = @var{x}
## @deftypefnx {ndsparse} {} @var{T}(@var{i}, @var{j}, @dots{}) = []
## Assign to (or delete) elements of an ndsparse tensor with Octave's rules for
## N-D arrays: the result equals the same assignment on @code{full (@var{T})}.
##
## @var{x} may be a scalar (broadcast; 0 deletes stored entries), a full or
## sparse array, or an ndsparse, whose non-singleton dimensions match the
## indexed region; indices past the size grow the tensor (zero-filled) as for
## full arrays, and repeated indices keep the last value.  @code{@var{T}(@dots{})
## = []} deletes along the one dimension whose index is not @code{:}, or
## linearly with one subscript.  A logical @var{T} stays logical.
##
## A single-element assignment @code{@var{T}(i, j, k) = v} only appends to a
## small buffer of pending assignments (the last one of a coordinate wins, zero
## deletes), merged into the sorted storage in one pass when it passes
## @code{max (64, sqrt (nnz))} entries or when an operation reads the tensor; so a
## loop of single assignments costs far less than O(nnz) each.  Other assignments
## remove the stored entries inside the indexed region and merge in the new
## nonzeros, in one pass.  Assigning into a view first makes it a compact tensor:
## the parent never changes (value semantics).
##
## @example
## @group
## T = ndsparse ([], [], [3 4 2]);
## T(2, 3, 1) = 5;            # pending, cheap in a loop
## T(:, 1, 2) = [1; 0; 2];    # bulk
## T(:, 4, :) = [];           # deletion: T is now 3x3x2
## T(4, 1, 1) = 7;            # grows to 4x3x2
## @end group
## @end example
##
## @seealso{subsref, view, compact}
## @end deftypefn

function T = subsasgn (T, s, x)
  if (nargin != 3)
    print_usage ();
  endif
  if (! strcmp (s(1).type, "()"))
    if (strcmp (s(1).type, "."))
      error ("ndsparse:index", "ndsparse has no fields; T.%s = ... is not defined",
             s(1).subs);
    endif
    error ("ndsparse:index", "'{' undefined for arguments of type 'ndsparse'");
  endif
  if (numel (s) > 1)
    error ("ndsparse:index",
           "ndsparse: chained assignment T(...)(...) = X is not supported");
  endif
  subs = s(1).subs;
  if (numel (s) == 1 && nds_is_element (T, subs) && isscalar (x) && ! issparse (x)
      && isa (x, class (T.vals)) && isreal (x))
    ## the common single-element case, kept short: append to the pending buffer
    T.psubs(end+1, :) = int64 ([subs{:}]);
    T.pvals(end+1, 1) = x;
    if (numel (T.pvals) > max (64, sqrt (rows (T.subs))))
      T = nds_flush (T);
    endif
    return;
  endif
  if (! nds_isident (T))
    T = compact (T);
  endif
  if (isa (x, "double") && ! issparse (x) && isequal (size (x), [0 0]))
    T = nds_delete (T, subs);
    return;
  endif
  if (! (isnumeric (x) || islogical (x) || isa (x, "ndsparse")))
    error ("ndsparse:class",
           "subsasgn: X must be numeric, logical or ndsparse, not %s", class (x));
  endif
  if (! isa (x, "ndsparse") && iscomplex (x))
    error ("ndsparse:complex",
           "subsasgn: X is complex; complex values are not supported yet");
  endif
  if (issparse (x))
    x = ndsparse (x);     # one path for sparse and ndsparse right-hand sides
  endif
  if (isa (x, "ndsparse") && numel (x) == 1)
    x = full (x);
  endif
  P = nds_index_lists (nds_parse_index (T, subs, true));
  if (P.scalar && isscalar (x))
    T = nds_assign_scalar (T, P, x, subs);
  else
    T = nds_assign_bulk (T, P, x, subs);
  endif
endfunction

## T(scalar subscripts) = x: appended to the pending buffer
function T = nds_assign_scalar (T, P, x, subs)
  Wn = nds_assign_extent (T, P, [1 1]);
  sz = nds_keep_modes (nds_resize (T, P, Wn, subs), numel (T.usz));
  c = [P.list{:}];
  M = numel (T.usz);
  if (P.nsub >= 2 && P.nsub >= numel (nds_dims (T.shape)))
    c = nds_keep_modes ([c, ones(1, M - numel (c))], M);
    if (numel (c) > M)
      T = nds_grow_dims (T, numel (c));
    endif
    u = int64 (c);
    newusz = max ([T.usz, ones(1, numel (u) - numel (T.usz))], double (u));
  else
    newusz = [sz, ones(1, M - numel (sz))];
    u = __nds_reshape__ (int64 (c), Wn, newusz);
  endif
  [T, x] = nds_value_class (T, x);
  if (! isequal (newusz, T.usz))
    T = nds_set_size (T, newusz);
  endif
  T.psubs(end+1, :) = u;
  T.pvals(end+1, 1) = x;
  if (numel (T.pvals) > max (64, sqrt (rows (T.subs))))
    T = nds_flush (T);
  endif
endfunction

## T(subs) = x for arrays, ndsparse and scalars broadcast over a region
function T = nds_assign_bulk (T, P, x, subs)
  xdims = size (x);
  Wn = nds_assign_extent (T, P, xdims);
  len = P.len;
  len(P.colon) = Wn(P.colon);
  if (! nds_conform (len, xdims, P.nsub))
    ## Octave lets an empty X go into an empty region that it does not fit: a no-op
    if (prod (len) == 0 && prod (xdims) == 0)
      return;
    endif
    lhs = [len, 1];
    if (P.nsub > 1)
      lhs = nds_dims (len);
    endif
    error ("ndsparse:index",
           "=: nonconformant arguments (op1 is %s, op2 is %s)",
           nds_size_str (lhs), nds_size_str (xdims));
  endif
  sz = nds_keep_modes (nds_resize (T, P, Wn, subs), numel (T.usz));
  Wold = P.W;
  [T, x] = nds_value_class (T, x);
  T = nds_flush (T);
  Wold = [Wold, ones(1, numel (T.usz) - numel (Wold))];
  Wn = [Wn, ones(1, numel (Wold) - numel (Wn))];
  len = [len, ones(1, numel (Wn) - numel (len))];
  ## the new nonzeros: positions in the region (len-shaped) and values
  if (isa (x, "ndsparse"))
    [rs, rv, rshape] = nds_entries (x);
  elseif (isscalar (x))
    if (x == 0 || prod (len) == 0)
      rs = zeros (0, numel (len), "int64");
    else
      nds_dense_check (len, "subsasgn", false);
      rs = __nds_reshape__ (int64 ((1:prod (len)).'), prod (len), len);
    endif
    rv = repmat (x, rows (rs), 1);
    rshape = len;
  else
    [rs, rv] = __nds_dense__ (nds_as_stored (x));
    rshape = size (x);
  endif
  if (rows (rs) > 0)
    rs = nds_refold_subs (rs, rshape, len);
  else
    rs = zeros (0, numel (len), "int64");
  endif
  if (islogical (T.vals))
    rv = (rv != 0);
  else
    rv = double (rv);
  endif
  ## repeated indices: the last occurrence of each coordinate wins
  colon = [P.colon, true(1, numel (len) - P.nsub)];
  lists = [P.list, cell(1, numel (len) - P.nsub)];
  last = lists;
  for p = find (! colon)
    [lists{p}, last{p}] = unique (P.list{p}, "last");
    last{p} = int64 (last{p});
    lists{p} = int64 (lists{p});
  endfor
  last(colon) = {":"};
  lists(colon) = {":"};
  if (rows (rs) > 0 && ! all (colon))
    [rpos, src] = __nds_select__ (rs, last, len);
    rv = rv(src);
    for p = find (! colon)
      rpos(:, p) = lists{p}(rpos(:, p));
    endfor
  else
    rpos = rs;
  endif
  ## old entries in the working shape, those in the region removed, new ones merged
  s = nds_refold_subs (T.subs, T.usz, Wold);
  keep = ! __nds_select__ (s, lists, Wn, "member");
  [s, v] = __nds_merge__ (s(keep, :), T.vals(keep, :), rpos, rv, Wn);
  T = nds_reset (T, nds_refold_subs (s, Wn, sz), v, sz);
endfunction

## Wn: the working shape of the subscripts once the assignment has grown it
function Wn = nds_assign_extent (T, P, xdims)
  Wn = P.W;
  for p = find (! P.colon & P.len > 0)
    Wn(p) = max (P.W(p), max (P.list{p}));
  endfor
  if (all (T.shape == 0) && any (P.colon) && P.nsub >= 2)
    Wn = nds_zero_dims_inquire (P, xdims, Wn);
  endif
endfunction

## sz: the tensor's size once grown to the working shape Wn; Octave's resizing rules
function sz = nds_resize (T, P, Wn, subs)
  sz = nds_dims (T.shape);
  if (isequal (Wn, P.W))
    return;
  endif
  bad = "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element";
  if (P.nsub == 1)
    if (numel (sz) != 2)
      error ("ndsparse:index", "%s", bad);
    elseif (sz(1) <= 1)
      ## Octave's resize1: a row from 0xN (N > 1 too) and 1xN
      sz = [1, Wn];
    elseif (sz(2) == 1)
      sz = [Wn, 1];
    else
      error ("ndsparse:index", "%s", bad);
    endif
  elseif (P.nsub >= numel (sz))
    sz = Wn;
  elseif (all (P.W == 0) && all (cellfun (@nds_colon_equiv, subs, num2cell (Wn))))
    ## Octave's "A = []; A(1:m, 1:n) = X" case: the folded shape is 0x0 and every
    ## subscript covers its extent, so the result is made anew (0x0x2 -> 0x1)
    sz = Wn;
  else
    error ("ndsparse:index", "%s", bad);
  endif
endfunction

## sz without the trailing 1s past its first K entries: an assignment or a deletion
## keeps the modes of the tensor (K of them) unless the result needs more
function sz = nds_keep_modes (sz, K)
  if (K >= 1 && numel (sz) > K && all (sz(K+1:end) == 1))
    sz = sz(1:K);
  endif
endfunction

## Octave's zero_dims_inquire: colons into an all-zero-size array take RHS's dims
## (with two or more subscripts; T(:) = X never resizes)
function ext = nds_zero_dims_inquire (P, xdims, ext)
  sc = P.len == 1 & ! P.colon;
  if (all (P.colon))
    ext = [xdims, ones(1, P.nsub - numel (xdims))](1:P.nsub);
  elseif (sum (! sc) == numel (xdims))
    j = 0;
    for p = 1:P.nsub
      if (sc(p))
        continue;
      endif
      j++;
      if (P.colon(p))
        ext(p) = xdims(j);
      endif
    endfor
  else
    r = xdims(xdims != 1);
    j = 0;
    for p = find (P.colon & ! sc)
      j++;
      if (j <= numel (r))
        ext(p) = r(j);
      else
        ext(p) = 1;
      endif
    endfor
  endif
endfunction

## true when X's non-singleton dims match the region's (or X is a scalar)
function ok = nds_conform (len, xdims, nsub)
  if (prod (xdims) == 1)
    ok = true;
  elseif (nsub == 1)
    ok = prod (xdims) == len;
  else
    ok = isequal (xdims(xdims != 1), len(len != 1));
  endif
endfunction

## T and x with a common value class: a logical T stays logical (as full arrays
## do), a double x turns logical (NaN is an error, other values than 0 and 1 a
## warning, as in Octave); otherwise values are double
function [T, x] = nds_value_class (T, x)
  if (islogical (T.vals))
    if (! islogical (x))
      v = x;
      if (isa (x, "ndsparse"))
        [~, v] = nds_entries (x);
      endif
      if (any (isnan (v(:))))
        error ("ndsparse:nan", "subsasgn: NaN can't be converted to logical value");
      endif
      if (any (v(:) != 0 & v(:) != 1))
        warning ("Octave:logical-conversion",
                 "value not equal to 1 or 0 converted to logical 1");
      endif
      x = (x != 0);
    endif
  elseif (islogical (x))
    x = double (x);
  endif
  if (! isa (x, "ndsparse") && ! islogical (x))
    x = double (x);
  endif
endfunction

## coordinates s (size from) in an array of size to with the same numel: columns
## padded or dropped when the two differ only in trailing singleton dims
function s = nds_refold_subs (s, from, to)
  a = nds_dims (from);
  b = nds_dims (to);
  if (isequal (a, b))
    s(:, end+1:numel (to)) = 1;
    s = s(:, 1:numel (to));
  else
    s = __nds_reshape__ (s, from, to);
  endif
endfunction

## T(subs) = []: Octave's deletion rules
function T = nds_delete (T, subs)
  T = nds_flush (T);
  sz = nds_dims (T.shape);
  nsub = numel (subs);
  colon = cellfun (@(x) ischar (x) && strcmp (x, ":"), subs);
  if (nsub == 0)
    error ("ndsparse:index", "subsasgn: A() = [] is not a valid deletion");
  elseif (nsub == 1 && ! colon)
    T = nds_delete_linear (T, subs, sz);
  elseif (all (colon))
    if (nsub == 1)
      sz = [0 0];
    else
      sz(1) = 0;
    endif
    T = nds_reset (T, zeros (0, numel (sz), "int64"), T.vals([]), sz);
  elseif (sum (! colon) > 1)
    ## Octave's Array<T>::delete_elements: every subscript is checked; nothing
    ## changes when an empty index (":" of a zero-length dim too) comes before a
    ## second index that is not colon-equivalent, else this is an error
    ix = cell (1, nsub);
    for p = find (! colon)
      ix{p} = nds_del_index (subs{p}, p, Inf);
    endfor
    n = [sz, ones(1, nsub)];
    nonc = 0;
    for p = 1:nsub
      if ((colon(p) && n(p) == 0) || (! colon(p) && isempty (ix{p})))
        return;
      elseif (! colon(p) && ! nds_colon_equiv (subs{p}, n(p)))
        nonc++;
        if (nonc == 2)
          break;
        endif
      endif
    endfor
    error ("ndsparse:index", "a null assignment can only have one non-colon index");
  else
    d = find (! colon);
    if (d > numel (sz))
      error ("ndsparse:index", "invalid dimension in delete_elements");
    endif
    del = nds_del_index (subs{d}, d, sz(d));
    if (isempty (del))
      return;
    endif
    W = nds_keep_modes ([sz, ones(1, numel (T.usz) - numel (sz))], max (numel (T.usz), d));
    del = unique (del);
    [s, keep] = nds_drop_indices (nds_refold_subs (T.subs, T.usz, W), W, d, del);
    W(d) -= numel (del);
    T = nds_reset (T, s, T.vals(keep, :), W);
  endif
endfunction

## the rows of s (shape W) left once the sorted distinct indices del of dim d are
## deleted, renumbered along d (sorted rows stay sorted), and keep marking them:
## O(entries), whatever the extent of dim d
function [s, keep] = nds_drop_indices (s, W, d, del)
  lists = repmat ({":"}, 1, numel (W));
  lists{d} = int64 (del);
  keep = ! __nds_select__ (s, lists, W, "member");
  s = s(keep, :);
  s(:, d) -= int64 (lookup (del, double (s(:, d))));
endfunction

## T(idx) = [] with one subscript
function T = nds_delete_linear (T, subs, sz)
  N = prod (sz);
  idx = subs{1};
  del = nds_del_index (idx, 0, N);
  if (isempty (del))
    return;
  endif
  del = unique (del);
  n = N - numel (del);
  if (nds_cont_range (idx))
    if (numel (sz) == 2 && sz(2) == 1 && sz(1) != 1)
      shape = [n 1];
    else
      shape = [1 n];
    endif
  elseif (sum (sz != 1) == 1)
    shape = sz;
    shape(sz != 1) = n;
  else
    shape = [n 1];
  endif
  [lin, keep] = nds_drop_indices (nds_refold_subs (T.subs, T.usz, N), N, 1, del);
  T = nds_reset (T, __nds_reshape__ (lin, n, shape), T.vals(keep, :), shape);
endfunction

## true when Octave sees the deletion index as one contiguous range (a scalar, a
## range object of step 1, a mask whose true elements come first): its deletion
## gives a row unless T is a column.  Octave keeps a mask as a mask only when more
## than 1/16 of it is true, else it takes the list of its true elements, never a
## range (idx_vector)
function tf = nds_cont_range (idx)
  if (islogical (idx))
    k = find (idx);
    tf = numel (k) > fix (numel (idx) / 16) && (isempty (k) || k(end) == numel (k));
  else
    tf = isscalar (idx) || (! isempty (strfind (typeinfo (idx), "range"))
                            && (numel (idx) < 2 || idx(2) - idx(1) == 1));
  endif
endfunction

## true when Octave takes the subscript x of a dim of size n as colon-equivalent:
## ":", the range 1:n, 1 when n is 1, a mask of n true elements (idx_vector)
function tf = nds_colon_equiv (x, n)
  if (ischar (x))
    tf = strcmp (x, ":");
  elseif (islogical (x))
    tf = numel (x) == n && nnz (x) == n;
  elseif (isscalar (x))
    tf = n == 1 && x == 1;
  else
    tf = (! isempty (strfind (typeinfo (x), "range")) && numel (x) == n
          && x(1) == 1 && x(end) == n);
  endif
endfunction

## the indices a deletion subscript names, checked against the extent n (d: the
## subscript's position, 0 for linear deletion)
function ix = nds_del_index (x, d, n)
  if (islogical (x))
    ix = find (x);
  elseif (isnumeric (x) && isreal (x))
    ix = double (full (x));
  else
    error ("ndsparse:index", "subsasgn: subscripts must be numeric, logical or ':'");
  endif
  ix = ix(:);
  if (any (ix != fix (ix) | ix < 1))
    error ("ndsparse:index",
           "index (%d): subscripts must be either integers 1 to (2^63)-1 or logicals",
           ix(find (ix != fix (ix) | ix < 1, 1)));
  endif
  if (! isempty (ix) && max (ix) > n)
    if (d == 0)
      where = "A(I) = []";
    else
      where = "A(..,I,..) = []";
    endif
    error ("ndsparse:index", "%s: index out of bounds: value %d out of bound %d",
           where, max (ix), n);
  endif
endfunction

## T with more underlying dims (trailing size 1)
function T = nds_grow_dims (T, M)
  m = numel (T.usz);
  T.subs(:, m+1:M) = 1;
  T.psubs(:, m+1:M) = 1;
  T = nds_set_size (T, [T.usz, ones(1, M - m)]);
endfunction

## T (an identity view) with the underlying size usz
function T = nds_set_size (T, usz)
  M = numel (usz);
  if (M > columns (T.subs))
    T.subs(:, end+1:M) = 1;
    T.psubs(:, end+1:M) = 1;
  endif
  T.usz = usz;
  T.sid = nds_storage_id ();
  T.shape = usz;
  T.offs = zeros (1, M);
  T.fixed = false (1, M);
endfunction

%!test
%! F = zeros (2, 3, 4); F([1 8 17]) = [1 2 3];
%! T = ndsparse (F);
%! T(2, 3, 4) = 9; F(2, 3, 4) = 9;
%! T(1, 1, 1) = 0; F(1, 1, 1) = 0;
%! assert (full (T), F);
%! T(:, 2, :) = 5; F(:, 2, :) = 5;
%! assert (full (T), F);
%! T(:, :, 2) = [1 0 2; 0 3 0]; F(:, :, 2) = [1 0 2; 0 3 0];
%! assert (full (T), F);
%! T(3, 4, 5) = 1; F(3, 4, 5) = 1;
%! assert (full (T), F);
%! T(:, 2, :) = []; F(:, 2, :) = [];
%! assert (full (T), F);
%! T(F > 1) = 7; F(F > 1) = 7;
%! assert (full (T), F);
%! T([1 5 9]) = [4 0 6]; F([1 5 9]) = [4 0 6];
%! assert (full (T), F);

%!test
%! ## the parent of a view never changes
%! T = ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]);
%! V = T(:, :, 2);
%! V(1, 1) = 5;
%! assert (full (T)(:, :, 2), [0 0; 0 2]);
%! assert (full (V), [5 0; 0 2]);

%!test
%! ## the thesis's assign example (section 6.2.1) on a 100000x100000x100 tensor
%! T = ndsparse ([5 7 3; 1 1 50], [2; 3], [100000 100000 100]);
%! T(1, 1, :) = 1;
%! assert (nnz (T), 101);
%! assert (full (T(1, 1, :))(:), ones (100, 1));
%! assert (T(5, 7, 3), 2);
%! assert (size (T), [100000 100000 100]);

%!test
%! ## many single assignments stay pending, reads see them, last wins
%! T = ndsparse ([], [], [50 40 30]);
%! F = zeros (50, 40, 30);
%! for r = 1:200
%!   i = randi (50); j = randi (40); k = randi (30); v = randi (3) - 1;
%!   T(i, j, k) = v; F(i, j, k) = v;
%!   assert (T(i, j, k), v);
%! endfor
%! assert (full (T), F);

%!error <ndsparse has no fields> T = ndsparse ([1 1], 1, [2 2]); T.x = 1;
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T{1} = 1;
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(:, 1) = [1 2 3];
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(7) = 1;
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(0, 1) = 1;
%!test
%! ## deleting along a dim of 1e9 costs O(entries): the others are renumbered
%! T = ndsparse ([5 1; 7 2; 2e8 2; 1e9 1], [1; 2; 3; 4], [1e9 2]);
%! T([7 1e8 6 7], :) = [];
%! assert (size (T), [1e9-3 2]);
%! [s, v] = find (T);
%! assert ([s, v], [5 1 1; 1e9-3 1 4; 2e8-3 2 3]);
%! T(:, 1) = [];
%! assert (size (T), [1e9-3 1]);
%! assert (nnz (T), 1);
%!test
%! ## deletions along every dim, by lists with repeats and by masks, of tensors
%! ## and views
%! rand ("seed", 3);
%! for it = 1:100
%!   sz = [randi(4, 1, 2), randi([0 5]), randi([2 3])];
%!   F = rand (sz) .* (rand (sz) > 0.5);
%!   T = ndsparse (F);
%!   if (mod (it, 3) == 0)
%!     T = T(:, :, :, :);
%!   endif
%!   d = randi (4);
%!   if (sz(d) == 0)
%!     continue;
%!   endif
%!   del = randi (sz(d), 1, randi (sz(d)));
%!   if (mod (it, 4) == 0)
%!     del = rand (1, sz(d)) > 0.5;
%!   endif
%!   subs = repmat ({":"}, 1, 4);
%!   subs{d} = del;
%!   F(subs{:}) = [];
%!   T(subs{:}) = [];
%!   assert (size (T), size (F));
%!   assert (full (T), F);
%! endfor
%!test
%! ## assignments and deletions keep the tensor's modes unless the result needs more
%! C = ndsparse ([1; 3], [1; 2], 3);
%! B = ndsparse ([1 2; 3 1], [1; 2], [3 2]);
%! F = full (C);
%! for k = 1:6
%!   D = C;
%!   G = F;
%!   switch (k)
%!     case 1, D(2) = 4; G(2) = 4;
%!     case 2, D(2:3) = [4 5]; G(2:3) = [4 5];
%!     case 3, D(5) = 4; G(5) = 4;
%!     case 4, D(2, 1) = 4; G(2, 1) = 4;
%!     case 5, D(2, :) = []; G(2, :) = [];
%!     case 6, D = view (B, ":", 1); D(2) = 4; G = full (B)(:, 1); G(2) = 4;
%!   endswitch
%!   assert (numel (viewinfo (D).shape), 1);
%!   assert (full (D), G);
%!   assert (ttv (D, {ones(numel (G), 1)}), sum (G));
%! endfor
%! D = C;
%! D(2, 2) = 1;
%! assert (viewinfo (D).shape, [3 2]);
%! E = ndsparse ([1 1 1], 1, [2 2 1]);
%! E(2, 2) = 3;
%! assert (viewinfo (E).shape, [2 2 1]);
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(1, 1, :) = [];
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(1, 1) = [];
%!error id=ndsparse:complex T = ndsparse ([1 1], 1, [2 2]); T(1, 1) = 1i;
%!error id=ndsparse:class T = ndsparse ([1 1], 1, [2 2]); T(1, 1) = {1};

%!test
%! ## a logical T stays logical, as a full logical array does
%! T = ndsparse (false (2, 3));
%! T(1, :) = [1 0 1];
%! T(:, 3) = ndsparse ([0; 1]);
%! assert (islogical (T));
%! assert (full (T), logical ([1 0 0; 0 0 1]));
%!warning <converted to logical 1> T = ndsparse (false (2, 2)); T(1, 1) = 2;
%!warning <converted to logical 1> T = ndsparse (false (2, 2)); T(:, 1) = ndsparse ([0; -1]);
%!error id=ndsparse:nan T = ndsparse (false (2, 2)); T(1, 1) = NaN;
%!error id=ndsparse:nan T = ndsparse (false (2, 2)); T(:, 1) = [1; NaN];
%!error id=ndsparse:nan T = ndsparse (false (2, 2)); T(:, 1) = ndsparse ([NaN; 0]);

%!test
%! ## the shape after a linear deletion by mask follows Octave's: a row only for a
%! ## mask with its true elements first and more than 1/16 of it true
%! c = {{magic(4), logical([1 1 1])}; {magic(4), logical([0 1 1 1])};
%!      {magic(3), logical([0 1 1])}; {magic(4), logical([1 0 1])}; {magic(4), true};
%!      {zeros(1, 1, 40), [true(1, 2), false(1, 38)]};
%!      {zeros(1, 1, 40), [true(1, 3), false(1, 37)]};
%!      {zeros(1, 1, 48), [true(1, 3), false(1, 45)]};
%!      {magic(4), [true(1, 2), false(1, 14)]}; {magic(4), [true, false(1, 15)]}};
%! for q = 1:numel (c)
%!   [A, m] = c{q}{:};
%!   T = ndsparse (A);
%!   U = T;
%!   A(m) = [];
%!   T(m) = [];
%!   U(ndsparse (m)) = [];
%!   assert (size (T), size (A));
%!   assert (full (T), A);
%!   assert (full (U), A);
%! endfor

%!test
%! ## growth and fills of empty tensors follow Octave's resize rules: T(:) = X
%! ## never resizes, one subscript past the end of a 0xN or 1xN gives a row, and
%! ## subscripts that cover a grown 0x0 folding make a new array (0x0x2 -> 0x1)
%! for sz = {[0 0], [0 3], [0 1], [1 0], [3 0], [1 1], [0 2 2], [0 0 2], [0 3 0]}
%!   subs = {{":"}, {2}, {3}, {":", ":"}, {":", 1}, {1, 1}, {1:2, 1}, {1, true}};
%!   for s = [subs, {{1, [1 2]}, {2, 1}}]
%!     for x = {1, [1 2 3], [1; 2]}
%!       A = zeros (sz{1});
%!       T = ndsparse (A);
%!       try
%!         A(s{1}{:}) = x{1};
%!       catch
%!         fail ("T(s{1}{:}) = x{1}", "nonconformant|resiz|out of bound");
%!         continue;
%!       end_try_catch
%!       T(s{1}{:}) = x{1};
%!       assert (size (T), size (A));
%!       assert (full (T), A);
%!     endfor
%!   endfor
%! endfor

%!test
%! ## an empty X into an empty region it does not fit is a no-op, even past the end;
%! ## a nonempty X or a nonempty region is a nonconformant error, as in Octave
%! cases = {{1, []}, {5, []}, {[], ":"}, {[], []}, {":", ":", 2}, {[]}, {7}, {":", 9}};
%! for x = {zeros(0, 3), zeros(0, 3, 2), zeros(3, 0), zeros(3, 3), sparse(0, 3), [1 2 3]}
%!   for q = 1:numel (cases)
%!     A = magic (3)(1:2, :);
%!     T = ndsparse (A);
%!     try
%!       A(cases{q}{:}) = x{1};
%!     catch
%!       fail ("T(cases{q}{:}) = x{1}", "nonconformant");
%!       continue;
%!     end_try_catch
%!     T(cases{q}{:}) = x{1};
%!     assert (size (T), size (A));
%!     assert (full (T), full (A));
%!   endfor
%! endfor

%!test
%! ## deletions with several non-colon subscripts: a no-op when an empty index (or
%! ## ":" of a zero-length dim) comes before a second index that is not the range
%! ## 1:n, 1 of a size-1 dim or an all-true mask; else an error, as in Octave
%! cases = {{[2 3 2], {1:2, ":", 2}}; {[2 3 2], {1:2, [], 2}};
%!          {[2 3 2], {true(1, 2), ":", []}}; {[2 3 2], {[2 1], 2, []}};
%!          {[2 3 1], {":", 2, 1}}; {[2 3 2], {":", 5, []}}; {[2 0 2], {1, ":", 1}};
%!          {[2 2 2], {[1 2], 1:2, []}}; {[2 3 2], {1:2, 2:-1:1, []}};
%!          {[2 3 1], {1:2, 2, true}}; {[2 2 2], {1:2, 1:2, []}}};
%! for q = 1:numel (cases)
%!   [sz, sub] = cases{q}{:};
%!   A = zeros (sz);
%!   A(1:2:end) = 1:ceil (numel (A) / 2);
%!   T = ndsparse (A);
%!   try
%!     A(sub{:}) = [];
%!   catch
%!     fail ("T(sub{:}) = []", "one non-colon index");
%!     continue;
%!   end_try_catch
%!   T(sub{:}) = [];
%!   assert (full (T), A);
%! endfor
%!error <subscripts must be> T = ndsparse (zeros (2, 2)); T([], 0) = [];
%!error <subscripts must be> T = ndsparse (zeros (2, 2, 2)); T([1 2], [], 1.5) = [];
