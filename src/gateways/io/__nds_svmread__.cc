// __nds_svmread__.cc: gateway, an SVMlight/LibSVM file to labels, a sparse matrix, qids
#include <new>
#include "nds_io_glue.h"

// owns the parsed file, so an Octave error thrown while it lives cannot leak it
struct nds_svm_guard
{
  nds_svm X;
  nds_svm_guard () { memset (&X, 0, sizeof X); }
  ~nds_svm_guard () { nds_svm_free (&X); }
};

DEFUN_DLD (__nds_svmread__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{y}, @var{X}, @var{qid}, @var{zero_based}] =} __nds_svmread__ (@var{file}, @var{zb}, @var{n_features})\n\
Internal: the labels, the samples-by-features sparse matrix and the qids (0 where a\n\
line has none) of an SVMlight file; @var{zb} is 0, 1 or -1 (auto), @var{n_features}\n\
0 to infer it.  Use @code{svmlightread}.\n\
@end deftypefn")
{
  static const char *fn = "svmlightread";
  if (args.length () != 3)
    print_usage ();
  const std::string file = nds_io_arg_file (args(0), fn);
  const int zb = args(1).int_value ();
  const double nf = args(2).double_value ();
  if (zb < -1 || zb > 1 || ! (nf >= 0 && nf == std::floor (nf) && nf < 9007199254740992.0))
    error_with_id ("ndsparse:internal", "%s: inconsistent arguments", fn);
  nds_svm_guard G;
  nds_io_err e;
  nds_io_check (nds_svm_read (file.c_str (), 0, zb, static_cast<int64_t> (nf), &G.X, &e),
                e, fn, file);
  const nds_svm& X = G.X;
  NDArray y = nds_uninit<NDArray> (X.n, 1);
  NDArray qid = nds_uninit<NDArray> (X.n, 1);
  SparseMatrix S;
  try
    {
      S = SparseMatrix (nds_sparse_uninit<double> (X.n, X.ncol, X.nnz));
    }
  catch (const std::bad_alloc&)
    {
      error_with_id ("ndsparse:svmlightread",
                     "%s: %s: a %lld-by-%lld sparse matrix does not fit in memory", fn,
                     file.c_str (), static_cast<long long> (X.n),
                     static_cast<long long> (X.ncol));
    }
  nds_check (nds_svm_emit (&X, y.fortran_vec (), qid.fortran_vec (),
                           reinterpret_cast<int64_t *> (S.xcidx ()),
                           reinterpret_cast<int64_t *> (S.xridx ()), S.xdata ()), fn);
  return ovl (y, S, qid, X.base == 0);
}
