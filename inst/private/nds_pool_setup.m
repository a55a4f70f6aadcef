## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [B, geo, ysz] = nds_pool_setup (what, X, args, ismax, need_data): the batch X of
## the pooling function WHAT with its options ARGS ("pool_size", required,
## "stride", "padding", "input_shape"): B from nds_conv_batch (need_data as there;
## the max pools ask for an ndsparse's "storage"),
## geo for __nds_pool__ and ysz = [N C Ho Wo], the size of the pooled output.  A
## max pool (ISMAX) needs padding below pool_size: a window of padding alone has
## no maximum.
function [B, geo, ysz] = nds_pool_setup (what, X, args, ismax, need_data = true)
  [B, geo, ysz] = common_call (X, args, ismax, need_data);
  if (! isempty (geo))
    return;
  endif
  opt = nds_conv_opts (what, args, {"pool_size", "stride", "padding", "input_shape"});
  if (isempty (opt.pool_size))
    error ("ndsparse:conv", "%s: the option \"pool_size\", [Hp Wp], is required", what);
  endif
  B = nds_conv_batch (what, X, opt.input_shape, "X", need_data);
  [pad, out] = nds_conv_window (what, B.sz(3:4), opt.pool_size, opt.stride, opt.padding,
                                "pool window");
  if (ismax && any (pad >= opt.pool_size))
    error ("ndsparse:conv",
           "%s: padding %s must be smaller than pool_size %s: a window of padding alone has no maximum",
           what, mat2str (pad), mat2str (opt.pool_size));
  endif
  geo = [B.sz, opt.pool_size, opt.stride, pad, out, B.rowmajor];
  ysz = [B.sz(1:2), out];
endfunction

## [B, geo, ysz] = common_call (X, args, ismax, need_data): the common call parsed
## in a few lines (the general parser costs 0.2 ms a call): X a real full array or an
## ndsparse of at most 4 dims, the options "pool_size", "stride", "padding" by their
## lower-case names with one or two non-negative integers each, a window that fits.
## Anything else gives geo = [] and takes the general path, which makes the errors.
function [B, geo, ysz] = common_call (X, args, ismax, need_data)
  B = ysz = geo = [];
  n = numel (args);
  if (n == 0 || n > 6 || mod (n, 2))
    return;
  endif
  win = [];
  stride = [1 1];
  pad = [0 0];
  for k = 1:2:n
    name = args{k};
    v = args{k+1};
    if (! (ischar (name) && isnumeric (v) && isreal (v) && (numel (v) == 1 || numel (v) == 2)
           && all (v >= 0 & v == fix (v) & v < 2^53)))
      return;
    endif
    v = double (v(:).') .* [1 1];
    switch (name)
      case "pool_size"
        win = v;
      case "stride"
        stride = v;
      case "padding"
        pad = v;
      otherwise
        return;
    endswitch
  endfor
  if (isempty (win) || any (win == 0) || any (stride == 0) || (ismax && any (pad >= win)))
    return;
  endif
  if (isa (X, "ndsparse"))
    kind = "ndsparse";
  elseif ((isnumeric (X) || islogical (X)) && ! issparse (X) && ! iscomplex (X))
    kind = "full";
  else
    return;
  endif
  sz = size (X);
  if (numel (sz) > 4)
    return;
  endif
  sz(end+1:4) = 1;
  if (any (sz(3:4) + 2 * pad < win))
    return;
  endif
  out = floor ((sz(3:4) + 2 * pad - win) ./ stride) + 1;
  B = struct ("kind", kind, "either", false, "sz", sz, "rowmajor", false,
              "sparse", kind(1) == "n", "data", []);
  if (! need_data)
    ## nothing to read
  elseif (kind(1) == "f")
    B.data = nds_full_data (X);
  elseif (strcmp (need_data, "storage"))
    [s, v] = __nds_entries__ (X);
    if (columns (s) > 4)        # trailing size-1 dims of the view
      s = s(:, 1:4);
    endif
    B.data = {s, nds_dl_vals(v)};
  else
    [s, v] = find (X);
    B.data = {s, nds_dl_vals(v)};
  endif
  geo = [sz, win, stride, pad, out, 0];
  ysz = [sz(1:2), out];
endfunction
