## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} vertcat (@var{A}, @var{B}, @dots{})
## Vertical concatenation, @code{[A; B]}: @code{cat (1, @var{A}, @var{B}, @dots{})}.
##
## @example
## @group
## A = ndsparse ([1 1], 1, [2 2]);
## full ([A; A])
## @end group
## @end example
## @seealso{cat}
## @end deftypefn

function R = vertcat (varargin)
  if (nargin >= 1 && nargin <= 8 && all (cellfun ("isclass", varargin, "ndsparse")))
    R = __nds_cat_tensors__ ("vertcat", 1, varargin{:});    # tensors alone: in C++
    return;
  endif
  __nds_real_only__ ("vertcat", varargin{:});
  R = cat (1, varargin{:});
endfunction

%!test
%! A = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
%! assert (full ([A; A]), vertcat (full (A), full (A)));
%! assert (full (vertcat (A, [7 8; 9 0])), vertcat (full (A), [7 8; 9 0]));
%! assert (full (vertcat (A)), full (A));
%!error id=ndsparse:size vertcat (ndsparse ([1 1], 1, [2 2]), ones (3, 3))
