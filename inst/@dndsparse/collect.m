## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{T} =} collect (@var{D})
## Gather the distributed tensor into one ndsparse on rank 0 (collective); the other
## ranks get @code{[]}.
## @example
## @group
## T = ndsparse ([1 2 3; 2 1 1], [5; 6], [2 2 3]);
## T2 = collect (dndsparse (T));
## if (mpirank () == 0)
##   isequal (T2, T)      # true
## endif
## @end group
## @end example
## @seealso{dndsparse, distribute, local}
## @end deftypefn

function T = collect (D)
  [subs, x] = dnds_entries (D.T, numel (D.sz));
  s = __ndsmpi__ ("gatherv", subs.', 0, 0);
  x = __ndsmpi__ ("gatherv", x(:).', 0, 0);
  T = [];
  if (D.rank == 0)
    T = ndsparse (s.', x.', D.sz);
    if (isa (D.T, "single"))
      T = single (T);
    endif
  endif
endfunction

%!test
%! T = ndsparse ([1 2 3; 2 1 1; 2 2 3], [5; 6; -1], [2 2 3]);
%! T2 = collect (dndsparse (T));
%! if (mpirank () == 0)
%!   assert (isequal (T2, T));
%! else
%!   assert (isempty (T2));
%! endif
