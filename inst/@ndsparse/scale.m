## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{Y} =} scale (@var{T}, @var{S}, @var{dims})
## Scale @var{T} along the modes @var{dims} (Tensor Toolbox's convention):
## @code{Y(i) = T(i) * S(i(dims))}, where @var{S} is a full array, an ndsparse, or
## a vector, of size @code{size (T)(dims)}, or a scalar.  Only stored entries are
## touched, so @var{Y} is an ndsparse with at most the nonzeros of @var{T}.
##
## @example
## @group
## T = ndsparse ([1 2 1; 2 1 3], [5; 6], [2 2 3]);
## Y = scale (T, [10; 100], 1);        # rows scaled by 10 and 100
## Z = scale (T, [1 2 3; 4 5 6], [1 3]);
## @end group
## @end example
## @seealso{mtimes, ttv}
## @end deftypefn

function Y = scale (T, S, dims)
  if (nargin != 3)
    print_usage ();
  endif
  [sng, Y] = nds_single_route ("scale", 2, T, S, dims);
  if (sng)
    return;
  endif
  [~, T, S] = __nds_real_only__ ("scale", T, S);
  N = numel (__nds_viewparts__ (T));
  dims = nds_kern_dims (dims, N, 0, "scale");
  [s, x, shape] = nds_kern_values (T);
  want = nds_dims (shape(dims));
  q = s(:, dims);
  if (isa (S, "ndsparse"))
    if (! isequal (size (S), want))
      error ("ndsparse:size", "scale: S is %s but size (T)(DIMS) is %s",
             mat2str (size (S)), mat2str (want));
    endif
    [ss, sv] = nds_kern_values (S);
    k = max (columns (ss), columns (q));
    ss(:, end+1:k) = 1;
    q(:, end+1:k) = 1;
    pos = __nds_lookup__ (ss, q);
    w = zeros (rows (s), 1);
    w(pos > 0) = sv(pos(pos > 0));
  elseif ((isnumeric (S) || islogical (S)) && isreal (S))
    if (isscalar (S))
      w = double (full (S));
    elseif ((isvector (S) && numel (S) == prod (want) && sum (want > 1) <= 1)
            || isequal (size (S), want))
      w = double (full (S(nds_linear (q, shape(dims), "scale"))));
    else
      error ("ndsparse:size", "scale: S is %s but size (T)(DIMS) is %s",
             mat2str (size (S)), mat2str (want));
    endif
  else
    error ("ndsparse:class", "scale: S must be a real numeric array or an ndsparse");
  endif
  x = x .* w(:);
  keep = (x != 0);
  Y = nds_reset (T, s(keep, :), x(keep), shape);
endfunction

%!shared T, F
%! T = ndsparse ([1 2 1; 2 1 3; 2 2 2; 1 1 1], [5; 6; 7; -8], [2 2 3]);
%! F = full (T);
%!assert (full (scale (T, [10; 100], 1)), F .* [10; 100])
%!assert (full (scale (T, [1 2 3], 3)), F .* reshape ([1 2 3], 1, 1, 3))
%!assert (full (scale (T, [1 2 3; 4 5 0], [1 3])), F .* reshape ([1 2 3; 4 5 0], 2, 1, 3))
%!assert (full (scale (T, ndsparse ([1 1; 2 3], [2; 3], [2 3]), [1 3])), F .* reshape ([2 0 0; 0 0 3], 2, 1, 3))
%!assert (full (scale (T, 2, 2)), 2 * F)
%!assert (nnz (scale (T, [0; 0], 2)), 0)
%!assert (full (scale (ndsparse ([1 1], true, [2 2]), [3; 4], 1)), [3 0; 0 0])
%!assert (full (scale (ndsparse ([0 2 0]), sparse (3), 2)), [0 6 0])
%!error id=ndsparse:size scale (T, [1 2 3], 1)
%!error id=ndsparse:size scale (T, ndsparse ([1 1], 1, [3 3]), [1 2])
%!error id=ndsparse:class scale (T, {1}, 1)
%!error id=ndsparse:dims scale (T, 1, 5)
%!error <Invalid call> scale (T, 1)
