## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} subsasgn (@var{R}, @var{s}, @var{x})
## Assignment into a rowsparse, @code{@var{R}(@dots{}) = @var{x}}, with Octave's
## semantics for arrays.
##
## Whole rows, @code{R(rows, :) = D} (a colon for every dimension after the
## first, or one colon for all of them; @code{R(:, :) = A} is all rows), touch
## only those rows: @var{D} is a
## scalar or has @code{numel (rows) * prod (size (R)(2:end))} elements (full,
## sparse, ndsparse or rowsparse); an assigned row that is all zeros is no longer
## stored, the others are; rows past the end grow @var{R}, and when a row is
## named twice the last value counts.  @code{R(rows, :) = []} deletes rows.
## Any other assignment is made on the full array, after the dense-result policy
## check and with an @code{ndsparse:fallback} warning, and the result is
## converted back (@code{rowsparse (A)}).
##
## @example
## @group
## R = rowsparse ([1 2], 1, [4 2]);
## R(3, :) = [5 6];
## rowindices (R)'             # 1 3
## R(1, :) = 0;
## rowindices (R)'             # 3
## R([2 3], :) = [];
## size (R)                    # 2 2
## @end group
## @end example
## @seealso{rowsparse, subsref, full}
## @end deftypefn

function R = subsasgn (R, s, x)
  if (nargin != 3)
    print_usage ();
  endif
  if (numel (s) != 1 || ! strcmp (s(1).type, "()"))
    error ("ndsparse:rowsparse",
           "rowsparse: assignment R%s = ... is not defined; use R(...) = x",
           s(1).type);
  endif
  sub = s.subs;
  nd = numel (R.sz);
  colons = (numel (sub) == nd || numel (sub) == 2) && numel (sub) >= 2 ...
           && all (cellfun (@(c) ischar (c) && strcmp (c, ":"), sub(2:end)));
  if (! colons)
    R = assign_full (R, s, x);
    return;
  endif
  deleting = isnumeric (x) && ! isobject (x) && isequal (size (x), [0 0]) ...
             && ! isa (x, "ndsparse");
  if (deleting && numel (sub) != nd)
    R = assign_full (R, s, x);     # Octave folds the trailing dims: R(2,:) = []
    return;
  endif
  rows = row_numbers (sub{1}, R.sz(1));
  if (deleting)
    R = delete_rows (R, rows);
  else
    R = assign_rows (R, rows, x, numel (sub) != nd);
  endif
endfunction

## the row numbers a first subscript names, as a column
function rows = row_numbers (r, n)
  if (ischar (r) && strcmp (r, ":"))
    rows = (1:n).';
    return;
  endif
  if (islogical (r))
    rows = find (r(:));
    return;
  endif
  if (! (isnumeric (r) && isreal (r)) || any (r(:) != fix (r(:))) || any (r(:) < 1))
    error ("ndsparse:rowsparse",
           "rowsparse: R(ROWS, :) = ...: ROWS must be positive integers, a logical mask or ':'");
  endif
  rows = double (r(:));
endfunction

## R(rows, :) = x, touching only those rows
function R = assign_rows (R, rows, x, folded)
  w = prod (R.sz(2:end));
  k = numel (rows);
  x = value_of (x);
  if (isscalar (x))
    D = repmat (x, k, w);
  elseif (numel (x) == k * w)
    if (k > 0 && ! (size (x, 1) == k || (k == 1 && numel (x) == w)))
      bad_size (x, k, R.sz);
    endif
    D = reshape (x, k, w);
  else
    bad_size (x, k, R.sz);
  endif
  [rows, last] = unique (rows, "last");          # a row named twice: the last value
  D = D(last, :);
  if (k > 0 && rows(end) > R.sz(1))
    if (numel (R.sz) > 2 && folded)
      error ("ndsparse:rowsparse",
             "rowsparse: R(%d, :) = D: a row past the end (%d) needs a colon for each of the %d other dimensions",
             rows(end), R.sz(1), numel (R.sz) - 1);
    endif
    R.sz(1) = rows(end);
  endif
  keep = any (D != 0, 2);                         # NaN != 0 counts as nonzero
  old = ! ismember (R.idx, rows);
  idx = [R.idx(old); rows(keep)];
  data = [R.data(old, :); D(keep, :)];
  [R.idx, order] = sort (idx);
  R.data = reshape (data(order, :), [numel(R.idx), R.sz(2:end)]);
endfunction

## R(rows, :) = []: the other rows, renumbered
function R = delete_rows (R, rows)
  if (! isempty (rows) && max (rows) > R.sz(1))
    error ("ndsparse:rowsparse",
           "rowsparse: R(ROWS, :) = []: row %d is out of bound %d", max (rows), R.sz(1));
  endif
  rows = unique (rows);
  gone = ismember (R.idx, rows);
  idx = R.idx(! gone);
  R.idx = idx - lookup (rows, idx);              # rows deleted below each kept one
  R.data = reshape (R.data(! gone, :), [numel(R.idx), R.sz(2:end)]);
  R.sz(1) -= numel (rows);
endfunction

## any other assignment, on the full array
function R = assign_full (R, s, x)
  warning ("ndsparse:fallback",
           "subsasgn: storage fallback: a rowsparse of size %s is made full",
           strjoin (arrayfun (@num2str, R.sz, "uniformoutput", false), "x"));
  F = rsp_dense (R, "subsasgn", false);
  F = subsasgn (F, s, value_of (x));
  R = rowsparse (F);
endfunction

## the assigned value as a full real double array
function x = value_of (x)
  if (isa (x, "rowsparse") || isa (x, "ndsparse") || issparse (x))
    x = full (x);
  endif
  if (! (isnumeric (x) || islogical (x)) || iscomplex (x))
    error ("ndsparse:rowsparse",
           "rowsparse: R(...) = X: X must be a real numeric or logical array, not %s",
           class (x));
  endif
  x = double (x);
endfunction

function bad_size (x, k, sz)
  error ("ndsparse:rowsparse",
         "rowsparse: R(ROWS, :) = D: D must be a scalar or %s, not %s",
         strjoin (arrayfun (@num2str, [k, sz(2:end)], "uniformoutput", false), "x"),
         strjoin (arrayfun (@num2str, size (x), "uniformoutput", false), "x"));
endfunction

%!test
%! ## whole rows against the same assignment on the full array (the oracle)
%! rand ("seed", 33);
%! for trial = 1:30
%!   A = rand (7, 3) .* (rand (7, 1) > 0.5);
%!   R = rowsparse (A);
%!   rows = randi (9, 1, randi (4));
%!   D = rand (numel (rows), 3) .* (rand (numel (rows), 1) > 0.3);
%!   R(rows, :) = D;
%!   A(rows, :) = D;
%!   assert (isequal (full (R), A), "seed 33, trial %d", trial);
%!   assert (isequal (rowindices (R), find (any (A, 2))), "seed 33, trial %d", trial);
%! endfor
%!test
%! R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
%! F = full (R);
%! R2 = R;  R2(:, :) = 7;  assert (full (R2), 7 * ones (4, 2));
%! R2 = R;  R2(2, :) = [5 6];  F2 = F;  F2(2, :) = [5 6];  assert (full (R2), F2);
%! R2 = R;  R2(1, :) = 0;  assert (rowindices (R2), 3);
%! R2 = R;  R2([true false true], :) = [9 9; 8 8];  assert (full (R2), [9 9; 0 0; 8 8; 0 0]);
%! R2 = R;  R2(6, :) = [1 1];  assert (size (R2), [6 2]);  assert (full (R2)(6, :), [1 1]);
%! R2 = R;  R2([2 2], :) = [1 1; 5 5];  assert (full (R2)(2, :), [5 5]);
%! R2 = R;  R2(2, :) = sparse ([0 NaN]);  assert (rowindices (R2), [1; 2; 3]);
%! R2 = R;  R2(1:2, :) = rowsparse ([1 1], 2, [2 2]);  assert (full (R2), [0 0; 1 1; 3 4; 0 0]);
%! R2 = R;  R2([], :) = 5;  assert (isequal (R2, R));
%! assert (class (R2), "rowsparse");
%!test
%! ## N-D: a row is a matrix
%! A = zeros (4, 2, 3);  A(2, :, :) = 1;
%! R = rowsparse (A);
%! R(3, :, :) = reshape (1:6, 1, 2, 3);
%! A(3, :, :) = reshape (1:6, 1, 2, 3);
%! assert (full (R), A);
%! R(4, :) = 1:6;
%! A(4, :) = 1:6;
%! assert (full (R), A);
%! assert (rowindices (R), [2; 3; 4]);
%!test
%! ## deletion renumbers the rows after
%! R = rowsparse ([1 1; 2 2; 3 3], [1 3 5], [5 2]);
%! F = full (R);
%! R([2 3], :) = [];
%! F([2 3], :) = [];
%! assert (full (R), F);
%! assert (rowindices (R), [1; 3]);
%! warning ("off", "ndsparse:fallback", "local");
%! A = rowsparse (ones (3, 2, 2));
%! F = ones (3, 2, 2);
%! A(2, :) = [];
%! F(2, :) = [];
%! assert (full (A), F);
%! A = rowsparse (ones (3, 2, 2));
%! A(2, :, :) = [];
%! assert (size (A), [2 2 2]);
%!test
%! ## any other assignment: on the full array, with the fallback warning
%! warning ("off", "ndsparse:fallback", "local");
%! R = rowsparse ([1 2; 3 4], [1 3], [4 2]);
%! F = full (R);
%! R(2, 1) = 5;  F(2, 1) = 5;
%! assert (full (R), F);
%! R(end) = 1;  F(end) = 1;
%! assert (full (R), F);
%! R(:, 1) = [];  F(:, 1) = [];
%! assert (full (R), F);
%! assert (class (R), "rowsparse");
%!warning <storage fallback> R = rowsparse ([1 2], 1, [2 2]); R(1, 1) = 0;
%!error <ROWS must be positive integers> R = rowsparse ([1 2], 1, [2 2]); R(0, :) = 1;
%!error <D must be a scalar or 2x2, not 1x3> R = rowsparse ([1 2], 1, [2 2]); R(1:2, :) = [1 2 3];
%!error <X must be a real numeric> R = rowsparse ([1 2], 1, [2 2]); R(1, :) = {1};
%!error <X must be a real numeric> R = rowsparse ([1 2], 1, [2 2]); R(1, :) = [1i 1];
%!error <a row past the end \(4\) needs a colon for each of the 2 other> R = rowsparse (ones (4, 2, 3)); R(6, :) = 1:6;
%!error <row 5 is out of bound 2> R = rowsparse ([1 2], 1, [2 2]); R(5, :) = [];
%!error <R\{\} = \.\.\. is not defined> R = rowsparse ([1 2], 1, [2 2]); R{1} = 1;
