#!/usr/bin/python3
"""Run every bench/py_*.py on one data set and collect {op: median seconds}.

Usage: /usr/bin/python3 bench/peers.py DATADIR

DATADIR (written by run_bench.m) holds
  coords.i64  int64, 3 blocks of m entries: the 0-based subscripts of dimension
              1, 2, 3 (so numpy reads it as a 3-by-m array); rows may repeat
              (about 10% duplicates, the data ndsparse was built from)
  vals.f64    float64, m values
  shape.txt   the tensor size, one number per line
Every module py_<area>.py defines bench(coords, data, shape, timeit) -> dict.
The merged dict is printed as JSON on stdout and written to DATADIR/peers.json
as a list of [op, seconds] pairs; a module that fails is reported on stderr and
skipped.
"""
import glob
import importlib.util
import json
import os
import statistics
import sys
import time
import traceback

import numpy as np


def timeit(fn):
    """Median seconds of fn(): 5 runs, or 3 when they pass 3 s in all, or fewer
    when they pass 30 s (as run_bench.m's D.timeit); at least 3 runs keep a
    first call that compiles (numba) out of the median.  One untimed run comes
    first, as in run_bench.m (cold memory on this VM)."""
    fn()
    times = []
    start = time.perf_counter()
    while len(times) < 5:
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
        spent = time.perf_counter() - start
        if spent > 30 or (len(times) >= 3 and spent > 3):
            break
    return statistics.median(times)


def load_data(datadir):
    """The coords (3-by-m int64), data (float64) and shape written by the driver."""
    with open(os.path.join(datadir, "shape.txt")) as f:
        shape = tuple(int(float(line)) for line in f if line.strip())
    data = np.fromfile(os.path.join(datadir, "vals.f64"), dtype=np.float64)
    coords = np.fromfile(os.path.join(datadir, "coords.i64"), dtype=np.int64)
    return coords.reshape(len(shape), data.size), data, shape


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: peers.py DATADIR")
    datadir = sys.argv[1]
    coords, data, shape = load_data(datadir)
    here = os.path.dirname(os.path.abspath(__file__))
    results = {}
    for path in sorted(glob.glob(os.path.join(here, "py_*.py"))):
        name = os.path.splitext(os.path.basename(path))[0]
        try:
            spec = importlib.util.spec_from_file_location(name, path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            results.update(module.bench(coords, data, shape, timeit))
        except Exception:
            print(f"peers.py: {name} failed:", file=sys.stderr)
            traceback.print_exc()
    with open(os.path.join(datadir, "peers.json"), "w") as f:
        json.dump([[op, float(t)] for op, t in results.items()], f)
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
