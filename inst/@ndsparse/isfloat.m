## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{tf} =} isfloat (@var{T})
## True when the ndsparse @var{T} holds floating-point values (double or single,
## real or complex), false for logical ones, as @code{isfloat (full (@var{T}))}.
##
## @example
## [isfloat(ndsparse ([1 1], single (2))), isfloat(ndsparse ([1 1], true))]
## @end example
## @seealso{isa, isnumeric, single}
## @end deftypefn
function tf = isfloat (T)
  if (nargin != 1)
    print_usage ();
  endif
  tf = ! __nds_storeinfo__ (T);
endfunction

%!assert (isfloat (ndsparse ([1 1], 2)))
%!assert (isfloat (ndsparse ([1 1], single (2))))
%!assert (isfloat (ndsparse ([1 1], 2i)))
%!assert (! isfloat (ndsparse ([1 1], true)))
