"""Python peers of bench_io.m: pandas read_csv, scikit-learn's load_svmlight_file and
scipy.io.mmread on the files bench_io.m wrote into $NDS_BENCH_IO (run_bench.m
deletes them after the cold calls, which read them too)."""
import os


def bench(coords, data, shape, timeit):
    """{op: median seconds} on the files of bench_io.m; {} when there are none."""
    d = os.environ.get("NDS_BENCH_IO")
    if not d or not os.path.exists(os.path.join(d, "data.tns")):
        return {}
    out = {}
    import pandas as pd
    tns = os.path.join(d, "data.tns")
    # pandas' C parser with its default (fast, not always correctly rounded) floats
    out["tnsread"] = timeit(lambda: pd.read_csv(tns, sep=" ", header=None, engine="c"))
    if os.path.exists(tns + ".gz"):
        out["tnsread .gz"] = timeit(
            lambda: pd.read_csv(tns + ".gz", sep=" ", header=None, engine="c"))
    from sklearn.datasets import load_svmlight_file
    out["svmlightread"] = timeit(
        lambda: load_svmlight_file(os.path.join(d, "data.svm")))
    import scipy.io
    out["mmread"] = timeit(lambda: scipy.io.mmread(os.path.join(d, "data.mtx")))
    return out
