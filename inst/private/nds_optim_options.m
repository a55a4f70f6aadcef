## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## o = nds_optim_options (method, fn, args, o): the options of optimizer method
## ("sgd", "adam", "adagrad") for function fn, from args: {}, {struct},
## {name, value, ...} or {struct, name, value, ...} (names case-insensitive),
## over the defaults (MXNet's) or over o when given.  Every value is checked;
## an unknown name or a bad value is an ndsparse:optimizer error naming it.
function o = nds_optim_options (method, fn, args, o)
  if (nargin < 4)
    o = defaults (method);
  endif
  pairs = __nds_option_pairs__ ("ndsparse:optimizer", fn, args);
  for k = 1:2:numel (pairs)
    name = lower (pairs{k});
    if (! isfield (o, name))
      error ("ndsparse:optimizer", "%s: unknown option \"%s\" (%s takes %s)", fn,
             pairs{k}, method, strjoin (fieldnames (o), ", "));
    endif
    o.(name) = checked (name, pairs{k + 1}, fn);
  endfor
endfunction

## the defaults of MXNet 1.x's optimizers (made once: a struct costs microseconds)
function o = defaults (method)
  persistent d = struct (
    "sgd", struct ("lr", 0.01, "momentum", 0, "wd", 0, "rescale_grad", 1,
                   "clip_gradient", 0, "lazy_update", true),
    "adam", struct ("lr", 0.001, "beta1", 0.9, "beta2", 0.999, "epsilon", 1e-8, "wd", 0,
                    "rescale_grad", 1, "clip_gradient", 0, "lazy_update", true),
    "adagrad", struct ("lr", 0.01, "epsilon", 1e-7, "wd", 0, "rescale_grad", 1,
                       "clip_gradient", 0, "lazy_update", true));
  o = d.(method);
endfunction

## the value v of option name, checked
function v = checked (name, v, fn)
  if (strcmp (name, "lazy_update"))
    if (! ((islogical (v) || isnumeric (v)) && isscalar (v) && (v == 0 || v == 1)))
      error ("ndsparse:optimizer", "%s: option lazy_update must be true or false", fn);
    endif
    v = logical (v);
    return;
  endif
  if (! (isnumeric (v) && isreal (v) && isscalar (v) && ! isnan (v)))
    error ("ndsparse:optimizer", "%s: option %s must be a real scalar", fn, name);
  endif
  v = double (v);
  switch (name)
    case {"lr", "epsilon"}
      ok = v > 0 && isfinite (v);
      what = "a positive finite scalar";
    case "momentum"
      ok = v >= 0 && isfinite (v);
      what = "a non-negative finite scalar";
    case {"beta1", "beta2"}
      ok = v >= 0 && v < 1;
      what = "in [0, 1)";
    case "clip_gradient"
      ok = true;      # <= 0: no clipping
      what = "";
    otherwise         # wd, rescale_grad
      ok = isfinite (v);
      what = "finite";
  endswitch
  if (! ok)
    error ("ndsparse:optimizer", "%s: option %s must be %s, not %g", fn, name, what, v);
  endif
endfunction
