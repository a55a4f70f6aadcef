## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{val} =} ndsparse_config (@var{name})
## @deftypefnx {ndsparse} {@var{old} =} ndsparse_config (@var{name}, @var{val})
## @deftypefnx {ndsparse} {@var{s} =} ndsparse_config ()
## Query or set ndsparse's settings for this Octave session.
##
## @table @code
## @item "max_dense"
## The largest number of elements an operation may return as a @emph{full} array
## without being asked to (@code{T + 1}, @code{exp (T)}, @code{T == 0}, a dense
## contraction result).  Default @code{2^27} (1 GiB of doubles).  An explicit
## @code{full (T)} is not bound by it, only by Octave's index limit and the
## available memory.
## @item "dense_policy"
## What happens past @code{max_dense}: @code{"error"} (default; error
## @code{ndsparse:toolarge}), @code{"warn"} (warning @code{ndsparse:toolarge},
## then the full result), or @code{"allow"}.
## @end table
##
## @example
## @group
## old = ndsparse_config ("max_dense", 1e6);
## ndsparse_config ("max_dense")      # 1000000
## ndsparse_config ("max_dense", old);
## @end group
## @end example
## @seealso{full}
## @end deftypefn

function out = ndsparse_config (name, val)
  ## the engine holds the policy (read by every dense check, never looked up here)
  cfg = __nds_config__ ("get");
  if (nargin == 0)
    out = cfg;
    return;
  endif
  if (! ischar (name) || ! isfield (cfg, name))
    error ("ndsparse:config",
           "ndsparse_config: NAME must be \"max_dense\" or \"dense_policy\"");
  endif
  out = cfg.(name);
  if (nargin == 2)
    switch (name)
      case "max_dense"
        if (! isnumeric (val) || ! isscalar (val) || ! isreal (val) || val < 0
            || val != fix (val))
          error ("ndsparse:config",
                 "ndsparse_config: max_dense must be a non-negative integer");
        endif
        cfg.max_dense = double (val);
      case "dense_policy"
        if (! ischar (val) || ! any (strcmp (val, {"error", "warn", "allow"})))
          error ("ndsparse:config",
                 "ndsparse_config: dense_policy must be \"error\", \"warn\" or \"allow\"");
        endif
        cfg.dense_policy = val;
    endswitch
    __nds_config__ (cfg.max_dense, cfg.dense_policy);
  elseif (nargin > 2)
    print_usage ();
  endif
endfunction

%!test
%! old = ndsparse_config ("max_dense", 12);
%! unwind_protect
%!   assert (ndsparse_config ("max_dense"), 12);
%!   s = ndsparse_config ();
%!   assert (s.max_dense, 12);
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
%! assert (ndsparse_config ("max_dense"), old);
%!error id=ndsparse:config ndsparse_config ("nope")
%!error id=ndsparse:config ndsparse_config ("max_dense", -1)
%!error id=ndsparse:config ndsparse_config ("dense_policy", "maybe")
