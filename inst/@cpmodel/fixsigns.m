## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{M} =} fixsigns (@var{M})
## The same CP model with the sign ambiguity settled as Tensor Toolbox's
## @code{fixsigns} does: in each component, the largest-magnitude entry of each
## factor column should be positive; columns where it is negative are flipped in
## pairs (an even number of flips leaves the model unchanged), so at most one
## column per component keeps a negative largest entry.
##
## @example
## @group
## M = fixsigns (cpmodel (@{[-2; 1], [-1; 0]@}));
## M.U@{1@}', M.U@{2@}'
## @end group
## @end example
## @seealso{cpmodel, arrange, cp_als}
## @end deftypefn

function M = fixsigns (M)
  if (nargin != 1)
    print_usage ();
  endif
  N = numel (M.U);
  for r = 1:numel (M.lambda)
    sgn = zeros (1, N);
    for n = 1:N
      [~, i] = max (abs (M.U{n}(:, r)));
      if (! isempty (i))
        sgn(n) = sign (M.U{n}(i, r));
      endif
    endfor
    neg = find (sgn == -1);
    for n = neg(1:2 * floor (numel (neg) / 2))
      M.U{n}(:, r) = -M.U{n}(:, r);
    endfor
  endfor
endfunction

%!test
%! M = fixsigns (cpmodel ({[-2 1; 1 1], [-1 -1; 0 0], [1 -3; 1 0]}));
%! assert (M.U{1}, [2 1; -1 1]);
%! assert (M.U{2}, [1 1; 0 0]);
%! assert (M.U{3}, [1 3; 1 0]);
%!test
%! M = cpmodel ([1; 2], {[-2 -1; 1 0], [-1 -1; 0 0], [-1 2; 1 0]});
%! F = fixsigns (M);
%! assert (full (F), full (M));
%! assert (F.U{3}(:, 1), [-1; 1]);
