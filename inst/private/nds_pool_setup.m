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
