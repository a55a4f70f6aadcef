## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## P = nds_parse_index (T, subs, grow): Octave's subscripts SUBS (a cell, as subsref
## gets them) of the view T, checked and turned into index lists:
##   P.nsub   number of subscripts
##   P.W      working shape (1-by-nsub): the view shape with trailing dims folded into
##            the last subscript (one subscript: linear indexing), or padded with 1s
##   P.colon  1-by-nsub logical, true for ":"
##   P.list   1-by-nsub cell of double column index vectors ([] for ":"), except
##            P.lazy ones
##   P.lazy   1-by-nsub logical: the subscript is a unit range a:b that Octave keeps
##            lazy, stored as given (a row) without making its elements, so that a
##            view of a huge dim costs O(1); nds_index_lists makes it a column
##   P.len    1-by-nsub number of indices of each subscript
##   P.range  1-by-nsub logical: ":" or consecutive increasing indices (a view can
##            take it)
##   P.scalar true when every subscript is one numeric or logical index
##   P.idims  size of the single subscript's index (linear indexing result shape)
## Out-of-range indices are errors unless GROW (assignment may grow the tensor).
function P = nds_parse_index (T, subs, grow)
  nsub = numel (subs);
  shape = T.shape;
  K = numel (shape);
  if (nsub == 1)
    W = prod (shape);
  elseif (nsub >= K)
    W = [shape, ones(1, nsub - K)];
  else
    W = [shape(1:nsub-1), prod(shape(nsub:end))];
  endif
  if (any (W > 2^53))
    error ("ndsparse:toolarge",
           "index: with %d subscripts the folded dimensions of a %s tensor have more than 2^53 elements; give one subscript per dimension",
           nsub, nds_size_str (shape));
  endif
  P = struct ("nsub", nsub, "W", W, "colon", false (1, nsub), "list", {cell(1, nsub)},
              "len", W, "range", true (1, nsub), "scalar", nsub > 0, "idims", [0 0],
              "lazy", false (1, nsub));
  for p = 1:nsub
    x = subs{p};
    if (ischar (x) && strcmp (x, ":"))
      P.colon(p) = true;
      P.scalar = false;
      P.idims = [W(p), 1];
      continue;
    endif
    if (nds_unit_range (x))
      nds_check_bound (p, nsub, x(end), W(p), grow);
      P.idims = size (x);
      P.list{p} = x;
      P.len(p) = numel (x);
      P.lazy(p) = true;
      P.scalar = false;
      continue;
    endif
    if (islogical (x))           # logical arrays and logical ndsparse masks
      ix = find (x);
    elseif (isnumeric (x) && isreal (x))
      ix = double (full (x));
    else
      error ("ndsparse:index",
             "index (%s): subscripts must be numeric, logical or ':', not %s",
             nds_index_pos (p, nsub, "_"), class (x));
    endif
    P.idims = size (ix);
    ix = ix(:);
    if (any (ix != fix (ix)) || any (ix < 1) || any (isnan (ix)))
      bad = ix(find (ix != fix (ix) | ix < 1 | isnan (ix), 1));
      error ("ndsparse:index",
             "index (%s): subscripts must be either integers 1 to (2^63)-1 or logicals",
             nds_index_pos (p, nsub, num2str (bad)));
    endif
    nds_check_bound (p, nsub, max (ix), W(p), grow);
    P.list{p} = ix;
    P.len(p) = numel (ix);
    P.scalar = P.scalar && numel (ix) == 1;
    P.range(p) = numel (ix) <= 1 || all (diff (ix) == 1);
  endfor
endfunction

## Octave's out-of-bound error for subscript p (of nsub) when its largest index hi
## (empty for no indices) passes the extent w and the tensor may not grow
function nds_check_bound (p, nsub, hi, w, grow)
  if (! grow && ! isempty (hi) && hi > w)
    error ("ndsparse:index", "index (%s): out of bound; value %d out of bound %d",
           nds_index_pos (p, nsub, num2str (hi)), hi, w);
  endif
endfunction

## true for a range a:b (a a positive integer, at least 2 elements) that Octave
## keeps lazy: its checks read its ends, not its elements
function tf = nds_unit_range (x)
  tf = (isa (x, "double") && numel (x) >= 2 && strcmp (typeinfo (x), "double_range")
        && x(2) - x(1) == 1 && x(1) >= 1 && x(1) == fix (x(1)));
endfunction

## "_,_,v,_": the position of subscript p among nsub in Octave's error messages
function s = nds_index_pos (p, nsub, v)
  c = repmat ({"_"}, 1, nsub);
  c{p} = v;
  s = strjoin (c, ",");
endfunction
