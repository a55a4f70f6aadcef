## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## nds_dense_check (sz, what, explicit): stop before allocating a full array of
## size sz that cannot or should not exist.  explicit (full (T)) skips the
## max_dense policy; every call checks Octave's index limit and available memory.
function nds_dense_check (sz, what, explicit)
  n = prod (sz);
  if (n > 2^53 || n >= double (intmax ("int64")))
    error ("ndsparse:toolarge",
           "%s: a full result of size %s has more elements than Octave can index",
           what, mat2str (sz));
  endif
  if (! explicit)
    cfg = ndsparse_config ();
    if (n > cfg.max_dense && ! strcmp (cfg.dense_policy, "allow"))
      msg = sprintf (["%s: the result is full with %d elements (size %s), over " ...
                      "ndsparse_config (\"max_dense\") = %d"],
                     what, n, mat2str (sz), cfg.max_dense);
      if (strcmp (cfg.dense_policy, "error"))
        error ("ndsparse:toolarge", "%s", msg);
      endif
      warning ("ndsparse:toolarge", "%s", msg);
    endif
  endif
  avail = nds_mem_available ();
  if (8 * n > avail)
    error ("ndsparse:toolarge",
           "%s: a full result of size %s needs %.3g GB, more than the %.3g GB available",
           what, mat2str (sz), 8 * n / 1e9, avail / 1e9);
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
