## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{M} =} arrange (@var{M})
## @deftypefnx {ndsparse} {@var{M} =} arrange (@var{M}, @var{perm})
## The CP model normalized (see @code{normalize}) with its components sorted by
## decreasing weight, or put in the order @var{perm} (a permutation of
## @code{1:ncomponents (M)}, not normalized), as Tensor Toolbox's @code{arrange}.
##
## @example
## @group
## M = arrange (cpmodel ([1; 3], @{[1 0; 0 1], [1 0; 0 1]@}));
## M.lambda'          # 3 1
## @end group
## @end example
## @seealso{cpmodel, normalize, score}
## @end deftypefn

function M = arrange (M, perm)
  if (nargin == 1)
    M = normalize (M);
    [M.lambda, perm] = sort (M.lambda, "descend");
  elseif (nargin == 2)
    R = numel (M.lambda);
    if (! (isnumeric (perm) && isequal (sort (perm(:)).', 1:R)))
      error ("ndsparse:cpmodel", "arrange: PERM must be a permutation of 1:%d", R);
    endif
    M.lambda = M.lambda(perm);
  else
    print_usage ();
  endif
  for n = 1:numel (M.U)
    M.U{n} = M.U{n}(:, perm);
  endfor
endfunction

%!test
%! rand ("seed", 17);
%! M = cpmodel ([1; 3; 2], {rand(4, 3), rand(3, 3)});
%! A = arrange (M);
%! assert (full (A), full (M), 1e-13);
%! assert (issorted (flipud (A.lambda)));
%! B = arrange (M, [3 1 2]);
%! assert (B.lambda, [2; 1; 3]);
%! assert (B.U{2}, M.U{2}(:, [3 1 2]));
%!error id=ndsparse:cpmodel arrange (cpmodel ({ones(2, 2)}), [1 1])
