## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [W, S1, S2] = nds_optim_apply (method, fn, W, G, states, names, t, args): one
## step of method on copies of the full weight W and its states (a cell of one
## or two arrays; names, their names for messages), with gradient G, at step t,
## options args (see nds_optim_options).  Every argument is checked before
## anything is computed, so a failing call changes nothing.  Single values
## (MXNet's float32): when W, a state or G is single, every operand is made single
## (Octave's single op double) and the step is computed in single arithmetic by the
## engine's float kernel, as MXNet's float32 kernels compute it.
function [W, S1, S2] = nds_optim_apply (method, fn, W, G, states, names, t, args)
  o = nds_optim_options (method, fn, args);
  if (isa (W, "rowsparse"))
    [W, S1, S2] = rowsparse_step (method, fn, W, G, states, names, t, o);
    return;
  endif
  if (! (full_float (W)))
    error ("ndsparse:optimizer", "%s: W must be a full real double or single array, not %s",
           fn, nds_kind (W));
  endif
  [idx, data] = nds_grad_rows (G, size (W), fn);
  sgl = isa (W, "single") || isa (G, "single");
  for k = 1:numel (states)
    S = states{k};
    optional = strcmp (method, "sgd") && o.momentum == 0 && isempty (S);
    if (! optional && ! (full_float (S) && size_equal (S, W)))
      error ("ndsparse:optimizer",
             "%s: %s must be a full real double or single array of the size of W (%s)%s",
             fn, names{k}, mat2str (size (W)),
             merge (strcmp (method, "sgd"), ", or [] when momentum is 0", ""));
    endif
    sgl = sgl || isa (S, "single");
  endfor
  states(end+1:2) = {[]};
  [kind, c] = nds_optim_consts (method, o);
  if (sgl)
    ## a state not kept stays [] (the kernel returns it so)
    [W, S1, S2] = __nds_optim__ (kind, single (W), to_single (states{1}),
                                 to_single (states{2}), idx, single (data), c,
                                 o.lazy_update, t);
  else
    [W, S1, S2] = __nds_optim__ (kind, W, states{1}, states{2}, idx, data, c,
                                 o.lazy_update, t);
  endif
endfunction

## A as single, [] kept as []
function A = to_single (A)
  if (! isempty (A))
    A = single (A);
  endif
endfunction

## true when A is a full real double or single array (not an object)
function tf = full_float (A)
  tf = (isa (A, "double") || isa (A, "single")) && ! isobject (A) && isreal (A) ...
       && ! issparse (A);
endfunction

## the step on a rowsparse weight W, whose states are rowsparse or full arrays of
## its size (or [] where optional): the rows that can change (the gradient's when
## lazy; else those stored by W, a state or the gradient: a row zero in all of
## them stays zero under every method) are gathered into a compact full problem,
## stepped by the same kernel, and scattered back.  W and rowsparse states keep
## their stored rows and gain the gradient's.
function [W, S1, S2] = rowsparse_step (method, fn, W, G, states, names, t, o)
  sz = size (W);
  [gidx, gdata] = nds_grad_rows (G, sz, fn);
  for k = 1:numel (states)
    S = states{k};
    optional = strcmp (method, "sgd") && o.momentum == 0 && isempty (S);
    if (! optional && ! (isa (S, "rowsparse") && isequal (size (S), sz))
        && ! (full_float (S) && isequal (size (S), sz)))
      error ("ndsparse:optimizer",
             "%s: %s must be a rowsparse or a full real double or single array of the size of W (%s)%s",
             fn, names{k}, mat2str (sz),
             merge (strcmp (method, "sgd"), ", or [] when momentum is 0", ""));
    endif
  endfor
  if (o.lazy_update)
    P = gidx;
  elseif (any (cellfun (@(S) full_float (S) && ! isempty (S), states)))
    P = (1:sz(1)).';
  else
    P = rowindices (W);
    for k = 1:numel (states)
      if (isa (states{k}, "rowsparse"))
        P = union (P, rowindices (states{k}));
      endif
    endfor
    P = union (P, gidx);
    P = P(:);
  endif
  Wc = gather_rows (W, P);
  Sc = cell (1, 2);
  for k = 1:numel (states)
    Sc{k} = gather_rows (states{k}, P);
  endfor
  [kind, c] = nds_optim_consts (method, o);
  sgl = isa (W, "single") || isa (G, "single") ...
        || any (cellfun (@(S) isa (S, "single"), states));
  if (sgl)                       # the float kernel, as for a full W
    Wc = single (Wc);
    Sc = cellfun (@to_single, Sc, "uniformoutput", false);
    gdata = single (gdata);
  endif
  [Wc, Sc{1}, Sc{2}] = __nds_optim__ (kind, Wc, Sc{1}, Sc{2}, lookup (P, gidx), gdata,
                                      c, o.lazy_update, t);
  W = scatter_rows (W, P, Wc);
  S1 = S2 = [];
  if (numel (states) >= 1)
    S1 = scatter_rows (states{1}, P, Sc{1});
  endif
  if (numel (states) >= 2)
    S2 = scatter_rows (states{2}, P, Sc{2});
  endif
  ## single with double gives single
  if (sgl)
    W = single (W);
    if (! isempty (S1))
      S1 = single (S1);
    endif
    if (! isempty (S2))
      S2 = single (S2);
    endif
  endif
endfunction

## the rows P of A (rowsparse or full; [] stays []) as a numel (P)-by-w full matrix
function C = gather_rows (A, P)
  if (isempty (A) && ! isa (A, "rowsparse"))
    C = [];
  elseif (isa (A, "rowsparse"))
    sz = size (A);
    idx = rowindices (A);
    data = reshape (rowdata (A), numel (idx), prod (sz(2:end)));
    C = zeros (numel (P), prod (sz(2:end)));
    [tf, loc] = ismember (P, idx);
    C(tf, :) = data(loc(tf), :);
  else
    sz = size (A);
    C = reshape (A, sz(1), prod (sz(2:end)))(P, :);
  endif
endfunction

## A with its rows P replaced by the rows of C, of A's class
function A = scatter_rows (A, P, C)
  if (isempty (A) && ! isa (A, "rowsparse"))
    return;
  endif
  sz = size (A);
  w = prod (sz(2:end));
  if (isa (A, "rowsparse"))
    idx = rowindices (A);
    data = reshape (rowdata (A), numel (idx), w);
    old = ! ismember (idx, P);
    [idx, order] = sort ([idx(old); P]);
    data = [data(old, :); C](order, :);
    A = rowsparse (reshape (data, [numel(idx), sz(2:end)]), idx, sz);
  else
    A = reshape (A, sz(1), w);
    A(P, :) = C;
    A = reshape (A, sz);
  endif
endfunction
