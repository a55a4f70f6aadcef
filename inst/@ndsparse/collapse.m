## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{Y} =} collapse (@var{T})
## @deftypefnx {ndsparse} {@var{Y} =} collapse (@var{T}, @var{dims})
## @deftypefnx {ndsparse} {@var{Y} =} collapse (@var{T}, @var{dims}, @var{fun})
## Reduce @var{T} over the modes @var{dims} (default: all) with @var{fun}
## (default @code{@@sum}), with Tensor Toolbox's semantics: @var{fun} combines the
## @emph{stored} (nonzero) values that share the remaining coordinates, so
## @code{@@max} over @{0, -3@} is -3.  Negative @var{dims} mean every mode but
## those.  Collapsing every mode returns @code{fun (nonzero values)}.  The
## result is full when more than half of it is nonzero, else an ndsparse.
## @var{fun} is @code{@@sum}, @code{@@max}, @code{@@min}, @code{@@prod} (in C) or
## any function handle reducing a column vector to a scalar.  Complex values are
## collapsed too (@code{@@max} and @code{@@min} order them as Octave does, by
## modulus and then argument).  For a single @var{T}, @var{fun} sees the values
## as double and a numeric result is rounded once to single.
##
## @example
## @group
## T = ndsparse ([1 2 1; 2 1 3; 1 2 3], [5; 6; 7], [2 2 3]);
## collapse (T)                     # 18
## Y = collapse (T, [1 2])          # 3-element vector
## M = collapse (T, 3, @@max);       # 2-by-2
## @end group
## @end example
## @seealso{ttv, sum}
## @end deftypefn

function Y = collapse (T, dims, fun)
  N = numel (__nds_viewparts__ (T));
  if (nargin < 2)
    dims = 1:N;
  endif
  if (nargin < 3)
    fun = @sum;
  elseif (! is_function_handle (fun))
    error ("ndsparse:fun", "collapse: FUN must be a function handle");
  endif
  dims = nds_kern_dims (dims, N, 0, "collapse");
  [s, x, shape] = nds_kern_values (T);
  rem = setdiff (1:N, dims);
  if (isempty (rem))
    Y = fun (x);
  else
    R = ndsparse (s(:, rem), x, shape(rem), fun);
    [s, v, shape] = __nds_entries__ (R);
    Y = nds_kern_result (R, s, v, shape);
  endif
  ## single values: FUN applied in double, the result rounded once to single
  if (isa (T, "single") && (isa (Y, "double") || (isa (Y, "ndsparse") && ! islogical (Y))))
    Y = single (Y);
  endif
endfunction

%!shared T, F
%! T = ndsparse ([1 2 1; 2 1 3; 2 2 2; 1 1 1; 1 2 3], [5; 6; 7; -8; 2], [2 2 3]);
%! F = full (T);
%!assert (collapse (T), sum (F(:)))
%!assert (full (collapse (T, 3)), sum (F, 3))
%!assert (full (collapse (T, [1 2])), squeeze (sum (sum (F, 1), 2)))
%!assert (full (collapse (T, -2)), squeeze (sum (sum (F, 1), 3)).')
%!assert (collapse (T, 1, @max), [-8 0 6; 5 7 2])
%!assert (collapse (T, [1 2 3], @max), 7)
%!assert (isequal (collapse (T, []), T))
%!assert (isequal (collapse (ndsparse ([], [], [2 3]), 1), ndsparse ([], [], 3)))
%!assert (collapse (ndsparse ([1 1; 1 2; 2 1], true, [2 2]), 2), [2; 1])
%!error id=ndsparse:dims collapse (T, 4)
%!error id=ndsparse:fun collapse (T, 1, "sum")

## complex values: fun over each fiber's stored values (max and min in Octave's
## order, by modulus and then argument), against a loop over full (T)'s fibers
%!test
%! for seed = 1:5
%!   randn ("seed", seed);  rand ("seed", seed);
%!   F = complex (round (randn (3, 4, 2) * 2), round (randn (3, 4, 2) * 2));
%!   F(rand (size (F)) < 0.4) = 0;
%!   F(1, 2, 1) = -2;  F(2, 2, 1) = 2i;       # a tie in modulus
%!   T = ndsparse (F);
%!   for fn = {@sum, @max, @min, @prod, @(x) mean (x)}
%!     f = fn{1};
%!     E = zeros (4, 2);
%!     for j = 1:4
%!       for k = 1:2
%!         v = F(:, j, k);
%!         v = v(v != 0);
%!         if (! isempty (v))
%!           E(j, k) = f (v);
%!         endif
%!       endfor
%!     endfor
%!     msg = sprintf ("seed %d %s", seed, func2str (f));
%!     try
%!       assert (full (collapse (T, 1, f)), E, -1e-12);
%!       assert (collapse (T, 1:3, f), f (F(F != 0)), -1e-12);
%!     catch err
%!       error ("%s: %s", msg, err.message);
%!     end_try_catch
%!   endfor
%! endfor
