## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{S} =} single (@var{T})
## The tensor @var{T} with single values (still an ndsparse of 4 bytes per value;
## @code{full} makes a full single array).  Values are rounded to single as
## Octave's @code{single} rounds them; one that rounds to zero is no longer
## stored.  Logical @code{true} becomes 1.  Complex values become complex single
## (8 bytes per value); those whose imaginary parts all round to 0 become real
## single.
##
## Arithmetic with a single tensor follows Octave's rules: single with double or
## logical gives single, complex single with double or complex double gives complex
## single, and real single with complex double gives complex single.  Octave's
## sparse matrices hold no single values, so @code{sparse (@var{S})} is a double
## (complex double) sparse matrix, as Octave's own @code{sparse (single (A))} is.
##
## @example
## @group
## S = single (ndsparse ([1 1; 2 2], [1/3; 2]));
## class (full (S))          # single
## isa (S, "single")         # true
## @end group
## @end example
## @seealso{double, isa, full}
## @end deftypefn
function S = single (T)
  if (nargin != 1)
    print_usage ();
  endif
  if (nds_is_single (T))
    S = T;
    return;
  endif
  [s, v, shape] = nds_entries (T);
  S = nds_result (T, s, single (v), shape, "single");
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 3 2; 2 1 1], [1/3; -2; 1e-50], [2 3 2]);
%! S = single (T);
%! assert (isa (S, "ndsparse") && isa (S, "single") && isa (S, "float"));
%! assert (! isa (S, "double"));
%! assert (class (full (S)), "single");
%! assert (full (S), single (full (T)));
%! assert (nnz (S), 2);                 # 1e-50 rounds to a single zero
%! assert (class (full (double (S))), "double");
%! assert (full (double (S)), double (single (full (T))));

%!test
%! S = single (ndsparse ([1 1; 2 2], true));
%! assert (class (full (S)), "single");
%! assert (full (S), single (eye (2)));
%! assert (single (S) == S);

%!test
%! S = single (ndsparse ([1 1; 2 2; 3 1], [1i/3; 2; 1e-50i], [3 2]));
%! assert (isa (S, "single") && iscomplex (S));
%! assert (class (full (S)), "single");
%! assert (full (S), single ([1i/3 0; 0 2; 0 0]));
%! assert (nnz (S), 2);                 # 1e-50i rounds to a single zero
%! R = single (ndsparse ([1 1; 2 2], [1 + 1e-50i; 2]));
%! assert (isa (R, "single") && isreal (R));   # imaginary parts all rounded to 0
