## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{sz} =} size (@var{T})
## @deftypefnx {ndsparse} {@var{n} =} size (@var{T}, @var{dim})
## @deftypefnx {ndsparse} {[@var{n1}, @var{n2}, @dots{}] =} size (@var{T})
## The size of the tensor @var{T}, as @code{size} reports it for a full array:
## at least two dimensions, trailing singleton dimensions dropped.
##
## @example
## @group
## T = ndsparse ([1 2 3], 1, [2 3 4]);
## size (T)        # [2 3 4]
## size (T, 3)     # 4
## size (T, 5)     # 1
## @end group
## @end example
## @seealso{numel, ndims, nnz}
## @end deftypefn

function varargout = size (T, dim)
  sz = nds_dims (T.shape);
  if (nargin == 2)
    if (! isnumeric (dim) || isempty (dim) || any (dim < 1 | dim != fix (dim)))
      error ("ndsparse:dim", "size: DIM must be positive integers");
    endif
    sz = [sz, ones(1, max (dim) - numel (sz))](dim);
    if (nargout > 1)
      varargout = num2cell (sz);
    else
      varargout = {sz};
    endif
    return;
  elseif (nargin != 1)
    print_usage ();
  endif
  if (nargout <= 1)
    varargout = {sz};
  else
    ## the last output takes the product of the remaining dims, as for arrays
    sz = [sz, ones(1, nargout - numel (sz))];
    varargout = [num2cell(sz(1:nargout-1)), {prod(sz(nargout:end))}];
  endif
endfunction

%!test
%! T = ndsparse ([1 2 3], 1, [2 3 4]);
%! assert (size (T), [2 3 4]);
%! assert (size (T, 2), 3);
%! assert (size (T, 5), 1);
%! assert (size (T, [3 1]), [4 2]);
%! [a, b] = size (T);
%! assert ([a b], [2 12]);
%! [a, b, c, d] = size (T);
%! assert ([a b c d], [2 3 4 1]);
%! assert (size (ndsparse ([1 1 1], 1, [3 4 1])), [3 4]);
%! assert (size (ndsparse ([1 1 1], 1, [1 1 1])), [1 1]);
%!error id=ndsparse:dim size (ndsparse ([1 1], 1), 0)
