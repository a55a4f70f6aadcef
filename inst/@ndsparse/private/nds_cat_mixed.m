## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## R = nds_cat_mixed (who, dim, A, B, ...): cat (dim, A, B, ...) for cat, horzcat or
## vertcat (who: their rules for empty operands, and the name in errors) of
## operands of which at least one is an ndsparse and the others full arrays,
## sparse matrices or ndsparse (dim a checked positive integer).  The size and
## each operand's place come from __nds_cat_plan__ (Octave's rules); the values
## are logical only when every operand, an empty one too, is logical, single when
## any is single, complex when any is complex with an imaginary part not zero
## (complex single when any is single).
##
## With an integer operand the result is Octave's concatenation of the full arrays
## (the integer class wins, each value rounded and saturated), a full array: an
## ndsparse holds no integers, and a refusal could not carry its identifier from
## [T, int8(x)] (Octave 7's do_class_concat replaces any error of the method by
## "ndsparse/horzcat method failed", with no identifier).
function R = nds_cat_mixed (who, dim, varargin)
  if (any (cellfun ("isinteger", varargin)))
    R = cat_full (who, dim, varargin);
    return;
  endif
  tensor = cellfun ("isclass", varargin, "ndsparse");
  T = varargin{find (tensor, 1)};
  sizes = cell (size (varargin));
  for k = 1:numel (varargin)
    varargin{k} = nds_operand (varargin{k}, who);    # numeric, logical or ndsparse
    sizes{k} = size (varargin{k});
  endfor
  [shape, first] = __nds_cat_plan__ (who, dim, sizes);
  empty = cellfun (@(sz) any (sz == 0), sizes);
  ops = varargin(! empty);
  offs = first(! empty) - 1;
  ## an empty operand that is not logical still makes the values double, a single
  ## one single, as in Octave (a handle: the named test does not see a logical
  ## ndsparse)
  empty_logical = all (cellfun (@islogical, varargin(empty)));
  empty_single = false;
  for k = find (empty)
    empty_single |= (isa (varargin{k}, "single")
                     || (tensor(k) && nds_is_single (varargin{k})));
  endfor
  if (isempty (ops))
    v = merge (empty_logical, false (0, 1), zeros (0, 1));
    if (empty_single)
      v = single (v);
    endif
    R = nds_reset (T, zeros (0, numel (shape), "int64"), v, shape);
    return;
  endif
  n = numel (ops);
  parts = cell (n, 2);
  shapes = cell (n, 1);
  for k = 1:n
    X = ops{k};
    if (! isa (X, "ndsparse"))
      X = ndsparse (X);
    endif
    [parts{k, :}, shapes{k}] = nds_entries (X);
  endfor
  m = max ([dim, numel(shape), cellfun("numel", shapes).']);
  shape(end+1:m) = 1;
  for k = 1:n
    if (columns (parts{k, 1}) < m)
      parts{k, 1}(:, end+1:m) = 1;
    endif
  endfor
  ## the values' class: complex when any operand is, single when any is (Octave's
  ## rule for [single, double]), else logical when all are, else double
  any_single = empty_single || any (cellfun ("isclass", parts(:, 2), "single"));
  if (any (! cellfun ("isreal", parts(:, 2))))
    if (any_single)
      parts(:, 2) = cellfun (@(v) complex (single (v)), parts(:, 2), "uniformoutput", false);
    else
      parts(:, 2) = cellfun (@(v) complex (double (v)), parts(:, 2), "uniformoutput", false);
    endif
  elseif (any_single)
    parts(:, 2) = cellfun (@single, parts(:, 2), "uniformoutput", false);
  elseif (! all (cellfun ("islogical", parts(:, 2))) || ! empty_logical)
    parts(:, 2) = cellfun (@double, parts(:, 2), "uniformoutput", false);
  endif
  if (n <= 8 || ! any (shape(dim+1:end) > 1))
    ## the shifted operands are sorted and disjoint: one merge pass, in C
    [s, v] = __nds_cat__ (dim, offs, parts(:, 1), parts(:, 2));
  else
    for k = 2:n
      parts{k, 1}(:, dim) += offs(k);
    endfor
    parts{1, 1}(:, dim) += offs(1);
    [s, v] = __nds_sort__ (vertcat (parts{:, 1}), vertcat (parts{:, 2}), shape);
  endif
  if (isa (v, "single") && ! all (v))
    keep = (v != 0);       # doubles too small for single: their zeros are not kept
    s = s(keep, :);
    v = v(keep);
  endif
  R = nds_reset (T, s, v, shape);
endfunction

## cat (dim, ...) of ops as Octave's full arrays give it, every ndsparse made full
## after the max_dense policy's check on the result's size; a mix Octave's arrays
## refuse (complex or sparse with integer) is an ndsparse:class error
function R = cat_full (who, dim, ops)
  sizes = cellfun (@size, ops, "uniformoutput", false);
  shape = __nds_cat_plan__ (who, dim, sizes);
  nds_dense_check (shape, who, false);
  for k = find (cellfun ("isclass", ops, "ndsparse"))
    ops{k} = full (ops{k});
  endfor
  try
    if (strcmp (who, "cat"))
      R = builtin ("cat", dim, ops{:});
    else
      R = builtin (who, ops{:});
    endif
  catch err
    error ("ndsparse:class", "%s: %s (an integer operand is concatenated as Octave's full arrays are)",
           who, err.message);
  end_try_catch
endfunction
