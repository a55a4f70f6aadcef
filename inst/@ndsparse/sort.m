## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{S} =} sort (@var{T})
## @deftypefnx {ndsparse} {@var{S} =} sort (@var{T}, @var{dim})
## @deftypefnx {ndsparse} {@var{S} =} sort (@dots{}, @var{mode})
## The elements of @var{T} sorted along @var{dim} (default: the first
## non-singleton dimension), @var{mode} @code{"ascend"} (default) or
## @code{"descend"}, as Octave's @code{sort} of a sparse matrix: the implicit
## zeros take their place between the negative and the positive values, NaN
## last in ascending order and first in descending order.  One sort of the
## stored entries; the result is an ndsparse of the same size.  The index output
## of Octave's @code{sort} (which would number the zeros too) and complex values
## are refused with @code{ndsparse:sort}.
##
## @example
## @group
## T = ndsparse ([1 1; 3 1; 2 2], [5; -2; 4], [3 2]);
## full (sort (T))               # [-2 0; 0 0; 5 4]
## full (sort (T, 2, "descend")) # [5 0; 4 0; 0 -2]
## @end group
## @end example
## @seealso{max, min, flip}
## @end deftypefn

function [S, I] = sort (T, varargin)   # (I: for a clear refusal, never set)
  if (nargin < 1 || nargin > 3)
    print_usage ();
  elseif (nargout > 1)
    error ("ndsparse:sort", ["sort: the index output is not given for an ndsparse " ...
                             "(it would number the implicit zeros); use sort (full (T))"]);
  elseif (iscomplex (T))
    error ("ndsparse:sort", "sort: complex values are not sorted; use sort (full (T))");
  elseif (__nds_stored_complex__ (T))
    T = real (T);      # a view of complex values that shows real ones only
  endif
  dim = [];
  descend = false;
  for k = 1:numel (varargin)
    a = varargin{k};
    if (ischar (a) && any (strcmpi (a, {"ascend", "descend"})))
      descend = strcmpi (a, "descend");
    elseif (k == 1 && ! ischar (a))
      dim = a;
    else
      error ("ndsparse:sort", "sort: MODE must be \"ascend\" or \"descend\"");
    endif
  endfor
  [s, v, shape] = nds_entries (T);
  d = nds_single_dim (shape, dim, "sort");
  if (d > numel (shape) || isempty (v))
    S = T;
    return;
  endif
  others = [1:d-1, d+1:numel(shape)];
  so = double (s(:, others));
  vd = double (v);
  ## one sort by fiber, then by value: ascending negatives first and NaN last;
  ## descending NaN first and the positives, then the negatives
  if (descend)
    [~, o] = sortrows ([so, ! isnan(vd), -vd]);
    lead = vd > 0 | isnan (vd);
  else
    [~, o] = sortrows ([so, isnan(vd), vd]);
    lead = vd < 0;
  endif
  s = s(o, :);
  v = v(o);
  lead = lead(o);
  n = rows (s);
  newf = [true; any(diff (so(o, :), 1, 1) != 0, 2)];
  fid = cumsum (newf);
  first = find (newf);
  j = (1:n)' - first(fid) + 1;              # place in its fiber's sorted entries
  cnt = accumarray (fid, 1);
  nlead = accumarray (fid, double (lead));
  ## the leading values at the fiber's start, the others at its end
  pos = j;
  tail = j > nlead(fid);
  pos(tail) = shape(d) - (cnt(fid(tail)) - j(tail));
  s(:, d) = pos;
  [s, v] = __nds_sort__ (s, v, shape);
  S = nds_reset (T, s, v, shape);
endfunction

%!test
%! T = ndsparse ([1 1; 3 1; 2 2], [5; -2; 4], [3 2]);
%! assert (full (sort (T)), [-2 0; 0 0; 5 4]);
%! assert (full (sort (T, 2, "descend")), [5 0; 4 0; 0 -2]);
%!test
%! ## against Octave's sort of the full array, every dim and mode, NaN and Inf
%! state = 39;  rand ("state", state);  randn ("state", state);
%! sz = [4 5 3];
%! v = round (randn (25, 1) * 3);
%! v(1:3) = [NaN; Inf; -Inf];
%! T = ndsparse (ceil (rand (25, 3) .* sz), v, sz);
%! F = full (T);
%! for d = 1:4
%!   for m = {"ascend", "descend"}
%!     assert (isequaln (full (sort (T, d, m{1})), sort (F, d, m{1})),
%!             "seed %d, dim %d, %s", state, d, m{1});
%!   endfor
%! endfor
%! assert (full (sort (T)), sort (F));
%! V = T(2:4, :, 2);                       # a view
%! assert (isequaln (full (sort (V, 2)), sort (F(2:4, :, 2), 2)));
%! assert (isequaln (full (sort (V, "descend")), sort (F(2:4, :, 2), "descend")));
%! assert (full (sort (T, "descend")), sort (F, "descend"));
%! S = single (T);
%! assert (class (full (sort (S))), "single");
%! assert (isequaln (full (sort (S, 2)), sort (full (S), 2)));
%! L = ndsparse ([1 2; 2 1], [true; true], [2 3]);
%! assert (full (sort (L, 2)), sort (full (L), 2));
%! assert (size (sort (ndsparse ([], [], [0 3]))), [0 3]);
%! assert (full (sort (ndsparse ([2 1], -1, [3 1]))), [-1; 0; 0]);
%!test
%! ## a view of complex values that shows real ones only is real, as full (T)(1, :, :)
%! T = ndsparse ([1 1 1; 2 2 1; 1 3 2; 1 2 2], [7; 2i; -5; 3], [2 3 2]);
%! assert (full (sort (T(1, :, :), 2)), sort (full (T)(1, :, :), 2));
%! assert (full (sort (T(1, :, :), 3, "descend")), sort (full (T)(1, :, :), 3, "descend"));
%!error id=ndsparse:sort sort (complex (ndsparse ([1 1], 1, [2 3]), 0))
%!error id=ndsparse:sort [~, i] = sort (ndsparse ([1 1], 1))
%!error id=ndsparse:sort sort (ndsparse ([1 1], 1i))
%!error id=ndsparse:sort sort (ndsparse ([1 1], 1), 1, "up")
%!error id=ndsparse:dim sort (ndsparse ([1 1], 1), 0)
%!error <Invalid call> sort ()
