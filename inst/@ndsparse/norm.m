## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{n} =} norm (@var{T})
## @deftypefnx {ndsparse} {@var{n} =} norm (@var{T}, @var{p})
## @code{norm (T)} and @code{norm (T, "fro")} are the Frobenius norm
## @code{sqrt (sum (abs (T(:)) .^ 2))} of every ndsparse, 2-D included (Tensor
## Toolbox's convention, not Octave's matrix 2-norm).
##
## For a vector tensor (at most one dimension longer than 1), @code{norm (T, p)}
## is the vector p-norm for any p (1, 2, Inf, -Inf, ...).  For a 2-D tensor it is
## @code{norm (sparse (T), p)}.  Other p on an N-D tensor is an
## @code{ndsparse:dims} error.
##
## @example
## @group
## T = ndsparse ([1 2 1; 2 1 3], [3; 4], [2 2 3]);
## norm (T)                          # 5
## norm (ndsparse ([1; 3], [3; -4], 5), Inf)    # 4
## @end group
## @end example
## @seealso{innerprod, dot}
## @end deftypefn

function n = norm (T, p = "fro")
  ## the compiled front (norm.oct: src/methods/nds_methods.cc) has tried norm (T) as
  ## the sum of squares in C++ (__nds_fro__): what comes here is what it left
  [sng, n] = nds_single_route ("norm", 1, T, p);
  if (sng)
    return;
  endif
  [~, x, shape] = nds_kern_values (T);
  if (ischar (p) && strcmpi (p, "fro"))
    n = frobenius (x);
    return;
  endif
  if (! (isnumeric (p) && isscalar (p) && isreal (p)) || isnan (p))
    error ("ndsparse:arg", "norm: P must be \"fro\" or a real number");
  endif
  if (sum (shape > 1) <= 1)
    if (p < 0 && numel (x) < prod (shape))
      n = norm ([x; 0], p);     # one zero decides a negative-p norm, NaN aside
    elseif (p == 2)
      n = frobenius (x);
    else
      n = norm (x, p);
    endif
  elseif (numel (nds_dims (shape)) == 2 && (p == 1 || p == Inf))
    n = sum_norm (T, 1 + (p == Inf));
  elseif (numel (nds_dims (shape)) == 2)
    n = norm (sparse (double (T)), p);
  else
    error ("ndsparse:dims",
           "norm: P = %g needs a vector or 2-D tensor; T has size %s (use norm (T))",
           p, mat2str (nds_dims (shape)));
  endif
endfunction

## Octave's 1- and Inf-norms of a matrix: the largest sum of magnitudes along dim,
## by a running maximum from the first column (row), so that a NaN sum counts only
## there; a reduction, whatever the shape, not a CSC matrix
function n = sum_norm (T, dim)
  [s, v] = find (sum (abs (double (T)), dim));
  if (any (isnan (v(s(:, 3 - dim) == 1))))
    n = NaN;
  else
    n = max ([0; v(! isnan (v))]);
  endif
endfunction

## sqrt (sum (abs (x).^2)) in parallel blocks (complex x: its parts' squares, in
## one pass), rescaled where the plain sum over- or underflows
function n = frobenius (x)
  q = __nds_inner__ (x);
  if (isfinite (q) && (q >= realmin || isempty (x)))
    n = sqrt (q);
  else
    n = norm (x);
  endif
endfunction

%!test
%! ## the sum of squares in C++: views, complex and logical values, a pending
%! ## assignment, against the norm of the full values (seed printed on failure)
%! seed = 354;
%! T = ndsprand ([30 20 10], 0.2, seed);
%! F = full (T);
%! msg = sprintf ("seed %d", seed);
%! close = @(a, b) abs (a - b) <= 1e-14 * abs (b);
%! assert (close (norm (T), norm (F(:))), msg);
%! assert (close (norm (T(3:25, :, 2:7)), norm (reshape (F(3:25, :, 2:7), [], 1))), msg);
%! assert (close (norm (permute (T, [3 1 2])), norm (F(:))), msg);
%! assert (close (norm (T > 0.5), sqrt (nnz (F > 0.5))), msg);
%! Z = T + 2i * (T > 0.3);
%! assert (close (norm (Z), norm (full (Z)(:))), msg);
%! P = T;
%! P(1, 1, 1) = 100;
%! assert (close (norm (P), norm (full (P)(:))), msg);
%!shared T, F
%! T = ndsparse ([1 2 1; 2 1 3; 2 2 2; 1 1 1], [5; 6; 7; -8], [2 2 3]);
%! F = full (T);
%!assert (norm (T), norm (F(:)), -1e-15)
%!assert (norm (T, "fro"), norm (F(:)), -1e-15)
%!assert (norm (ndsparse ([1 2; 3 3], [3; 4], [3 3])), 5)
%!assert (norm (ndsparse ([1 1], 1e200, [2 2])), 1e200, -1e-15)
%!assert (norm (ndsparse ([1 1; 2 2], [1e-200; 1e-200], [2 2])), sqrt (2) * 1e-200, -1e-15)
%!assert (norm (ndsparse ([], [], [3 4])), 0)
%!assert (norm (ndsparse ([1 1], true, [2 2])), 1)
%!test
%! v = ndsparse ([1; 3; 4], [3; -4; 1], 5);
%! V = full (v);
%! for p = [1 2 Inf -Inf 3 -2]
%!   assert (norm (v, p), norm (V, p), -1e-15);
%!   assert (norm (ndsparse ([1; 3], [NaN; 2], 5), p), norm ([NaN; 0; 2; 0; 0], p));
%! endfor
%! w = ndsparse ([1 1 1; 1 1 2], [2; -7], [1 1 2]);
%! assert (norm (w, 1), 9);
%! assert (norm (w, -Inf), 2);
%! M = ndsparse ([1 1; 2 3], [1; -2], [2 3]);
%! assert (norm (M, 1), norm (full (M), 1));
%! assert (norm (M, Inf), norm (full (M), Inf));
%!test
%! ## 1-, 2- and Inf-norms of matrices, tensors and views, logical, with NaN and
%! ## Inf where Octave's running maximum decides, against Octave's own
%! rand ("seed", 2);
%! for it = 1:300
%!   F = rand (randi ([0 5], 1, 2));
%!   F(F < 0.5) = 0;
%!   if (numel (F) && mod (it, 3) == 0)
%!     F(randi (numel (F))) = NaN;
%!   endif
%!   if (numel (F) && mod (it, 5) == 0)
%!     F(randi (numel (F))) = -Inf;
%!   endif
%!   if (mod (it, 7) == 0)
%!     F = F > 0.7;
%!   endif
%!   A = ndsparse (F);
%!   if (mod (it, 2) == 0)
%!     A = A(:, :);
%!   endif
%!   for p = [1 Inf 2]
%!     assert (norm (A, p), norm (double (sparse (F)), p), -1e-12);
%!   endfor
%! endfor
%!test
%! ## a 1e9x1e9 matrix: its 1- and Inf-norms need no CSC matrix
%! B = ndsparse ([1 1; 5 1e9; 7 1e9], [3; -4; NaN], [1e9 1e9]);
%! assert ([norm(B, 1), norm(B, Inf), norm(B.', 1)], [3 4 4]);
%! assert (norm (ndsparse ([1 1; 1 2], [NaN; 1], [1e9 1e9]), Inf), NaN);
%!error id=ndsparse:toolarge norm (ndsparse ([1 1], 1, [1e9 1e9]), 2)
%!error id=ndsparse:dims norm (T, 1)
%!error id=ndsparse:arg norm (T, "x")
