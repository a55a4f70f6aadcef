## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{A} =} full (@var{T})
## The full (dense) array equal to @var{T}: double, or logical for a logical tensor.
##
## Not bound by @code{ndsparse_config ("max_dense")}, since you asked for it; but a
## size past Octave's index limit or the available memory is an
## @code{ndsparse:toolarge} error, not an attempt to allocate.
##
## @example
## @group
## T = ndsparse ([1 2 1; 2 1 2], [5; 6], [2 2 2]);
## full (T)
## @end group
## @end example
## @seealso{ndsparse, double, logical, sparse}
## @end deftypefn

function A = full (T)
  if (nargin != 1)
    print_usage ();
  endif
  A = builtin ("full", T);      # octave_ndsparse::full_value, one C++ call
endfunction

%!test
%! T = ndsparse ([1 2 1; 2 1 2], [5; 6], [2 2 2]);
%! F = zeros (2, 2, 2); F(1,2,1) = 5; F(2,1,2) = 6;
%! assert (full (T), F);
%! assert (full (ndsparse ([], [], [0 3])), zeros (0, 3));
%! assert (full (ndsparse ([2 1 1 1], 7, [2 1 1 1])), [0; 7]);
%!error id=ndsparse:toolarge full (ndsparse ([1 1 1], 1, [1e6 1e6 1e6]))
%!error id=ndsparse:toolarge full (ndsparse ([1 1 1], 1, [1e5 1e5 1e3]))
