## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [idx, data] = nds_grad_rows (G, szw, fn): the rows of the gradient G of a
## weight of size szw, for function fn: a rowsparse's stored rows (all-zero ones
## included), the rows of an ndsparse or a sparse matrix that hold a nonzero, or
## every row of a full array; data is k-by-(row width).  G of another size is an
## ndsparse:optimizer error.
function [idx, data] = nds_grad_rows (G, szw, fn)
  if (isa (G, "ndsparse") || issparse (G))
    G = rowsparse (G);
  endif
  if (isa (G, "rowsparse"))
    szg = size (G);
  elseif ((isnumeric (G) || islogical (G)) && isreal (G))
    szg = size (G);
  else
    error ("ndsparse:optimizer",
           "%s: G must be a rowsparse, an ndsparse, a sparse matrix or a real full array, not %s",
           fn, class (G));
  endif
  if (numel (szg) != numel (szw) || any (szg != szw))
    error ("ndsparse:optimizer", "%s: G is %s but W is %s: they must have one size", fn,
           dims_str (szg), dims_str (szw));
  endif
  w = prod (szw(2:end));
  if (isa (G, "rowsparse"))
    idx = rowindices (G);
    data = reshape (double (rowdata (G)), numel (idx), w);
  else
    idx = (1:szw(1)).';
    data = reshape (double (G), szw(1), w);
  endif
endfunction

function s = dims_str (sz)
  s = strjoin (arrayfun (@num2str, sz, "uniformoutput", false), "x");
endfunction
