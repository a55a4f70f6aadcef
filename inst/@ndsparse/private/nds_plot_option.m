## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## value = nds_plot_option (caller, name, value): the checked value of a
## name/value option of spy or viewplot, as a double: "modes" or "dims" (two or
## three distinct positive integers, a row) or "max_points" (a positive integer).
function value = nds_plot_option (caller, name, value)
  if (strcmpi (name, "max_points"))
    if (! isnumeric (value) || ! isreal (value) || ! isscalar (value)
        || value < 1 || value != fix (value))
      error ("ndsparse:arg", "%s: MAX_POINTS must be a positive integer", caller);
    endif
    value = double (value);
  else
    if (! isnumeric (value) || ! isreal (value) || ! any (numel (value) == [2 3])
        || any (value != fix (value) | value < 1) || numel (unique (value)) != numel (value))
      error ("ndsparse:dims", "%s: %s must be two or three distinct positive integers",
             caller, upper (name));
    endif
    value = double (value(:).');
  endif
endfunction
