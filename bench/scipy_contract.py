#!/usr/bin/python3
# bench/scipy_contract.py FILE NMAT NTEN [NEIN]: the python peers of bench/bench_contract.m
# on its data (a -v7 .mat file): scipy's A @ B (CSR) for each matrix pair, pydata/sparse's
# tensordot for each tensor pair, numpy's dense einsum (optimize=True) for each einsum
# pair; prints one median (seconds, of 3 calls) a line
import sys
import time
import numpy as np
import scipy.io
import scipy.sparse as sp
import sparse


def median_time(f, reps=3):
    ts = []
    for _ in range(reps):
        t = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t)
    return float(np.median(ts))


def main():
    S = scipy.io.loadmat(sys.argv[1])
    nmat, nten = int(sys.argv[2]), int(sys.argv[3])
    for k in range(1, nmat + 1):
        A = sp.csr_matrix(S["A%d" % k])
        B = sp.csr_matrix(S["B%d" % k])
        print(median_time(lambda: A @ B))
    for k in range(1, nten + 1):
        T = []
        for side in (1, 2):
            subs = S["T%d%d_subs" % (k, side)].astype(np.int64) - 1
            vals = S["T%d%d_vals" % (k, side)].ravel()
            sz = tuple(int(d) for d in S["T%d%d_sz" % (k, side)].ravel())
            T.append(sparse.COO(subs.T, vals, shape=sz))
        ad = [int(d) - 1 for d in np.atleast_1d(S["T%d_ad" % k].ravel())]
        bd = [int(d) - 1 for d in np.atleast_1d(S["T%d_bd" % k].ravel())]
        print(median_time(lambda: sparse.tensordot(T[0], T[1], axes=(ad, bd))))
        sys.stdout.flush()
    nein = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    for k in range(1, nein + 1):
        X = []
        for side in (1, 2):
            subs = S["E%d%d_subs" % (k, side)].astype(np.int64) - 1
            vals = S["E%d%d_vals" % (k, side)].ravel()
            sz = tuple(int(d) for d in S["E%d%d_sz" % (k, side)].ravel())
            F = np.zeros(sz)
            F[tuple(subs.T)] = vals
            X.append(F)
        spec = str(S["E%d_spec" % k][0])
        print(median_time(lambda: np.einsum(spec, X[0], X[1], optimize=True)))
        sys.stdout.flush()


main()
