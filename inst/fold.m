## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{T} =} fold (@var{S}, @var{rdims}, @var{cdims}, @var{sz})
## The tensor of size @var{sz} whose unfolding @code{unfold (T, rdims, cdims)} is
## the matrix @var{S} (sparse, full, or a 2-D ndsparse): the inverse of
## @code{unfold}.  @var{S} must be @code{prod (sz(rdims))}-by-@code{prod (sz(cdims))}.
##
## @example
## @group
## T = ndsparse ([1 2 1; 2 1 3], [5; 6], [2 2 3]);
## S = unfold (T, 3);
## isequal (fold (S, 3, [1 2], [2 2 3]), T)     # true
## @end group
## @end example
## @seealso{unfold, ndsparse}
## @end deftypefn

function T = fold (S, rdims, cdims, sz)
  if (nargin != 4)
    print_usage ();
  endif
  [~, S] = __nds_real_only__ ("fold", S);
  if (! (isnumeric (sz) && isreal (sz) && isvector (sz) && all (sz >= 0)
         && all (sz == fix (sz))))
    error ("ndsparse:size", "fold: SZ must be a vector of non-negative integers");
  endif
  sz = double (sz(:).');
  N = numel (sz);
  rdims = rdims(:).';
  cdims = cdims(:).';
  if (! isnumeric (rdims) || ! isnumeric (cdims)
      || ! isequal (sort ([rdims, cdims]), 1:N))
    error ("ndsparse:dims",
           "fold: RDIMS and CDIMS must together list each of the %d dims of SZ once", N);
  endif
  sgl = isa (S, "single");       # single values stay single (exact: no arithmetic)
  if (isa (S, "ndsparse"))
    S = sparse (S);
  endif
  if (! (isnumeric (S) || islogical (S)) || ndims (S) != 2 || iscomplex (S))
    error ("ndsparse:class", "fold: S must be a real 2-D matrix or 2-D ndsparse");
  endif
  if (! isequal (size (S), [prod(sz(rdims)), prod(sz(cdims))]))
    error ("ndsparse:size", "fold: S is %s, but SZ(RDIMS)-by-SZ(CDIMS) is %d-by-%d",
           mat2str (size (S)), prod (sz(rdims)), prod (sz(cdims)));
  endif
  [i, j, v] = find (S);
  subs = zeros (numel (v), N);
  subs(:, rdims) = delinearize (i(:), sz(rdims));
  subs(:, cdims) = delinearize (j(:), sz(cdims));
  if (sgl)
    v = single (v);
  endif
  T = ndsparse (subs, v(:), sz);
endfunction

## subscripts (one column per dim of size sz) of the 1-based linear indices lin
function s = delinearize (lin, sz)
  s = zeros (numel (lin), numel (sz));
  r = lin - 1;
  for k = 1:numel (sz)
    s(:, k) = mod (r, sz(k)) + 1;
    r = floor (r / sz(k));
  endfor
endfunction

%!test
%! T = ndsparse ([1 2 1; 2 1 3; 2 2 2], [5; 6; 7], [2 2 3]);
%! assert (isequal (fold (unfold (T, 1), 1, [2 3], [2 2 3]), T));
%! assert (isequal (fold (unfold (T, 3), 3, [1 2], [2 2 3]), T));
%! assert (isequal (fold (unfold (T, [3 1]), [3 1], 2, [2 2 3]), T));
%! assert (isequal (fold (full (unfold (T, 2)), 2, [1 3], [2 2 3]), T));
%!test
%! for N = 1:5
%!   sz = randi (3, 1, N) + 1;
%!   A = reshape (full (sprand (prod (sz), 1, 0.3)), [sz 1]);
%!   p = randperm (N); k = randi (N + 1) - 1;
%!   M = reshape (permute (A, [p, N+1:N+2]), prod (sz(p(1:k))), []);
%!   assert (full (fold (sparse (M), p(1:k), p(k+1:end), sz)), A);
%! endfor
%!assert (size (fold (sparse (1, 0), [], [1 2 3], [0 2 3])), [0 2 3])
%!error id=ndsparse:size fold (sparse (3, 4), 1, 2, [3 5])
%!error id=ndsparse:dims fold (sparse (3, 4), 1, 1, [3 4])
%!error id=ndsparse:class fold ({1}, 1, 2, [1 1])
%!error <Invalid call> fold (1, 2)

%!demo
%! ## fold is the inverse of unfold: a 3-D tensor goes to a matrix (modes 1 and 3
%! ## on the rows, mode 2 on the columns), is changed there by a matrix
%! ## product, and comes back as a tensor.
%! T = ndsparse ([1 1 1; 2 3 1; 1 2 2; 2 1 2], [1; 2; 3; 4], [2 3 2]);
%! S = unfold (T, [1 3], 2)              # 4x3 sparse
%! isequal (fold (S, [1 3], 2, [2 3 2]), T)
%! M = [1 0 0; 0 0 1; 0 1 0];             # swaps coordinates 2 and 3 of mode 2
%! R = fold (S * M, [1 3], 2, [2 3 2]);
%! isequal (full (R), full (T)(:, [1 3 2], :))
