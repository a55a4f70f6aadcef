## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{C} =} ttt (@var{A}, @var{B})
## @deftypefnx {ndsparse} {@var{C} =} ttt (@var{A}, @var{B}, @var{adims})
## @deftypefnx {ndsparse} {@var{C} =} ttt (@var{A}, @var{B}, @var{adims}, @var{bdims})
## Tensor times tensor (Tensor Toolbox's convention): contract the modes
## @var{adims} of @var{A} with the modes @var{bdims} of @var{B} (default
## @var{bdims} = @var{adims}); the result's modes are the free modes of @var{A}
## then those of @var{B}, in order.  Without modes it is the outer product;
## contracting every mode of both gives the scalar inner product.  Only stored
## entries are multiplied: an Inf or NaN meets no implicit zero.
##
## @var{A} and @var{B} are ndsparse (a full operand is converted).  Contracting
## every mode is @code{innerprod}, whatever the shape; otherwise the
## contraction is a sparse matrix product of two unfoldings (whose column counts
## @code{unfold} checks) through SuiteSparse:GraphBLAS; before it runs, a
## bound on the result's nonzeros is checked against the available memory
## (@code{ndsparse:toolarge}).  The result is full when more than half of it is
## nonzero, else an ndsparse.  Complex tensors multiply without conjugation
## (Octave's own complex sparse product of the unfoldings); a result whose
## imaginary parts all cancel is real.
##
## @example
## @group
## A = ndsparse ([1 2 1; 2 1 3], [5; 6], [2 2 3]);
## B = ndsparse ([1 1; 3 2], [1; 2], [3 2]);
## C = ttt (A, B, 3, 1);        # 2-by-2-by-2
## O = ttt (A, B);              # outer product, 2-by-2-by-3-by-3-by-2
## @end group
## @end example
## @seealso{tensordot, ttm, innerprod, unfold}
## @end deftypefn

function C = ttt (A, B, adims, bdims)
  if (nargin < 2)
    print_usage ();
  elseif (nargin < 3)
    adims = [];
  endif
  if (nargin < 4)
    bdims = adims;
  endif
  [sng, C] = nds_single_route ("ttt", 2, A, B, adims, bdims);
  if (sng)
    return;
  endif
  A = as_tensor (A, "A");
  B = as_tensor (B, "B");
  sha = __nds_viewparts__ (A);
  shb = __nds_viewparts__ (B);
  adims = nds_kern_dims (adims, numel (sha), 0, "ttt");
  bdims = nds_kern_dims (bdims, numel (shb), 0, "ttt");
  if (numel (adims) != numel (bdims) || ! isequal (sha(adims), shb(bdims)))
    error ("ndsparse:size",
           "ttt: the contracted modes differ in size: A(ADIMS) is %s, B(BDIMS) is %s",
           mat2str (sha(adims)), mat2str (shb(bdims)));
  endif
  fa = setdiff (1:numel (sha), adims);
  fb = setdiff (1:numel (shb), bdims);
  shape = [sha(fa), shb(fb)];
  if (isempty (adims))
    C = outer (A, B, shape);
    return;
  elseif (isempty (shape))
    ## every mode: the inner product, whatever the shape (no unfolding)
    order(adims) = bdims;
    if (! issorted (order))
      B = permute (B, order);
    endif
    if (__nds_stored_complex__ (A))
      A = conj (A);            # innerprod conjugates its first operand; ttt does not
    endif
    C = innerprod (A, B);
    return;
  endif
  MA = double (unfold (A, fa, adims));
  MB = double (unfold (B, bdims, fb));
  ## the multiply-adds bound the result's entries
  check_memory (__nds_spgemm__ ("flops", pattern (MA), pattern (MB)), numel (shape));
  ## GraphBLAS multiplies only stored entries (an Inf meets no implicit zero); its
  ## entries come in column-major order of [free A, free B], the result's own order;
  ## complex operands through Octave's product (nds_spgemm_entries)
  [s, v] = nds_spgemm_entries (MA, MB, 0, sha(fa), shb(fb));
  C = nds_kern_result (A, s, v, shape);
endfunction

## the real sparse matrix of M's pattern (M itself when real)
function M = pattern (M)
  if (iscomplex (M))
    M = spones (M);
  endif
endfunction

## X as an ndsparse, converting a full numeric or logical array
function X = as_tensor (X, name)
  if (isa (X, "ndsparse"))
    return;
  endif
  if (! (isnumeric (X) || islogical (X)))
    error ("ndsparse:class", "ttt: %s must be an ndsparse or a numeric array", name);
  elseif (isinteger (X))
    nds_integer_refused (X, "ttt", name);
  endif
  X = ndsparse (X);
endfunction

## ndsparse:toolarge unless nz entries of m dims fit in the available memory
function check_memory (nz, m)
  [~, sys] = memory ();
  need = nz * (8 * (m + 1) + 16);
  if (need > sys.PhysicalMemory.Available)
    error ("ndsparse:toolarge",
           "ttt: the result may hold %g nonzeros (%.3g GB), more than the memory available",
           nz, need / 1e9);
  endif
endfunction

## the outer product: every entry of B (most significant) with every entry of A,
## which is already column-major order
function C = outer (A, B, shape)
  [sa, xa] = nds_kern_values (A);
  [sb, xb] = nds_kern_values (B);
  na = rows (sa);
  nb = rows (sb);
  check_memory (na * nb, numel (shape));
  ia = repmat ((1:na)', nb, 1);
  ib = repelem ((1:nb)', na, 1);
  x = xa(ia) .* xb(ib);
  keep = (x != 0);
  s = [sa(ia(keep), :), sb(ib(keep), :)];
  C = nds_kern_result (A, s, x(keep), shape);
endfunction

%!shared A, B, FA, FB
%! A = ndsparse ([1 2 1; 2 1 3; 2 2 2; 1 1 1], [5; 6; 7; -8], [2 2 3]);
%! B = ndsparse ([1 1; 3 2; 2 2], [1; 2; 3], [3 2]);
%! FA = full (A); FB = full (B);
%!test
%! C = ttt (A, B, 3, 1);
%! assert (full (C), reshape (reshape (FA, 4, 3) * FB, 2, 2, 2));
%!test
%! C = ttt (A, A, [1 2 3]);
%! assert (C, sum (FA(:) .^ 2));
%!test
%! C = ttt (A, B);
%! assert (size (C), [2 2 3 3 2]);
%! assert (full (C), reshape (FA(:) * FB(:).', [2 2 3 3 2]));
%!test
%! C = ttt (A, FA, [1 3], [1 3]);
%! assert (full (C), reshape (permute (FA, [2 1 3]), 2, 6) * reshape (permute (FA, [1 3 2]), 6, 2));
%!test
%! C = ttt (A, B, -[1 2], 1);
%! assert (full (C), reshape (reshape (FA, 4, 3) * FB, 2, 2, 2));
%!assert (isequal (ttt (ndsparse ([], [], [2 3]), B, 2, 1), ndsparse ([], [], [2 2])))
%!assert (full (ttt (ndsparse ([2; 3], [1; 2], 3), ndsparse (1, 5, 1))), [0; 5; 10])
%!test
%! ## every mode, in another order: the inner product, even of 1e6x1e6x1e6 tensors
%! assert (ttt (A, permute (A, [3 1 2]), [1 2 3], [2 3 1]), sum (FA(:) .^ 2));
%! H = ndsparse ([1 2 3; 1e6 1 5e5], [2; 3], [1e6 1e6 1e6]);
%! G = ndsparse ([1e6 1 5e5; 7 7 7], [4; 5], [1e6 1e6 1e6]);
%! assert (ttt (H, G, 1:3), 12);
%! assert (tensordot (H, G, [3 2 1], [3 2 1]), 12);
%!test
%! ## a 1x1 unfolding with no entries: Inf and NaN of the other side are not
%! ## multiplied by it, as no implicit zero is
%! X = ndsparse ([1 1; 2 1], [Inf; NaN], [2 1]);
%! assert (full (ttt (X, ndsparse ([], [], 1), 2, 1)), [0; 0]);
%! assert (full (ttt (ndsparse ([], [], 1), X.', 1, 1)), [0; 0]);
%! assert (full (ttt (X, ndsparse (1, 2, 1), 2, 1)), [Inf; NaN]);
%!function T = nds_of (F, sz)
%!  k = find (F(:));
%!  c = cell (1, numel (sz));
%!  [c{:}] = ind2sub (sz, k);
%!  T = ndsparse (reshape ([c{:}], numel (k), numel (sz)), F(:)(k), sz);
%!endfunction
%!test
%! ## random modes of random 2- to 4-way tensors against a dense oracle
%! seed = 3401;
%! rand ("seed", seed);
%! for t = 1:12
%!   na = randi ([2 4]); nb = randi ([2 4]);
%!   k = randi ([1 min(na, nb)]);
%!   ad = randperm (na, k); bd = randperm (nb, k);
%!   sa = randi ([1 4], 1, na); sb = randi ([1 4], 1, nb);
%!   sa(randi (na)) = randi ([0 1]);       # empty and size-1 modes
%!   sb(bd) = sa(ad);
%!   GA = full (sprand (prod (sa), 1, 0.4)); GB = full (sprand (prod (sb), 1, 0.4));
%!   GA = reshape (GA, [sa 1 1]); GB = reshape (GB, [sb 1 1]);
%!   fa = setdiff (1:na, ad); fb = setdiff (1:nb, bd);
%!   M = reshape (permute (GA, [fa ad]), prod (sa(fa)), prod (sa(ad))) ...
%!       * reshape (permute (GB, [bd fb]), prod (sb(bd)), prod (sb(fb)));
%!   C = ttt (nds_of (GA, sa), nds_of (GB, sb), ad, bd);
%!   shape = [sa(fa) sb(fb)];
%!   assert (isempty (shape) || isequal (size (C, 1:numel (shape)), shape),
%!           "ttt: size, seed %d, case %d", seed, t);
%!   err = full (C)(:) - M(:);
%!   assert (all (abs (err) < 1e-12), "ttt: seed %d, case %d", seed, t);
%! endfor
%!test
%! ## the result's subscripts, split from its unfolding's rows by a table (rows fewer
%! ## than entries) and by division (more), against a dense oracle
%! seed = 3402;
%! rand ("seed", seed);
%! for t = 1:2
%!   if (t == 1)
%!     sa = [3 4 5]; sb = [5 20 30]; d = 0.9; # 12 rows, hundreds of entries
%!   else
%!     sa = [30 40 5]; sb = [5 2 3]; d = 0.01; # 1200 rows, a few entries
%!   endif
%!   GA = reshape (full (sprand (prod (sa), 1, d)), sa);
%!   GB = reshape (full (sprand (prod (sb), 1, 0.02)), sb);
%!   C = ttt (nds_of (GA, sa), nds_of (GB, sb), 3, 1);
%!   assert (isa (C, "ndsparse"));
%!   M = reshape (reshape (GA, [], 5) * reshape (GB, 5, []), [sa(1:2) sb(2:3)]);
%!   assert (full (C), M, 1e-12);
%!   [s, v] = find (C);
%!   idx = find (C)(:);
%!   c = cell (1, 4);
%!   [c{:}] = ind2sub (size (C), idx);
%!   assert (all (diff (idx) > 0) && isequal (s, [c{:}]),
%!           "ttt: stored subscripts, seed %d, case %d", seed, t);
%! endfor
%!test
%! ## the multiply-adds that bound a product's entries, without multiplying
%! rand ("seed", 3403);
%! P = sprand (30, 20, 0.2); Q = sprand (20, 40, 0.1);
%! assert (__nds_spgemm__ ("flops", P, Q), full (sum (P != 0, 1)) * full (sum (Q != 0, 2)));
%! assert (__nds_spgemm__ ("flops", sparse (3, 0), sparse (0, 4)), 0);
%!error id=ndsparse:internal __nds_spgemm__ ("flops", sparse (2, 3), sparse (2, 3))
%!error <Invalid call> __nds_spgemm__ ("flop", sparse (2, 3), sparse (3, 2))
%!test
%! ## a view as an operand; Inf only meets stored entries
%! V = A(:, 2, :);
%! C = ttt (V, B, 3, 1);
%! assert (full (C), reshape (reshape (FA(:, 2, :), 2, 3) * FB, 2, 1, 2));
%! X = ndsparse ([1 1 1; 2 1 2], [Inf; 2], [2 1 2]);
%! Y = ndsparse ([2 1], 3, [2 2]);
%! assert (full (ttt (X, Y, 3, 1)), reshape ([0 6 0 0], [2 1 2]));
%!error id=ndsparse:size ttt (A, B, 1, 1)
%!error id=ndsparse:size ttt (A, B, [1 2], 1)
%!error id=ndsparse:dims ttt (A, B, 4, 1)
%!error id=ndsparse:class ttt (A, {1}, 1)
%!error id=ndsparse:toolarge ttt (ndsparse ((1:1e5)', 1, 1e5), ndsparse ((1:1e5)', 1, 1e5))
%!error <Invalid call> ttt (A)

## integer operands are refused, as Octave refuses [1 2] * int8 ([1; 2]) and
## sparse (1) * int8 (2): the class error names the argument
%!error id=ndsparse:class ttt (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), ones (2, 2, 2, "int8"), 1:3)
%!error <ttt: B is int8> ttt (ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), ones (2, 2, 2, "int8"), 1:3)
%!error id=ndsparse:class ttt (ones (2, 2, "uint64"), ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), 1, 2)
%!error <ttt: A is uint64> ttt (ones (2, 2, "uint64"), ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]), 1, 2)
%!error id=ndsparse:class ttt (int8 (3), ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]))
%!error <ttt: A is int8> ttt (int8 (3), ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]))
