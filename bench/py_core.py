"""pydata/sparse peers of bench_core.m: construction and many-element lookup."""
import numpy as np
import sparse


def bench(coords, data, shape, timeit):
    """{op: median seconds} for the ops of bench_core.m, on the same data."""

    # ndsparse makes canonical storage: sorted, duplicates summed, zeros dropped;
    # COO's constructor sorts and sums by default, prune=True drops the zeros.
    def construct():
        return sparse.COO(coords, data, shape=shape, has_duplicates=True, prune=True)

    out = {"construct": timeit(construct)}
    s = construct()
    rng = np.random.default_rng(1)
    # half stored positions, half random cells (mostly empty), as bench_core.m
    hits = coords[:, rng.integers(0, coords.shape[1], size=5000)]
    misses = np.stack([rng.integers(0, n, size=5000) for n in shape])
    idx = tuple(np.concatenate([hits, misses], axis=1))
    out["lookup 1e4"] = timeit(lambda: s[idx])
    return out
