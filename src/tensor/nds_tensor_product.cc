// nds_tensor_product.cc: sparse times sparse products through GraphBLAS (the engine's
// contract wing), for the gateway __nds_spgemm__ and for A * B of two tensors.
#include "tensor/nds_tensor_parts.h"

// GraphBLAS's blocks, from the allocator Octave's arrays free with (nds_alloc:
// ::operator new, huge pages when large), so that a product's arrays become the
// result's storage without a copy; NULL when out of memory
static void *
gb_block (size_t bytes)
{
  try
    {
      return nds_alloc<char> (bytes);
    }
  catch (...)
    {
      return nullptr;
    }
}

static void
gb_unblock (void *p)
{
  ::operator delete (p);
}

void
nds_spgemm_setup (const char *fn)
{
  if (nds_spgemm_allocator (gb_block, gb_unblock) != NDS_OK)
    nds_error ("ndsparse:internal", "%s: GraphBLAS's allocator is not ours", fn);
}

nds_cscm
nds_cscm_of (const SparseMatrix& S)
{
  nds_cscm A;
  A.m = S.rows ();
  A.n = S.cols ();
  A.p = reinterpret_cast<int64_t *> (const_cast<octave_idx_type *> (S.cidx ()));
  A.i = reinterpret_cast<int64_t *> (const_cast<octave_idx_type *> (S.ridx ()));
  A.x = const_cast<double *> (S.data ());
  return A;
}

// C's entries as int64 subscripts (1-based), each row index split along rs and each
// column index along cs, written by the engine in the pass that sorts each column
// GraphBLAS left jumbled (nds_cscm_subs), and values x: C's own array, adopted (C.x
// is then NULL), so that 8 (mr + mc) bytes are written an entry, the subscripts only
static void
cscm_entries (nds_cscm& C, int jumbled, const std::vector<int64_t>& rs,
              const std::vector<int64_t>& cs, int nthreads, const char *fn,
              int64NDArray& s, NDArray& x)
{
  const int64_t nz = C.p[C.n];
  const int mr = rs.size (), mc = cs.size ();
  s = nds_uninit<int64NDArray> (nz, mr + mc);
  nds_check (nds_cscm_subs (&C, jumbled, mr, rs.data (), mc, cs.data (), nds_i64w (s),
                            nthreads),
             fn);
  x = nz ? NDArray (Array<double> (C.x, dim_vector (nz, 1))) : nds_uninit<NDArray> (0, 1);
  if (nz)
    C.x = nullptr;
}

void
nds_product_entries (const SparseMatrix& A, const SparseMatrix& B, int ta, int tb,
                     int method, int nthreads, const std::vector<int64_t>& rs,
                     const std::vector<int64_t>& cs, int64NDArray& s, NDArray& x,
                     const char *fn)
{
  nds_spgemm_setup (fn);
  const nds_cscm a = nds_cscm_of (A), b = nds_cscm_of (B);
  nds_cscm C;
  int jumbled = 0;
  const int st = nds_spgemm_jumbled (&a, &b, ta, tb, static_cast<nds_mxm_method> (method),
                                     nthreads, &C, &jumbled);
  if (st == NDS_ESIZE)
    nds_error ("ndsparse:internal", "%s: operands do not conform", fn);
  nds_check (st, fn);
  try
    {
      cscm_entries (C, jumbled, rs, cs, nthreads, fn, s, x);
    }
  catch (...)
    {
      nds_cscm_free (&C);
      throw;
    }
  nds_cscm_free (&C);
}

nds_tensor
nds_matmul (nds_tensor& A, nds_tensor *sa, nds_tensor& B, nds_tensor *sb)
{
  const nds_ivec da = A.dims (), db = B.dims ();
  if (A.vt != NDS_DOUBLE || B.vt != NDS_DOUBLE || da.size () != 2 || db.size () != 2
      || da[1] != db[0])
    nds_error ("ndsparse:internal", "mtimes: two real double matrices were expected");
  // (a transposed view's matrix is made from its entries sorted once and kept with
  // the value: nds_settled_entries)
  const SparseMatrix SA = std::get<SparseMatrix> (nds_sparse_of (A, sa));
  const SparseMatrix SB = std::get<SparseMatrix> (nds_sparse_of (B, sb));
  int64NDArray s;
  NDArray x;
  nds_product_entries (SA, SB, 0, 0, NDS_MXM_AUTO, nds_threads (), {da[0]}, {db[1]}, s, x,
                       "mtimes");
  nds_tensor r;
  nds_tensor_reset (r, s, nds_vals (x), {da[0], db[1]});
  return r;
}
