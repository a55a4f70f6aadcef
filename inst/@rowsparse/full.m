## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{A} =} full (@var{R})
## The full array equal to the rowsparse @var{R}: its stored rows in place, zeros
## elsewhere (MXNet's @code{tostype ("default")}).  Each element is written once.
##
## Not bound by @code{ndsparse_config ("max_dense")}, since you asked for it; a
## size past Octave's index limit or the available memory is an
## @code{ndsparse:toolarge} error, not an attempt to allocate.
##
## @example
## @group
## full (rowsparse ([1 2; 3 4], [2 4], [4 2]))
## @end group
## @end example
## @seealso{rowsparse, sparse, ndsparse}
## @end deftypefn

function A = full (R)
  A = rsp_dense (R, "full", true);
endfunction

%!assert (full (rowsparse ([1 2; 3 4], [2 4], [4 2])), [0 0; 1 2; 0 0; 3 4])
%!assert (full (rowsparse ([], [], [2 3])), zeros (2, 3))
%!assert (full (rowsparse ([], [], [0 3])), zeros (0, 3))
%!test
%! rand ("seed", 3);
%! A = rand (50, 4, 3) .* (rand (50, 1, 1) > 0.7);
%! A(1, 1, 1) = 2;
%! A(end, end, end) = 3;
%! assert (full (rowsparse (A)), A);
%!error id=ndsparse:toolarge full (rowsparse ([], [], [2^40 2^20]))
%!error id=ndsparse:toolarge full (rowsparse ([], [], [2^35 1e4]))
