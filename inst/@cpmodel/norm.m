## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{nrm} =} norm (@var{M})
## The Frobenius norm of the CP model @var{M}, from its R-by-R Gram matrices:
## @code{sqrt (lambda' * (U@{1@}'*U@{1@} .* ... .* U@{N@}'*U@{N@}) * lambda)},
## without the full array.
##
## @example
## @group
## M = cpmodel ([2; 1], @{[1 0; 0 1; 1 1], [1 1; 0 1]@});
## [norm(M), norm(full (M)(:))]
## @end group
## @end example
## @seealso{cpmodel, innerprod, fit}
## @end deftypefn

function nrm = norm (M, p)
  if (nargin == 2 && ! (ischar (p) && strcmpi (p, "fro")) && ! isequal (p, 2))
    error ("ndsparse:cpmodel", "norm: a cpmodel has only the Frobenius norm");
  elseif (nargin > 2)
    print_usage ();
  endif
  G = M.lambda * M.lambda.';
  for n = 1:numel (M.U)
    G .*= M.U{n}.' * M.U{n};
  endfor
  nrm = sqrt (abs (sum (G(:))));
endfunction

%!test
%! rand ("seed", 5);
%! M = cpmodel ([2; -1; 0.5], {rand(4, 3), rand(3, 3) - 0.5, rand(5, 3)});
%! F = full (M);
%! assert (norm (M), norm (F(:)), 1e-12);
%! assert (norm (M, "fro"), norm (F(:)), 1e-12);
%!assert (norm (cpmodel (zeros (0, 1), {zeros(2, 0)})), 0)
%!error id=ndsparse:cpmodel norm (cpmodel ({1}), 1)
