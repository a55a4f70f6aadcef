// __nds_spgemm__.cc: gateway, sparse times sparse through GraphBLAS (engine/contract)
#include "nds_glue.h"
#include "tensor/nds_tensor.h"

// a size vector argument whose product must be n
static std::vector<int64_t>
arg_split (const octave_value& v, int64_t n, const char *fn)
{
  const std::vector<int64_t> sz = nds_arg_size (v, fn);
  int64_t p = 1;
  for (int64_t d : sz)
    p *= d;
  if (p != n && n > 0)
    error_with_id ("ndsparse:internal", "%s: a split does not match its dimension", fn);
  return sz;
}

// the product as an Octave sparse matrix whose arrays are C's, adopted without a
// copy (C's are then NULL); a fresh empty one when C has no entries
static octave_value
as_sparse (nds_cscm& C)
{
  const int64_t nz = C.p[C.n];
  if (nz == 0)
    return octave_value (SparseMatrix (C.m, C.n));
  SparseMatrix S (Sparse<double> (dim_vector (C.m, C.n), nz, C.x,
                                  reinterpret_cast<octave_idx_type *> (C.i),
                                  reinterpret_cast<octave_idx_type *> (C.p)));
  C.p = C.i = nullptr;
  C.x = nullptr;
  return octave_value (S);
}

// the multiply-adds of A * B (A m-by-k, B k-by-n): sum over l of the entries of
// A(:,l) times those of B(l,:), a bound on the product's entries
static double
flop_count (const SparseMatrix& A, const SparseMatrix& B)
{
  const octave_idx_type k = A.cols (), nb = B.nnz ();
  std::vector<octave_idx_type> rowcount (k, 0);
  const octave_idx_type *bi = B.ridx ();
  for (octave_idx_type t = 0; t < nb; t++)
    rowcount[bi[t]]++;
  const octave_idx_type *ap = A.cidx ();
  double f = 0;
  for (octave_idx_type l = 0; l < k; l++)
    f += double (ap[l + 1] - ap[l]) * double (rowcount[l]);
  return f;
}

DEFUN_DLD (__nds_spgemm__, args, nargout,
           "-*- texinfo -*-\n\
@deftypefn  {} {@var{C} =} __nds_spgemm__ (@var{A}, @var{B})\n\
@deftypefnx {} {[@var{subs}, @var{vals}] =} __nds_spgemm__ (@var{A}, @var{B})\n\
@deftypefnx {} {@dots{} =} __nds_spgemm__ (@var{A}, @var{B}, @var{trans}, @var{method}, @var{nthreads})\n\
@deftypefnx {} {[@var{subs}, @var{vals}] =} __nds_spgemm__ (@dots{}, @var{nthreads}, @var{rs}, @var{cs})\n\
@deftypefnx {} {@var{f} =} __nds_spgemm__ (\"flops\", @var{A}, @var{B})\n\
Internal: the product @code{A * B} of two real double sparse matrices through\n\
SuiteSparse:GraphBLAS (@code{GrB_mxm}, plus-times), entries that cancel dropped: a\n\
sparse matrix, or its entries as int64 [row, col] subscripts in column-major order\n\
and values.  @var{trans} = [ta, tb] multiplies by the transposes without forming\n\
them; @var{method} is 0 (Gustavson for operands of 4e6 entries and more and a\n\
product of at most 2^20 rows, else GraphBLAS's choice), 1 Gustavson, 2 hash, 3 dot, 4 saxpy;\n\
@var{nthreads} 0 is every core; without it, the cores not busy with other\n\
tasks (@code{nds_threads}), for the product and the sort of its entries.  With @var{rs} and @var{cs} (sizes whose products are\n\
the rows and the columns of the product), each entry's row index is split into\n\
subscripts along @var{rs} and its column index along @var{cs}: the subscripts of\n\
the tensor whose unfolding the product is.  With \"flops\", the multiply-adds\n\
of @code{A * B} (a bound on its entries), without multiplying.  The caller checks\n\
the operands.\n\
@end deftypefn")
{
  static const char *fn = "__nds_spgemm__";
  int nargin = args.length ();
  const bool flops = nargin > 0 && args(0).is_string ();
  if (flops && (nargin != 3 || args(0).string_value () != "flops"))
    print_usage ();
  const octave_value_list in = flops ? args.slice (1, 2) : args;
  nargin = in.length ();
  if (nargin < 2 || nargin > 7 || nargin == 6)
    print_usage ();
  for (int a = 0; a < 2; a++)
    if (! in(a).issparse () || ! in(a).is_double_type () || in(a).iscomplex ())
      error_with_id ("ndsparse:internal", "%s: operand %d must be real double sparse",
                     fn, a + 1);
  const SparseMatrix SA = in(0).sparse_matrix_value ();
  const SparseMatrix SB = in(1).sparse_matrix_value ();
  if (flops)
    {
      if (SA.cols () != SB.rows ())
        error_with_id ("ndsparse:internal", "%s: operands do not conform", fn);
      return ovl (flop_count (SA, SB));
    }
  int ta = 0, tb = 0, method = 0, nthreads = nds_threads ();
  if (nargin > 2)
    {
      const NDArray t = in(2).array_value ();
      if (t.numel () != 2)
        error_with_id ("ndsparse:internal", "%s: TRANS must have two elements", fn);
      ta = t(0) != 0;
      tb = t(1) != 0;
    }
  if (nargin > 3)
    method = in(3).int_value ();
  if (nargin > 4)
    nthreads = in(4).int_value ();
  std::vector<int64_t> rs (1, ta ? SA.cols () : SA.rows ()),
                       cs (1, tb ? SB.rows () : SB.cols ());
  if (nargin == 7)
    {
      rs = arg_split (in(5), rs[0], fn);
      cs = arg_split (in(6), cs[0], fn);
    }
  if (nargout > 1)
    {
      int64NDArray s;
      NDArray x;
      nds_product_entries (SA, SB, ta, tb, method, nthreads, rs, cs, s, x, fn);
      return ovl (s, x);
    }
  nds_spgemm_setup (fn);
  const nds_cscm A = nds_cscm_of (SA), B = nds_cscm_of (SB);
  nds_cscm C;
  const int st = nds_spgemm (&A, &B, ta, tb, static_cast<nds_mxm_method> (method), nthreads,
                             &C);
  if (st == NDS_ESIZE)
    error_with_id ("ndsparse:internal", "%s: operands do not conform", fn);
  nds_check (st, fn);
  octave_value out;
  try
    {
      out = as_sparse (C);
    }
  catch (...)
    {
      nds_cscm_free (&C);
      throw;
    }
  nds_cscm_free (&C);
  return ovl (out);
}
