## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isreal (@var{T})
## True when the tensor @var{T} is real (double, single or logical values), false
## when complex: the negation of @code{iscomplex (T)}, which answers for the values
## @var{T} shows, as Octave's arrays do (a view of complex values that are all real
## there is real).
##
## @example
## isreal (ndsparse ([1 1], 2))       # true
## isreal (ndsparse ([1 1], 2i))      # false
## @end example
## @seealso{iscomplex, islogical, isnumeric}
## @end deftypefn

function tf = isreal (T)
  if (nargin != 1)
    print_usage ();
  endif
  tf = ! iscomplex (T);
endfunction

%!assert (isreal (ndsparse ([1 1], 2)))
%!assert (isreal (ndsparse ([1 1], true)))
%!assert (! isreal (ndsparse ([1 1], 2i)))
%!assert (isreal (imag (ndsparse ([1 1], 2i))))
