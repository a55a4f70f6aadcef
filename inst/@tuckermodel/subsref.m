## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{v} =} subsref (@var{M}, @var{s})
## @code{M.core} (the dense core), @code{M.U} or @code{M.u} (the cell of factor
## matrices) and @code{M(i1, ..., iN)}: the entries of the Tucker model at the
## given subscripts (scalars, vectors or @code{:}), from the factors' rows.
##
## @example
## @group
## M = tuckermodel (2, @{[1; 2], [3; 4]@});
## M(2, :)           # 2 * 2 * [3 4]
## @end group
## @end example
## @seealso{tuckermodel, full}
## @end deftypefn

function v = subsref (M, s)
  switch (s(1).type)
    case "."
      switch (s(1).subs)
        case "core"
          v = M.core;
        case {"U", "u"}
          v = M.U;
        otherwise
          error ("ndsparse:tuckermodel",
                 "tuckermodel: no field \"%s\"; a tuckermodel has .core and .U", s(1).subs);
      endswitch
    case "()"
      N = numel (M.U);
      idx = s(1).subs;
      if (numel (idx) != N)
        error ("ndsparse:index", "tuckermodel: M(...) takes %d subscripts, one per mode", N);
      endif
      v = M.core;
      for n = 1:N
        v = __nds_dense_ttm__ (v, M.U{n}(idx{n}, :), n, N);
      endfor
    otherwise
      error ("ndsparse:tuckermodel", "tuckermodel: {} indexing is not defined; use M.U{n}");
  endswitch
  if (numel (s) > 1)
    v = subsref (v, s(2:end));
  endif
endfunction

%!shared M, F
%! rand ("seed", 71);
%! M = tuckermodel (rand (2, 3, 2), {rand(4, 2), rand(3, 3), rand(5, 2)});
%! F = full (M);
%!assert (M(2, :, [5 1]), F(2, :, [5 1]), 1e-14)
%!assert (M(end, end, end), F(end), 1e-14)
%!error id=ndsparse:index M(1, 1)
%!error id=ndsparse:tuckermodel M.lambda
%!error id=ndsparse:tuckermodel M{1}
