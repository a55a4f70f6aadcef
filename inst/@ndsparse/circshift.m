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
  if (! isnumeric (n) || ! isreal (n) || ! isvector (n) || any (n != fix (n)))
    error ("ndsparse:arg", "circshift: N must be a vector of integers");
  endif
  if (isempty (T))
    R = T;
    return;
  endif
  sz = size (T);
  if (nargin == 3)
    if (! isscalar (n))
      error ("ndsparse:arg", "circshift: N must be a scalar when DIM is given");
    endif
    if (! (isnumeric (dim) && isscalar (dim) && dim >= 1 && dim == fix (dim)))
      error ("ndsparse:dim", "circshift: DIM must be a positive integer");
    endif
    n = [zeros(1, dim - 1), n];
  elseif (isscalar (n))
    n = [zeros(1, find ([sz > 1, true], 1) - 1), n];
  endif
  if (numel (n) > numel (sz))
    error ("ndsparse:dim",
           "circshift: N must be a vector, no longer than the number of dimensions in X");
  endif
  [s, v, shape] = nds_entries (T);
  for d = find (n != 0)
    ## Octave's rem of the shift by the dim's length, in doubles: a shift of 1e300
    ## moves as far as Octave's does, not as a 64-bit integer would
    step = sign (n(d)) * rem (abs (n(d)), sz(d));
    s(:, d) = mod (s(:, d) - 1 + int64 (step), shape(d)) + 1;
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
%! assert (full (circshift (T, 1e300, 1)), circshift (F, 1e300, 1));
%! assert (full (circshift (T, -1e300, 2)), circshift (F, -1e300, 2));
%! assert (full (circshift (T, 2^53 + 2, 1)), circshift (F, 2^53 + 2, 1));
%! assert (full (circshift (ndsparse (2, 1, 3), 1)), [0; 0; 1]);
%!error id=ndsparse:arg circshift (ndsparse ([1 1], 1), 1.5)
%!error id=ndsparse:arg circshift (ndsparse ([1 1], 1), [1 1], 1)
%!error id=ndsparse:dim circshift (ndsparse ([1 1], 1), 1, 0)
%!error <no longer than the number of dimensions> circshift (ndsparse ([1 1 1], 1, [2 2 2]), 1, 5)
%!error <no longer than the number of dimensions> circshift (ndsparse ([1 1], 1, [2 2]), [1 1 1])
%!test
%! ## an empty tensor comes back as it is, as an empty array does
%! E = ndsparse ([], [], [0 3]);
%! assert (size (circshift (E, 1, 5)), [0 3]);
%!error <Invalid call> circshift (ndsparse ([1 1], 1))
