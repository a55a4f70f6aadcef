## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## opt = nds_conv_opts (what, args, names): the name/value options ARGS of the conv
## and pool function WHAT, each name one of NAMES (case-insensitive), checked:
## stride (a positive integer or a pair, default [1 1]), padding (non-negative
## integers, a pair, or "valid", "same", "full"; default [0 0]), pool_size (a
## positive integer or a pair), input_shape and filter_shape (four non-negative
## integers).  Options not given are [] (stride and padding: their defaults).
function opt = nds_conv_opts (what, args, names)
  opt = struct ("stride", [1 1], "padding", [0 0], "pool_size", [], "input_shape", [],
                "filter_shape", []);
  if (mod (numel (args), 2) != 0)
    error ("ndsparse:conv", "%s: options come in name/value pairs", what);
  endif
  for k = 1:2:numel (args)
    name = args{k};
    if (! ischar (name) || ! any (strcmpi (name, names)))
      if (ischar (name))
        shown = sprintf ("'%s'", name);
      else
        shown = sprintf ("of class %s", class (name));
      endif
      error ("ndsparse:conv", "%s: option %s is not one of %s", what, shown,
             strjoin (names, ", "));
    endif
    name = lower (name);
    val = args{k+1};
    switch (name)
      case "stride"
        opt.stride = pair (what, name, val, 1);
      case "pool_size"
        opt.pool_size = pair (what, name, val, 1);
      case "padding"
        if (ischar (val) && any (strcmpi (val, {"valid", "same", "full"})))
          opt.padding = lower (val);
        elseif (ischar (val))
          error ("ndsparse:conv",
                 "%s: padding must be non-negative integers or \"valid\", \"same\", \"full\", not \"%s\"",
                 what, val);
        else
          opt.padding = pair (what, name, val, 0);
        endif
      otherwise
        if (! (isnumeric (val) && isreal (val) && numel (val) == 4
               && all (val(:) >= 0 & val(:) == fix (val(:)) & val(:) < 2^53)))
          error ("ndsparse:conv", "%s: %s must be four non-negative integers, got %s",
                 what, name, shown_value (val));
        endif
        opt.(name) = double (val(:).');
    endswitch
  endfor
endfunction

## v as a 1x2 pair of integers from lo up, a scalar taken for both
function p = pair (what, name, v, lo)
  if (! (isnumeric (v) && isreal (v) && numel (v) <= 2 && ! isempty (v)
         && all (v >= lo & v == fix (v) & v < 2^53)))
    if (lo > 0)
      kind = "positive integers";
    else
      kind = "non-negative integers";
    endif
    error ("ndsparse:conv", "%s: %s must be %s, one or a pair, got %s", what, name, kind,
           shown_value (v));
  endif
  p = double (v(:).') .* [1 1];
endfunction

function s = shown_value (v)
  if (isnumeric (v) || islogical (v))
    s = mat2str (v);
  else
    s = sprintf ("a %s", class (v));
  endif
endfunction
