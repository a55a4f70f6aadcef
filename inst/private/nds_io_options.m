## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## opts = nds_io_options (fn, opts, args): the name/value pairs of args (names in any
## case) set the fields of opts that they name; an odd count or an unknown name is
## the error ndsparse:FN.
function opts = nds_io_options (fn, opts, args)
  if (mod (numel (args), 2) != 0)
    error (["ndsparse:" fn], "%s: options come in name/value pairs", fn);
  endif
  names = fieldnames (opts);
  for k = 1:2:numel (args)
    hit = [];
    if (ischar (args{k}))
      hit = find (strcmpi (args{k}, names), 1);
    endif
    if (isempty (hit))
      error (["ndsparse:" fn], "%s: unknown option %s; the options are %s", fn,
             disp_name (args{k}), strjoin (names', ", "));
    endif
    opts.(names{hit}) = args{k + 1};
  endfor
endfunction

## a short text for an option name that may not be a string
function s = disp_name (x)
  if (ischar (x))
    s = ["\"" x "\""];
  else
    s = sprintf ("of class %s", class (x));
  endif
endfunction
