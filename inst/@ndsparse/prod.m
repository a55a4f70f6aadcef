## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} prod (@var{T})
## @deftypefnx {ndsparse} {@var{R} =} prod (@var{T}, @var{dim})
## @deftypefnx {ndsparse} {@var{R} =} prod (@var{T}, "all")
## Product of the elements (zero wherever an implicit zero takes part, unless, as
## Octave multiplies in order, an Inf or NaN comes after it or before it: NaN), along
## @var{dim}: a dimension, a vector of dimensions, or @code{"all"}; by default the
## first non-singleton dimension.  The result is an ndsparse of @var{T}'s size with
## the reduced dimensions set to 1, or a full scalar when it has one element.
## Dimensions past @code{ndims (@var{T})} have size 1, as in Octave.  Only the
## stored entries are read (grouped by their coordinates outside @var{dim}, in C).
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 1; 2 3 2], [1; 2; 3], [2 3 2]);
## R = prod (T, 3)
## prod (T, "all")
## @end group
## @end example
## @seealso{sum, prod, mean, max, min, any, all}
## @end deftypefn

function R = prod (T, dim)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  elseif (nargin < 2)
    dim = [];
  endif
  R = nds_reduction (T, nds_reduce_dims (__nds_viewparts__ (T), dim, "prod"), "prod", "prod");
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 1; 2 3 2; 1 2 2], [1; 2; -3; 4], [2 3 2]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (prod (T, d)), prod (F, d));
%! endfor
%! assert (full (prod (T)), prod (F));
%! assert (full (prod (T, [1 3])), prod (prod (F, 1), 3));
%! assert (prod (T, "all"), prod (F(:)));
%! assert (full (prod (ndsparse ([], [], [0 3]), 1)), prod (zeros (0, 3), 1));
%!error id=ndsparse:dim prod (ndsparse ([1 1], 1), 0)
%!error id=ndsparse:dim prod (ndsparse ([1 1], 1), "rows")
%!error <Invalid call> prod ()
