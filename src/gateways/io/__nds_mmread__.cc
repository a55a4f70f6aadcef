// __nds_mmread__.cc: gateway, a MatrixMarket file to a sparse or full matrix
#include <new>
#include "nds_io_glue.h"

// owns the parsed file, so an Octave error thrown while it lives cannot leak it
struct nds_mm_guard
{
  nds_mm M;
  nds_mm_guard () { memset (&M, 0, sizeof M); }
  ~nds_mm_guard () { nds_mm_free (&M); }
};

// the matrix of a coordinate file, of element type T (double or Complex)
template <typename T>
static Sparse<T>
nds_mm_sparse (nds_mm& M, const std::string& file)
{
  Sparse<T> S;
  try
    {
      S = nds_sparse_uninit<T> (M.rows, M.cols, M.nmax);
    }
  catch (const std::bad_alloc&)
    {
      error_with_id ("ndsparse:mmread",
                     "mmread: %s: a %lld-by-%lld sparse matrix with %lld entries does not "
                     "fit in memory", file.c_str (), static_cast<long long> (M.rows),
                     static_cast<long long> (M.cols), static_cast<long long> (M.nmax));
    }
  int64_t nnz = 0;
  nds_check (nds_mm_emit_csc (&M, reinterpret_cast<int64_t *> (S.xcidx ()),
                              reinterpret_cast<int64_t *> (S.xridx ()),
                              reinterpret_cast<double *> (S.xdata ()), &nnz), "mmread");
  S.maybe_compress (false);
  return S;
}

// the matrix of an array file, of type A (Matrix or ComplexMatrix)
template <typename A>
static A
nds_mm_full (nds_mm& M, const std::string& file)
{
  A X;
  try
    {
      X = nds_uninit<A> (M.rows, M.cols);
    }
  catch (const std::bad_alloc&)
    {
      error_with_id ("ndsparse:mmread", "mmread: %s: a %lld-by-%lld matrix does not fit in "
                     "memory", file.c_str (), static_cast<long long> (M.rows),
                     static_cast<long long> (M.cols));
    }
  nds_mm_emit_full (&M, reinterpret_cast<double *> (X.fortran_vec ()));
  return X;
}

DEFUN_DLD (__nds_mmread__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{A}, @var{info}] =} __nds_mmread__ (@var{file})\n\
Internal: the matrix of a MatrixMarket file and its header.  Use @code{mmread}.\n\
@end deftypefn")
{
  static const char *fn = "mmread";
  if (args.length () != 1)
    print_usage ();
  const std::string file = nds_io_arg_file (args(0), fn);
  nds_mm_guard G;
  nds_mm& M = G.M;
  nds_io_err e;
  nds_io_check (nds_mm_read (file.c_str (), 0, &M, &e), e, fn, file);
  static const char *fields[] = {"real", "integer", "complex", "pattern"};
  static const char *syms[] = {"general", "symmetric", "skew-symmetric", "hermitian"};
  octave_scalar_map info;
  info.assign ("format", M.coord ? "coordinate" : "array");
  info.assign ("field", fields[M.field]);
  info.assign ("symmetry", syms[M.sym]);
  info.assign ("rows", static_cast<double> (M.rows));
  info.assign ("columns", static_cast<double> (M.cols));
  info.assign ("entries", static_cast<double> (M.entries));
  info.assign ("comment", std::string (M.comment.p ? M.comment.p : "", M.comment.n));
  octave_value A;
  const bool cplx = M.field == NDS_MM_COMPLEX;
  if (M.coord)
    A = cplx ? octave_value (SparseComplexMatrix (nds_mm_sparse<Complex> (M, file)))
             : octave_value (SparseMatrix (nds_mm_sparse<double> (M, file)));
  else
    A = cplx ? octave_value (nds_mm_full<ComplexMatrix> (M, file))
             : octave_value (nds_mm_full<Matrix> (M, file));
  return ovl (A, info);
}
