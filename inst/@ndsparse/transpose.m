## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} transpose (@var{T})
## @code{@var{T}.'}: the transpose of a tensor with at most 2 dimensions (error
## @code{ndsparse:dims} otherwise; use @code{permute}).
##
## @example
## @group
## T = ndsparse ([1 2; 3 1], [5; 6], [3 2]);
## full (T.')
## @end group
## @end example
## @seealso{ctranspose, permute}
## @end deftypefn

function R = transpose (T)
  if (nargin != 1)
    print_usage ();
  endif
  if (numel (nds_dims (__nds_viewparts__ (T))) > 2)
    error ("ndsparse:dims",
           "transpose: not defined for N-D tensors (size %s); use permute",
           mat2str (nds_dims (__nds_viewparts__ (T))));
  endif
  R = permute (T, [2 1]);
endfunction

%!test
%! T = ndsparse ([1 2; 3 1; 2 2], [5; 6; -7], [3 2]);
%! assert (full (T.'), full (T).');
%! assert (full (transpose (ndsparse ([], [], [0 4]))), zeros (4, 0));
%! assert (full (ndsparse (2, 1, 3).'), [0 1 0]);
%!error id=ndsparse:dims transpose (ndsparse ([1 1 2], 1))
%!error <Invalid call> transpose ()
