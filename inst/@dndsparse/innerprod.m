## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{d} =} innerprod (@var{D}, @var{B})
## The inner product of the distributed tensor @var{D} with @var{B}, on every rank
## (collective).  @var{B} is a dndsparse of the same size, or an ndsparse or full
## array of that size held whole on every rank.
## @example
## @group
## T = ndsparse ([1 1; 2 2], [3; 4]);
## innerprod (dndsparse (T), full (T))     # 25
## @end group
## @end example
## @seealso{dndsparse, norm}
## @end deftypefn

function d = innerprod (D, B)
  if (nargin != 2)
    print_usage ();
  endif
  if (! isa (D, "dndsparse"))
    [D, B] = deal (B, D);
  endif
  if (isa (B, "dndsparse"))
    if (! isequal (B.sz, D.sz))
      error ("ndsparse:size", "innerprod: the tensors must have the same size");
    endif
    ## B's entries moved to D's owners, then the blocks meet rank by rank
    if (! (isequal (B.dims, D.dims) && isequal (B.bounds, D.bounds)))
      B = redistribute (B, D);
    endif
    d = __ndsmpi__ ("allreduce", innerprod (D.T, B.T), 0, 0);
    d = dnds_class (d, D.T, B.T);
  else
    if (! isequal (size (B), size (D)))
      error ("ndsparse:size", "innerprod: B must have the size of D");
    endif
    d = __ndsmpi__ ("allreduce", innerprod (D.T, B), 0, 0);
    d = dnds_class (d, D.T, B);
  endif
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 2 1; 1 2 2], [3; 4; 2], [2 2 2]);
%! D = dndsparse (T);
%! assert (innerprod (D, full (T)), 29, 1e-14);
%! assert (innerprod (full (T), D), 29, 1e-14);
%! assert (innerprod (D, T), 29, 1e-14);
%! assert (innerprod (D, D), 29, 1e-14);
%! assert (innerprod (D, dndsparse (T, "coarse")), 29, 1e-14);
%!error id=ndsparse:size innerprod (dndsparse (ndsparse ([1 1], 1, [2 2])), ones (3, 3))
