## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{M} =} tuckermodel (@var{core}, @var{U})
## A Tucker model: the tensor @code{core x_1 U@{1@} x_2 U@{2@} ... x_N U@{N@}},
## held as its dense core (an R1-by-...-by-RN array) and its factor matrices
## (@code{U@{n@}} is @code{size (M, n)}-by-Rn), never as a full array.  They are
## kept double, or single when any of them is single (Octave's rule;
## @code{hosvd} of a single tensor gives one).
##
## @code{M.core} and @code{M.U} (also @code{M.u}) read them back, as on Tensor
## Toolbox's ttensor; @code{M(i,j,k)} evaluates entries or blocks.
## @code{hosvd} and @code{tucker_als} return one.  Methods: @code{size},
## @code{ndims}, @code{full}, @code{double}, @code{norm}, @code{innerprod},
## @code{fit}, @code{ttensor} (Tensor Toolbox's class, when it is on the path).
##
## @example
## @group
## M = tuckermodel (reshape (1:8, 2, 2, 2), @{eye(2), [1 0; 0 1; 1 1], eye(2)@});
## size (M)          # 2 3 2
## M(3, 3, 2)
## @end group
## @end example
## @seealso{hosvd, tucker_als, cpmodel}
## @end deftypefn

function M = tuckermodel (core, U)
  if (nargin == 0)
    core = zeros (0, 1);
    U = {zeros(0, 0)};
  elseif (nargin == 1 && isa (core, "tuckermodel"))
    M = core;
    return;
  elseif (nargin != 2)
    print_usage ();
  endif
  if (! iscell (U) || isempty (U))
    error ("ndsparse:tuckermodel", "tuckermodel: U must be a non-empty cell of factor matrices");
  endif
  N = numel (U);
  for n = 1:N
    A = U{n};
    if (! ((isnumeric (A) || islogical (A)) && isreal (A) && ismatrix (A)) || issparse (A))
      error ("ndsparse:tuckermodel", "tuckermodel: U{%d} must be a real full matrix", n);
    endif
  endfor
  if (isa (core, "ndsparse"))
    core = full (core);
  endif
  if (! ((isnumeric (core) || islogical (core)) && isreal (core)) || issparse (core))
    error ("ndsparse:tuckermodel", "tuckermodel: CORE must be a real full array");
  endif
  csz = size (core);
  csz(end+1:N) = 1;
  if (numel (csz) > N && all (csz(N+1:end) == 1))
    csz = csz(1:N);
  endif
  if (numel (csz) > N || ! isequal (csz, cellfun (@columns, U(:).')))
    error ("ndsparse:tuckermodel",
           "tuckermodel: CORE is %s but the factors have %s columns; they must agree",
           mat2str (size (core)), mat2str (cellfun (@columns, U(:).')));
  endif
  [core, U] = __nds_model_class__ (core, U);
  M = class (struct ("core", core, "U", {U}), "tuckermodel");
endfunction

%!test
%! M = tuckermodel (reshape (1:8, 2, 2, 2), {eye(2), [1 0; 0 1; 1 1], eye(2)});
%! assert (size (M), [2 3 2]);
%! assert (ndims (M), 3);
%! assert (M.core(:, :, 2), [5 7; 6 8]);
%! assert (M.U{2}(3, :), [1 1]);
%! assert (M(3 - 1, 3, 2), 6 + 8);
%! assert (isa (tuckermodel (M), "tuckermodel"));
%!test
%! M = tuckermodel (ndsparse ([1 1], 2, [1 1]), {ones(3, 1), ones(2, 1)});
%! assert (full (M), 2 * ones (3, 2));
%!error id=ndsparse:tuckermodel tuckermodel (ones (2, 2), {ones(2, 2), ones(2, 3)})
%!error id=ndsparse:tuckermodel tuckermodel (ones (2, 2, 2), {ones(2, 2), ones(2, 2)})
%!error id=ndsparse:tuckermodel tuckermodel (ones (2, 2), {})
%!error id=ndsparse:tuckermodel tuckermodel (ones (2, 2), {sparse(eye (2)), eye(2)})
%!error id=ndsparse:tuckermodel tuckermodel ({1}, {1})
%!error <Invalid call> tuckermodel (1)
