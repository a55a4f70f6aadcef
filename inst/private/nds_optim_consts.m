## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [kind, c] = nds_optim_consts (method, o, t): the engine's code of the method
## (0 SGD, 1 Adam, 2 AdaGrad) and its constants for step t:
## [lr momentum wd rescale_grad clip_gradient beta1 beta2 epsilon], the options
## a method lacks as 0; Adam's lr bias-corrected as MXNet and PyTorch's
## SparseAdam do, lr * sqrt (1 - beta2^t) / (1 - beta1^t).
function [kind, c] = nds_optim_consts (method, o, t)
  switch (method)
    case "sgd"
      kind = 0;
      c = [o.lr, o.momentum, o.wd, o.rescale_grad, o.clip_gradient, 0, 0, 0];
    case "adam"
      kind = 1;
      lr = o.lr * sqrt (1 - o.beta2 ^ t) / (1 - o.beta1 ^ t);
      c = [lr, 0, o.wd, o.rescale_grad, o.clip_gradient, o.beta1, o.beta2, o.epsilon];
    case "adagrad"
      kind = 2;
      c = [o.lr, 0, o.wd, o.rescale_grad, o.clip_gradient, 0, 0, o.epsilon];
  endswitch
endfunction
