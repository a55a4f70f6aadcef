## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{T} =} local (@var{D})
## This rank's block of the distributed tensor: an ordinary ndsparse of the whole
## tensor's size holding the nonzeros this rank owns (none on an idle rank).  No
## communication.
## @example
## @group
## D = dndsparse (ndsparse ([1 2; 2 1], [3; 4], [2 2]));
## B = local (D);      # with one rank, the whole tensor
## @end group
## @end example
## @seealso{dndsparse, collect, grid}
## @end deftypefn

function T = local (D)
  T = D.T;
endfunction

%!test
%! T = ndsparse ([1 2; 2 1], [3; 4], [2 2]);
%! D = dndsparse (T);
%! B = local (D);
%! assert (size (B), [2 2]);
%! assert (mpiallreduce (nnz (B)), 2);
