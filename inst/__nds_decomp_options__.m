## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {o =} __nds_decomp_options__ (fn, args, o)
## Internal, shared by the decompositions of ndsparse and dndsparse: the options
## of decomposition fn (cp_als, cp_apr, tucker_als, hosvd) from args: @{@}, @{struct@},
## @{name, value, @dots{}@} or @{struct, name, value, @dots{}@} (names case-insensitive, as
## Tensor Toolbox's inputParser), over the defaults o.  An unknown name is an
## ndsparse:decomp error naming it; the values are checked by the caller.
## @end deftypefn
function o = __nds_decomp_options__ (fn, args, o)
  pairs = __nds_option_pairs__ ("ndsparse:decomp", fn, args);
  names = fieldnames (o);
  for k = 1:2:numel (pairs)
    hit = strcmpi (pairs{k}, names);
    if (! any (hit))
      error ("ndsparse:decomp", "%s: unknown option \"%s\" (%s takes %s)", fn,
             pairs{k}, fn, strjoin (names.', ", "));
    endif
    o.(names{hit}) = pairs{k + 1};
  endfor
endfunction

%!test
%! d = struct ("tol", 1e-4, "maxiters", 50);
%! o = __nds_decomp_options__ ("cp_als", {struct("tol", 0), "MaxIters", 3}, d);
%! assert ([o.tol, o.maxiters], [0, 3]);
%! assert (__nds_decomp_options__ ("cp_als", {}, d), d);
%!error <unknown option "bogus"> __nds_decomp_options__ ("cp_als", {"bogus", 1}, struct ("tol", 1))
%!error id=ndsparse:decomp __nds_decomp_options__ ("cp_als", {"tol"}, struct ("tol", 1))
%!error id=ndsparse:decomp __nds_decomp_options__ ("cp_als", {struct("tol", {1, 2})}, struct ("tol", 1))
