## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## F = rsp_dense (R, what, explicit): the full array of R, after checking that it
## can exist: Octave's index limit and the available memory always, and unless
## explicit (full (R) asked for it) ndsparse_config's dense-result policy
## (max_dense elements; "error", "warn" or "allow" past it).  what names the
## operation in the messages.
function F = rsp_dense (R, what, explicit)
  sz = R.sz;
  n = prod (sz);
  shape = mat2str (sz);
  if (n >= 2^53)
    error ("ndsparse:toolarge",
           "%s: a full array of size %s has more elements than Octave can index",
           what, shape);
  endif
  cfg = ndsparse_config ();
  if (! explicit && n > cfg.max_dense && ! strcmp (cfg.dense_policy, "allow"))
    msg = sprintf (["%s: a rowsparse operand becomes a full array of %d elements " ...
                    "(size %s), over ndsparse_config (\"max_dense\") = %d"],
                   what, n, shape, cfg.max_dense);
    if (strcmp (cfg.dense_policy, "error"))
      error ("ndsparse:toolarge", "%s", msg);
    endif
    warning ("ndsparse:toolarge", "%s", msg);
  endif
  avail = Inf;
  meminfo = fileread ("/proc/meminfo");
  tok = regexp (meminfo, 'MemAvailable:\s+(\d+)\s+kB', "tokens", "once");
  if (! isempty (tok))
    avail = 1024 * str2double (tok{1});
  endif
  if (8 * n > avail)
    error ("ndsparse:toolarge",
           "%s: a full array of size %s needs %.3g GB, more than the %.3g GB available",
           what, shape, 8 * n / 1e9, avail / 1e9);
  endif
  if (isa (R.data, "single"))
    F = single (__nds_rsp_full__ (R.idx, double (R.data), sz));
  else
    F = __nds_rsp_full__ (R.idx, R.data, sz);
  endif
endfunction
