## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} horzcat (@var{A}, @var{B}, @dots{})
## Horizontal concatenation, @code{[A, B]}: @code{cat (2, @var{A}, @var{B}, @dots{})}.
##
## @example
## @group
## A = ndsparse ([1 1], 1, [2 2]);
## full ([A, A])
## @end group
## @end example
## @seealso{cat}
## @end deftypefn

function R = horzcat (varargin)
  if (nargin >= 1 && nargin <= 8 && all (cellfun ("isclass", varargin, "ndsparse")))
    R = __nds_cat_tensors__ ("horzcat", 2, varargin{:});    # tensors alone: in C++
    return;
  endif
  __nds_real_only__ ("horzcat", varargin{:});
  R = cat (2, varargin{:});
endfunction

%!test
%! A = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
%! assert (full ([A, A]), horzcat (full (A), full (A)));
%! assert (full (horzcat (A, [7 8; 9 0])), horzcat (full (A), [7 8; 9 0]));
%! assert (full (horzcat (A)), full (A));
%!error id=ndsparse:size horzcat (ndsparse ([1 1], 1, [2 2]), ones (3, 3))
