## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{sz} =} size (@var{D})
## @deftypefnx {ndsparse} {@var{n} =} size (@var{D}, @var{dim})
## The size of the whole distributed tensor (the same on every rank; no communication).
## @example
## @group
## D = dndsparse (ndsparse ([1 2 3], 1, [2 3 4]));
## size (D)        # [2 3 4]
## @end group
## @end example
## @seealso{dndsparse, nnz}
## @end deftypefn

function varargout = size (D, dim)
  ## as Octave shows sizes: at least two, trailing singletons trimmed
  sz = [D.sz, ones(1, 2 - numel (D.sz))];
  sz = sz(1:max ([2, find(sz != 1, 1, "last")]));
  if (nargin == 1)
    if (nargout <= 1)
      varargout = {sz};
    else
      s = [sz, ones(1, nargout)];
      s(nargout) = prod (s(nargout:end));
      varargout = num2cell (s(1:nargout));
    endif
  else
    if (! (isnumeric (dim) && isscalar (dim) && dim >= 1 && dim == fix (dim)))
      error ("ndsparse:dims", "size: DIM must be a positive integer");
    endif
    s = [D.sz, ones(1, dim)];
    varargout = {s(dim)};
  endif
endfunction

%!test
%! D = dndsparse (ndsparse ([1 2 3], 1, [2 3 4]));
%! assert (size (D), [2 3 4]);
%! assert (size (D, 3), 4);
%! assert (size (D, 5), 1);
%! [a, b] = size (D);
%! assert ([a b], [2 12]);
%!assert (size (dndsparse (ndsparse ([1 1 1], 1, [2 1 1]))), [2 1])
%!error id=ndsparse:dims size (dndsparse (ndsparse ([1 1], 1)), 0)
