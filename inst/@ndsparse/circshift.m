## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} circshift (@var{T}, @var{n})
## @deftypefnx {ndsparse} {@var{R} =} circshift (@var{T}, @var{n}, @var{dim})
## The tensor with its elements shifted circularly by @var{n} positions along
## @var{dim} (default: the first non-singleton dimension); a vector @var{n} without
## @var{dim} shifts dimension @var{k} by @var{n}(@var{k}).  One sort at most.
##
## @example
## @group
## T = ndsparse ([1 1], 5, [3 2]);
## full (circshift (T, 1))     # [0 0; 5 0; 0 0]
## @end group
## @end example
## @seealso{permute, flip}
## @end deftypefn

function R = circshift (T, n, dim)
  if (nargin < 2 || nargin > 3)
    print_usage ();
  endif
  if (! isnumeric (n) || ! isvector (n) || any (n != fix (n)))
    error ("ndsparse:arg", "circshift: N must be a vector of integers");
  endif
  [s, v, shape] = nds_entries (T);
  if (nargin == 3)
    if (! isscalar (n))
      error ("ndsparse:arg", "circshift: N must be a scalar when DIM is given");
    endif
    dims = nds_reduce_dims (shape, dim, "circshift");
  elseif (isscalar (n))
    dims = nds_reduce_dims (shape, [], "circshift");
  else
    dims = 1:numel (n);
  endif
  k = max ([numel(shape), dims]);
  shape(end+1:k) = 1;
  if (columns (s) < k)
    s(:, end+1:k) = 1;
  endif
  for j = 1:numel (dims)
    d = dims(j);
    if (shape(d) > 0)
      s(:, d) = mod (s(:, d) - 1 + n(j), shape(d)) + 1;
    endif
  endfor
  [s, v] = __nds_sort__ (s, v, shape);
  R = nds_reset (T, s, v, shape);
endfunction

%!test
%! T = ndsparse ([1 2 1; 2 1 2; 3 2 1], [5; -1; 3], [3 2 2]);
%! F = full (T);
%! assert (full (circshift (T, 1)), circshift (F, 1));
%! assert (full (circshift (T, -4, 2)), circshift (F, -4, 2));
%! assert (full (circshift (T, [1 1 1])), circshift (F, [1 1 1]));
%! assert (isequal (circshift (T, 2, 4), T));
%! assert (full (circshift (ndsparse (2, 1, 3), 1)), [0; 0; 1]);
%!error id=ndsparse:arg circshift (ndsparse ([1 1], 1), 1.5)
%!error id=ndsparse:arg circshift (ndsparse ([1 1], 1), [1 1], 1)
%!error id=ndsparse:dim circshift (ndsparse ([1 1], 1), 1, 0)
%!error <Invalid call> circshift (ndsparse ([1 1], 1))
