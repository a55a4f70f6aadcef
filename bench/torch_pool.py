#!/usr/bin/python3
"""PyTorch's CPU peers of bench/pool_bench.m: the four pools of conv_bench.m.

Usage: /usr/bin/python3 bench/torch_pool.py DATADIR THREADS REPS

DATADIR holds spec.json ({"shape": [N, C, H, W], "densities": [...]}), X_<d>.f64
(the N x C x H x W batch of density d, row-major float64) and dP.f64 (the pool's
output gradient, N x C x H/2 x W/2).  Each op (2x2 pools, stride 2, float64,
THREADS threads) is called once untimed, then REPS times; it writes times.json, a
list of [op, density, median wall seconds, median CPU seconds of the process (all
its threads)].  max_pool_backward is the same work as ndsparse's: the pool with
indices, then the backward.
"""
import json
import os
import statistics
import sys
import time

import numpy as np
import torch


def load(datadir, name, shape):
    a = np.fromfile(os.path.join(datadir, name), dtype=np.float64)
    return torch.from_numpy(a.reshape(shape))


def timed(fn, reps):
    """The medians of wall and CPU seconds of reps calls of fn after one untimed."""
    fn()
    wall, cpu = [], []
    for _ in range(reps):
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    return statistics.median(wall), statistics.median(cpu)


def main():
    datadir, threads, reps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    torch.set_num_threads(threads)
    with open(os.path.join(datadir, "spec.json")) as f:
        spec = json.load(f)
    N, C, H, W = spec["shape"]
    dp = load(datadir, "dP.f64", (N, C, H // 2, W // 2))
    aten = torch.ops.aten
    times = []
    for d in spec["densities"]:
        x = load(datadir, "X_%g.f64" % d, (N, C, H, W))
        ops = {
            "max_pool": lambda: torch.nn.functional.max_pool2d(x, 2, 2),
            "max_pool_backward": lambda: aten.max_pool2d_with_indices_backward(
                dp, x, [2, 2], [2, 2], [0, 0], [1, 1], False,
                aten.max_pool2d_with_indices(x, [2, 2], [2, 2], [0, 0], [1, 1], False)[1]),
            "avg_pool": lambda: torch.nn.functional.avg_pool2d(x, 2, 2),
            "avg_pool_backward": lambda: aten.avg_pool2d_backward(
                dp, x, [2, 2], [2, 2], [0, 0], False, True, None),
        }
        for op, fn in ops.items():
            w, c = timed(fn, reps)
            times.append([op, d, w, c])
    with open(os.path.join(datadir, "times.json"), "w") as f:
        json.dump(times, f)


if __name__ == "__main__":
    main()
