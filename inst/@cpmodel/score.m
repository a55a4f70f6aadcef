## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{s} =} score (@var{A}, @var{B})
## @deftypefnx {ndsparse} {@var{s} =} score (@var{A}, @var{B}, @var{name}, @var{value}, @dots{})
## @deftypefnx {ndsparse} {[@var{s}, @var{A}, @var{flag}, @var{perm}] =} score (@dots{})
## The factor match score of two CP models of the same size, as Tensor Toolbox's
## @code{score} (greedy matching): both are normalized; the congruence of
## component i of @var{A} with component j of @var{B} is the product over the
## modes of @code{abs (A.U@{n@}(:,i)' * B.U@{n@}(:,j))}, times the weight penalty
## @code{1 - abs (lambdaA(i) - lambdaB(j)) / max (lambdaA(i), lambdaB(j))}; pairs
## are matched greedily by largest congruence and @var{s} is their mean (1 for
## the same model up to the order and signs of its components).
##
## @var{B} may have fewer components than @var{A}, not more.  Options:
## @code{"lambda_penalty"} (true) and @code{"threshold"} (0.99: @var{flag} is true
## when every matched congruence reaches it).  @var{A} comes back arranged in
## the matched order (@var{perm}), so its components line up with @var{B}'s.
##
## @example
## @group
## A = cpmodel ([2; 1], @{[1 0; 0 1; 1 1], [1 1; 0 1]@});
## B = cpmodel ([1; 2], @{[0 -1; 1 0; 1 -1], [1 -1; 1 0]@});   # A reordered, signs flipped
## score (A, B)                                               # 1
## @end group
## @end example
## @seealso{cpmodel, cp_als, ndsplanted}
## @end deftypefn

function [s, A, flag, perm] = score (A, B, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  if (! isa (A, "cpmodel") || ! isa (B, "cpmodel"))
    error ("ndsparse:class", "score: A and B must be cpmodel objects");
  endif
  if (! isequal (size (A), size (B)))
    error ("ndsparse:size", "score: A is %s but B is %s; the sizes must agree",
           mat2str (size (A)), mat2str (size (B)));
  endif
  penalty = true;
  threshold = 0.99;
  if (mod (numel (varargin), 2) != 0 || ! iscellstr (varargin(1:2:end)))
    error ("ndsparse:decomp", "score: options must be NAME, VALUE pairs");
  endif
  for k = 1:2:numel (varargin)
    v = varargin{k + 1};
    switch (lower (varargin{k}))
      case "lambda_penalty"
        if (! ((islogical (v) || isnumeric (v)) && isscalar (v)))
          error ("ndsparse:decomp", "score: lambda_penalty must be true or false");
        endif
        penalty = logical (v);
      case "threshold"
        if (! (isnumeric (v) && isreal (v) && isscalar (v)))
          error ("ndsparse:decomp", "score: threshold must be a real scalar");
        endif
        threshold = double (v);
      case "greedy"
        if (! ((islogical (v) || isnumeric (v)) && isscalar (v) && v))
          error ("ndsparse:decomp", "score: only the greedy matching is implemented");
        endif
      otherwise
        error ("ndsparse:decomp",
               "score: unknown option \"%s\" (lambda_penalty, threshold, greedy)", varargin{k});
    endswitch
  endfor
  RA = ncomponents (A);
  RB = ncomponents (B);
  if (RB > RA)
    error ("ndsparse:size", "score: B has %d components, more than A's %d", RB, RA);
  endif
  A = normalize (A);
  B = normalize (B);
  C = ones (RA, RB);
  for n = 1:numel (A.U)
    C .*= abs (A.U{n}.' * B.U{n});
  endfor
  if (penalty)
    la = A.lambda;
    lb = B.lambda.';
    C .*= 1 - abs (la - lb) ./ max (max (la, lb), realmin);
  endif
  perm = zeros (1, RA);
  s = 0;
  flag = true;
  for r = 1:RB
    [c, k] = max (C(:));
    [i, j] = ind2sub ([RA, RB], k);
    s += c;
    flag = flag && c >= threshold;
    C(i, :) = -10;
    C(:, j) = -10;
    perm(j) = i;
  endfor
  s /= max (RB, 1);
  perm(RB+1:RA) = setdiff (1:RA, perm(1:RB));
  A = arrange (A, perm);
endfunction

%!test
%! A = cpmodel ([2; 1], {[1 0; 0 1; 1 1], [1 1; 0 1]});
%! B = cpmodel ([1; 2], {[0 -1; 1 0; 1 -1], [1 -1; 1 0]});
%! [s, A2, flag, perm] = score (A, B);
%! assert (s, 1, 1e-14);
%! assert (flag);
%! assert (perm, [2 1]);
%! assert (full (A2), full (A), 1e-14);
%!test
%! rand ("seed", 19);
%! A = cpmodel ([3; 2; 1], {rand(5, 3), rand(4, 3), rand(3, 3)});
%! B = cpmodel (A.lambda(1:2), cellfun (@(U) U(:, 1:2), A.U, "uniformoutput", false));
%! assert (score (A, B), 1, 1e-12);
%! ## an independent oracle: congruences written out for one pair
%! C = cpmodel ([3; 1], {rand(5, 2), rand(4, 2), rand(3, 2)});
%! s = score (A, C, "lambda_penalty", false);
%! cos_n = @(i, j, n) abs (A.U{n}(:, i)' * C.U{n}(:, j)) / norm (A.U{n}(:, i)) / norm (C.U{n}(:, j));
%! cong = @(i, j) cos_n (i, j, 1) * cos_n (i, j, 2) * cos_n (i, j, 3);
%! M = [cong(1,1) cong(1,2); cong(2,1) cong(2,2); cong(3,1) cong(3,2)];
%! [m1, k] = max (M(:)); [i, j] = ind2sub ([3 2], k);
%! M(i, :) = -1; M(:, j) = -1;
%! assert (s, (m1 + max (M(:))) / 2, 1e-12);
%!test
%! A = cpmodel ([2; 1], {eye(2), eye(2)});
%! B = cpmodel ([1; 1], {eye(2), eye(2)});
%! assert (score (A, B), 0.75, 1e-14);
%! assert (score (A, B, "lambda_penalty", false), 1, 1e-14);
%!error id=ndsparse:size score (cpmodel ({ones(2, 1)}), cpmodel ({ones(2, 2)}))
%!error id=ndsparse:size score (cpmodel ({ones(2, 1)}), cpmodel ({ones(3, 1)}))
%!error id=ndsparse:class score (cpmodel ({ones(2, 1)}), 1)
%!error id=ndsparse:decomp score (cpmodel ({ones(2, 1)}), cpmodel ({ones(2, 1)}), "nope", 1)
%!error id=ndsparse:decomp score (cpmodel ({ones(2, 1)}), cpmodel ({ones(2, 1)}), "threshold")
%!error id=ndsparse:decomp score (cpmodel ({ones(2, 1)}), cpmodel ({ones(2, 1)}), "greedy", false)
