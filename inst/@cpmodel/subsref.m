## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{lambda} =} subsref (@var{M}, @var{s})
## @code{M.lambda} (the weights), @code{M.U} or @code{M.u} (the cell of factor
## matrices, column), and @code{M(i1, ..., iN)}: the entries of the model at the
## given subscripts (scalars, vectors or @code{:}), as a full array of the block
## they select, computed from the factors' rows without the full model.
##
## @example
## @group
## M = cpmodel ([3; 1], @{[1 0; 1 1], [1 2; 0 1]@});
## M.lambda'
## M(2, :)           # the second row of 3*[1;1]*[1 0] + [0;1]*[2 1]
## @end group
## @end example
## @seealso{cpmodel, full}
## @end deftypefn

function v = subsref (M, s)
  switch (s(1).type)
    case "."
      switch (s(1).subs)
        case "lambda"
          v = M.lambda;
        case {"U", "u"}
          v = M.U;
        otherwise
          error ("ndsparse:cpmodel",
                 "cpmodel: no field \"%s\"; a cpmodel has .lambda and .U", s(1).subs);
      endswitch
    case "()"
      N = numel (M.U);
      idx = s(1).subs;
      if (numel (idx) != N)
        error ("ndsparse:index", "cpmodel: M(...) takes %d subscripts, one per mode", N);
      endif
      U = M.U;
      for n = 1:N
        U{n} = U{n}(idx{n}, :);
      endfor
      v = cp_full (M.lambda, U);
    otherwise
      error ("ndsparse:cpmodel", "cpmodel: {} indexing is not defined; use M.U{n}");
  endswitch
  if (numel (s) > 1)
    v = subsref (v, s(2:end));
  endif
endfunction

%!shared M, F
%! M = cpmodel ([3; 1], {[1 0; 1 1; 2 1], [1 2; 0 1], [1 1; 1 -1]});
%! F = full (M);
%!assert (M(2, 1, 2), F(2, 1, 2), 1e-14)
%!assert (M(:, 2, [2 1]), F(:, 2, [2 1]), 1e-14)
%!assert (M(end, :, :), F(end, :, :), 1e-14)
%!assert (M.U{3}(2, 2), -1)
%!assert (M.lambda(1), 3)
%!error id=ndsparse:index M(1, 1)
%!error id=ndsparse:cpmodel M.core
%!error id=ndsparse:cpmodel M{1}
%!error <out of bound> M(4, 1, 1)
