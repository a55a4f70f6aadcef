## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{d} =} dot (@var{x}, @var{y})
## The dot product @code{sum (x(:) .* y(:))} of two vectors of the same number of
## elements, one or both of them an ndsparse vector tensor (at most one dimension
## other than 1); a row and a column may be mixed.  Level-1 sparse BLAS: only the
## stored entries are read.  For general tensors use @code{innerprod}.
##
## @example
## @group
## x = ndsparse ([2; 5], [3; 4], 6);
## dot (x, (1:6)')        # 26
## dot (x, x)             # 25
## @end group
## @end example
## @seealso{innerprod, norm}
## @end deftypefn

function d = dot (x, y)
  if (nargin != 2)
    print_usage ();
  endif
  [sng, d] = nds_single_route ("dot", 2, x, y);
  if (sng)
    return;
  endif
  if ((isa (x, "ndsparse") || isnumeric (x)) && (isa (y, "ndsparse") || isnumeric (y))
      && (__nds_stored_complex__ (x) || __nds_stored_complex__ (y)))
    ## sum (conj (x) .* y), as Octave's dot, from four real dot products
    [xr, xi, yr, yi] = deal (real (x), imag (x), real (y), imag (y));
    d = nds_join (dot (xr, yr) + dot (xi, yi), dot (xr, yi) - dot (xi, yr));
    return;
  endif
  if (! isa (x, "ndsparse"))
    [x, y] = deal (y, x);
  endif
  [s, v, shape] = nds_kern_values (x);
  ## a vector has at most one dim other than 1 (Octave's dot of a 0x3 is 1x3)
  if (sum (shape != 1) > 1)
    error ("ndsparse:dims", "dot: X has size %s; dot needs vectors (see innerprod)",
           mat2str (nds_dims (shape)));
  endif
  lin = nds_linear (s, shape, "dot");
  if (isa (y, "ndsparse"))
    [sy, vy, shy] = nds_kern_values (y);
    if (sum (shy != 1) > 1 || prod (shy) != prod (shape))
      error ("ndsparse:size", "dot: Y must be a vector of %d elements", prod (shape));
    endif
    d = __nds_inner__ (int64 (lin), v, int64 (nds_linear (sy, shy, "dot")), vy);
  elseif ((isnumeric (y) || islogical (y)) && isreal (y))
    if (sum (size (y) != 1) > 1 || numel (y) != prod (shape))
      error ("ndsparse:size", "dot: Y must be a vector of %d elements", prod (shape));
    endif
    d = sum (v .* double (full (y(lin)(:))));
  else
    error ("ndsparse:class", "dot: Y must be a real numeric vector or an ndsparse");
  endif
endfunction

%!shared x, X
%! x = ndsparse ([2; 5; 6], [3; 4; -1], 6);
%! X = full (x);
%!assert (dot (x, (1:6)'), dot (X, (1:6)'))
%!assert (dot ((1:6), x), dot (X, (1:6)'))
%!assert (dot (x, x), dot (X, X))
%!assert (dot (x, ndsparse ([1 1; 1 5], [7; 2], [1 6])), 8)
%!assert (dot (ndsparse ([1 1 2], true, [1 1 3]), [1 2 3]), 2)
%!assert (dot (ndsparse ([], [], [4 1]), ones (4, 1)), 0)
%!error id=ndsparse:size dot (x, ones (5, 1))
%!error id=ndsparse:dims dot (ndsparse ([1 2], 1, [2 2]), ones (4, 1))
%!assert (dot (ndsparse (zeros (1, 0)), zeros (0, 1)), dot (zeros (1, 0), zeros (0, 1)))
%!error id=ndsparse:dims dot (ndsparse (zeros (0, 3)), zeros (0, 3))
%!error id=ndsparse:size dot (ndsparse (zeros (0, 1)), zeros (0, 3))
%!error id=ndsparse:size dot (ndsparse (zeros (0, 1)), ndsparse (zeros (0, 3)))
%!error id=ndsparse:class dot (x, {1})
%!error <Invalid call> dot (x)
