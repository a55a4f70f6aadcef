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
form, once per timeit call whose median is an op's value.  It writes
DATADIR/peers.json, {"warm": [[op, seconds], ...], "cold": [...]}, and prints it
on stdout; a module or a cold call that fails is reported on stderr and skipped.

The second form loads the data, runs the module MODULE (a path) with a timer
that skips its calls (NaN, not called) until the K-th, which it times once, the
first call of that function in this process, and then stops the module; so the
data load, the tensor's construction and the module's setup are not timed.  It
prints {"seconds": ..., "line": ...} as JSON, the line being where the timed
function is written, which the first form checks against its own K-th call.
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
    """{op: median seconds} of every module, and for each module {K: (line, ops)}:
    its K-th timeit call (from 1), the line of the function timed, and the ops
    whose value is that call's median (none when the module derives a figure
    from it, as seconds per assignment)."""
    coords, data, shape = load_data(datadir)
    results, calls_of = {}, {}
    for path in modules():
        calls = []

        def counted(fn):
            calls.append((fn.__code__.co_firstlineno, timeit(fn)))
            return calls[-1][1]

        try:
            out = load_module(path).bench(coords, data, shape, counted)
        except Exception:
            print(f"peers.py: {os.path.basename(path)} failed:", file=sys.stderr)
            traceback.print_exc()
            continue
        results.update(out)
        calls_of[path] = {k: (line, [op for op, t in out.items() if t == median])
                          for k, (line, median) in enumerate(calls, 1)}
    return results, calls_of


def cold(datadir, calls_of):
    """{op: seconds} of each op's first call, one fresh process per timeit call."""
    env = {k: v for k, v in os.environ.items() if k != "GLIBC_TUNABLES"}
    results = {}
    for path, calls in calls_of.items():
        for k, (line, ops) in calls.items():
            if not ops:
                continue
            run = subprocess.run([sys.executable, os.path.abspath(__file__), datadir,
                                  "--cold-call", path, str(k)],
                                 env=env, capture_output=True, text=True)
            name = os.path.basename(path)
            try:
                got = json.loads(run.stdout.strip().splitlines()[-1])
            except (IndexError, ValueError):
                got = {}
            if run.returncode != 0 or got.get("line") != line:
                print(f"peers.py: no cold time from call {k} of {name} ({', '.join(ops)}):\n"
                      + run.stdout + run.stderr, file=sys.stderr)
                continue
            results.update({op: got["seconds"] for op in ops})
    return results


class ColdDone(BaseException):
    """Stops a module's bench() once its timed call is done."""


def cold_call(datadir, path, k):
    """{"seconds": s, "line": n}: the first call of the K-th timeit call of module
    PATH, skipping the calls before it (NaN, not called), and the line of the
    function timed; the module stops there."""
    coords, data, shape = load_data(datadir)
    module = load_module(path)
    state = {"calls": 0}

    def first_call(fn):
        state["calls"] += 1
        if state["calls"] != k:
            return math.nan
        t0 = time.perf_counter()
        fn()
        state["result"] = {"seconds": time.perf_counter() - t0,
                           "line": fn.__code__.co_firstlineno}
        raise ColdDone()

    try:
        module.bench(coords, data, shape, first_call)
    except ColdDone:
        pass
    return state.get("result", {})


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
    results, calls_of = warm(datadir)
    first = cold(datadir, calls_of) if len(args) == 2 else {}
    report = {"warm": pairs(results), "cold": pairs(first)}
    with open(os.path.join(datadir, "peers.json"), "w") as f:
        json.dump(report, f)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
