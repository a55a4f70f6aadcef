## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {v =} __nds_decomp_check__ (fn, name, v, kind)
## Internal: option name of fn checked to be of
## kind "posint" (a positive integer), "nonneg" (a real scalar >= 0), "int" (an
## integer), "logical" (true/false or 0/1), or "perm" with v a permutation of
## 1:N (kind @{"perm", N@}); an ndsparse:decomp error naming it otherwise.
## @end deftypefn
function v = __nds_decomp_check__ (fn, name, v, kind)
  scalar = (isnumeric (v) || islogical (v)) && isreal (v) && isscalar (v) && ! isnan (v);
  if (iscell (kind))
    N = kind{2};
    if (! (isnumeric (v) && isvector (v) && numel (v) == N
           && isequal (sort (double (v(:))).', 1:N)))
      error ("ndsparse:decomp", "%s: %s must be a permutation of 1:%d", fn, name, N);
    endif
    v = double (v(:).');
    return;
  endif
  switch (kind)
    case "posint"
      ok = scalar && v >= 1 && v == fix (v);
      what = "a positive integer";
    case "nonneg"
      ok = scalar && v >= 0;
      what = "a real scalar >= 0";
    case "int"
      ok = scalar && v == fix (v);
      what = "an integer";
    case "logical"
      ok = scalar && (v == 0 || v == 1);
      what = "true or false";
  endswitch
  if (! ok)
    error ("ndsparse:decomp", "%s: %s must be %s", fn, name, what);
  endif
  v = double (v);
  if (strcmp (kind, "logical"))
    v = logical (v);
  endif
endfunction
