## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} any (@var{T})
## @deftypefnx {ndsparse} {@var{R} =} any (@var{T}, @var{dim})
## @deftypefnx {ndsparse} {@var{R} =} any (@var{T}, "all")
## True where any element is nonzero (a logical ndsparse), along @var{dim}: a
## dimension, a vector of dimensions, or @code{"all"}; by default the first non-
## singleton dimension.  The result is an ndsparse of @var{T}'s size with the
## reduced dimensions set to 1, or a full scalar when it has one element.
## Dimensions past @code{ndims (@var{T})} have size 1, as in Octave.  Only the
## stored entries are read (grouped by their coordinates outside @var{dim}, in C).
## NaN (a NaN part of a complex value) is skipped, as Octave's @code{any} skips it:
## @code{any (NaN)} is false.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 1; 2 3 2], [1; 2; 3], [2 3 2]);
## R = any (T, 3)
## any (T, "all")
## @end group
## @end example
## @seealso{sum, prod, mean, max, min, any, all}
## @end deftypefn

function R = any (T, varargin)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  R = nds_any_all ("any", T, varargin{:});
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 1; 2 3 2; 1 2 2], [1; 2; -3; 4], [2 3 2]);
%! F = full (T);
%! for d = 1:4
%!   assert (full (any (T, d)), any (F, d));
%! endfor
%! assert (full (any (T)), any (F));
%! assert (full (any (T, [1 3])), any (any (F, 1), 3));
%! assert (any (T, "all"), any (F(:)));
%! assert (full (any (ndsparse ([], [], [0 3]), 1)), any (zeros (0, 3), 1));
%!test
%! ## complex and complex single any and all along dim 1 (one pass over the runs of
%! ## sorted entries) and dim 2 of a matrix, against Octave's on the full array: a
%! ## NaN in either part (any skips it, all counts it), Inf parts, full and empty
%! ## columns, size-1 dims, views of views, permuted views, no entries
%! seed = 4142;
%! rand ("seed", seed);
%! pool = [1+2i, -3, 2i, complex(NaN, 1), complex(1, NaN), complex(Inf, 0), ...
%!         complex(0, -Inf), complex(NaN, NaN)];
%! for it = 1:40
%!   sz = [randi(4), randi(5), randi(3)];
%!   F = reshape (pool(randi (numel (pool), 1, prod (sz))), sz);
%!   F(rand (sz) < mod (it, 4) / 4) = 0;
%!   if (mod (it, 3) == 0)
%!     F = single (F);
%!   endif
%!   T = ndsparse (F);
%!   views = {T, F; T(end:-1:1, :, :)(:, 1:end, :), F(end:-1:1, :, :);
%!            permute(T, [2 1 3]), permute(F, [2 1 3])};
%!   for v = 1:rows (views)
%!     [V, G] = views{v, :};
%!     for fn = {@any, @all}
%!       msg = sprintf ("seed %d, it %d, view %d, %s", seed, it, v, func2str (fn{1}));
%!       assert (isequal (full (fn{1} (V, 1)), fn{1} (G, 1)), true, msg);
%!       assert (isequal (full (fn{1} (V)), fn{1} (G)), true, msg);
%!       assert (isequal (full (fn{1} (V(:, :, 1), 2)), fn{1} (G(:, :, 1), 2)), true, msg);
%!     endfor
%!   endfor
%! endfor
%! Z = ndsparse ([], complex ([]), [3 2]);
%! assert (full (all (Z, 1)), false (1, 2));
%! assert (full (any (Z, 1)), false (1, 2));
%!error id=ndsparse:dim any (ndsparse ([1 1], 1), 0)
%!error id=ndsparse:dim any (ndsparse ([1 1], 1), "rows")
%!error <Invalid call> any ()
## NaN is skipped, as Octave's any skips it (any (NaN) is false); all counts it
%!test
%! F = [NaN 0 1; NaN NaN 0; 0 0 0];
%! for d = 1:2
%!   assert (full (any (ndsparse (F), d)), any (F, d));
%!   assert (full (all (ndsparse (F), d)), all (F != 0, d));   # NaN nonzero (all's help)
%!   assert (full (any (ndsparse (complex (F, 1) .* (F != 0)), d)), any (complex (F, 1) .* (F != 0), d));
%! endfor
%! assert (any (ndsparse ([NaN; 0])), false);
%! assert (all (ndsparse ([NaN 1])), true);
%! assert (any (ndsparse (single ([NaN; 0]))), false);
