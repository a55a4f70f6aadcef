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
  ## the compiled front (vertcat.oct: src/methods/nds_methods.cc) has taken tensors
  ## alone to C++ (__nds_cat_tensors__): what comes here is what it left
  R = nds_cat_mixed ("vertcat", 1, varargin{:});
endfunction

%!test
%! A = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
%! assert (full ([A; A]), vertcat (full (A), full (A)));
%! assert (full (vertcat (A, [7 8; 9 0])), vertcat (full (A), [7 8; 9 0]));
%! assert (full (vertcat (A)), full (A));
%!test
%! ## complex (issue 39) and single with double (single, as in Octave)
%! Z = ndsparse ([1 1; 2 2], [1+2i; -3i], [2 2]);
%! assert (full (vertcat (Z, Z)), vertcat (full (Z), full (Z)));
%! assert (full (vertcat (Z, [1 2; 3i 4])), vertcat (full (Z), [1 2; 3i 4]));
%! assert (full (vertcat ([1 2; 3i 4], Z, Z)), vertcat ([1 2; 3i 4], full (Z), full (Z)));
%! Q = ndsparse (single ([1 0; 2 0]));
%! assert (full (vertcat (Q, [1 2; 3 4])), vertcat (single ([1 0; 2 0]), single ([1 2; 3 4])));
%! assert (full (vertcat (real (Z), Q)), vertcat ([1 0; 0 0], single ([1 0; 2 0])));
%!error id=ndsparse:size vertcat (ndsparse ([1 1], 1, [2 2]), ones (3, 3))
%!test
%! ## a row written inline next to a tensor's row ([T; 1 2 3]) is the row [1 2 3]
%! ## (Octave 7 failed with "map_value(): wrong type argument 'scalar'")
%! rand ("seed", 3503);
%! F = rand (3, 3) .* (rand (3, 3) > 0.5);
%! T = ndsparse (F);
%! assert (full ([T; 1 2 3]), [F; 1 2 3]);
%! assert (isa ([T; 1 2 3], "ndsparse"));
%! assert (full ([1 2 3; T; 4 -5 0]), [1 2 3; F; 4 -5 0]);
%! assert (full ([T, [1; 2; 3]; 4 5 6 7]), [F, [1; 2; 3]; 4 5 6 7]);
%! assert (full ([T; 1i 0 2]), [F; 1i 0 2]);
%! assert (full ([T; true false true]), [F; 1 0 1]);
%! assert (full ([T; zeros(1, 0) 1 2 3]), [F; 1 2 3]);
%! assert (full ([T; [1 2] 3]), [F; 1 2 3]);
%! ## the built-in classes' own rows are unchanged
%! assert (horzcat (1, 2), [1 2]);
%! assert (horzcat ("a", "bc"), "abc");
%! assert (class (horzcat (int8 (1), 2)), "int8");
%! assert (class (horzcat (single (1), 2)), "single");
%! assert (horzcat (true, false), [true false]);
%!error <vertcat> [ndsparse([1 1], 1, [3 3]); 1 2]
