## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{e} =} end (@var{M}, @var{k}, @var{n})
## The last index of mode @var{k} of the cpmodel @var{M} in @code{M(..., end, ...)}
## (@var{n} subscripts; with fewer than @code{ndims (M)}, the last one spans the
## remaining modes).
##
## @example
## @group
## M = cpmodel (@{ones(4, 1), ones(3, 1)@});
## size (M(end, :))
## @end group
## @end example
## @seealso{cpmodel, size}
## @end deftypefn

function e = end (M, k, n)
  sz = size (M);
  sz(end+1:k) = 1;
  if (k == n)
    e = prod (sz(k:end));
  else
    e = sz(k);
  endif
endfunction

%!test
%! M = cpmodel ({ones(4, 1), ones(3, 1), ones(2, 1)});
%! assert (size (M(end, :, end)), [1 3]);
%! assert (M(end, end, end), 1);
