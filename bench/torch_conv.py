#!/usr/bin/python3
"""PyTorch's CPU peers of bench/conv_bench.m: conv2d, its two gradients and the pools.

Usage: /usr/bin/python3 bench/torch_conv.py DATADIR THREADS

DATADIR (written by conv_bench.m) holds spec.json, {"shape": [N, C, H, W],
"filters": F, "densities": [...], "check": density}, and for each density d
(printed as in the file names, e.g. 0.1) X_<d>.f64, the N x C x H x W batch in
row-major (PyTorch's NCHW) order, float64, and dYd_<d>.f64, a gradient of conv2d's
output (N x F x H x W: 3x3 filters, stride 1, padding 1) of that density; W.f64
(F x C x 3 x 3), dY.f64 (a full such gradient) and dP.f64 (N x C x H/2 x W/2, the
gradient of a 2x2 pool with stride 2).  max_pool_backward is timed as the same work
as ours (the winners found from the input, then the gradient); two more rows,
max_pool_backward_autograd and max_pool_backward_given_idx (winners handed over
from a forward pass, not timed), are printed beside it.  It times in float64 with
THREADS threads (medians, as bench/peers.py), writes times.json, a list of [op,
density, seconds], and for the check density the results out_<op>.f64, which
conv_bench.m compares with its own.
"""
import json
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from peers import timeit  # noqa: E402  (the suite's median timer)


def load(datadir, name, shape):
    a = np.fromfile(os.path.join(datadir, name), dtype=np.float64)
    return torch.from_numpy(a.reshape(shape))


def autograd_pool(x, dp):
    """The gradient of max_pool2d (2x2, stride 2) at x for dp, by autograd: a
    forward that records its winners, then backward."""
    xr = x.detach().requires_grad_(True)
    torch.nn.functional.max_pool2d(xr, 2, 2).backward(dp)
    return xr.grad


def main():
    datadir, threads = sys.argv[1], int(sys.argv[2])
    torch.set_num_threads(threads)
    with open(os.path.join(datadir, "spec.json")) as f:
        spec = json.load(f)
    N, C, H, W = spec["shape"]
    F = spec["filters"]
    w = load(datadir, "W.f64", (F, C, 3, 3))
    dy = load(datadir, "dY.f64", (N, F, H, W))
    dp = load(datadir, "dP.f64", (N, C, H // 2, W // 2))
    aten = torch.ops.aten
    times = []
    for d in spec["densities"]:
        x = load(datadir, "X_%g.f64" % d, (N, C, H, W))
        _, idx = aten.max_pool2d_with_indices(x, [2, 2], [2, 2], [0, 0], [1, 1], False)
        ops = {
            "conv2d": lambda: torch.nn.functional.conv2d(x, w, padding=1),
            "conv2d_backward_filter": lambda: aten.convolution_backward(
                dy, x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1,
                [False, True, False])[1],
            "max_pool": lambda: torch.nn.functional.max_pool2d(x, 2, 2),
            # SystemML's max_pool_backward (input, dout) finds the winners itself, as
            # ours does: PyTorch's same work is the pool with indices, then the
            # backward (the row the target is set against) ...
            "max_pool_backward": lambda: aten.max_pool2d_with_indices_backward(
                dp, x, [2, 2], [2, 2], [0, 0], [1, 1], False,
                aten.max_pool2d_with_indices(x, [2, 2], [2, 2], [0, 0], [1, 1], False)[1]),
            # ... or autograd of max_pool2d from the input; and the backward alone,
            # handed the winners a forward pass computed (less work than ours)
            "max_pool_backward_autograd": lambda: autograd_pool(x, dp),
            "max_pool_backward_given_idx": lambda: aten.max_pool2d_with_indices_backward(
                dp, x, [2, 2], [2, 2], [0, 0], [1, 1], False, idx),
            "avg_pool": lambda: torch.nn.functional.avg_pool2d(x, 2, 2),
        }
        # the data gradient's sparse operand is dY, of the row's density
        dyd = load(datadir, "dYd_%g.f64" % d, (N, F, H, W))
        ops["conv2d_backward_data"] = lambda: aten.convolution_backward(
            dyd, x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1,
            [True, False, False])[0]
        ops["avg_pool_backward"] = lambda: aten.avg_pool2d_backward(
            dp, x, [2, 2], [2, 2], [0, 0], False, True, None)
        for op, fn in ops.items():
            times.append([op, d, timeit(fn)])
            if d == spec["check"]:
                fn().contiguous().numpy().tofile(os.path.join(datadir, "out_%s.f64" % op))
    with open(os.path.join(datadir, "times.json"), "w") as f:
        json.dump(times, f)


if __name__ == "__main__":
    main()
