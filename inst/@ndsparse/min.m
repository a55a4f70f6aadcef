## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} min (@var{T})
## @deftypefnx {ndsparse} {@var{R} =} min (@var{T}, [], @var{dim})
## @deftypefnx {ndsparse} {[@var{R}, @var{idx}] =} min (@var{T}, [], @var{dim})
## @deftypefnx {ndsparse} {@var{R} =} min (@var{A}, @var{B})
## The smallest elements along @var{dim} (a dimension, a vector of dimensions or
## @code{"all"}; by default the first non-singleton one), counting the implicit
## zeros as Octave does; NaN is skipped unless every element is NaN.  Complex values
## are ordered as Octave orders them: by modulus, then by argument in (-pi, pi].  The result is
## an ndsparse with the reduced dimensions set to 1, or a full scalar when it has
## one element.  @var{idx} (one @var{dim} only) is the full array of the indices
## along @var{dim} of the first smallest element, an implicit zero included.
##
## @code{min (@var{A}, @var{B})} is the element-wise min with broadcasting, an
## ndsparse when the implicit zeros stay zero.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 1; 2 3 2], [1; -2; 3], [2 3 2]);
## [R, idx] = min (T, [], 2)
## min (T, 0)
## @end group
## @end example
## @seealso{max, min, sum}
## @end deftypefn

function [R, idx] = min (varargin)
  [R, idx] = nds_extremum ("min", nargout, varargin{:});
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 1; 2 3 2; 1 2 2; 2 2 2], [1; -2; -3; NaN; 4], [2 3 2]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (min (T, [], d)), min (F, [], d));
%!   [r, i] = min (T, [], d);
%!   [fr, fi] = min (F, [], d);
%!   assert (full (r), fr);
%!   assert (i, fi);
%! endfor
%! assert (full (min (T)), min (F));
%! assert (min (T, [], "all"), min (F(:)));
%! assert (full (min (T, [], [1 2])), min (min (F, [], 1), [], 2));
%! assert (full (min (T, 0.5)), min (F, 0.5));
%! assert (full (min (T, ndsparse (flip (F, 3)))), min (F, flip (F, 3)));
%! L = ndsparse ([1 2], true, [2 2]);
%! assert (full (min (L)), min (full (L)));
%!error id=ndsparse:dim min (ndsparse ([1 1], 1), [], 0)
%!error id=ndsparse:dim [r, i] = min (ndsparse ([1 1], 1), [], [1 2])
%!error <Invalid call> min ()
%!error <Invalid call> min (ndsparse ([1 1], 1), 2, 1)
