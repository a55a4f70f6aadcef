## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{B} =} subsref (@var{X}, @var{s})
## Indexing @code{@var{X}(@dots{})} of a csr.  Whole rows, @code{X(rows, :)} and
## @code{X(a:b, :)} (@var{rows} numbers, a logical mask or @code{:}, repeats
## allowed), give a csr in O(rows + their entries): a mini-batch costs only its
## own samples.  Any other index is applied to @code{sparse (X)} and gives what
## it gives there (an Octave sparse matrix).
##
## @example
## @group
## X = csr (magic (4));
## B = X([4 1], :);            # a csr
## full (B)                    # magic (4)([4 1], :)
## X(2, 3)                     # sparse (10)
## @end group
## @end example
## @seealso{csr, end, sparse}
## @end deftypefn

function varargout = subsref (X, s)
  if (! strcmp (s(1).type, "()"))
    error ("ndsparse:csr", "csr: %s indexing is not defined; use X(...)", s(1).type);
  endif
  sub = s(1).subs;
  if (numel (sub) == 2 && ischar (sub{2}) && strcmp (sub{2}, ":"))
    B = csr_rows (X, sub{1});
  else
    B = subsref (sparse (X), s(1));
  endif
  if (numel (s) > 1)
    [varargout{1:max (nargout, 1)}] = subsref (B, s(2:end));
  else
    varargout = {B};
  endif
endfunction

## X(r, :) as a csr: each row's entries copied in order
function B = csr_rows (X, r)
  m = X.sz(1);
  if (ischar (r) && strcmp (r, ":"))
    B = X;
    return;
  elseif (islogical (r))
    if (numel (r) > m && any (r(m+1:end)))
      error ("ndsparse:index",
             "index (%d,_): out of bound %d (dimensions are %dx%d)",
             find (r, 1, "last"), m, m, X.sz(2));
    endif
    r = find (r(:));
  elseif (! (isnumeric (r) && isreal (r)) || any (r(:) != fix (r(:))) || any (r(:) < 1))
    error ("ndsparse:index",
           "csr: X(ROWS, :): ROWS must be positive integers, a logical mask or ':'");
  elseif (any (r(:) > m))
    error ("ndsparse:index",
           "index (%d,_): out of bound %d (dimensions are %dx%d)", max (r(:)), m, m,
           X.sz(2));
  endif
  r = double (r(:));
  first = X.ptr(r);                      # 0-based start of each row taken
  k = X.ptr(r + 1) - first;
  ptr = [0; cumsum(k)];
  ## the position of every entry taken: its row's start plus its place in the row
  e = (1:ptr(end)).' + csr_repelem (first - ptr(1:end-1), k);
  B = X;
  B.data = X.data(e);
  B.ind = X.ind(e);
  B.ptr = ptr;
  B.sz = [numel(r), X.sz(2)];
endfunction

%!test
%! ## rows of a random matrix against the same rows of the full matrix
%! rand ("seed", 9);
%! for trial = 1:20
%!   A = rand (7, 5) .* (rand (7, 5) > 0.6);
%!   X = csr (A);
%!   r = randi (7, 1, randi ([0 9]));
%!   B = X(r, :);
%!   assert (class (B), "csrmatrix");
%!   assert (isequal (full (B), A(r, :)), "seed 9, trial %d", trial);
%!   a = randi (7);
%!   b = randi ([a - 1, 7]);
%!   assert (isequal (full (X(a:b, :)), A(a:b, :)), "seed 9, trial %d", trial);
%!   mask = rand (7, 1) > 0.5;
%!   assert (isequal (full (X(mask, :)), A(mask, :)), "seed 9, trial %d", trial);
%! endfor
%!test
%! A = [0 1; 2 0; 0 0];
%! X = csr (A);
%! assert (full (X(:, :)), A);
%! assert (X(2, 1), sparse (2));
%! assert (X(:, 2), sparse ([1; 0; 0]));
%! assert (isequal (X(2:3, :)(1, :), [2 0]));
%! assert (class (X(2:3, :)(1, :)), "csrmatrix");
%! B = X([], :);
%! assert (size (B), [0 2]);
%! assert (csrindptr (B), 0);
%!test
%! ## a batch of 2 rows out of 1e6 with 1e9 columns: only those rows' entries
%! X = csr (1:4, [0 5 999999999 7], [0 2 2 3 zeros(1, 999997) + 4], [1e6 1e9]);
%! B = X(1:2, :);
%! assert (csrindptr (B), [0; 2; 2]);
%! assert (csrindices (B), [0; 5]);
%!error <out of bound 3> X = csr (eye (3)); X(4, :)
%!error <ROWS must be positive integers> X = csr (eye (3)); X(0, :)
%!error <out of bound 3> X = csr (eye (3)); X(logical ([0 0 0 1]), :)
%!error <\{\} indexing is not defined> X = csr (eye (3)); X{1}
