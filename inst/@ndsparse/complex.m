## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{T} =} complex (@var{R}, @var{I})
## The tensor @code{@var{R} + @var{I}*1i} of real parts @var{R} and imaginary parts
## @var{I}: ndsparse tensors of one size, or one of them a real scalar 0 (the other
## part zero).  Its entries are the union of theirs; as for Octave's arrays, a
## result whose imaginary parts are all zero is real, and one with a single part
## is (complex) single.
##
## @example
## @group
## R = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
## I = ndsparse ([2 2; 1 2], [3; 4], [2 2]);
## full (complex (R, I))      # [1, 4i; 0, 2+3i]
## @end group
## @end example
## @seealso{real, imag, iscomplex}
## @end deftypefn

function T = complex (R, I)
  if (nargin != 2)
    print_usage ();
  endif
  if (isnumeric (R) && isscalar (R) && R == 0 && isa (I, "ndsparse"))
    R = ndsparse (zeros (0, columns (size (I))), [], size (I));
  elseif (isnumeric (I) && isscalar (I) && I == 0 && isa (R, "ndsparse"))
    I = ndsparse (zeros (0, columns (size (R))), [], size (R));
  endif
  if (! (isa (R, "ndsparse") && isa (I, "ndsparse"))
      || __nds_stored_complex__ (R) || __nds_stored_complex__ (I)
      || islogical (R) || islogical (I))
    error ("ndsparse:class",
           "complex: R and I must be real double or single ndsparse tensors (or one a scalar 0)");
  endif
  if (! isequal (size (R), size (I)))
    error ("ndsparse:size", "complex: R is %s but I is %s",
           nds_size_str (size (R)), nds_size_str (size (I)));
  endif
  T = nds_complex (R, I);
endfunction

%!test
%! R = ndsparse ([1 1; 2 2], [1; 2], [2 2]);
%! I = ndsparse ([2 2; 1 2], [3; 4], [2 2]);
%! T = complex (R, I);
%! assert (full (T), complex (full (R), full (I)));
%! assert (iscomplex (T));
%! assert (full (complex (R, 0)), full (R));
%! assert (! iscomplex (complex (R, 0)));
%! assert (full (complex (0, I)), 1i * full (I));
%!test
%! ## random, seeded: the union of two patterns
%! for k = 1:5
%!   R = ndsprand ([4 5 3], 0.3, k);  I = ndsprand ([4 5 3], 0.3, 100 + k);
%!   assert (isequal (full (complex (R, I)), complex (full (R), full (I))), true, sprintf ("k = %d", k));
%! endfor
%!error id=ndsparse:size complex (ndsparse ([1 1], 1, [2 2]), ndsparse ([1 1], 1, [2 3]))
%!error id=ndsparse:class complex (ndsparse ([1 1], 1, [2 2]), ones (2))
%!error id=ndsparse:class complex (ndsparse ([1 1], 1i, [2 2]), ndsparse ([1 1], 1, [2 2]))
%!error <Invalid call> complex (ndsparse ([1 1], 1, [2 2]))
%!test
%! ## a single part: complex single, as Octave's complex (single (1), 2)
%! Z = complex (ndsparse ([1 1], single (1), [2 2]), ndsparse ([1 1], 2, [2 2]));
%! assert (full (Z), single ([1+2i 0; 0 0]));
%! assert (isa (Z, "single") && iscomplex (Z));
