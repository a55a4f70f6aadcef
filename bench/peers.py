#!/usr/bin/python3
"""Run every bench/py_*.py on one data set and collect {op: seconds}, warm and cold.

Usage: /usr/bin/python3 bench/peers.py DATADIR [--cold]
       /usr/bin/python3 bench/peers.py DATADIR --cold-call MODULE K

DATADIR (written by run_bench.m) holds
  coords.i64  int64, 3 blocks of m entries: the 0-based subscripts of dimension
              1, 2, 3 (so numpy reads it as a 3-by-m array); rows may repeat
              (about 10% duplicates, the data ndsparse was built from)
  vals.f64    float64, m values
  shape.txt   the tensor size, one number per line
Every module py_<area>.py defines bench(coords, data, shape, timeit) -> dict.

The first form times every module's operations warm (medians, see timeit) and,
with --cold, each operation's first call in a fresh python3 process with the
default environment (GLIBC_TUNABLES, which make bench sets, removed): the second
form, once per timeit call of each module.  It writes DATADIR/peers.json,
{"warm": [[op, seconds], ...], "cold": [...]}, and prints it on stdout; a
module that fails is reported on stderr and skipped.

The second form loads the data, runs py_MODULE.bench with a timer that times
only its K-th call, the first call of that function in this process, and skips
the others (NaN, not called), so the data load, the tensor's construction and
the module's setup are not timed; it prints {op: seconds} of the ops whose value
is that call's time (not a figure derived from it) as JSON.
"""
import glob
import importlib.util
import json
import math
import os
import statistics
import subprocess
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


def load_module(path):
    name = os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def modules():
    here = os.path.dirname(os.path.abspath(__file__))
    return sorted(glob.glob(os.path.join(here, "py_*.py")))


def warm(datadir):
    """{op: median seconds} of every module, and {module path: its timeit calls}."""
    coords, data, shape = load_data(datadir)
    results, ncalls = {}, {}
    for path in modules():
        calls = []

        def counted(fn):
            calls.append(fn)
            return timeit(fn)

        try:
            results.update(load_module(path).bench(coords, data, shape, counted))
            ncalls[path] = len(calls)
        except Exception:
            print(f"peers.py: {os.path.basename(path)} failed:", file=sys.stderr)
            traceback.print_exc()
    return results, ncalls


def cold(datadir, ncalls):
    """{op: seconds} of each op's first call, one fresh process per timeit call."""
    env = {k: v for k, v in os.environ.items() if k != "GLIBC_TUNABLES"}
    results = {}
    for path, n in ncalls.items():
        for k in range(1, n + 1):
            run = subprocess.run([sys.executable, os.path.abspath(__file__), datadir,
                                  "--cold-call", path, str(k)],
                                 env=env, capture_output=True, text=True)
            if run.returncode != 0:
                print(f"peers.py: cold call {k} of {os.path.basename(path)} failed:\n"
                      + run.stderr, file=sys.stderr)
                continue
            results.update(json.loads(run.stdout.strip().splitlines()[-1]))
    return results


def cold_call(datadir, path, k):
    """{op: seconds} of the first call of the K-th timeit call of module PATH."""
    coords, data, shape = load_data(datadir)
    module = load_module(path)
    state = {"calls": 0, "timed": math.nan}

    def first_call(fn):
        state["calls"] += 1
        if state["calls"] != k:
            return math.nan
        t0 = time.perf_counter()
        fn()
        state["timed"] = time.perf_counter() - t0
        return state["timed"]

    out = module.bench(coords, data, shape, first_call)
    return {op: t for op, t in out.items() if t == state["timed"]}


def pairs(d):
    return [[op, float(t)] for op, t in d.items()]


def main():
    args = sys.argv[1:]
    if len(args) == 4 and args[1] == "--cold-call":
        print(json.dumps(cold_call(args[0], args[2], int(args[3]))))
        return
    if len(args) not in (1, 2) or (len(args) == 2 and args[1] != "--cold"):
        sys.exit("usage: peers.py DATADIR [--cold] | DATADIR --cold-call MODULE K")
    datadir = args[0]
    results, ncalls = warm(datadir)
    first = cold(datadir, ncalls) if len(args) == 2 else {}
    report = {"warm": pairs(results), "cold": pairs(first)}
    with open(os.path.join(datadir, "peers.json"), "w") as f:
        json.dump(report, f)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
