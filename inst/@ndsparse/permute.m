## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} permute (@var{T}, @var{perm})
## The tensor with its dimensions rearranged: dimension @var{k} of @var{R} is
## dimension @var{perm}(@var{k}) of @var{T}.  @var{perm} is a permutation of
## @code{1:N} with N at least @code{ndims (@var{T})}.  The result is a view
## of @var{T}'s storage, made in O(N) time: no entry moves until the view is
## read whole in order (@code{find}, @code{sum}, most operators), which sorts
## its entries once and keeps them.  @code{full}, reading an element, or a view
## of it, sorts nothing.
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
  R = __nds_permute__ (T, perm);
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

## a permuted view against permute of the full array: random tensors, permutations
## of more dims than T has, views of it, permutes of it, elements, operators, and
## assignments that leave T and the view alone
%!test
%! seed = 41;
%! rand ("seed", seed); randn ("seed", seed);
%! for trial = 1:40
%!   sz = randi ([0 4], 1, randi (4));
%!   sz(end+1:2) = 1;
%!   F = full (ndsprand (max (sz, 1), 0.5, seed + trial))(1:sz(1), :, :, :);
%!   F = reshape (F(:, 1:prod (sz(2:end))), sz);
%!   T = ndsparse (F);
%!   p = randperm (numel (sz) + randi ([0 1]));
%!   P = permute (T, p);
%!   G = permute (F, p);
%!   ok = isequal (size (P), size (G)) && isequal (full (P), G) && nnz (P) == nnz (G);
%!   ok = ok && isequal (full (permute (P, p)), permute (G, p));
%!   ok = ok && isequal (full (ipermute (P, p)), F) && isequal (full (P + P), 2 * G);
%!   if (all (size (G) > 1))
%!     ix = repmat ({":"}, 1, ndims (G));
%!     ix{1} = 2;
%!     ix{end} = 1:2;
%!     ok = ok && isequal (full (P(ix{:})), G(ix{:}));
%!     ix = num2cell (size (G));
%!     ok = ok && P(ix{:}) == G(ix{:}) && P(end) == G(end);
%!     Q = P;
%!     Q(ix{:}) = 7;
%!     H = G;
%!     H(ix{:}) = 7;
%!     ok = ok && isequal (full (Q), H) && isequal (full (P), G) && isequal (full (T), F);
%!   endif
%!   if (! ok)
%!     error ("permute: trial %d (seed %d) differs from the full array", trial, seed);
%!   endif
%! endfor

## views with fixed and hidden dims, pending entries, logical values, sharing
%!test
%! F = zeros (3, 4, 2);
%! F([2 5 7 11 13 20 24]) = 1:7;
%! T = ndsparse (F);
%! V = view (T, nd.newaxis (), nd.all (), nd.point (2), nd.interval (1, 2));
%! W = full (V);
%! P = permute (V, [3 1 2]);
%! I = viewinfo (P);
%! assert (I.order, [3 1]);
%! assert (I.hidden, 2);
%! assert (I.stored, nnz (F));
%! assert (full (permute (P, [2 3 1])), W);
%! ## full scatters without sorting; read whole in order, the view keeps
%! ## its sorted entries as a storage of its own
%! assert (full (P), permute (W, [3 1 2]));
%! assert (viewinfo (P).order, [3 1]);
%! [~, ~, v] = find (P);
%! assert (v, nonzeros (permute (W, [3 1 2])));
%! I = viewinfo (P);
%! assert (I.order, [1 2 3]);
%! assert (I.stored, nnz (W));
%! assert (full (P), permute (W, [3 1 2]));
%! assert (viewinfo (V).stored, nnz (F));
%! assert (! viewinfo (permute (permute (T, [2 3 1]), [3 1 2])).shares);
%! T(3, 4, 2) = 9;                       # pending
%! F(3, 4, 2) = 9;
%! assert (full (permute (T, [2 1 3])), permute (F, [2 1 3]));
%! L = permute (T > 3, [3 2 1]);
%! assert (islogical (L) && isequal (full (L), permute (F > 3, [3 2 1])));
%! assert (full (permute (ndsparse ([], [], [2 0 3]), [3 1 2])), zeros (3, 2, 0));
%! big = permute (ndsparse ([1 2], 5, [1 2]), [40:-1:3 1 2]);
%! assert (size (big), [ones(1, 38) 1 2]);
%! assert (big(1), 0);
%! assert (nnz (big), 1);

## a permuted view saves and loads as one
%!test
%! T = ndsparse ([1 2 3; 2 1 1; 2 3 4], [5; 6; -1], [2 3 4]);
%! P = permute (T(:, 2:3, :), [3 1 2]);
%! f = [tempname() ".txt"];
%! unwind_protect
%!   save ("-text", f, "P");
%!   S = load (f);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%! assert (viewinfo (S.P).order, [3 1 2]);
%! assert (full (S.P), full (P));

%!error id=ndsparse:perm permute (ndsparse ([2 2 2], 1), [1 2])
%!error id=ndsparse:perm permute (ndsparse ([2 2 2], 1), [1 2 3.5])
%!error id=ndsparse:perm permute (ndsparse ([2 2 2], 1), [0 1 2])
%!error id=ndsparse:perm permute (ndsparse ([2 2 2], 1), [1 2; 3 4])
%!error id=ndsparse:perm permute (ndsparse ([2 2 2], 1), "abc")
%!error id=ndsparse:perm permute (ndsparse ([2 2 2], 1), [1 2 3] * i)
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
%! colorbar ("off");      # the same values: the right one's colour bar serves both
%! subplot (1, 2, 2); spy (P); title ("permute (T, [3 1 2]): 3x6x4");
