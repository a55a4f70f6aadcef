## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} __nds_real_only__ (@var{what}, @var{x1}, @dots{})
## Internal: the one check of the functions that do not take complex values yet:
## an @code{ndsparse:complex} error naming @var{what} when any of @var{x1}, @dots{}
## (tensors, arrays, cells of them) is complex.  It reads a tensor's storage flag,
## O(1); an array's @code{iscomplex}, O(1).
##
## @example
## __nds_real_only__ ("ttm", ndsparse ([1 1], 1i))    # error: ttm: ... complex
## @end example
## @seealso{iscomplex}
## @end deftypefn
function __nds_real_only__ (what, varargin)
  for k = 1:numel (varargin)
    x = varargin{k};
    if (iscell (x))
      bad = any (cellfun (@iscomplex, x(:)));
    else
      bad = iscomplex (x);
    endif
    if (bad)
      error ("ndsparse:complex",
             "%s: complex values are not supported by %s yet (argument %d is complex); use real and imag",
             what, what, k);
    endif
  endfor
endfunction

%!error <ttm: complex values are not supported by ttm yet \(argument 2> __nds_real_only__ ("ttm", 1, 1i)
%!error id=ndsparse:complex __nds_real_only__ ("f", {1, ndsparse([1 1], 2i)})
%!test
%! ok = true;
%! __nds_real_only__ ("f", 1, ndsparse ([1 1], 2), {1, sparse(1, 1, 1)}, "x");
%! assert (ok);
