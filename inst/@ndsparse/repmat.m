## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{R} =} repmat (@var{T}, @var{reps})
## @deftypefnx {ndsparse} {@var{R} =} repmat (@var{T}, @var{m}, @var{n}, @dots{})
## The tensor tiled @var{reps}(@var{d}) times along each dimension @var{d}
## (@code{repmat (@var{T}, @var{m})} tiles @var{m} by @var{m}), as an ndsparse
## with @code{prod (@var{reps})} times the entries.
##
## @example
## @group
## T = ndsparse ([1 2], 5, [2 2]);
## size (repmat (T, [1 2 3]))    # [2 4 3]
## @end group
## @end example
## @seealso{cat, reshape}
## @end deftypefn

function R = repmat (T, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (! isa (T, "ndsparse"))
    error ("ndsparse:class", "repmat: only the tensor itself may be an ndsparse");
  endif
  if (nargin == 2)
    reps = varargin{1};
    if (isscalar (reps))
      reps = [reps reps];
    endif
  elseif (all (cellfun (@(x) isnumeric (x) && isscalar (x), varargin)))
    reps = [varargin{:}];
  else
    reps = [];
  endif
  if (! isnumeric (reps) || ! isvector (reps) || any (reps < 0 | reps != fix (reps)))
    error ("ndsparse:size", "repmat: REPS must be non-negative integers");
  endif
  [s, v, shape] = nds_entries (T);
  [s, v, shape] = nds_tile (s, v, shape, double (reps(:).'));
  R = nds_reset (T, s, v, shape);
endfunction

%!test
%! T = ndsparse ([1 2 1; 2 1 2; 2 2 1], [5; -1; 3], [2 2 2]);
%! F = full (T);
%! assert (full (repmat (T, 2)), repmat (F, 2));
%! assert (full (repmat (T, [1 3 1 2])), repmat (F, [1 3 1 2]));
%! assert (full (repmat (T, 2, 1, 3)), repmat (F, 2, 1, 3));
%! assert (full (repmat (T, [2 0])), repmat (F, [2 0]));
%! assert (full (repmat (ndsparse ([], [], [0 2]), 2, 2)), zeros (0, 4));
%!test
%! ## every count of copies up to 17 along each dim, logical values, and a view
%! ## of a view with a fixed dim and a hidden one
%! T = ndsparse ([1 1 1; 3 1 2; 2 2 2; 3 2 1], [true; true; false; true], [3 2 2]);
%! F = full (T);
%! for r = 1:17
%!   assert (full (repmat (T, [1 r])), repmat (F, [1 r]));
%!   assert (full (repmat (T, [r 1 2])), repmat (F, [r 1 2]));
%! endfor
%! V = T(2:3, :, :);
%! W = view (V, nd.newaxis (), nd.all (), nd.point (1), nd.all ());
%! E = reshape (F(2:3, 1, :), [1 2 2]);
%! assert (full (W), E);
%! assert (full (repmat (W, [3 1 2])), repmat (E, [3 1 2]));
%!test
%! ## a result of 2^52 cells: only its 2^20 entries are made
%! T = ndsparse ([1 1], 3, [1 2^32]);
%! R = repmat (T, [1 2^20]);
%! assert (size (R), [1 2^52]);
%! [i, j, x] = find (R);
%! assert ([i(:), j(:), x(:)], [ones(2^20, 1), 1 + (0:2^20-1).' * 2^32, 3 * ones(2^20, 1)]);
%!test
%! ## complex and single tensors (issue 39), against repmat of the full array
%! seed = 3540;
%! for t = 1:6
%!   sz = [1 + mod(t, 3), 2, 1 + mod(t, 2)];
%!   A = ndsprand (sz, 0.5, seed + t) + 1i * ndsprand (sz, 0.4, seed + 50 + t);
%!   reps = [1 + mod(t, 2), 1 + mod(t + 1, 3), 1, 2];
%!   assert (isequal (full (repmat (A, reps)), repmat (full (A), reps)),
%!           "repmat mismatch (seed %d, t %d)", seed, t);
%!   assert (isequal (full (repmat (A, 3)), repmat (full (A), 3)),
%!           "repmat mismatch (seed %d, t %d)", seed, t);
%!   S = single (real (A));
%!   assert (full (repmat (S, reps)), repmat (single (full (real (A))), reps));
%! endfor
%! A = ndsparse ([1 1; 2 2], [1i; 2], [2 2]);
%! assert (iscomplex (repmat (A, 2, 1)) && isequal (full (repmat (A, 2, 1)), [full(A); full(A)]));
%! assert (size (repmat (A, [0 2])), [0 4]);
%! assert (full (repmat (A(1, :), 1, 3)), repmat ([1i 0], 1, 3));

%!error <must stay below 2\^53> repmat (ndsparse ([1 1], 3, [1 2^32]), [1 2^21])
%!error id=ndsparse:size repmat (ndsparse ([1 1], 1), [1 2^53])
%!error id=ndsparse:toolarge repmat (ndsparse ([1 1; 1 2], [1; 1], [1 1e6]), [1e6 1e6])
%!error id=ndsparse:size repmat (ndsparse ([1 1], 1), -1)
%!error id=ndsparse:size repmat (ndsparse ([1 1], 1), 1.5, 2)
%!error id=ndsparse:size repmat (ndsparse ([1 1], 1), {2})
%!error <Invalid call> repmat (ndsparse ([1 1], 1))
