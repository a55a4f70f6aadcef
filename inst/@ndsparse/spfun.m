## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} spfun (@var{f}, @var{T})
## Apply the function @var{f} to the stored (nonzero) entries of @var{T} only,
## whatever @code{@var{f} (0)} is; the implicit zeros stay zero.  @var{f} gets the
## column vector of stored values and must return one value for each (double or
## logical; entries where it returns zero are dropped).
##
## @example
## @group
## T = ndsparse ([1 1; 2 2], [1; 2]);
## full (spfun (@@exp, T))     # [e 0; 0 e^2]
## @end group
## @end example
## @seealso{ndsparse, exp}
## @end deftypefn

function R = spfun (f, T)
  if (nargin != 2)
    print_usage ();
  endif
  if (ischar (f))
    f = str2func (f);
  elseif (! is_function_handle (f))
    error ("ndsparse:fun", "spfun: F must be a function handle or name");
  endif
  [s, v, shape] = nds_entries (T);
  y = f (v);
  if (! (isnumeric (y) || islogical (y)) || numel (y) != numel (v))
    error ("ndsparse:fun",
           "spfun: F must return one numeric value for each of the %d stored values",
           numel (v));
  endif
  R = nds_result (T, s, nds_as_stored (y(:)), shape, "spfun");
endfunction

%!test
%! T = ndsparse ([1 1 1; 2 2 1; 1 2 2], [1; -2; 0.5], [2 2 2]);
%! F = full (T);
%! E = exp (F);
%! E(F == 0) = 0;
%! assert (full (spfun (@exp, T)), E);
%! assert (full (spfun ("cos", T)), cos (F) .* (F != 0));
%! assert (nnz (spfun (@(x) x > 0, T)), 2);
%! assert (nnz (spfun (@(x) x * 0, T)), 0);
%!error id=ndsparse:fun spfun (3, ndsparse ([1 1], 1))
%!error id=ndsparse:fun spfun (@(x) [x; x], ndsparse ([1 1], 1))
%!assert (full (spfun (@sqrt, ndsparse ([1 1], -1))), 1i)
%!error <Invalid call> spfun (@exp)
