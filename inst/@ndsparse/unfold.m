## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{S} =} unfold (@var{T}, @var{rdims})
## @deftypefnx {ndsparse} {@var{S} =} unfold (@var{T}, @var{rdims}, @var{cdims})
## The unfolding (matricization) of @var{T} as an Octave sparse matrix.
##
## The row index of @var{S} is the column-major linear index of the dims
## @var{rdims} (in the order given), the column index that of @var{cdims}, which
## defaults to the other dims in increasing order.  Together they must list every
## dim of @var{T} once.  @code{unfold (T, 1)} is the mode-1 unfolding and costs
## no sort; any other split sorts once.  An unfolding with more columns than a
## sane column-pointer array holds (over max (1e8, 10*nnz)) is an
## @code{ndsparse:toolarge} error: unfold the transposed split instead.
## @code{fold} is the inverse.
##
## @example
## @group
## T = ndsparse ([1 2 1; 2 1 3], [5; 6], [2 2 3]);
## S = unfold (T, 1)          # 2-by-6
## S3 = unfold (T, 3)         # 3-by-4
## @end group
## @end example
## @seealso{fold, sparse, ttm}
## @end deftypefn

function S = unfold (T, rdims, cdims)
  if (nargin < 2 || nargin > 3)
    print_usage ();
  endif
  N = numel (__nds_viewparts__ (T));
  rdims = nds_kern_dims (rdims, N, 0, "unfold");
  if (nargin < 3)
    cdims = setdiff (1:N, rdims);
  else
    cdims = nds_kern_dims (cdims, N, 0, "unfold");
  endif
  if (! isequal (sort ([rdims, cdims]), 1:N))
    error ("ndsparse:dims",
           "unfold: RDIMS and CDIMS must together list each of the %d dims once", N);
  endif
  [s, v, shape] = nds_entries (T);
  nr = prod (shape(rdims));
  nc = prod (shape(cdims));
  nds_csc_check ("unfold", nr, nc, rows (s),
                 sprintf ("unfold the transposed split, unfold (T, %s, %s).'",
                          mat2str (cdims), mat2str (rdims)));
  S = __nds_csc__ (s, v, shape, rdims, cdims);
endfunction

%!shared T, F
%! T = ndsparse ([1 2 1; 2 1 3; 2 2 2; 1 1 1], [5; 6; 7; 8], [2 2 3]);
%! F = full (T);
%!assert (unfold (T, 1), sparse (reshape (F, 2, 6)))
%!assert (unfold (T, 3), sparse (reshape (permute (F, [3 1 2]), 3, 4)))
%!assert (unfold (T, 2), sparse (reshape (permute (F, [2 1 3]), 2, 6)))
%!assert (unfold (T, [3 1], 2), sparse (reshape (permute (F, [3 1 2]), 6, 2)))
%!assert (unfold (T, [], [1 2 3]), sparse (reshape (F, 1, 12)))
%!assert (unfold (T, [2 3 1]), sparse (reshape (permute (F, [2 3 1]), 12, 1)))
%!function [X, A] = rand_tensor (sz, density)
%!  A = reshape (full (sprand (prod (sz), 1, density)), [sz, 1]);
%!  lin = find (A(:));
%!  subs = cell (1, numel (sz));
%!  [subs{:}] = ind2sub ([sz, 1], lin);
%!  X = ndsparse ([subs{:}], A(lin)(:), sz);
%!endfunction
%!test
%! for N = 1:5
%!   sz = randi (3, 1, N);
%!   [X, A] = rand_tensor (sz, 0.4);
%!   p = randperm (N);
%!   k = randi (N + 1) - 1;
%!   S = unfold (X, p(1:k), p(k+1:end));
%!   B = permute (A, [p, N+1:N+2]);
%!   assert (S, sparse (reshape (B, prod (sz(p(1:k))), [])));
%! endfor
%!test
%! L = ndsparse ([1 1 2; 2 3 1], true, [2 3 2]);
%! S = unfold (L, 2);
%! assert (islogical (S));
%! assert (S, sparse (reshape (permute (full (L), [2 1 3]), 3, 4)));
%!assert (size (unfold (ndsparse ([], [], [0 3 2]), 2)), [3 0])
%!error id=ndsparse:dims unfold (T, 4)
%!error id=ndsparse:dims unfold (T, [1 1])
%!error id=ndsparse:dims unfold (T, 1, 2)
%!error id=ndsparse:toolarge unfold (ndsparse ([1 1 1], 1, [10 1e5 1e5]), 1)
%!error id=ndsparse:toolarge unfold (ndsparse ([1 1 1], 1, [2^30 2^30 2^30]), [1 2])
%!error <Invalid call> unfold (T)

%!demo
%! ## The unfoldings of a 2x3x2 tensor: mode n goes to the rows, the other modes
%! ## to the columns in column-major order; each is one of Octave's own sparse
%! ## matrices, the same entries rearranged.
%! T = ndsparse ([1 1 1; 2 3 1; 1 2 2; 2 1 2], [1; 2; 3; 4], [2 3 2]);
%! full (T)
%! U1 = full (unfold (T, 1))       # 2x6: [T(:,:,1), T(:,:,2)]
%! U2 = full (unfold (T, 2))       # 3x4
%! U3 = full (unfold (T, 3))       # 2x6
%! spy (unfold (T, 2));
%! title ("unfold (T, 2): rows are mode 2");
