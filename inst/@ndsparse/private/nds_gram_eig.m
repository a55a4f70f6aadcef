## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [V, e] = nds_gram_eig (A, r, fn): the r leading eigenvectors V of the Gram
## matrix A*A' of the I-by-K matrix A (sparse: its empty columns dropped first,
## or full) and its eigenvalues e,
## all I of them in decreasing order when r is empty.  From A*A' when I is small
## and K not smaller (full) or when it is sparse enough (eigs), else from the
## K-by-K A'*A when K is small
## (V = A*W/sqrt(e)) or, both large, eigs on v -> A*(A'*v).  Each vector's largest-magnitude entry is positive (Tensor
## Toolbox's nvecs with flipsign).
function [V, e] = nds_gram_eig (A, r, fn)
  if (issparse (A))
    ## the empty columns add nothing to A*A' (a sparse unfolding has many)
    A = A(:, any (A, 1));
  endif
  [I, K] = size (A);
  all_ = isempty (r);
  if (all_)
    r = I;
  endif
  if (all_ || (I <= 2000 && I <= K))
    __nds_dense_check__ ([I, I], fn, false);
    Y = full (A * A.');
    [V, d] = eig ((Y + Y.') / 2);
    [e, k] = sort (diag (d), "descend");
    V = V(:, k(1:r));
  elseif (I <= 2000)
    ## fewer columns than rows: the smaller Gram matrix A'*A
    [V, e] = cols_gram_eig (A, r);
  elseif (issparse (A) && sum (full (sum (A != 0, 1)) .^ 2) <= 5e7)
    ## a sparse Gram matrix (at most sum of squared column counts entries)
    Y = A * A.';
    [V, d] = eigs ((Y + Y.') / 2, r, "lm", struct ("disp", 0));
    [e, k] = sort (diag (d), "descend");
    V = V(:, k);
  elseif (K <= 2000)
    [V, e] = cols_gram_eig (A, r);
  else
    opts = struct ("issym", true, "disp", 0);
    At = A.';                         # once: A.' * v would transpose A every call
    [V, d] = eigs (@(v) A * (At * v), I, r, "lm", opts);
    [e, k] = sort (diag (d), "descend");
    V = V(:, k);
  endif
  e = e(:);
  if (r > 0)
    [~, i] = max (abs (V), [], 1);
    flip = V(sub2ind (size (V), i, 1:columns (V))) < 0;
    V(:, flip) = -V(:, flip);
  endif
endfunction

## the r leading left singular vectors V of the I-by-K A (K < I) and the squared
## singular values e, from the eigenvectors W of the K-by-K A'*A: V = A*W/sqrt(e),
## completed to r orthonormal columns past A's rank
function [V, e] = cols_gram_eig (A, r)
  [I, K] = size (A);
  Y = full (A.' * A);
  [W, d] = eig ((Y + Y.') / 2);
  [e, k] = sort (diag (d), "descend");
  ## A's numerical rank bounds the vectors A*W/sqrt(e) that are orthonormal
  nk = min (r, sum (e > K * eps * max ([e; 0])));
  V = (A * W(:, k(1:nk))) ./ sqrt (e(1:nk)).';
  ## orthonormal to the last bit (as eig's vectors), each column's direction kept
  [Q, Rq] = qr (V, 0);
  V = Q .* sign (diag (Rq) + (diag (Rq) == 0)).';
  if (r > nk)
    ## the null space of A' beyond its rank: any orthonormal completion
    [Q, ~] = qr ([V, randn(I, r - nk)], 0);
    V = [V, Q(:, nk+1:r)];
    e(end+1:r) = 0;
  endif
endfunction
