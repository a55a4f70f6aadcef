# Copyright (C) 2026 The ndsparse developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""pydata/sparse timings for bench_kernels.m: the same op strings, where pydata/sparse
has the operation (it has no MTTKRP)."""
import numpy as np
import sparse


def bench(coords, data, shape, timeit):
    T = sparse.COO(coords, data, shape=shape, has_duplicates=False, sorted=False)
    out = {}
    for k in range(3):
        x = np.random.rand(shape[k])
        out["ttv mode %d" % (k + 1)] = timeit(
            lambda k=k, x=x: sparse.tensordot(T, x, axes=([k], [0])))
    M = np.random.rand(10, shape[0])
    out["ttm mode 1 (10-by-dim)"] = timeit(
        lambda: sparse.tensordot(T, M, axes=([0], [1])))
    out["innerprod(T,T)"] = timeit(lambda: (T * T).sum())
    U = sparse.COO(coords, 2 * data, shape=shape, has_duplicates=False, sorted=False)
    out["innerprod(T,U)"] = timeit(lambda: (T * U).sum())
    out["norm"] = timeit(lambda: np.sqrt((T ** 2).sum()))
    n1 = shape[1] * shape[2]
    out["unfold mode 1"] = timeit(
        lambda: T.transpose((0, 2, 1)).reshape((shape[0], n1)).tocsc())
    n3 = shape[0] * shape[1]
    out["unfold mode 3"] = timeit(
        lambda: T.transpose((2, 1, 0)).reshape((shape[2], n3)).tocsc())
    # the 2-D tensor of bench_kernels.m: (i, j, k) -> (i + 1e4*mod(k,10), j + 1e4*(k//10))
    i, j, k = coords
    rows = i + shape[0] * (k % 10)
    cols = j + shape[1] * (k // 10)
    m2 = (shape[0] * 10, shape[1] * -(-shape[2] // 10))
    T2 = sparse.COO(np.vstack([rows, cols]), data, shape=m2)
    x = np.random.rand(m2[1])
    y = np.random.rand(m2[0])
    out["T*x (2-D)"] = timeit(lambda: T2 @ x)
    out["T'*x (2-D)"] = timeit(lambda: T2.T @ y)
    return out


if __name__ == "__main__":
    import time

    def timeit(fn):
        fn()
        ts = []
        for _ in range(3):
            t0 = time.perf_counter()
            fn()
            ts.append(time.perf_counter() - t0)
        return sorted(ts)[1]

    rng = np.random.default_rng(1)
    shape = (10000, 10000, 1000)
    lin = np.unique(rng.integers(0, 10000 * 10000 * 1000, 100000))
    coords = np.array(np.unravel_index(lin, shape, order="F"), dtype=np.int64)
    for op, t in bench(coords, rng.random(lin.size), shape, timeit).items():
        print("%-28s %.4f" % (op, t))
