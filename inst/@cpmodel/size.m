## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{sz} =} size (@var{M})
## @deftypefnx {ndsparse} {@var{n} =} size (@var{M}, @var{d})
## The size of the tensor the CP model @var{M} stands for: the row counts of its
## factor matrices, one per mode (trailing size-1 modes kept, as Tensor Toolbox does).
##
## @example
## @group
## size (cpmodel (@{ones(4, 2), ones(3, 2), ones(1, 2)@}))    # 4 3 1
## @end group
## @end example
## @seealso{cpmodel, ndims, ncomponents}
## @end deftypefn

function sz = size (M, varargin)
  if (nargin > 2)
    print_usage ();
  endif
  sz = __nds_model_size__ (M.U, varargin{:});
endfunction

%!test
%! M = cpmodel ({ones(4, 2), ones(3, 2), ones(1, 2)});
%! assert (size (M), [4 3 1]);
%! assert (size (M, 2), 3);
%! assert (size (M, 5), 1);
%!error id=ndsparse:dims size (cpmodel ({1}), 0)
