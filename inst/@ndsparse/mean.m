## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} mean (@var{T})
## @deftypefnx {ndsparse} {@var{R} =} mean (@var{T}, @var{dim})
## @deftypefnx {ndsparse} {@var{R} =} mean (@var{T}, "all")
## Mean of the elements, implicit zeros included, along @var{dim}: a dimension, a
## vector of dimensions, or @code{"all"}; by default the first dimension longer
## than 1, as Octave's mean picks it.  The result is an ndsparse of @var{T}'s size
## with the reduced dimensions set to 1, or a full scalar when it has one element.
## Dimensions past @code{ndims (@var{T})} have size 1, as in Octave.  Only the
## stored entries are read (grouped by their coordinates outside @var{dim}, in C).
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 1; 2 3 2], [1; 2; 3], [2 3 2]);
## R = mean (T, 3)
## mean (T, "all")
## @end group
## @end example
## @seealso{sum, prod, max, min, any, all}
## @end deftypefn

function R = mean (T, dim)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  elseif (nargin < 2)
    ## Octave's mean: the first dim longer than 1 (sum takes the first non-singleton
    ## dim, so the two differ on empty tensors: mean (zeros (0, 3)) is 0x1)
    dim = find (__nds_viewparts__ (T) > 1, 1);
    if (isempty (dim))
      dim = 1;
    endif
  endif
  if (__nds_stored_complex__ (T))
    ## complex: the real and imaginary parts averaged apart
    R = nds_join (mean (real (T), dim), mean (imag (T), dim));
    return;
  endif
  R = nds_reduction (T, nds_reduce_dims (__nds_viewparts__ (T), dim, "mean"), "mean", "mean");
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 1; 2 3 2; 1 2 2], [1; 2; -3; 4], [2 3 2]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (mean (T, d)), mean (F, d));
%! endfor
%! assert (full (mean (T)), mean (F));
%! assert (full (mean (T, [1 3])), mean (mean (F, 1), 3));
%! assert (mean (T, "all"), mean (F(:)));
%! assert (full (mean (ndsparse ([], [], [0 3]), 1)), mean (zeros (0, 3), 1));
%!test
%! ## single values: summed in single and divided in single, as Octave's mean of
%! ## a single array (1e8 + 1 - 1e8 is 0 in single, 1 in double): the same bits
%! T = ndsparse ([1 1 1; 1 1 2; 1 1 3; 2 1 1; 2 2 3], single ([1e8; 1; -1e8; 3; 0.1]), [2 2 3]);
%! F = full (T);
%! assert (class (F), "single");
%! for d = 1:3
%!   assert (full (mean (T, d)), mean (F, d));
%!   assert (class (full (mean (T, d))), "single");
%! endfor
%! assert (full (mean (T, 3))(1, 1), single (0));
%! assert (full (mean (T, [1 3])), mean (mean (F, 1), 3));
%! assert (mean (T, "all"), mean (F(:)));
%! state = 39;  rand ("state", state);
%! S = ndsparse (ceil (rand (200, 3) .* [5 6 7]), single (rand (200, 1) * 1e4), [5 6 7]);
%! for d = 1:3
%!   assert (isequal (full (mean (S, d)), mean (full (S), d)), "seed %d, dim %d", state, d);
%! endfor
%!error id=ndsparse:dim mean (ndsparse ([1 1], 1), 0)
%!error id=ndsparse:dim mean (ndsparse ([1 1], 1), "rows")
%!error <Invalid call> mean ()
