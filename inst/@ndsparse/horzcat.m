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
  ## the compiled front (horzcat.oct: src/methods/nds_methods.cc) has taken tensors
  ## alone to C++ (__nds_cat_tensors__): what comes here is what it left
  R = nds_cat_mixed ("horzcat", 2, varargin{:});
endfunction

%!test
%! A = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
%! assert (full ([A, A]), horzcat (full (A), full (A)));
%! assert (full (horzcat (A, [7 8; 9 0])), horzcat (full (A), [7 8; 9 0]));
%! assert (full (horzcat (A)), full (A));
%!test
%! ## complex (issue 39) and single with double (single, as in Octave)
%! Z = ndsparse ([1 1; 2 2], [1+2i; -3i], [2 2]);
%! assert (full (horzcat (Z, Z)), horzcat (full (Z), full (Z)));
%! assert (full (horzcat (Z, [1 2; 3i 4])), horzcat (full (Z), [1 2; 3i 4]));
%! assert (full (horzcat ([1 2; 3i 4], Z, Z)), horzcat ([1 2; 3i 4], full (Z), full (Z)));
%! Q = ndsparse (single ([1 0; 2 0]));
%! assert (full (horzcat (Q, [1 2; 3 4])), horzcat (single ([1 0; 2 0]), single ([1 2; 3 4])));
%! assert (full (horzcat (real (Z), Q)), horzcat ([1 0; 0 0], single ([1 0; 2 0])));
%!error id=ndsparse:size horzcat (ndsparse ([1 1], 1, [2 2]), ones (3, 3))
