## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

classdef ndarrayiter < handle
  ## -*- texinfo -*-
  ## @deftypefn  {ndsparse} {@var{it} =} ndarrayiter (@var{X}, @var{y}, "batch_size", @var{b})
  ## @deftypefnx {ndsparse} {@var{it} =} ndarrayiter (@dots{}, @var{name}, @var{value}, @dots{})
  ## An iterator over the samples (rows) of @var{X} and their labels @var{y} in
  ## batches (MXNet's @code{mx.io.NDArrayIter}).  @var{X} is a full array, a
  ## sparse matrix, a @code{csr}, an ndsparse or a rowsparse; @var{y} has as many
  ## rows (or is @code{[]}: no labels).  A batch is @code{X(rows, :, @dots{})} of the
  ## same class (a csr or rowsparse batch costs only its rows).
  ##
  ## @code{hasnext (it)} says whether a batch remains; @code{[Xb, yb, pad] = next
  ## (it)} returns it; @code{reset (it)} starts the next pass.
  ##
  ## Options: @code{"batch_size"} (required); @code{"shuffle"} (default false: a
  ## new random order of the samples at the start and at every reset, drawn from
  ## @code{"seed"} (default 0) and the pass number, so that a run repeats exactly,
  ## without touching @code{rand}'s state); @code{"last_batch_handle"}:
  ## @table @code
  ## @item "pad"
  ## (default) the last batch is completed with the first samples of the pass;
  ## @var{pad} says how many.
  ## @item "discard"
  ## a last batch shorter than @var{b} is not returned.
  ## @item "roll_over"
  ## the samples of a short last batch are not returned in this pass but open the
  ## first batch of the next one (after @code{reset}).
  ## @end table
  ## Errors have the identifier @code{ndsparse:ndarrayiter}.
  ##
  ## @example
  ## @group
  ## X = csr (sparse ([1 0; 0 2; 3 0; 0 4; 5 5]));
  ## it = ndarrayiter (X, (1:5)', "batch_size", 2, "last_batch_handle", "discard");
  ## while (hasnext (it))
  ##   [Xb, yb] = next (it);
  ##   yb'                       # 1 2, then 3 4
  ## endwhile
  ## @end group
  ## @end example
  ## @seealso{libsvmiter, csr}
  ## @end deftypefn

  properties (SetAccess = private)
    batch_size = 1;
    last_batch_handle = "pad";
    shuffle = false;
    seed = 0;
  endproperties

  properties (Access = private)
    X = [];
    y = [];
    n = 0;
    order = zeros (0, 1);   # the samples of this pass, in the order returned
    pos = 1;                # the next place in order
    pass = 0;
    carry = zeros (0, 1);   # roll_over: samples left by the last pass
  endproperties

  methods

    function it = ndarrayiter (X, y, varargin)
      if (nargin < 2)
        print_usage ();
      endif
      if (! (isnumeric (X) || islogical (X) || isa (X, "csrmatrix") || isa (X, "ndsparse")
             || isa (X, "rowsparse")))
        error ("ndsparse:ndarrayiter",
               "ndarrayiter: X must be an array, a sparse matrix, a csr, an ndsparse or a rowsparse, not %s",
               class (X));
      endif
      n = size (X, 1);
      if (! isempty (y) && size (y, 1) != n)
        error ("ndsparse:ndarrayiter",
               "ndarrayiter: Y must have one row per sample of X (%d), not %d", n,
               size (y, 1));
      endif
      o = nds_io_options ("ndarrayiter",
                          struct ("batch_size", [], "last_batch_handle", "pad",
                                  "shuffle", false, "seed", 0), varargin);
      b = o.batch_size;
      if (! (isnumeric (b) && isscalar (b) && isreal (b) && b >= 1 && b == fix (b)))
        error ("ndsparse:ndarrayiter", "ndarrayiter: batch_size must be a positive integer");
      endif
      h = o.last_batch_handle;
      if (! (ischar (h) && any (strcmp (h, {"pad", "discard", "roll_over"}))))
        error ("ndsparse:ndarrayiter",
               "ndarrayiter: last_batch_handle must be \"pad\", \"discard\" or \"roll_over\"");
      endif
      sh = o.shuffle;
      if (! ((islogical (sh) || isnumeric (sh)) && isscalar (sh) && any (sh == [0 1])))
        error ("ndsparse:ndarrayiter", "ndarrayiter: shuffle must be true or false");
      endif
      if (! (isnumeric (o.seed) && isscalar (o.seed) && isreal (o.seed)))
        error ("ndsparse:ndarrayiter", "ndarrayiter: seed must be a real number");
      endif
      it.X = X;
      it.y = y;
      it.n = n;
      it.batch_size = double (b);
      it.last_batch_handle = h;
      it.shuffle = logical (sh);
      it.seed = double (o.seed);
      start_pass (it, zeros (0, 1));
    endfunction

    function tf = hasnext (it)
      left = numel (it.order) - it.pos + 1;
      if (strcmp (it.last_batch_handle, "pad"))
        tf = left > 0;
      else
        tf = left >= it.batch_size;
      endif
    endfunction

    function [Xb, yb, pad] = next (it)
      if (! hasnext (it))
        error ("ndsparse:ndarrayiter", "ndarrayiter: no batch left; reset (it) starts again");
      endif
      b = it.batch_size;
      take = it.order(it.pos:min (it.pos + b - 1, end));
      it.pos += numel (take);
      pad = b - numel (take);
      if (pad > 0)                       # "pad": the first samples of the pass again
        take = [take; it.order(mod (0:pad-1, numel (it.order)) + 1)];
      endif
      Xb = rows_of (it.X, take);
      if (isempty (it.y))
        yb = [];
      else
        yb = rows_of (it.y, take);
      endif
    endfunction

    function reset (it)
      carry = zeros (0, 1);
      if (strcmp (it.last_batch_handle, "roll_over"))
        carry = it.order(it.pos:end);
      endif
      start_pass (it, carry);
    endfunction

    function disp (it)
      printf ("  ndarrayiter over %d samples of class %s: batches of %d, %s%s\n", it.n,
              class (it.X), it.batch_size, it.last_batch_handle,
              merge (it.shuffle, ", shuffled", ""));
    endfunction

  endmethods

  methods (Access = private)

    ## a new pass: the samples carried over first, then all of them, shuffled
    ## when asked by a generator of their own
    function start_pass (it, carry)
      it.pass += 1;
      order = (1:it.n).';
      if (it.shuffle)
        saved = rand ("twister");
        unwind_protect
          rand ("twister", it.seed * 1e6 + it.pass);
          [~, order] = sort (rand (it.n, 1));
        unwind_protect_cleanup
          rand ("twister", saved);
        end_unwind_protect
      endif
      it.order = [carry(:); order];
      it.pos = 1;
    endfunction

  endmethods

endclassdef

## A(rows, :, ...) for any of the classes the iterator takes
## (a rowsparse's batch is a rowsparse of the stored rows among r)
function B = rows_of (A, r)
  if (isa (A, "rowsparse"))
    sz = size (A);
    data = rowdata (A);
    [tf, loc] = ismember (r, rowindices (A));
    data = reshape (data(loc(tf), :), [nnz(tf), sz(2:end)]);
    B = rowsparse (data, find (tf), [numel(r), sz(2:end)]);
  else
    c = repmat ({":"}, 1, ndims (A) - 1);
    B = A(r, c{:});
  endif
endfunction

%!test
%! ## every handling against its definition on a full matrix, shuffled and not
%! X = reshape (1:30, 10, 3);
%! y = (1:10)';
%! it = ndarrayiter (X, y, "batch_size", 4);
%! got = {};
%! while (hasnext (it))
%!   [Xb, yb, pad] = next (it);
%!   got(end+1, :) = {yb', pad};
%!   assert (Xb, X(yb, :));
%! endwhile
%! assert (got, {1:4, 0; 5:8, 0; [9 10 1 2], 2});
%! it = ndarrayiter (X, y, "batch_size", 4, "last_batch_handle", "discard");
%! n = 0;
%! while (hasnext (it))
%!   [~, yb] = next (it);
%!   n += 1;
%! endwhile
%! assert ([n, yb'], [2, 5:8]);
%! it = ndarrayiter (X, y, "batch_size", 4, "last_batch_handle", "roll_over");
%! next (it); next (it);
%! assert (hasnext (it), false);
%! reset (it);
%! [~, yb] = next (it);
%! assert (yb', [9 10 1 2]);
%! [~, yb] = next (it);
%! assert (yb', 3:6);

%!test
%! ## shuffle: seeded, a permutation each pass, rand's state untouched
%! X = sparse (magic (6));
%! rand ("twister", 5);
%! r0 = rand ();
%! rand ("twister", 5);
%! it = ndarrayiter (X, (1:6)', "batch_size", 3, "shuffle", true, "seed", 7);
%! [Xb, a] = next (it);
%! [~, b] = next (it);
%! assert (sort ([a; b])', 1:6);
%! assert (issparse (Xb));
%! assert (Xb, X(a, :));
%! assert (rand (), r0);
%! it2 = ndarrayiter (X, (1:6)', "batch_size", 3, "shuffle", true, "seed", 7);
%! assert (next (it2) , Xb);
%! reset (it);
%! [~, c] = next (it);
%! [~, d] = next (it);
%! assert (sort ([c; d])', 1:6);
%! assert (! isequal ([a; b], [c; d]));   # the second pass has another order

%!test
%! ## csr, ndsparse and rowsparse batches keep their class; no labels
%! A = sparse ([1 0; 0 2; 3 0; 0 4; 5 5]);
%! for X = {csr(A), ndsparse(A), rowsparse(A)}
%!   it = ndarrayiter (X{1}, [], "batch_size", 2);
%!   [Xb, yb, pad] = next (it);
%!   assert (class (Xb), class (X{1}));
%!   assert (full (Xb), full (A(1:2, :)));
%!   assert (yb, []);
%! endfor
%! R = rowsparse ([1 1; 2 2], [2 5], [5 2]);
%! it = ndarrayiter (R, (1:5)', "batch_size", 3, "shuffle", true);
%! for pass = 1:2
%!   while (hasnext (it))
%!     [Rb, yb] = next (it);
%!     assert (class (Rb), "rowsparse");
%!     F = full (R);
%!     assert (full (Rb), F(yb, :));
%!   endwhile
%!   reset (it);
%! endfor
%! it = ndarrayiter (ndsparse (ones (3, 2, 2)), [1; 2; 3], "batch_size", 2);
%! next (it);
%! [Xb, yb, pad] = next (it);
%! assert (size (Xb), [2 2 2]);
%! assert ([yb', pad], [3 1 1]);
%! ## a batch larger than the data under "pad" repeats the samples
%! it = ndarrayiter ([1; 2], [1; 2], "batch_size", 5);
%! [~, yb, pad] = next (it);
%! assert ([yb', pad], [1 2 1 2 1 3]);

%!error <X must be an array> ndarrayiter ({1}, [], "batch_size", 1)
%!error <Y must have one row per sample of X \(3\), not 2> ndarrayiter (ones (3, 1), [1; 2], "batch_size", 1)
%!error <batch_size must be a positive integer> ndarrayiter (ones (3, 1), [], "batch_size", 0)
%!error <last_batch_handle must be> ndarrayiter (ones (3, 1), [], "batch_size", 1, "last_batch_handle", "wrap")
%!error <shuffle must be true or false> ndarrayiter (ones (3, 1), [], "batch_size", 1, "shuffle", 3)
%!error <unknown option "label_name"> ndarrayiter (ones (3, 1), [], "label_name", "y")
%!error <no batch left> it = ndarrayiter (ones (3, 1), [], "batch_size", 4, "last_batch_handle", "discard"); next (it);
