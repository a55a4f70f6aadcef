## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} __nds_real_only__ (@var{what}, @var{x1}, @dots{})
## Internal: the one check of the functions that do not take every value class
## yet: an @code{ndsparse:complex} error naming @var{what} when any of @var{x1},
## @dots{} (tensors, arrays, cells of them) is complex, and an
## @code{ndsparse:single} error when one is an ndsparse of single values and
## @var{what} is not among the functions that take them (the list below).  A full
## single array is not refused: those functions read it as double, as before.
## It reads a tensor's storage flags, O(1); an array's @code{iscomplex}, O(1).
##
## @example
## __nds_real_only__ ("ttm", ndsparse ([1 1], 1i))    # error: ttm: ... complex
## @end example
## @seealso{iscomplex, single}
## @end deftypefn
function __nds_real_only__ (what, varargin)
  ## the functions among the callers that take single tensors
  persistent single_ok = {"single", "max", "min", "prod", "any", "all", "logical", ...
                          "cat", "horzcat", "vertcat", "repmat", "innerprod", ...
                          "mod", "rem"};
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
    if (iscell (x))
      sng = any (cellfun (@nds_single_tensor, x(:)));
    else
      sng = nds_single_tensor (x);
    endif
    if (sng && ! any (strcmp (what, single_ok)))
      error ("ndsparse:single",
             "%s: single values are not supported by %s yet (argument %d is a single ndsparse); use double (T)",
             what, what, k);
    endif
  endfor
endfunction

## true when x is an ndsparse of single values
function tf = nds_single_tensor (x)
  tf = false;
  if (isa (x, "ndsparse"))
    [~, ~, ~, ~, ~, tf] = __nds_storeinfo__ (x);
  endif
endfunction

%!error <ttm: complex values are not supported by ttm yet \(argument 2> __nds_real_only__ ("ttm", 1, 1i)
%!error id=ndsparse:complex __nds_real_only__ ("f", {1, ndsparse([1 1], 2i)})
%!test
%! ok = true;
%! __nds_real_only__ ("f", 1, ndsparse ([1 1], 2), {1, sparse(1, 1, 1)}, "x");
%! assert (ok);
%!error id=ndsparse:single __nds_real_only__ ("ttm", 1, ndsparse ([1 1], single (2)))
%!error <ttm: single values are not supported by ttm yet \(argument 1> __nds_real_only__ ("ttm", {ndsparse([1 1], single (2))})
%!test
%! __nds_real_only__ ("max", ndsparse ([1 1], single (2)), single (3));
%! __nds_real_only__ ("ttm", ndsparse ([1 1], 2), single (3));
