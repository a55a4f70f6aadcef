## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} flip (@var{T})
## @deftypefnx {ndsparse} {@var{R} =} flip (@var{T}, @var{dim})
## The tensor with the order of its elements reversed along @var{dim} (default:
## the first non-singleton dimension).  One sort at most.
##
## @example
## @group
## T = ndsparse ([1 1], 5, [3 2]);
## full (flip (T))     # [0 0; 0 0; 5 0]
## @end group
## @end example
## @seealso{circshift, permute}
## @end deftypefn

function R = flip (T, dim)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  elseif (nargin < 2)
    dim = [];
  endif
  [s, v, shape] = nds_entries (T);
  d = nds_single_dim (shape, dim, "flip");
  if (d <= numel (shape))
    s(:, d) = shape(d) + 1 - s(:, d);
    [s, v] = __nds_sort__ (s, v, shape);
  endif
  R = nds_reset (T, s, v, shape);
endfunction

%!test
%! T = ndsparse ([1 2 1; 2 1 2; 3 2 1], [5; -1; 3], [3 2 2]);
%! F = full (T);
%! assert (full (flip (T)), flip (F));
%! for d = 1:4
%!   assert (full (flip (T, d)), flip (F, d));
%! endfor
%! assert (full (flip (ndsparse ([1 1], 1, [1 3]))), [0 0 1]);
%!error id=ndsparse:dim flip (ndsparse ([1 1], 1), 0)
%!error id=ndsparse:dim flip (ndsparse ([1 1], 1), [1 2])
%!error <Invalid call> flip ()
