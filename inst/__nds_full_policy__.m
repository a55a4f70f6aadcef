## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} __nds_full_policy__ (@var{sz}, @var{what})
## Internal: stop before a full result of size @var{sz} computed from sparse
## operands by @var{what} when @code{ndsparse_config ("max_dense")} forbids it: the
## error (or, with the "warn" policy, the warning) @code{ndsparse:toolarge}; also
## the error when the result has more elements than Octave can index.
## @seealso{ndsparse_config}
## @end deftypefn

function __nds_full_policy__ (sz, what)
  n = prod (sz);
  held = sprintf ("is full with %d elements (size %s)", n, mat2str (sz));
  if (n > 2^53 || n >= double (intmax ("int64")))
    error ("ndsparse:toolarge", "%s: the result %s, more than Octave can index", what, held);
  endif
  cfg = ndsparse_config ();
  if (n > cfg.max_dense && ! strcmp (cfg.dense_policy, "allow"))
    msg = sprintf ("%s: the result %s, over ndsparse_config (\"max_dense\") = %d", what,
                   held, cfg.max_dense);
    if (strcmp (cfg.dense_policy, "error"))
      error ("ndsparse:toolarge", "%s", msg);
    endif
    warning ("ndsparse:toolarge", "%s", msg);
  endif
endfunction

%!error id=ndsparse:toolarge __nds_full_policy__ ([2^30 2^30], "f")
%!test
%! old = ndsparse_config ("max_dense", 10);
%! unwind_protect
%!   __nds_full_policy__ ([2 5], "f");
%!   fail ('__nds_full_policy__ ([2 6], "f")', "over ndsparse_config");
%!   pol = ndsparse_config ("dense_policy", "warn");
%!   unwind_protect
%!     warning ("off", "ndsparse:toolarge", "local");
%!     __nds_full_policy__ ([2 6], "f");     # a warning, not an error
%!     warning ("error", "ndsparse:toolarge", "local");
%!     fail ('__nds_full_policy__ ([2 6], "f")', "over ndsparse_config");
%!   unwind_protect_cleanup
%!     ndsparse_config ("dense_policy", pol);
%!   end_unwind_protect
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
