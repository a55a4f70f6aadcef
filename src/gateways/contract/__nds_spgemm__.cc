// __nds_spgemm__.cc: gateway, sparse times sparse through GraphBLAS (engine/contract)
#include "nds_glue.h"
#include "engine/contract/nds_contract.h"

// a double sparse matrix argument as a borrowed compressed-column matrix
static nds_cscm
arg_csc (const SparseMatrix& S)
{
  nds_cscm A;
  A.m = S.rows ();
  A.n = S.cols ();
  A.p = reinterpret_cast<int64_t *> (const_cast<octave_idx_type *> (S.cidx ()));
  A.i = reinterpret_cast<int64_t *> (const_cast<octave_idx_type *> (S.ridx ()));
  A.x = const_cast<double *> (S.data ());
  return A;
}

// the product's entries as int64 [row, col] subscripts (1-based) and values
static octave_value_list
as_entries (const nds_cscm& C)
{
  const int64_t nz = C.p[C.n];
  int64NDArray s (nds_uninit<int64NDArray> (nz, 2));
  NDArray x (nds_uninit<NDArray> (nz, 1));
  int64_t *r = nds_i64w (s), *c = r + nz;
  double *y = x.fortran_vec ();
#pragma omp parallel for num_threads (nds_team (nz, NDS_SERIAL_BELOW)) schedule (dynamic, 64)
  for (int64_t j = 0; j < C.n; j++)
    for (int64_t t = C.p[j]; t < C.p[j + 1]; t++)
      {
        r[t] = C.i[t] + 1;
        c[t] = j + 1;
        y[t] = C.x[t];
      }
  return ovl (s, x);
}

// the product as an Octave sparse matrix
static octave_value
as_sparse (const nds_cscm& C)
{
  const int64_t nz = C.p[C.n];
  SparseMatrix S (nds_sparse_uninit<double> (C.m, C.n, nz));
  std::copy (C.p, C.p + C.n + 1, S.xcidx ());
  if (nz)
    {
      std::copy (C.i, C.i + nz, S.xridx ());
      std::copy (C.x, C.x + nz, S.xdata ());
    }
  return octave_value (S);
}

DEFUN_DLD (__nds_spgemm__, args, nargout,
           "-*- texinfo -*-\n\
@deftypefn  {} {@var{C} =} __nds_spgemm__ (@var{A}, @var{B})\n\
@deftypefnx {} {[@var{subs}, @var{vals}] =} __nds_spgemm__ (@var{A}, @var{B})\n\
@deftypefnx {} {@dots{} =} __nds_spgemm__ (@var{A}, @var{B}, @var{trans}, @var{method}, @var{nthreads})\n\
Internal: the product @code{A * B} of two real double sparse matrices through\n\
SuiteSparse:GraphBLAS (@code{GrB_mxm}, plus-times), entries that cancel dropped: a\n\
sparse matrix, or its entries as int64 [row, col] subscripts in column-major order\n\
and values.  @var{trans} = [ta, tb] multiplies by the transposes without forming\n\
them; @var{method} is 0 (GraphBLAS's choice), 1 Gustavson, 2 hash, 3 dot, 4 saxpy;\n\
@var{nthreads} 0 is GraphBLAS's choice; without it, the cores not busy with other\n\
tasks (@code{nds_threads}).  The caller checks the operands.\n\
@end deftypefn")
{
  static const char *fn = "__nds_spgemm__";
  const int nargin = args.length ();
  if (nargin < 2 || nargin > 5)
    print_usage ();
  for (int a = 0; a < 2; a++)
    if (! args(a).issparse () || ! args(a).is_double_type () || args(a).iscomplex ())
      error_with_id ("ndsparse:internal", "%s: operand %d must be real double sparse",
                     fn, a + 1);
  const SparseMatrix SA = args(0).sparse_matrix_value ();
  const SparseMatrix SB = args(1).sparse_matrix_value ();
  int ta = 0, tb = 0, method = 0, nthreads = nds_threads ();
  if (nargin > 2)
    {
      const NDArray t = args(2).array_value ();
      if (t.numel () != 2)
        error_with_id ("ndsparse:internal", "%s: TRANS must have two elements", fn);
      ta = t(0) != 0;
      tb = t(1) != 0;
    }
  if (nargin > 3)
    method = args(3).int_value ();
  if (nargin > 4)
    nthreads = args(4).int_value ();
  const nds_cscm A = arg_csc (SA), B = arg_csc (SB);
  nds_cscm C;
  const int st = nds_spgemm (&A, &B, ta, tb, static_cast<nds_mxm_method> (method),
                             nthreads, &C);
  if (st == NDS_ESIZE)
    error_with_id ("ndsparse:internal", "%s: operands do not conform", fn);
  nds_check (st, fn);
  octave_value_list out;
  try
    {
      out = nargout > 1 ? as_entries (C) : ovl (as_sparse (C));
    }
  catch (...)
    {
      nds_cscm_free (&C);
      throw;
    }
  nds_cscm_free (&C);
  return out;
}
