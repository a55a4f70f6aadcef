## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} any (@var{T})
## @deftypefnx {ndsparse} {@var{R} =} any (@var{T}, @var{dim})
## @deftypefnx {ndsparse} {@var{R} =} any (@var{T}, "all")
## True where any element is nonzero (a logical ndsparse), along @var{dim}: a
## dimension, a vector of dimensions, or @code{"all"}; by default the first non-
## singleton dimension.  The result is an ndsparse of @var{T}'s size with the
## reduced dimensions set to 1, or a full scalar when it has one element.
## Dimensions past @code{ndims (@var{T})} have size 1, as in Octave.  Only the
## stored entries are read (grouped by their coordinates outside @var{dim}, in C).
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 1; 2 3 2], [1; 2; 3], [2 3 2]);
## R = any (T, 3)
## any (T, "all")
## @end group
## @end example
## @seealso{sum, prod, mean, max, min, any, all}
## @end deftypefn

function R = any (T, dim)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  elseif (nargin < 2)
    dim = [];
  endif
  __nds_real_only__ ("any", T);
  R = nds_reduction (T, nds_reduce_dims (__nds_viewparts__ (T), dim, "any"), "any", "any");
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 1; 2 3 2; 1 2 2], [1; 2; -3; 4], [2 3 2]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (any (T, d)), any (F, d));
%! endfor
%! assert (full (any (T)), any (F));
%! assert (full (any (T, [1 3])), any (any (F, 1), 3));
%! assert (any (T, "all"), any (F(:)));
%! assert (full (any (ndsparse ([], [], [0 3]), 1)), any (zeros (0, 3), 1));
%!error id=ndsparse:dim any (ndsparse ([1 1], 1), 0)
%!error id=ndsparse:dim any (ndsparse ([1 1], 1), "rows")
%!error <Invalid call> any ()
