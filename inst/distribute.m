## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{D} =} distribute (@var{T})
## @deftypefnx {ndsparse} {@var{D} =} distribute (@var{T}, "coarse")
## Scatter rank 0's ndsparse @var{T} over the MPI ranks as a @code{dndsparse}; call it
## on every rank (the other ranks' @var{T} is ignored: pass @code{[]}).  The same as
## @code{dndsparse (T, @dots{})}, which describes the decomposition.
## @example
## @group
## T = [];
## if (mpirank () == 0)
##   T = ndsparse ([1 2 3; 3 1 2], [1; 2], [3 3 3]);
## endif
## D = distribute (T);
## T2 = collect (D);             # T again, on rank 0
## @end group
## @end example
## @seealso{dndsparse, collect, local, dtnsread}
## @end deftypefn

function D = distribute (varargin)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  [~, varargin{:}] = __nds_real_only__ ("distribute", varargin{:});
  D = dndsparse (varargin{:});
endfunction

%!test
%! T = ndsparse ([1 2 3; 3 1 2], [1; 2], [3 3 3]);
%! D = distribute (T);
%! assert (nnz (D), 2);
%! T2 = collect (D);
%! if (mpirank () == 0)
%!   assert (isequal (T2, T));
%! endif
%!test
%! T = ndsparse ([1 2 3; 3 1 2], [1; 2], [3 3 3]);
%! T2 = collect (distribute (T, "coarse"));
%! if (mpirank () == 0)
%!   assert (isequal (T2, T));
%! endif
%!error <Invalid call> distribute ()
%!error id=ndsparse:dndsparse distribute ({})
