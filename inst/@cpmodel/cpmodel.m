## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{M} =} cpmodel (@var{lambda}, @var{U})
## @deftypefnx {ndsparse} {@var{M} =} cpmodel (@var{U})
## A CP (CANDECOMP/PARAFAC) model: the tensor
## @code{sum_r lambda(r) * U@{1@}(:,r) o U@{2@}(:,r) o ... o U@{N@}(:,r)},
## held as its weights and factor matrices, never as a full array.
##
## @var{U} is a cell of N real matrices with R columns each (@code{U@{n@}} is
## @code{size (M, n)}-by-R); @var{lambda} is a real vector of R weights (default
## all ones).  They are kept double, or single when any of them is single
## (Octave's rule; @code{cp_als} of a single tensor gives one).  @code{M.lambda}
## and @code{M.U} (also @code{M.u}) read them back, as
## on Tensor Toolbox's ktensor; @code{M(i,j,k)} evaluates entries or blocks.
## @code{cp_als} and @code{cp_apr} return one.  Methods: @code{size},
## @code{ndims}, @code{ncomponents}, @code{full}, @code{double}, @code{norm},
## @code{innerprod}, @code{fit}, @code{score}, @code{normalize}, @code{arrange},
## @code{fixsigns}, @code{ktensor} (Tensor Toolbox's class, when it is on the path).
##
## @example
## @group
## M = cpmodel ([2; 1], @{[1 0; 0 1; 1 1], [1 1; 0 1], [1; 2] * [1 1]@});
## size (M)          # 3 2 2
## M(1, 1, 2)        # 2*1*1*2 + 1*0*1*2 = 4
## norm (M)
## @end group
## @end example
## @seealso{cp_als, cp_apr, tuckermodel, ndsplanted}
## @end deftypefn

function M = cpmodel (varargin)
  switch (nargin)
    case 0
      lambda = zeros (0, 1);
      U = {};
    case 1
      if (isa (varargin{1}, "cpmodel"))
        M = varargin{1};
        return;
      endif
      U = varargin{1};
      check_factors (U);
      lambda = ones (columns (U{1}), 1);
    case 2
      [lambda, U] = deal (varargin{:});
      check_factors (U);
      if (! (isnumeric (lambda) && isreal (lambda) && isvector (lambda) || isempty (lambda))
          || numel (lambda) != columns (U{1}))
        error ("ndsparse:cpmodel",
               "cpmodel: LAMBDA must be a real vector of %d weights (one per column of U{1})",
               columns (U{1}));
      endif
    otherwise
      print_usage ();
  endswitch
  [lambda, U] = __nds_model_class__ (lambda(:), U);
  M = class (struct ("lambda", lambda, "U", {U}), "cpmodel");
endfunction

function check_factors (U)
  if (! iscell (U) || isempty (U))
    error ("ndsparse:cpmodel", "cpmodel: U must be a non-empty cell of factor matrices");
  endif
  R = columns (U{1});
  for n = 1:numel (U)
    A = U{n};
    if (! ((isnumeric (A) || islogical (A)) && isreal (A) && ismatrix (A)))
      error ("ndsparse:cpmodel", "cpmodel: U{%d} must be a real matrix", n);
    endif
    if (columns (A) != R)
      error ("ndsparse:cpmodel",
             "cpmodel: U{%d} has %d columns but U{1} has %d; every factor needs R columns",
             n, columns (A), R);
    endif
    if (issparse (A))
      error ("ndsparse:cpmodel", "cpmodel: U{%d} must be a full matrix, not sparse", n);
    endif
  endfor
endfunction

%!test
%! M = cpmodel ([2; 1], {[1 0; 0 1; 1 1], [1 1; 0 1], [1 1; 2 2]});
%! assert (size (M), [3 2 2]);
%! assert (ndims (M), 3);
%! assert (ncomponents (M), 2);
%! assert (M.lambda, [2; 1]);
%! assert (M.U{2}, [1 1; 0 1]);
%! assert (M.u{3}(2, 1), 2);
%! assert (M(1, 1, 2), 4);
%!test
%! M = cpmodel ({ones(2, 3), ones(4, 3)});
%! assert (M.lambda, ones (3, 1));
%! assert (isa (cpmodel (M), "cpmodel"));
%! assert (size (cpmodel ()), zeros (1, 0));
%!error id=ndsparse:cpmodel cpmodel ([1 2], {ones(2, 2), ones(3, 1)})
%!error id=ndsparse:cpmodel cpmodel ([1 2 3], {ones(2, 2)})
%!error id=ndsparse:cpmodel cpmodel ({})
%!error id=ndsparse:cpmodel cpmodel ({"ab"})
%!error id=ndsparse:cpmodel cpmodel ({sparse(ones (2))})
%!error id=ndsparse:cpmodel cpmodel ({1i})
%!error <Invalid call> cpmodel (1, 2, 3)
