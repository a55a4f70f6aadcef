## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{f} =} fit (@var{M}, @var{X})
## The fit @code{1 - norm (X - M) / norm (X)} of the Tucker model @var{M} to the
## tensor @var{X}, from @code{norm (X)}, @code{norm (M)} and @code{innerprod (M, X)}
## without forming @code{X - M} (for an all-zero @var{X}: @code{norm (M)^2}).
##
## @example
## @group
## X = ndsparse ([1 1; 2 2], [1; 1], [2 2]);
## fit (tuckermodel (eye (2), @{eye(2), eye(2)@}), X)     # 1
## @end group
## @end example
## @seealso{tuckermodel, hosvd, tucker_als}
## @end deftypefn

function f = fit (M, X)
  if (nargin != 2)
    print_usage ();
  endif
  f = __nds_model_fit__ (M, X, "tuckermodel");
endfunction

%!test
%! rand ("seed", 89);
%! M = tuckermodel (rand (2, 2, 2), {rand(4, 2), rand(3, 2), rand(2, 2)});
%! X = ndsprand ([4 3 2], 0.5);
%! D = full (X) - full (M);
%! assert (fit (M, X), 1 - norm (D(:)) / norm (full (X)(:)), 1e-12);
%! assert (fit (M, full (X)), 1 - norm (D(:)) / norm (full (X)(:)), 1e-12);
%!assert (fit (tuckermodel (eye (2), {eye(2), eye(2)}), ndsparse ([1 1; 2 2], [1; 1], [2 2])), 1, 1e-7)
%!error id=ndsparse:class fit (tuckermodel (1, {1}), "x")
