## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## nds_dense_check (sz, what, explicit): stop before allocating a full array of
## size sz that cannot or should not exist.  explicit (full (T)) skips the
## max_dense policy; every call checks Octave's index limit and available memory.
## nds_dense_check (sz, what, false, n): the same for a result of size sz that is
## sparse but filled in (cumsum), with n entries: n counts against max_dense, and
## its subscripts and values against memory.
function nds_dense_check (sz, what, explicit, n)
  if (nargin < 4)
    n = prod (sz);
    bytes = 8 * n;
    held = sprintf ("is full with %d elements (size %s)", n, mat2str (sz));
  else
    bytes = 8 * (numel (sz) + 1) * n;
    held = sprintf ("holds %d entries (size %s)", n, mat2str (sz));
  endif
  if (n > 2^53 || n >= double (intmax ("int64")))
    error ("ndsparse:toolarge",
           "%s: the result %s, more than Octave can index", what, held);
  endif
  if (! explicit)
    cfg = ndsparse_config ();
    if (n > cfg.max_dense && ! strcmp (cfg.dense_policy, "allow"))
      msg = sprintf ("%s: the result %s, over ndsparse_config (\"max_dense\") = %d",
                     what, held, cfg.max_dense);
      if (strcmp (cfg.dense_policy, "error"))
        error ("ndsparse:toolarge", "%s", msg);
      endif
      warning ("ndsparse:toolarge", "%s", msg);
    endif
  endif
  avail = nds_mem_available ();
  if (bytes > avail)
    error ("ndsparse:toolarge",
           "%s: a result of size %s needs %.3g GB, more than the %.3g GB available",
           what, mat2str (sz), bytes / 1e9, avail / 1e9);
  endif
endfunction

## bytes of memory available (MemAvailable), Inf where it cannot be read
function b = nds_mem_available ()
  b = Inf;
  fid = fopen ("/proc/meminfo", "r");
  if (fid < 0)
    return;
  endif
  txt = fread (fid, [1, Inf], "*char");
  fclose (fid);
  tok = regexp (txt, 'MemAvailable:\s+(\d+)\s+kB', "tokens", "once");
  if (! isempty (tok))
    b = str2double (tok{1}) * 1024;
  endif
endfunction
