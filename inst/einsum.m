## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} einsum (@var{spec}, @var{A}, @var{B}, @dots{})
## Einstein summation over ndsparse, Octave sparse and full operands.
##
## @var{spec} names one index letter (@code{a-z}, @code{A-Z}) per dimension of each
## operand, the operands' terms separated by commas, and optionally the output's
## letters after @code{->}: @code{"ijk,jl->ilk"}.  Without @code{->} the output is
## every letter that appears exactly once, in alphabetical order (@code{"ij,jk"} is
## the matrix product).  A letter absent from the output is summed over; a letter
## repeated within one operand takes its diagonal (@code{"ii->i"}, @code{"ii"} the
## trace); operands with no letter in common multiply as an outer product; the
## output's order transposes.  Spaces are ignored.  An operand may have more
## dimensions than its term names only when those are of size 1.
##
## Three patterns go to the package's kernels whole: one ndsparse with full factor
## matrices that share one letter each and a common new letter, the output being
## the uncovered mode and that letter, is @code{mttkrp} (a full matrix); a full
## matrix whose letter shared with an ndsparse is summed is @code{ttm}; a full
## vector whose letter is summed against an ndsparse is @code{ttv}.  Otherwise
## the operands are contracted two at a time, each step a sparse matrix product of
## two unfoldings (@code{ttt}, through SuiteSparse:GraphBLAS); the pair taken next
## is the one whose result is smallest relative to its inputs (opt_einsum's greedy
## rule), among pairs that share a letter when there are any.  A letter shared by
## the pair and still needed later (a batch index) is kept by contracting it
## against a copy on its diagonal.  Intermediates and the result are sparse: the
## result is an ndsparse, a scalar when the output has no letter, a full matrix for
## the mttkrp pattern, and full when every operand is full (after the @code{ndsparse_config ("max_dense")} policy,
## @code{ndsparse:toolarge}).  A step whose result would not fit in memory fails
## with @code{ndsparse:toolarge} before it runs.  Errors in @var{spec} have the id
## @code{ndsparse:einsum} and point at the offending character.  Complex operands
## multiply without conjugation (a result whose imaginary parts all vanish is
## real); single operands give a single result, computed in double.
##
## @example
## @group
## A = ndsparse ([1 1; 2 3; 3 2], [1; 2; 3], [3 3]);
## B = sparse ([1 0; 0 2; 4 0]);
## C = einsum ("ij,jk->ik", A, B);     # A * B, an ndsparse
## t = einsum ("ii", A);               # the trace, 1
## X = ndsparse ([1 2 1; 2 1 2], [5; 6], [2 2 2]);
## U = rand (2, 3); V = rand (2, 3);
## M = einsum ("ijk,jr,kr->ir", X, U, V);   # mttkrp along mode 1
## Y = einsum ("ijk,rj->irk", X, U.');      # ttm along mode 2
## y = einsum ("ijk,j->ik", X, [1; 2]);     # ttv along mode 2
## @end group
## @end example
## @seealso{ttt, tensordot, ttm, ttv, mttkrp}
## @end deftypefn

function C = einsum (spec, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  ## ttv, ttm, mttkrp: the spec's kernel and the operands' checks in one call
  ## (the kernels' one-call C++ paths first, as ttv, ttm and mttkrp take them: one
  ## m-file call less, the spec's whole cost then 4 us CPU more than the kernel's)
  [kind, x, mode, F, trout] = __nds_einsum_kernel__ (spec, varargin{:});
  if (kind == 1)
    [C, done] = __nds_ttv__ (varargin{x}, F, mode);
    if (! done)
      C = ttv (varargin{x}, F, mode);
    endif
  elseif (kind == 2)
    [C, done] = __nds_ttm1__ (varargin{x}, F, mode);
    if (! done)
      C = ttm (varargin{x}, F, mode);
    endif
  elseif (kind == 3)
    [C, done] = __nds_mttkrp1__ (varargin{x}, F, mode);
    if (! done)
      C = mttkrp (varargin{x}, F, mode);
    endif
    if (trout)
      C = C.';
    endif
    return;
  endif
  if (kind)
    if (! strcmp (class (C), "ndsparse"))
      C = ndsparse (C);
    endif
    return;
  endif
  if (! ischar (spec) || ! (isrow (spec) || isempty (spec)))
    error ("ndsparse:einsum", "einsum: SPEC must be a string such as \"ij,jk->ik\"");
  endif
  nops = numel (varargin);
  ## single operands (tensors or arrays): computed in double, the result single
  ## (single x double is single, as in Octave)
  sng = cellfun ("isclass", varargin, "single");
  for k = find (cellfun ("isclass", varargin, "ndsparse"))
    [~, ~, ~, ~, sng(k)] = __nds_storeinfo__ (varargin{k});
  endfor
  if (any (sng))
    for k = find (sng)
      varargin{k} = double (varargin{k});
    endfor
    C = einsum (spec, varargin{:});
    C = single (C);            # (complex single too)
    return;
  endif
  [terms, starts, out, opos, explicit] = parse_spec (spec, nops);
  ## operands: sizes along their letters, sparse or not
  ops = cell (1, nops);
  dims = struct ();
  allfull = true;
  for k = 1:nops
    [ops{k}, sz, isfull] = operand (varargin{k}, k, terms{k}, spec, starts(k));
    allfull = allfull && isfull;
    for d = 1:numel (terms{k})
      c = terms{k}(d);
      if (! isfield (dims, c))
        dims.(c) = sz(d);
      elseif (dims.(c) != sz(d))
        spec_error (spec, starts(k) + d - 1,
                    "index '%c' has size %d here (operand %d) but %d before",
                    c, sz(d), k, dims.(c));
      endif
    endfor
  endfor
  letters = [terms{:}];
  if (! explicit)
    ## implicit output: the letters seen once, alphabetically
    u = unique ([letters, "a"]);     # unique ("") fails in Octave 7
    u = u(member (u, letters));
    out = u(arrayfun (@(c) sum (letters == c) == 1, u));
  else
    for d = 1:numel (out)
      if (! any (letters == out(d)))
        spec_error (spec, opos(d), "index '%c' of the output is in no operand", out(d));
      elseif (any (out(1:d-1) == out(d)))
        spec_error (spec, opos(d), "index '%c' appears twice in the output", out(d));
      endif
    endfor
  endif
  ## each operand alone: diagonals of repeated letters, sums of its own letters
  factor = 1;
  keep = true (1, nops);
  for k = 1:nops
    others = [terms{[1:k-1, k+1:nops]}, out];
    if (! isempty (terms{k}))
      [ops{k}, terms{k}] = reduce_alone (ops{k}, terms{k}, others);
    endif
    if (isempty (terms{k}))
      factor *= ops{k};
      keep(k) = false;
    endif
  endfor
  ops = ops(keep);
  terms = terms(keep);
  [B, ok] = mttkrp_spec (ops, terms, out);
  if (ok)
    if (factor != 1)
      B *= factor;
    endif
    C = B;
    return;
  endif
  ## pairs, greedily
  while (numel (ops) > 1)
    [i, j] = next_pair (terms, out, dims);
    rest = true (1, numel (ops));
    rest([i, j]) = false;
    others = [terms{rest}, out];
    [R, t] = contract (ops{i}, terms{i}, ops{j}, terms{j}, others);
    ops([i, j]) = [];
    terms([i, j]) = [];
    if (isempty (t))
      factor *= R;
    else
      ops{end+1} = R;
      terms{end+1} = t;
    endif
  endwhile
  if (isempty (ops))
    C = full (factor);
    return;
  endif
  R = ops{1};
  [~, perm] = member (out, terms{1});
  if (! issorted (perm))
    R = permute (R, perm);
  endif
  if (factor != 1)
    R = R * factor;
  endif
  if (allfull)
    if (is_nds (R))
      __nds_dense_check__ (cellfun (@(c) dims.(c), num2cell (out)), "einsum", false);
      R = full (R);
    endif
  elseif (! is_nds (R))
    R = ndsparse (R);
  endif
  C = R;
endfunction

## the terms of SPEC (one per operand), where each starts in SPEC, the explicit
## output's letters and their positions, and whether the output is explicit
function [terms, starts, out, opos, explicit] = parse_spec (spec, nops)
  arrow = strfind (spec, "->");
  if (numel (arrow) > 1)
    spec_error (spec, arrow(2), "a second '->'");
  endif
  if (isempty (arrow))
    lhs_end = numel (spec);
  else
    lhs_end = arrow - 1;
  endif
  lhs = spec(1:lhs_end);
  isl = letter_mask (lhs);
  comma = (lhs == ",");
  p = find (! (isl | comma | lhs == " "), 1);
  if (! isempty (p))
    if (spec(p) == ".")
      spec_error (spec, p, "'...' (broadcast dimensions) is not supported");
    endif
    spec_error (spec, p, "'%c' is not an index letter (a-z, A-Z)", spec(p));
  endif
  starts = [1, find(comma) + 1];
  term_of = cumsum (comma) + 1;
  terms = cell (1, numel (starts));
  for k = 1:numel (starts)
    terms{k} = lhs(isl & term_of == k);
  endfor
  if (numel (terms) > nops)
    spec_error (spec, starts(nops + 1) - 1, "%d terms for %d operands",
                numel (terms), nops);
  elseif (numel (terms) < nops)
    spec_error (spec, lhs_end + 1, "%d terms for %d operands", numel (terms), nops);
  endif
  out = "";
  opos = zeros (1, 0);
  explicit = ! isempty (arrow);
  if (explicit)
    rhs = spec(arrow + 2:end);
    isl = letter_mask (rhs);
    p = find (! (isl | rhs == " "), 1);
    if (! isempty (p))
      spec_error (spec, arrow + 1 + p, "'%c' is not an index letter of the output",
                  rhs(p));
    endif
    opos = arrow + 1 + find (isl);
    out = spec(opos);
  endif
endfunction

## which characters of str are index letters (ASCII a-z, A-Z)
function tf = letter_mask (str)
  tf = (str >= "a" & str <= "z") | (str >= "A" & str <= "Z");
endfunction

## an ndsparse:einsum error showing SPEC with a caret under position p
function spec_error (spec, p, fmt, varargin)
  error ("ndsparse:einsum", "einsum: %s\n  %s\n  %s^", sprintf (fmt, varargin{:}),
         spec, blanks (p - 1));
endfunction

## operand k as an ndsparse with exactly numel (term) dims (or a double scalar for
## an empty term), its size along them, and whether it was a full array
function [T, sz, isfull] = operand (X, k, term, spec, start)
  isfull = false;
  if (is_nds (X))
    sz = size (X);
  elseif (isinteger (X))
    ## as Octave's sparse matrices and ndsparse's products (mtimes, ttt, ttm) do
    error ("ndsparse:class",
           ["einsum: operand %d is %s; expected double, single or logical: integer " ...
            "operands are refused, as by Octave's sparse matrices: use double (X)"],
           k, class (X));
  elseif (isnumeric (X) || islogical (X))
    isfull = ! issparse (X);
    sz = size (X);
    X = double (X);
  else
    error ("ndsparse:class",
           "einsum: operand %d must be an ndsparse or a numeric or logical array", k);
  endif
  n = numel (term);
  if (n == 1 && numel (sz) == 2 && sz(1) == 1)
    ## a row vector under one letter: the vector
    X = reshape (X, sz(2), 1);
    sz = size (X);
  endif
  if (numel (sz) > n && any (sz(n+1:end) != 1))
    spec_error (spec, start + n - (n > 0),
                "operand %d is %s but its term '%s' names %d dimensions",
                k, strjoin (arrayfun (@num2str, sz, "UniformOutput", false), "x"),
                term, n);
  endif
  sz(end+1:n) = 1;
  sz = sz(1:n);
  if (n == 0)
    T = full (double (X));
    return;
  elseif (isfull && (n == 2 && term(1) != term(2) || n == 1))
    T = X;                     # a factor matrix or a vector: ttm, mttkrp and ttv take it
    return;
  elseif (is_nds (X) && n >= 2 && numel (size (X)) == n)
    T = reshape (X, sz);       # one dim a letter (drops hidden trailing ones)
    return;
  endif
  T = as_nds (X, sz);
endfunction

## X (an ndsparse or a full array of size sz with trailing ones) as an ndsparse of
## exactly numel (sz) dims
function T = as_nds (X, sz)
  n = numel (sz);
  if (is_nds (X))
    [s, v] = find (X);
    v = double (v);
  else
    idx = find (X(:));
    v = double (X(idx));
    s = cell (1, max (n, 2));
    [s{:}] = ind2sub (size (X), idx);
    s = [s{:}];
  endif
  s = pad_cols (s, n);
  T = ndsparse (s(:, 1:n), v(:), sz);
endfunction

## T with its repeated letters reduced to their diagonal and the letters that are
## nowhere in others summed; a double scalar when no letter remains
function [T, term] = reduce_alone (T, term, others)
  if (all (sum (term(:) == term, 1) == 1) && all (member (term, others)))
    return;                    # no repeated letter, none summed alone
  endif
  [u, first] = unique (term, "first");
  alone = ! member (u, others);
  n = numel (term);
  sz = size (T);
  sz(end+1:n) = 1;
  if (! is_nds (T))
    T = as_nds (T, sz(1:n));
  endif
  [s, v] = find (T);
  s = pad_cols (s, n);
  on = true (rows (s), 1);
  for d = 1:n
    on &= (s(:, d) == s(:, first(u == term(d))));
  endfor
  kept = sort (first(! alone));
  if (isempty (kept))
    T = sum (v(on));
    term = "";
    return;
  endif
  T = ndsparse (s(on, kept), v(on), sz(kept));
  term = term(kept);
endfunction

## the pair of operands to contract next: opt_einsum's greedy rule on dense sizes
## (result size minus the inputs'), among pairs sharing a letter if any do
function [bi, bj] = next_pair (terms, out, dims)
  best = Inf;
  bshare = false;
  bi = 1; bj = 2;
  nt = numel (terms);
  if (nt == 2)
    return;
  endif
  for i = 1:nt-1
    for j = i+1:nt
      share = any (member (terms{i}, terms{j}));
      others = [terms{setdiff (1:nt, [i, j])}, out];
      u = unique ([terms{i}, terms{j}]);
      r = u(member (u, others));
      cost = dsize (r, dims) - dsize (terms{i}, dims) - dsize (terms{j}, dims);
      if ((share && ! bshare) || (share == bshare && cost < best))
        best = cost;
        bshare = share;
        bi = i; bj = j;
      endif
    endfor
  endfor
endfunction

## the number of cells of a tensor with these letters
function n = dsize (letters, dims)
  n = 1;
  for c = letters
    n *= dims.(c);
  endfor
endfunction

## the contraction of X (letters tx) and Y (letters ty): shared letters not in
## others are summed, shared letters in others kept (through a diagonal copy)
function [R, t] = contract (X, tx, Y, ty, others)
  ## a full factor matrix on one side with one letter summed: ttm
  [R, t] = ttm_pair (X, tx, Y, ty, others);
  if (isempty (t))
    [R, t] = ttm_pair (Y, ty, X, tx, others);
  endif
  ## a full vector on one side, its letter summed: ttv
  if (isempty (t))
    [R, t] = ttv_pair (X, tx, Y, ty, others);
  endif
  if (isempty (t))
    [R, t] = ttv_pair (Y, ty, X, tx, others);
  endif
  if (! isempty (t))
    return;
  endif
  ## full operands (factors, or a dense intermediate of ttt) become ndsparse
  X = nds_operand (X, tx);
  Y = nds_operand (Y, ty);
  shared = tx(member (tx, ty));
  batch = shared(member (shared, others));
  if (! isempty (batch))
    ## X(..b..) d(b, b'): contracting b keeps b' (appended to X's letters)
    [s, v] = find (X);
    sz = size (X);
    n = numel (tx);
    s = pad_cols (s, n);
    sz(end+1:n) = 1;
    [~, pb] = member (batch, tx);
    X = ndsparse ([s(:, 1:n), s(:, pb)], v, [sz(1:n), sz(pb)]);
    tx = [tx, upper_free(batch, [tx, ty, others])];
    batch_copy = tx(n+1:end);
  else
    batch_copy = "";
  endif
  [~, ax] = member (shared, tx(1:numel (tx) - numel (batch)));
  [~, ay] = member (shared, ty);
  R = ttt (X, Y, ax, ay);
  t = [tx(setdiff (1:numel (tx), ax)), ty(setdiff (1:numel (ty), ay))];
  ## the copies take back the batch letters' names
  for b = 1:numel (batch)
    t(t == batch_copy(b)) = batch(b);
  endfor
endfunction

## X as an ndsparse with one dim per letter of tx
function X = nds_operand (X, tx)
  if (! is_nds (X))
    sz = size (X);
    sz(end+1:numel (tx)) = 1;
    X = as_nds (X, sz(1:numel (tx)));
  endif
endfunction

## ttm (X, M, mode) when X is an ndsparse, M a full matrix whose one letter shared
## with X is summed and whose other letter is new to X; t is "" when it does not apply
function [R, t] = ttm_pair (X, tx, M, tm, others)
  R = [];
  t = "";
  if (! is_nds (X) || is_nds (M) || issparse (M) || numel (tm) != 2)
    return;
  endif
  in = member (tm, tx);
  if (sum (in) != 1 || member (tm(in), others))
    return;
  endif
  pos = find (tx == tm(in));
  if (in(1))
    M = M.';                   # rows: the new letter
  endif
  R = ttm (X, M, pos);
  t = tx;
  t(pos) = tm(! in);
endfunction

## ttv (X, v, mode) when X is an ndsparse of two or more letters and v a full vector
## whose letter is X's once and summed; t is "" when it does not apply
function [R, t] = ttv_pair (X, tx, v, tv, others)
  R = [];
  t = "";
  if (! is_nds (X) || numel (tx) < 2 || numel (tv) != 1 || is_nds (v)
      || issparse (v) || member (tv, others))
    return;
  endif
  pos = find (tx == tv);
  if (numel (pos) != 1)
    return;
  endif
  R = ttv (X, v(:), pos);
  t = tx;
  t(pos) = [];
endfunction

## mttkrp (T, U, m) when the operands are one ndsparse T and full matrices, each
## sharing one letter of T and all one letter r new to T, every mode of T but m
## covered, and the output is {T's letter m, r}; ok false when it does not apply
function [B, ok] = mttkrp_spec (ops, terms, out)
  B = [];
  ok = false;
  isnds = cellfun ("isclass", ops, "ndsparse");
  if (numel (ops) < 3 || sum (isnds) != 1 || numel (out) != 2)
    return;
  endif
  tx = terms{isnds};
  n = numel (tx);
  f = find (! isnds);
  if (numel (f) != n - 1 || any (cellfun ("issparse", ops(f)))
      || any (cellfun ("ndims", ops(f)) != 2))
    return;
  endif
  r = "";
  U = cell (1, n);
  for k = f
    tm = terms{k};
    in = member (tm, tx);
    if (numel (tm) != 2 || sum (in) != 1 || (! isempty (r) && tm(! in) != r))
      return;
    endif
    r = tm(! in);
    d = find (tx == tm(in));
    if (! isempty (U{d}))
      return;
    endif
    U{d} = ops{k};
    if (in(2))
      U{d} = U{d}.';           # size (T, d)-by-R
    endif
  endfor
  m = find (cellfun ("isempty", U));
  if (numel (m) != 1 || ! isequal (sort (out), sort ([tx(m), r])))
    return;
  endif
  X = ops{isnds};
  rank = columns (U{1 + (m == 1)});
  for d = [1:m-1, m+1:n]
    if (rows (U{d}) != size (X, d) || columns (U{d}) != rank)
      return;            # the general path errs on these operands
    endif
  endfor
  B = mttkrp (X, U, m);
  if (out(1) == r)
    B = B.';
  endif
  ok = true;
endfunction

## the subscripts s with columns of ones up to n (find drops trailing singletons)
function s = pad_cols (s, n)
  s = [s(:, 1:min (n, columns (s))), ones(rows (s), n - columns (s))];
endfunction

## whether X is an ndsparse (class () is a builtin: an overloaded isa is not)
function tf = is_nds (X)
  tf = strcmp (class (X), "ndsparse");
endfunction

## for each letter of a, whether b holds it and its first place there (0 if not):
## ismember for rows of letters, without its checks of the arguments
function [tf, loc] = member (a, b)
  eq = (b(:) == a(:).');
  tf = any (eq, 1);
  if (nargout > 1)
    loc = zeros (1, numel (a));
    if (! isempty (b) && ! isempty (a))
      [~, loc] = max (eq, [], 1);
      loc(! tf) = 0;
    endif
  endif
endfunction

## distinct placeholder characters for the letters b, outside the letters in use
function c = upper_free (b, used)
  pool = setdiff (char (192:255), used);
  c = pool(1:numel (b));
endfunction

%!shared A, B, F, G
%! A = ndsparse ([1 1; 2 3; 3 2; 3 3], [1; 2; 3; -4], [3 3]);
%! B = sparse ([1 0; 0 2; 4 0]);
%! F = full (A);
%! G = full (B);
%!assert (full (einsum ("ij,jk->ik", A, B)), F * G)
%!assert (full (einsum ("ij,jk", A, B)), F * G)
%!assert (full (einsum ("ij,kj->ik", A, A)), F * F.')
%!assert (full (einsum ("ij->ji", A)), F.')
%!assert (full (einsum ("ji", A)), F.')
%!assert (einsum ("ii", A), trace (F))
%!assert (full (einsum ("ii->i", A)), diag (F))
%!assert (einsum ("ij,ij", A, A), sum (F(:) .^ 2))
%!assert (full (einsum ("ij->j", A)), sum (F, 1).')
%!assert (einsum ("ij->", A), sum (F(:)))
%!assert (full (einsum ("i,j->ij", ndsparse ([1 0 2].'), [1 2])), [1 2; 0 0; 2 4])
%!assert (full (einsum ("ij,ij->ij", A, F)), F .^ 2)
%!assert (full (einsum ("ij,jk,kl->il", A, B, G.')), F * G * G.', 1e-12)
%!assert (einsum ("ij,jk->ik", F, G), F * G)
%!assert (einsum (" i j , j k -> i k ", F, G), F * G)
%!assert (einsum ("ij,,jk->ik", F, 3, G), 3 * F * G)
%!assert (isa (einsum ("ij,jk->ik", A, G), "ndsparse"))
%!assert (isa (einsum ("ij,jk->ik", F, B), "ndsparse"))
%!assert (! issparse (einsum ("ij,jk->ik", F, G)))

%!function T = nds_of (F, sz)
%!  k = find (F(:));
%!  c = cell (1, max (numel (sz), 2));
%!  [c{:}] = ind2sub ([sz 1], k);
%!  c = cell2mat (cellfun (@(x) x(:), c, "UniformOutput", false));
%!  T = ndsparse (c(:, 1:numel (sz)), F(:)(k), sz);
%!endfunction

## a dense oracle: every cell of the output summed over every assignment of the
## other letters, written with ndgrid (independent of ttt and the contraction order)
%!function C = oracle (terms, out, ops, dims)
%!  letters = unique ([terms{:}, out, "a"]);
%!  letters = letters(ismember (letters, [terms{:}, out]));
%!  n = numel (letters);
%!  sz = arrayfun (@(c) dims.(c), letters);
%!  g = cell (1, max (n, 1));
%!  if (n > 0)
%!    [g{:}] = ndgrid (arrayfun (@(m) 1:m, sz, "UniformOutput", false){:});
%!  endif
%!  prodv = ones (prod (sz), 1);
%!  for k = 1:numel (ops)
%!    [~, pos] = ismember (terms{k}, letters);
%!    X = ops{k};
%!    if (isempty (pos))
%!      prodv = prodv * X;
%!      continue;
%!    endif
%!    xs = [size(X), ones(1, numel (pos))];
%!    lin = ones (prod (sz), 1);
%!    stride = 1;
%!    for d = 1:numel (pos)
%!      lin += (g{pos(d)}(:) - 1) * stride;
%!      stride *= xs(d);
%!    endfor
%!    prodv = prodv .* X(:)(lin);
%!  endfor
%!  [~, op] = ismember (out, letters);
%!  osz = sz(op);
%!  C = zeros ([osz, 1, 1]);
%!  if (isempty (prodv))
%!    return;
%!  endif
%!  olin = ones (prod (sz), 1);
%!  stride = 1;
%!  for d = 1:numel (op)
%!    olin += (g{op(d)}(:) - 1) * stride;
%!    stride *= osz(d);
%!  endfor
%!  C(:) = accumarray (olin, prodv, [prod(osz), 1]);
%!endfunction

%!test
%! ## random specs of 2-4 operands: repeated and omitted letters, empty and size-1
%! ## modes, views and Octave sparse matrices as operands, against the oracle
%! seed = 3402;
%! rand ("seed", seed);
%! pool = "abcdef";
%! for t = 1:40
%!   nops = randi ([2 4]);
%!   dims = struct ();
%!   for c = pool
%!     dims.(c) = randi ([1 3]);
%!   endfor
%!   if (mod (t, 7) == 0)
%!     dims.(pool(randi (6))) = 0;
%!   endif
%!   terms = cell (1, nops);
%!   ops = cell (1, nops);
%!   nds = cell (1, nops);
%!   for k = 1:nops
%!     nl = randi ([0 3]);
%!     terms{k} = pool(randi (4, 1, nl) + (k > 2) * 2);
%!     sz = arrayfun (@(c) dims.(c), terms{k});
%!     X = full (sprand (prod (sz), 1, 0.5)) .* randi ([-3 3], prod (sz), 1);
%!     X = reshape (X, [sz 1 1]);
%!     ops{k} = X;
%!     switch (mod (k + t, 4) * ! isempty (sz))
%!       case 0
%!         nds{k} = X;                          # full
%!       case 1
%!         nds{k} = nds_of (X, sz);             # ndsparse
%!       case 2
%!         ## a view: a slice of a bigger tensor
%!         W = nds_of (cat (numel (sz) + 1, X, 2 * X), [sz 2]);
%!         idx = [repmat({':'}, 1, numel (sz)), {1}];
%!         nds{k} = W(idx{:});
%!       case 3
%!         if (numel (sz) == 2)
%!           nds{k} = sparse (X);               # Octave sparse
%!         else
%!           nds{k} = nds_of (X, sz);
%!         endif
%!     endswitch
%!   endfor
%!   allin = [terms{:}];
%!   u = unique ([allin, "a"]);
%!   u = u(ismember (u, allin));
%!   out = u(rand (size (u)) < 0.5);
%!   out = out(randperm (numel (out)));
%!   spec = [strjoin(terms, ","), "->", out];
%!   E = oracle (terms, out, ops, dims);
%!   C = einsum (spec, nds{:});
%!   if (isa (C, "ndsparse"))
%!     C = full (C);
%!   endif
%!   assert (numel (C) == numel (E), "einsum: size, seed %d, case %d, %s", seed, t, spec);
%!   err = C(:) - E(:);
%!   assert (all (abs (err) < 1e-9), "einsum: seed %d, case %d, %s", seed, t, spec);
%! endfor

%!test
%! ## batch letters kept through the diagonal copy: a batched matrix product
%! X = reshape (1:12, 2, 3, 2); Y = reshape (1:12, 3, 2, 2);
%! C = einsum ("ijb,jkb->ikb", nds_of (X, [2 3 2]), nds_of (Y, [3 2 2]));
%! assert (full (C)(:, :, 1), X(:, :, 1) * Y(:, :, 1));
%! assert (full (C)(:, :, 2), X(:, :, 2) * Y(:, :, 2));
%! ## mttkrp and ttm written as einsum
%! T = ndsprand ([4 5 6], 0.3);
%! U = {rand(4, 2), rand(5, 2), rand(6, 2)};
%! assert (full (einsum ("ijk,jr,kr->ir", T, U{2}, U{3})), mttkrp (T, U, 1), 1e-12);
%! M = rand (3, 5);
%! assert (full (einsum ("ijk,rj->irk", T, M)), full (ttm (T, M, 2)), 1e-12);
%! ## the same patterns transposed, permuted, scaled: against the generic path
%! F3 = full (T);
%! K = einsum ("ri,ijk,,kr->rj", U{1}.', T, 2, U{3});
%! E = 2 * reshape (sum (sum (F3 .* reshape (U{1}(:, 1), 4, 1, 1) .* reshape (U{3}(:, 1), 1, 1, 6), 1), 3), 1, 5);
%! assert (K(1, :), E, 1e-12);
%! assert (K, 2 * mttkrp (T, U, 2).', 1e-12);
%! Y = einsum ("jr,ijk->rki", M.', T);
%! assert (full (Y), permute (full (ttm (T, M, 2)), [2 3 1]), 1e-12);

%!test
%! ## ttv written as einsum: a full vector whose letter is summed, either side, any
%! ## letters, row or column, size-1 modes, a view; against ttv and the oracle
%! rand ("seed", 3403);
%! T = ndsprand ([4 5 6], 0.3);
%! F3 = full (T);
%! v = rand (5, 1);
%! w = rand (1, 6);
%! for R = {einsum("ijk,j->ik", T, v), einsum("j,ijk->ik", v.', T), ...
%!          einsum("abc,b->ac", T, v)}
%!   assert (full (R{1}), full (ttv (T, v, 2)), 1e-12);
%!   assert (full (R{1}), reshape (sum (F3 .* v.', 2), 4, 6), 1e-12);
%! endfor
%! assert (full (einsum ("kji,i->jk", T, w)), full (ttv (T, w.', 3)).', 1e-12);
%! assert (full (einsum ("ijk,i,k->j", T, rand (4, 1) * 0 + 1, ones (6, 1))),
%!         reshape (sum (sum (F3, 1), 3), 5, 1), 1e-12);
%! assert (full (einsum ("ij,j->i", T(:, :, 2), v)), F3(:, :, 2) * v, 1e-12);
%! T1 = ndsprand ([4 1 6], 0.5);
%! assert (full (einsum ("ijk,j->ik", T1, 3)), 3 * reshape (full (T1), 4, 6), 1e-12);
%! T2 = ndsprand ([4 5 1], 0.5);
%! assert (full (einsum ("ijk,k->ij", T2, 2)), 2 * full (T2), 1e-12);
%! assert (full (einsum ("ijk,ijk,k->ij", T2, T2, 2)), 2 * full (T2) .^ 2, 1e-12);
%! ## a kept letter is not summed: no ttv
%! assert (full (einsum ("ijk,j->ijk", T, v)), F3 .* v.', 1e-12);
%! ## the kernel patterns with a permuted output, single or logical factors: the
%! ## general path, the same values
%! assert (full (einsum ("ijk,j->ki", T, v)), reshape (sum (F3 .* v.', 2), 4, 6).', 1e-12);
%! M = rand (3, 5);
%! assert (full (einsum ("ijk,rj->kri", T, M)), permute (full (ttm (T, M, 2)), [3 2 1]), 1e-12);
%! assert (full (einsum ("ijk,j->ik", T, v > 0.5)), full (ttv (T, double (v > 0.5), 2)), 1e-12);
%! U = {rand(4, 2), rand(5, 2), rand(6, 2)};
%! assert (einsum ("ijk,jr,kr->ri", T, U{2}, U{3}), mttkrp (T, U, 1).', 1e-12);

%!test
%! ## the kept plan of a spec is per place of the ndsparse, and checks every call's
%! ## sizes and classes
%! rand ("seed", 3401);
%! T = ndsprand ([4 5 6], 0.4);
%! FT = full (T);
%! M = rand (3, 4);
%! for rep = 1:2
%!   assert (full (einsum ("ij,jk->ik", M, T(:, :, 2))), M * FT(:, :, 2), 1e-12);
%!   assert (full (einsum ("ij,jk->ik", T(:, :, 2).', M.')), FT(:, :, 2).' * M.', 1e-12);
%!   assert (full (einsum ("ijk,j->ik", T, (1:5)')), reshape (sum (FT .* (1:5), 2), 4, 6), 1e-12);
%!   assert (full (einsum ("ijk,j->ik", T, single (1:5)')), single (reshape (sum (FT .* (1:5), 2), 4, 6)), 1e-5);
%!   assert (full (einsum ("ijk,j->ik", T, sparse (1:5)')), reshape (sum (FT .* (1:5), 2), 4, 6), 1e-12);
%!   U = {[], rand(5, 2), rand(6, 2)};
%!   assert (einsum ("ijk,rj,kr->ir", T, U{2}.', U{3}), mttkrp (T, U, 1), 1e-12);
%!   assert (full (einsum ("ijk,rj,kr->ir", T, U{2}.', sparse (U{3}))), mttkrp (T, U, 1), 1e-12);
%! endfor
%!test
%! ## the kernel of a spec and its operands in one call: kind, place, mode, factors
%! T = ndsprand ([4 5 6], 0.4);
%! M = rand (3, 5);
%! [k, x, m, K] = __nds_einsum_kernel__ ("ijk,j->ik", T, (1:5));
%! assert ({k, x, m, K}, {1, 1, 2, (1:5)'});
%! [k, x, m, K] = __nds_einsum_kernel__ ("j,ijk->ik", (1:5)', T);
%! assert ({k, x, m, K}, {1, 2, 2, (1:5)'});
%! [k, x, m, K] = __nds_einsum_kernel__ ("ijk,rj->irk", T, M);
%! assert ({k, x, m, K}, {2, 1, 2, M});
%! [k, x, m, K] = __nds_einsum_kernel__ ("ijk,jr->irk", T, M.');
%! assert ({k, x, m, K}, {2, 1, 2, M});
%! [k, x, m, K, tr] = __nds_einsum_kernel__ ("ijk,rj,kr->ri", T, M, ones (6, 3));
%! assert ({k, x, m, K, tr}, {3, 1, 1, {[], M.', ones(6, 3)}, true});
%! ## not a kernel: sizes, classes, two ndsparse, a spec of other forms
%! assert (__nds_einsum_kernel__ ("ijk,j->ik", T, (1:4)'), 0);
%! assert (__nds_einsum_kernel__ ("ijk,j->ik", T, ones (5, 2)), 0);
%! assert (__nds_einsum_kernel__ ("ijk,j->ik", T, single (1:5)'), 0);
%! assert (__nds_einsum_kernel__ ("ijk,j->ik", T, sparse (1:5)'), 0);
%! assert (__nds_einsum_kernel__ ("ijk,rj->irk", T, M.'), 0);
%! assert (__nds_einsum_kernel__ ("ijk,rj,kr->ri", T, M, ones (6, 2, 2)), 0);
%! assert (__nds_einsum_kernel__ ("ijk,rj,kr->ri", T, M, ones (6, 2)), 0);
%! assert (__nds_einsum_kernel__ ("ijk,j->ik", T, ndsparse ((1:5)')), 0);
%! assert (__nds_einsum_kernel__ ("ijkl,j->ikl", T, (1:5)'), 0);
%! assert (__nds_einsum_kernel__ (["ijk,j->ik"; "ijk,j->ik"], T, (1:5)'), 0);
%! assert (__nds_einsum_kernel__ ("ijk,j->ik", T), 0);
%! assert (__nds_einsum_kernel__ (3, T, 1), 0);
%!error <index 'j' has size 4 here> einsum ("ijk,j->ik", ndsprand ([4 5 6], 0.3), ones (5, 1)); einsum ("ijk,j->ik", ndsprand ([4 5 6], 0.3), ones (4, 1))
%!error <index 'j' has size 4 here \(operand 2\) but 5 before> einsum ("ijk,j->ik", ndsprand ([4 5 6], 0.3), ones (4, 1))
%!error <index 'j' has size 4 here> einsum ("ijk,rj->irk", ndsprand ([4 5 6], 0.3), ones (3, 4))
%!error <index 'r' has size 3 here> einsum ("ijk,jr,kr->ir", ndsprand ([4 5 6], 0.3), ones (5, 2), ones (6, 3))
%!error <index 'k' has size 5 here> einsum ("ijk,jr,kr->ir", ndsprand ([4 5 6], 0.3), ones (5, 2), ones (5, 2))

%!error <Invalid call> einsum ("ij")
%!error id=ndsparse:einsum einsum (3, A)
%!error <index 'l' of the output is in no operand\n  ij,jk-.il\n          \^> einsum ("ij,jk->il", A, B)
%!error <index 'i' appears twice> einsum ("ij->ii", A)
%!error <'1' is not an index letter> einsum ("i1,jk", A, B)
%!error <not supported> einsum ("...ij", A)
%!error <a second '-.'> einsum ("ij->j->i", A)
%!error <2 terms for 1 operands\n  ij,jk\n    \^> einsum ("ij,jk", A)
%!error <1 terms for 2 operands> einsum ("ij", A, B)
%!error <index 'j' has size 3 here \(operand 2\) but 2 before\n  ij,jk\n     \^> einsum ("ij,jk", B, B)
%!error <operand 1 is 3x3 but its term 'i' names 1> einsum ("i", A)
%!error id=ndsparse:class einsum ("ij", {1})
%!error id=ndsparse:toolarge einsum ("i,j->ij", ndsparse ((1:1e5)', 1, 1e5), ndsparse ((1:1e5)', 1, 1e5))
%!test
%! old = ndsparse_config ();
%! unwind_protect
%!   ndsparse_config ("max_dense", 5);
%!   ndsparse_config ("dense_policy", "error");
%!   id = "";
%!   try
%!     einsum ("i,j->ij", ones (3, 1), ones (3, 1));
%!   catch err
%!     id = err.identifier;
%!   end_try_catch
%!   assert (id, "ndsparse:toolarge");
%!   ## a sparse operand keeps the result sparse: no dense result to refuse
%!   assert (nnz (einsum ("i,j->ij", ones (3, 1), ndsparse (ones (3, 1)))), 9);
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old.max_dense);
%!   ndsparse_config ("dense_policy", old.dense_policy);
%! end_unwind_protect

## integer operands are refused, as Octave refuses [1 2] * int8 ([1; 2]) and
## sparse (1) * int8 (2): the class error names the argument
%!error id=ndsparse:class einsum ("ijk,j->ik", ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), int8 ([1; 2]))
%!error <einsum: operand 2 is int8> einsum ("ijk,j->ik", ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), int8 ([1; 2]))
%!error id=ndsparse:class einsum ("ij,jk->ik", uint64 ([1 2; 3 4]), ndsparse ([1 1], 1, [2 2]))
%!error <einsum: operand 1 is uint64> einsum ("ij,jk->ik", uint64 ([1 2; 3 4]), ndsparse ([1 1], 1, [2 2]))
%!error id=ndsparse:class einsum ("ijk,jr,kr->ir", ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), [1; 2], int8 ([1; 2]))
%!error <einsum: operand 3 is int8> einsum ("ijk,jr,kr->ir", ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), [1; 2], int8 ([1; 2]))
