## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{f} =} fit (@var{M}, @var{X})
## The fit of the CP model @var{M} to the tensor @var{X}, as Tensor Toolbox's
## @code{cp_als} reports it: @code{1 - norm (X - M) / norm (X)}, computed from
## @code{norm (X)}, @code{norm (M)} and @code{innerprod (X, M)} without forming
## @code{X - M}.  1 is an exact model.  For an all-zero @var{X} it is
## @code{norm (M)^2}, Tensor Toolbox's convention.
##
## @example
## @group
## X = ndsparse ([1 1 1; 2 2 2], [1; 1], [2 2 2]);
## fit (cpmodel (@{eye(2), eye(2), eye(2)@}), X)     # 1
## @end group
## @end example
## @seealso{cpmodel, norm, innerprod, cp_als}
## @end deftypefn

function f = fit (M, X)
  if (nargin != 2)
    print_usage ();
  endif
  f = __nds_model_fit__ (M, X, "cpmodel");
endfunction

%!test
%! rand ("seed", 11);
%! M = cpmodel ([2; 1], {rand(4, 2), rand(3, 2), rand(2, 2)});
%! X = ndsprand ([4 3 2], 0.5);
%! D = full (X) - full (M);
%! assert (fit (M, X), 1 - norm (D(:)) / norm (full (X)(:)), 1e-12);
%! assert (fit (M, full (X)), 1 - norm (D(:)) / norm (full (X)(:)), 1e-12);
%!assert (fit (cpmodel ({eye(2), eye(2), eye(2)}), ndsparse ([1 1 1; 2 2 2], [1; 1], [2 2 2])), 1, 1e-7)
%!assert (fit (cpmodel ({[1; 1], [2; 0]}), ndsparse ([], [], [2 2])), 8, 1e-12)
%!error id=ndsparse:class fit (cpmodel ({1}), "x")
%!error <Invalid call> fit (cpmodel ({1}))
