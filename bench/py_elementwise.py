"""pydata/sparse peers of bench_elementwise.m: merges, broadcasting, reductions, shape."""
import numpy as np
import sparse


def bench(coords, data, shape, timeit):
    """{op: median seconds} for the ops of bench_elementwise.m, on the same data."""
    t = sparse.COO(coords, data, shape=shape, has_duplicates=True, prune=True)
    # U shares half of T's coordinates, as in bench_elementwise.m (other random data)
    rng = np.random.default_rng(5)
    half = (t.nnz + 1) // 2
    fresh = np.stack([rng.integers(0, n, size=t.nnz - half) for n in shape])
    u = sparse.COO(np.concatenate([t.coords[:, :half], fresh], axis=1),
                   rng.random(t.nnz), shape=shape, has_duplicates=True, prune=True)
    w = rng.random((1, shape[1], 1))
    out = {
        "T+T": timeit(lambda: t + t),
        "T+U": timeit(lambda: t + u),
        "T.*T": timeit(lambda: t * t),
        "T.*U": timeit(lambda: t * u),
        "T.*v (mode 2)": timeit(lambda: t * w),
        "sum mode 1": timeit(lambda: t.sum(axis=0)),
        "sum mode 2": timeit(lambda: t.sum(axis=1)),
        "sum mode 3": timeit(lambda: t.sum(axis=2)),
        "max mode 3": timeit(lambda: t.max(axis=2)),
        "permute [3 1 2]": timeit(lambda: t.transpose((2, 0, 1))),
        # column-major reshape of ndsparse = C-order reshape of the reversed axes
        "reshape": timeit(lambda: t.transpose((2, 1, 0)).reshape(
            (shape[2] * shape[1], shape[0])).T),
        "cat mode 1": timeit(lambda: sparse.concatenate([t, t], axis=0)),
    }
    return out
