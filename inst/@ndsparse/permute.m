## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} permute (@var{T}, @var{perm})
## The tensor with its dimensions rearranged: dimension @var{k} of @var{R} is
## dimension @var{perm}(@var{k}) of @var{T}.  @var{perm} is a permutation of
## @code{1:N} with N at least @code{ndims (@var{T})}.  Costs one sort of the
## entries at most, and none when the order is kept (moving size-1 dims, or the
## identity).
##
## @example
## @group
## T = ndsparse ([1 2 3; 2 1 1], [5; 6], [2 3 4]);
## size (permute (T, [3 1 2]))     # [4 2 3]
## @end group
## @end example
## @seealso{ipermute, reshape, transpose}
## @end deftypefn

function R = permute (T, perm)
  if (nargin != 2)
    print_usage ();
  endif
  [s, v, shape] = nds_entries (T);
  k = numel (perm);
  if (! isnumeric (perm) || ! isvector (perm) || ! isequal (sort (perm(:)).', 1:k)
      || k < numel (nds_dims (shape)))
    error ("ndsparse:perm",
           "permute: PERM must be a permutation of 1:N with N >= ndims (T) = %d",
           numel (nds_dims (shape)));
  endif
  perm = double (perm(:).');
  shape(end+1:k) = 1;
  if (columns (s) < k)
    s(:, end+1:k) = 1;
  endif
  ## trailing singleton dims of the stored shape past N go away
  shape = shape(perm);
  [s, v] = __nds_sort__ (s, v, shape, perm);
  R = nds_reset (T, s, v, shape);
endfunction

%!test
%! T = ndsparse ([1 2 3; 2 1 1; 2 3 4; 1 1 1], [5; 6; -1; 2], [2 3 4]);
%! F = full (T);
%! for p = perms (1:3).'
%!   assert (full (permute (T, p)), permute (F, p));
%! endfor
%! assert (full (permute (T, [4 1 3 2])), permute (F, [4 1 3 2]));
%! assert (full (permute (ndsparse ([], [], [0 2 3]), [3 1 2])), zeros (3, 0, 2));
%! V = ndsparse ([1 1; 3 1], [1; 2], [3 1]);
%! assert (full (permute (V, [2 1])), [1 0 2]);
%! ## views: a fixed dim (point index), and a view of a view
%! W = T(:, :, 3);
%! assert (full (permute (W, [2 1])), F(:, :, 3).');
%! U = T(:, [3 1], 2:4)(2, :, :);
%! assert (full (permute (U, [3 1 2])), permute (F(:, [3 1], 2:4)(2, :, :), [3 1 2]));
%!error id=ndsparse:perm permute (ndsparse ([2 2 2], 1), [1 2])
%!error id=ndsparse:perm permute (ndsparse ([1 1 1], 1), [1 1 2])
%!error <Invalid call> permute (ndsparse ([1 1 1], 1))

%!demo
%! ## permute reorders the modes: entry (i,j,k) of T is entry (k,i,j) of
%! ## permute (T, [3 1 2]).  spy shows the same cloud of nonzeros with its
%! ## axes exchanged.
%! T = ndsprand ([6 4 3], 0.25, 2);
%! P = permute (T, [3 1 2]);
%! size (P)
%! isequal (full (P), permute (full (T), [3 1 2]))
%! subplot (1, 2, 1); spy (T); title ("T: 6x4x3");
%! subplot (1, 2, 2); spy (P); title ("permute (T, [3 1 2]): 3x6x4");
