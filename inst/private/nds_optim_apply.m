## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [W, S1, S2] = nds_optim_apply (method, fn, W, G, states, names, t, args): one
## step of method on copies of the full weight W and its states (a cell of one
## or two arrays; names, their names for messages), with gradient G, at step t,
## options args (see nds_optim_options).  Every argument is checked before
## anything is computed, so a failing call changes nothing.
function [W, S1, S2] = nds_optim_apply (method, fn, W, G, states, names, t, args)
  o = nds_optim_options (method, fn, args);
  if (! (isa (W, "double") && isreal (W) && ! issparse (W)))
    error ("ndsparse:optimizer", "%s: W must be a full real double array, not %s", fn,
           class (W));
  endif
  [idx, data] = nds_grad_rows (G, size (W), fn);
  for k = 1:numel (states)
    S = states{k};
    optional = strcmp (method, "sgd") && o.momentum == 0 && isempty (S);
    if (! optional && ! (isa (S, "double") && isreal (S) && ! issparse (S)
                         && size_equal (S, W)))
      error ("ndsparse:optimizer",
             "%s: %s must be a full real double array of the size of W (%s)%s", fn,
             names{k}, mat2str (size (W)),
             merge (strcmp (method, "sgd"), ", or [] when momentum is 0", ""));
    endif
  endfor
  states(end+1:2) = {[]};
  [kind, c] = nds_optim_consts (method, o);
  [W, S1, S2] = __nds_optim__ (kind, W, states{1}, states{2}, idx, data, c,
                               o.lazy_update, t);
endfunction
