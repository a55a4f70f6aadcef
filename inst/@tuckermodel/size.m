## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{sz} =} size (@var{M})
## @deftypefnx {ndsparse} {@var{n} =} size (@var{M}, @var{d})
## The size of the tensor the Tucker model @var{M} stands for: the row counts of
## its factor matrices (trailing size-1 modes kept).
##
## @example
## @group
## size (tuckermodel (1, @{ones(4, 1), ones(3, 1)@}))    # 4 3
## @end group
## @end example
## @seealso{tuckermodel, ndims}
## @end deftypefn

function sz = size (M, varargin)
  if (nargin > 2)
    print_usage ();
  endif
  sz = __nds_model_size__ (M.U, varargin{:});
endfunction

%!test
%! M = tuckermodel (1, {ones(4, 1), ones(3, 1), 1});
%! assert (size (M), [4 3 1]);
%! assert (size (M, 1), 4);
%! assert (size (M, 4), 1);
%!error id=ndsparse:dims size (tuckermodel (1, {1}), 1.5)
