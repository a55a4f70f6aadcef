## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} cumsum (@var{T})
## @deftypefnx {ndsparse} {@var{R} =} cumsum (@var{T}, @var{dim})
## Cumulative sum along @var{dim} (default: the first non-singleton dimension), as
## an ndsparse: each stored entry starts a run of equal sums that lasts to the next
## stored entry of its fiber, so the result may hold up to @code{size (@var{T},
## @var{dim})} entries per fiber.  Sums that come out exactly zero are not stored.
## The entries are counted first, in one pass: more than
## @code{ndsparse_config ("max_dense")} of them, or more than memory holds, is an
## @code{ndsparse:toolarge} error (or warning, by the policy) before anything is
## allocated.
##
## @example
## @group
## T = ndsparse ([2 1; 4 1], [1; -1], [5 1]);
## full (cumsum (T))'     # [0 1 1 0 0]
## @end group
## @end example
## @seealso{sum}
## @end deftypefn

function R = cumsum (T, dim)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  elseif (nargin < 2)
    dim = [];
  endif
  [sng, R] = nds_single_route ("cumsum", 1, T, dim);
  if (sng)
    return;
  endif
  [s, v, shape] = nds_entries (T);
  d = nds_single_dim (shape, dim, "cumsum");
  v = double (v);
  if (d <= numel (shape) && shape(d) > 1)
    perm = [d, 1:d-1, d+1:numel(shape)];
    [s, v] = __nds_sort__ (s, v, shape(perm), perm);
    nds_dense_check (shape, "cumsum", false, __nds_cumsum__ (s, v, shape(d), "count"));
    [s, v] = __nds_cumsum__ (s, v, shape(d));
    inv(perm) = 1:numel (perm);
    [s, v] = __nds_sort__ (s, v, shape, inv);
  endif
  R = nds_reset (T, s, v, shape);
endfunction

%!test
%! T = ndsparse ([1 2 1; 2 1 2; 3 2 1; 1 1 2; 3 1 2], [5; -1; 3; 1; 1], [3 2 2]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (cumsum (T, d)), cumsum (F, d));
%! endfor
%! assert (full (cumsum (T)), cumsum (F));
%! C = cumsum (ndsparse ([2 1; 4 1], [1; -1], [5 1]));
%! assert (nnz (C), 2);
%! assert (full (cumsum (ndsparse ([1 1], true, [2 2]))), [1 0; 1 0]);
%! assert (full (cumsum (ndsparse ([], [], [0 2]))), zeros (0, 2));
%!error id=ndsparse:dim cumsum (ndsparse ([1 1], 1), 0)
%!error id=ndsparse:dim cumsum (ndsparse ([1 1], 1), [1 2])
%!error <Invalid call> cumsum ()
%!error <cumsum: the result holds 1999999998 entries> cumsum (ndsparse ([2 1; 2 2], [1; 1], [1e9 2]))
%!test
%! ## the count is exact: up to max_dense entries pass, one more does not
%! old = ndsparse_config ();
%! unwind_protect
%!   T = ndsparse ([3 1; 5 1; 2 2], [1; -1; 4], [6 2]);
%!   ndsparse_config ("max_dense", 7);
%!   assert (nnz (cumsum (T)), 7);
%!   ndsparse_config ("max_dense", 6);
%!   fail ("cumsum (T)", "holds 7 entries");
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old.max_dense);
%! end_unwind_protect
