## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} all (@var{T})
## @deftypefnx {ndsparse} {@var{R} =} all (@var{T}, @var{dim})
## @deftypefnx {ndsparse} {@var{R} =} all (@var{T}, "all")
## True where every element is nonzero (a logical ndsparse), along @var{dim}: a
## dimension, a vector of dimensions, or @code{"all"}; by default the first non-
## singleton dimension.  The result is an ndsparse of @var{T}'s size with the
## reduced dimensions set to 1, or a full scalar when it has one element.
## Dimensions past @code{ndims (@var{T})} have size 1, as in Octave.  Only the
## stored entries are read (grouped by their coordinates outside @var{dim}, in C).
## NaN (a NaN part of a complex value) counts as nonzero, as Octave's @code{all}
## counts it along the first dimension of an array (Octave 7 counts it as zero
## along the others).
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 1; 2 3 2], [1; 2; 3], [2 3 2]);
## R = all (T, 3)
## all (T, "all")
## @end group
## @end example
## @seealso{sum, prod, mean, max, min, any, all}
## @end deftypefn

function R = all (T, varargin)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  R = nds_any_all ("all", T, varargin{:});
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 1; 2 3 2; 1 2 2], [1; 2; -3; 4], [2 3 2]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (all (T, d)), all (F, d));
%! endfor
%! assert (full (all (T)), all (F));
%! assert (full (all (T, [1 3])), all (all (F, 1), 3));
%! assert (all (T, "all"), all (F(:)));
%! assert (full (all (ndsparse ([], [], [0 3]), 1)), all (zeros (0, 3), 1));
%!error id=ndsparse:dim all (ndsparse ([1 1], 1), 0)
%!error id=ndsparse:dim all (ndsparse ([1 1], 1), "rows")
%!error <Invalid call> all ()
