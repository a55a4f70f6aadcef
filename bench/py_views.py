"""pydata/sparse peers of bench_views.m: slices, many-element lookup, assignment."""
import numpy as np
import sparse


def bench(coords, data, shape, timeit):
    """{op: median seconds} for the ops of bench_views.m, on the same data.

    pydata/sparse has no views: a slice is a copy, so its "create" and "read"
    are the same operation.  Assignment goes through DOK (COO is immutable)."""
    s = sparse.COO(coords, data, shape=shape, has_duplicates=True, prune=True)
    rng = np.random.default_rng(7)
    i, j, k = (int(rng.integers(0, n)) for n in shape)
    out = {}
    for name, fn in (("view T(:,k,:)", lambda: s[:, j, :]),
                     ("view T(i,:,:)", lambda: s[i, :, :]),
                     ("view T(:,:,k)", lambda: s[:, :, k])):
        t = timeit(fn)
        out[name + " create"] = t
        out[name + " read"] = t
    hits = coords[:, rng.integers(0, coords.shape[1], size=5000)]
    misses = np.stack([rng.integers(0, n, size=5000) for n in shape])
    idx = tuple(np.concatenate([hits, misses], axis=1))
    out["index T(lin), 1e4 elements"] = timeit(lambda: s[idx])
    n6 = min(10**6, coords.shape[1])
    d6 = sparse.DOK(sparse.COO(coords[:, :n6], data[:n6], shape=shape,
                               has_duplicates=True, prune=True))
    q = np.stack([rng.integers(0, n, size=1000) for n in shape], axis=1)
    v = rng.random(1000)

    def assign():
        for r in range(q.shape[0]):
            d6[q[r, 0], q[r, 1], q[r, 2]] = v[r]

    out["assign T(i,j,k)=v into 1e6 nnz (s each)"] = timeit(assign) / q.shape[0]
    return out
