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

%!assert (__nds_decomp_check__ ("f", "n", int8 (3), "posint"), 3)
%!assert (class (__nds_decomp_check__ ("f", "n", 1, "logical")), "logical")
%!assert (__nds_decomp_check__ ("f", "d", [3; 1; 2], {"perm", 3}), [3 1 2])
%!error <n must be a positive integer> __nds_decomp_check__ ("f", "n", 0, "posint")
%!error <t must be a real scalar> __nds_decomp_check__ ("f", "t", -1, "nonneg")
%!error <p must be an integer> __nds_decomp_check__ ("f", "p", 1.5, "int")
%!error <s must be true or false> __nds_decomp_check__ ("f", "s", 2, "logical")
%!error <d must be a permutation of 1:3> __nds_decomp_check__ ("f", "d", [1 1 2], {"perm", 3})
