## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{d} =} innerprod (@var{A}, @var{B})
## The inner product @code{sum (A(:) .* B(:))} of two tensors of the same size:
## both ndsparse (a merge of the two sorted entry lists), or one ndsparse and one
## full array (a gather at the sparse one's entries).  Tensor Toolbox's
## convention; the sum is taken in blocks fixed by the data, so the bits do not
## depend on the number of threads.  For two single tensors each product is exact
## in double and the sum is taken in double, then rounded to single once: the
## result is within @code{eps ("single") * sum (abs (A(:) .* B(:)))} of the exact
## sum up to about 2^31 entries (the double sum's own error is then under an eighth
## of that); Octave's @code{dot} of single vectors sums in single instead.
## With a @code{cpmodel} or @code{tuckermodel}
## (from @code{cp_als}, @code{hosvd}, ...) it is the model's own method, which
## never forms the model.
##
## @example
## @group
## T = ndsparse ([1 2 1; 2 1 3], [5; 6], [2 2 3]);
## innerprod (T, T)            # 61
## innerprod (T, ones (2, 2, 3))   # 11
## @end group
## @end example
## @seealso{cpmodel, norm, dot, ttv}
## @end deftypefn

function d = innerprod (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  ## the double path, real double or logical operands, on one class query
  k = __nds_vkind__ (A, B);
  if (k(1) == 1 && k(2) == 1)
    d = inner_tensors (A, B);
    return;
  elseif (isinteger (A))
    nds_integer_refused (A, "innerprod", "A");
  elseif (isinteger (B))
    nds_integer_refused (B, "innerprod", "B");
  elseif (k(1) + k(2) == 3)
    if (k(1) == 2)
      [A, B] = deal (B, A);
    endif
    d = inner_full (A, B);
    return;
  endif
  if (strcmp (class (A), "ndsparse") && strcmp (class (B), "ndsparse")
      && __nds_vtflags__ (A) == 2 && __nds_vtflags__ (B) == 2
      && __nds_stored_complex__ (A) == __nds_stored_complex__ (B))
    ## two singles, both real or both complex: the sum on the float values in double
    ## (no double copies), made single, as the single route gives it; compiled class
    ## queries (isa is an m-method here: 0.2 ms a call of 1.6 at 1e5 entries)
    check_sizes (size (A), size (B));
    [sa, xa] = nds_entries (A);
    [sb, xb] = nds_entries (B);
    k = max (columns (sa), columns (sb));
    d = single (__nds_inner__ (pad (sa, k), xa, pad (sb, k), xb));
    if (imag (d) == 0)
      d = real (d);
    endif
    return;
  endif
  [sng, d] = nds_single_route ("innerprod", 2, A, B);
  if (sng)
    return;
  endif
  if (__nds_stored_complex__ (A) || __nds_stored_complex__ (B))
    ## conj (A) .* B summed (Octave's dot conjugates its first operand), from four
    ## real inner products of the parts
    if (! (isa (A, "ndsparse") || isnumeric (A)) || ! (isa (B, "ndsparse") || isnumeric (B)))
      __nds_real_only__ ("innerprod", A, B);
    endif
    if (isa (A, "ndsparse") && isa (B, "ndsparse"))
      ## two tensors: the entries both hold, aligned by one merge, then a' * b
      check_sizes (size (A), size (B));
      [sa, xa] = nds_entries (A);
      [sb, xb] = nds_entries (B);
      k = max (columns (sa), columns (sb));
      ## sum (conj (xa) .* xb) over the shared coordinates, in one pass over the
      ## pairs (no gathered copies of the matched values)
      d = __nds_inner__ (pad (sa, k), double (xa), pad (sb, k), double (xb));
      if (imag (d) == 0)
        d = real (d);
      endif
      return;
    endif
    [ar, ai, br, bi] = deal (real (A), imag (A), real (B), imag (B));
    d = nds_join (innerprod (ar, br) + innerprod (ai, bi),
                  innerprod (ar, bi) - innerprod (ai, br));
    return;
  endif
  if (! isa (A, "ndsparse"))
    [A, B] = deal (B, A);
  endif
  if (isa (B, "ndsparse"))
    d = inner_tensors (A, B);
    return;
  endif
  if (isa (B, "cpmodel") || isa (B, "tuckermodel"))
    ## a decomposition's model: its own method, which never forms the model
    d = innerprod (B, A);
    return;
  endif
  check_matrix (B);
  d = inner_full (A, B);
endfunction

## the inner product of two real tensors
function d = inner_tensors (A, B)
  check_sizes (size (A), size (B));
  [sa, xa] = nds_kern_values (A);
  [sb, xb] = nds_kern_values (B);
  k = max (columns (sa), columns (sb));
  d = __nds_inner__ (pad (sa, k), xa, pad (sb, k), xb);
endfunction

## the inner product of a real tensor and a real numeric or logical array
function d = inner_full (A, F)
  F = double (full (F));
  check_sizes (size (A), size (F));
  [s, x, shape] = nds_kern_values (A);
  d = __nds_inner__ (s, x, shape, F, "full");
endfunction

## (sizes are rows; no isequal, an m-file of 25 us a call)
function check_sizes (sa, sb)
  if (numel (sa) != numel (sb) || any (sa != sb))
    error ("ndsparse:size", "innerprod: A is %s but B is %s; the sizes must agree",
           mat2str (sa), mat2str (sb));
  endif
endfunction

## s with trailing columns of ones up to k columns (size-1 dims), still sorted;
## no copy when it has k columns already
function s = pad (s, k)
  if (columns (s) < k)
    s(:, end+1:k) = 1;
  endif
endfunction

## an error unless F is a real numeric or logical array
function check_matrix (F)
  if (! (isnumeric (F) || islogical (F)) || ! isreal (F))
    error ("ndsparse:class", "innerprod: B must be an ndsparse or a real numeric array");
  endif
endfunction

%!shared T, F
%! T = ndsparse ([1 2 1; 2 1 3; 2 2 2; 1 1 1], [5; 6; 7; 8], [2 2 3]);
%! F = full (T);
%!assert (innerprod (T, T), sum (F(:) .^ 2))
%!test
%! G = rand (2, 2, 3);
%! assert (innerprod (T, G), sum (F(:) .* G(:)), 1e-12);
%! assert (innerprod (G, T), sum (F(:) .* G(:)), 1e-12);
%! U = ndsparse ([1 1 1; 2 2 2; 1 2 3], [2; 3; 4], [2 2 3]);
%! assert (innerprod (T, U), sum (F(:) .* full (U)(:)));
%! assert (innerprod (U, T), sum (F(:) .* full (U)(:)));
%!assert (innerprod (ndsparse ([1 1], true, [2 2]), ndsparse ([1 1; 2 2], [3; 4])), 3)
%!assert (innerprod (ndsparse ([], [], [2 3]), ones (2, 3)), 0)
%!test
%! ## the double path's operands: logical and sparse arrays, either side (integer
%! ## arrays are refused, below)
%! assert (innerprod (T, F > 5), sum (F(:) .* (F(:) > 5)));
%! assert (innerprod (F > 5, T), sum (F(:) .* (F(:) > 5)));
%! fail ("innerprod (T, int8 (F))", "innerprod: B is int8");
%! M = ndsparse ([1 1; 2 2; 1 3], [1; 2; 3], [2 3]);
%! assert (innerprod (sparse ([4 0 5; 0 6 0]), M), 4 + 12 + 15);
%! assert (innerprod (M, M > 1), 5);
%!error id=ndsparse:size innerprod (ones (2, 2), T)
%!error id=ndsparse:class innerprod (T, "ab")
%!assert (innerprod (ndsparse ([2 1 1], 3, [2 1 1]), ndsparse ([2; 1], [2; 5], 2)), 6)
%!error id=ndsparse:size innerprod (T, ones (2, 2))
%!error id=ndsparse:size innerprod (T, ndsparse ([1 1], 1, [2 2]))
%!error id=ndsparse:class innerprod (T, {1})
%!test
%! M = cpmodel ([2; 1], {[1 0; 0 1], [1 1; 0 1], [1 0; 0 1; 1 1]});
%! assert (innerprod (T, M), sum (F(:) .* full (M)(:)), 1e-12);
%! K = tuckermodel (ones (2, 2, 2), {eye(2), eye(2), [1 0; 0 1; 1 1]});
%! assert (innerprod (T, K), sum (F(:) .* full (K)(:)), 1e-12);
%!error <Invalid call> innerprod (T)
%!test
%! ## complex values past the parallel threshold, one pass over the pairs: shared
%! ## and unshared coordinates, the same storage, a real operand (seed 39)
%! rand ("seed", 39);  randn ("seed", 39);
%! sz = [100 100 100];  n = 150000;
%! s = [randi(100, n, 1), randi(100, n, 1), randi(100, n, 1)];
%! sb = [s(1:2:end, :); randi(100, n / 2, 1), randi(100, n / 2, 1), randi(100, n / 2, 1)];
%! A = ndsparse (s, complex (randn (n, 1), randn (n, 1)), sz);
%! B = ndsparse (sb, complex (randn (n, 1), randn (n, 1)), sz);
%! FA = full (A);  FB = full (B);
%! assert (innerprod (A, B), sum (conj (FA(:)) .* FB(:)), -1e-12);
%! assert (innerprod (B, A), sum (conj (FB(:)) .* FA(:)), -1e-12);
%! assert (innerprod (A, A), sum (abs (FA(:)) .^ 2), -1e-12);
%! assert (isreal (innerprod (A, A)));
%! assert (innerprod (real (A), B), sum (real (FA(:)) .* FB(:)), -1e-12);
%! assert (innerprod (A, real (B)), sum (conj (FA(:)) .* real (FB(:))), -1e-12);

%!test
%! ## two real singles, on their float values: past the parallel threshold and
%! ## below it, shared and unshared coordinates, the same storage, a view, a
%! ## size-1 dim, no common entry, an empty operand; the values made double summed
%! ## (the single route's answer, bit for bit) and the full singles' products
%! seed = 39;
%! rand ("seed", seed);  randn ("seed", seed);
%! for n = [150000 40]
%!   sz = [100 100 100];
%!   s = [randi(100, n, 1), randi(100, n, 1), randi(100, n, 1)];
%!   sb = [s(1:2:end, :); randi(100, n / 2, 1), randi(100, n / 2, 1), randi(100, n / 2, 1)];
%!   A = ndsparse (s, single (randn (n, 1)), sz);
%!   B = ndsparse (sb, single (randn (n, 1)), sz);
%!   msg = sprintf ("seed %d, n %d", seed, n);
%!   for p = {{A, B}, {B, A}, {A, A}, {A(:, 1:50, :), B(:, 1:50, :)}}
%!     [X, Y] = deal (p{1}{:});
%!     d = innerprod (X, Y);
%!     assert (class (d), "single", msg);
%!     assert (d, single (innerprod (double (X), double (Y))), msg);
%!     e = sum (double (full (X))(:) .* double (full (Y))(:));
%!     tol = eps ("single") * sum (abs (double (full (X))(:) .* double (full (Y))(:)));
%!     assert (abs (double (d) - e) <= tol, msg);
%!   endfor
%! endfor
%! C = ndsparse ([1 1 1; 2 1 3], single ([2; -3]), [2 1 3]);
%! D = ndsparse ([2 1 3; 2 1 1], single ([4; 5]), [2 1 3]);
%! assert (innerprod (C, D), single (-12));
%! assert (innerprod (C, ndsparse ([1 1 2], single (7), [2 1 3])), single (0));
%! assert (innerprod (ndsparse ([], single ([]), [2 1 3]), C), single (0));

## integer operands are refused, as Octave refuses [1 2] * int8 ([1; 2]) and
## sparse (1) * int8 (2): the class error names the argument
%!error id=ndsparse:class innerprod (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), ones (2, 2, 2, "int8"))
%!error <innerprod: B is int8> innerprod (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), ones (2, 2, 2, "int8"))
%!error id=ndsparse:class innerprod (ones (2, 2, 2, "uint64"), ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]))
%!error <innerprod: A is uint64> innerprod (ones (2, 2, 2, "uint64"), ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]))
%!error id=ndsparse:class innerprod (int8 (2), ndsparse ([1 1], 1))
%!error <innerprod: A is int8> innerprod (int8 (2), ndsparse ([1 1], 1))
