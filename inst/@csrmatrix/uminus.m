## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{C} =} uminus (@var{X})
## @code{-@var{X}} of a csr: a csr with the values negated.
##
## @example
## @group
## csrdata (-csr ([1 0; 0 2]))'      # -1 -2
## @end group
## @end example
## @seealso{csr, mtimes}
## @end deftypefn

function X = uminus (X)
  X.data = -X.data;
endfunction

%!test
%! A = sprand (4, 5, 0.4);
%! assert (class (-csr (A)), "csrmatrix");
%! assert (full (-csr (A)), -full (A));
