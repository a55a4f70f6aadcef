## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [kind, c] = nds_optim_consts (method, o): the engine's code of the method
## (0 SGD, 1 Adam, 2 AdaGrad) and its constants
## [lr momentum wd rescale_grad clip_gradient beta1 beta2 epsilon], the options
## a method lacks as 0 (the engine corrects Adam's lr for the step count).
function [kind, c] = nds_optim_consts (method, o)
  switch (method)
    case "sgd"
      kind = 0;
      c = [o.lr, o.momentum, o.wd, o.rescale_grad, o.clip_gradient, 0, 0, 0];
    case "adam"
      kind = 1;
      c = [o.lr, 0, o.wd, o.rescale_grad, o.clip_gradient, o.beta1, o.beta2, o.epsilon];
    case "adagrad"
      kind = 2;
      c = [o.lr, 0, o.wd, o.rescale_grad, o.clip_gradient, 0, 0, o.epsilon];
  endswitch
endfunction
