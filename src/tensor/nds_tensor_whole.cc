// nds_tensor_whole.cc: whole-tensor reads: a tensor's entries and values as the value
// type asks for them, its full array, and the one-pass sums and reductions.
#include <algorithm>
#include <cmath>
#include <list>
#include <sstream>
#include "tensor/nds_tensor_parts.h"
#include "engine/kern/nds_kern.h"
#include "engine/index/nds_index.h"

// ----------------------------------------------------------- whole-tensor reads

std::string
nds_mat_str (const nds_ivec& d)
{
  std::ostringstream os;
  os << '[';
  for (size_t k = 0; k < d.size (); k++)
    os << (k ? " " : "") << d[k];
  os << ']';
  return os.str ();
}

// the product of the matrix of sorted entries S, values V (real double), of dims d
// with the full X: S * X when left, else X * S
static Matrix
times_entries (const int64NDArray& S, const nds_vals& V, const nds_ivec& d, const Matrix& X,
               bool left)
{
  if (V.vt () != NDS_DOUBLE)
    nds_error ("ndsparse:internal", "mtimes: a real double tensor was expected");
  const int64_t n = S.rows ();
  // the view's dims past the second (hidden or trailing) have extent 1
  const int64_t *r = nds_i64 (S), *c = r + n;
  const double *x = V.x ().data ();
  if (left)
    {
      Matrix Y = nds_uninit<Matrix> (d[0], X.columns ());
      nds_check (nds_coo_mv (r, c, x, n, d[0], X.data (), d[1], X.columns (),
                             Y.fortran_vec ()), "mtimes");
      return Y;
    }
  Matrix Y = nds_zeros<Matrix> (dim_vector (X.rows (), d[1]));
  nds_coo_vm (r, c, x, n, X.data (), X.rows (), Y.fortran_vec ());
  return Y;
}

Matrix
nds_times_full (const nds_tensor& T, nds_tensor *shared, const Matrix& X, bool left)
{
  // a whole storage with nothing pending is read in place: a copy of the tensor
  // and arrays for its entries cost more than the product of a few entries
  if (T.npending () == 0 && T.is_identity ())
    return times_entries (T.subs, T.vals (), T.dims (), X, left);
  nds_tensor t = T;
  int64NDArray s;
  nds_vals v;
  nds_settled_entries (t, shared, s, v);
  return times_entries (s, v, t.dims (), X, left);
}

double
nds_value_sum (nds_tensor& t)
{
  int64NDArray s;
  nds_vals v;
  switch (t.vt)
    {
    case NDS_COMPLEX:
    case NDS_CSINGLE:
      nds_error ("ndsparse:internal", "sum: complex values reached the real sum");
    case NDS_DOUBLE:
    case NDS_LOGICAL:
      break;
    case NDS_SINGLE:
    {
      // the storage's values when the view holds them all in column-major order
      // (a reshape to a column, T(:), or an identity view), else the view's
      if (t.npending () == 0 && t.in_order () && t.nnz_stored () == nds_count (t))
        v = t.vals ();
      else
        nds_entries (t, s, v);
      const FloatNDArray& f = v.f ();
      const float *p = f.data ();
      const octave_idx_type n = f.numel ();
      float a = 0;              // in single, in order, as Octave's sum of single values
      for (octave_idx_type i = 0; i < n; i++)
        a += p[i];
      return a;
    }
    }
  nds_entries (t, s, v);        // the storage itself when t is an identity view
  double a = 0;                 // in order, as Octave's sum of the values
  if (v.vt () == NDS_LOGICAL)
    {
      const boolNDArray& b = v.b ();
      const bool *p = b.data ();
      for (octave_idx_type i = 0; i < b.numel (); i++)
        a += p[i];
    }
  else
    {
      const NDArray& x = v.x ();
      const double *p = x.data ();
      for (octave_idx_type i = 0; i < x.numel (); i++)
        a += p[i];
    }
  return a;
}

nds_tensor
nds_cat_tensors (const std::string& who, int64_t dim, nds_tensor *const *all, int na)
{
  // the size and each operand's place by Octave's rules for empty operands (cat's,
  // or those of [A, B], horzcat and vertcat); the values double when any operand,
  // empty or not, is, single when any is single (Octave's rule for [single,
  // double]), complex when any is (complex single when any is single).  Fixed
  // arrays of 8, not vectors: a small [T; U] made 20 heap blocks
  if (dim < 0 || na < 1 || na > 8)
    nds_error ("ndsparse:internal", "__nds_cat_tensors__: bad DIM or operand count");
  nds_ivec sz[8];
  nds_vtype vt = NDS_LOGICAL;
  for (int a = 0; a < na; a++)
    {
      nds_flush (*all[a]);
      sz[a] = all[a]->dims ();
      vt = nds_vt_join (vt, all[a]->vt);
    }
  nds_ivec shape;
  int64_t at[8];
  nds_cat_place (who, dim, sz, na, shape, at);
  // the operands that hold entries, each at its place along dim
  nds_tensor *ops[8];
  int64_t off[8];
  int k = 0;
  int64_t m = std::max<int64_t> (dim + 1, shape.size ());
  for (int a = 0; a < na; a++)
    if (all[a]->nnz_stored () > 0)
      {
        ops[k] = all[a];
        off[k++] = at[a];
        m = std::max<int64_t> (m, all[a]->shape.size ());
      }
  shape.resize (m, 1);
  nds_tensor z;
  if (k == 0)
    {
      nds_tensor_reset (z, int64NDArray (dim_vector (0, m)), nds_vals (vt, 0), shape);
      return z;
    }
  // each operand's coordinates (m columns) and values (of the class vt): a whole
  // storage of m dims and of the class vt read in place, others made into s and v
  std::vector<int64NDArray> s;
  std::vector<nds_vals> v;
  const int64_t *sp[8];
  const void *xp[8];
  int64_t n[8];
  int64_t nout = 0;
  bool rounded = false;         // an operand's values made single (some may be zero)
  for (int j = 0; j < k; j++)
    {
      nds_tensor& t = *ops[j];
      if (t.is_identity () && t.ndim () == m && t.val.vt () == vt)
        {
          sp[j] = nds_i64 (t.subs);
          xp[j] = t.vals_ptr ();
          n[j] = t.nnz_stored ();
          nout += n[j];
          continue;
        }
      s.reserve (k);            // (no copies of the arrays as the vectors grow)
      v.reserve (k);
      int64NDArray& sj = s.emplace_back ();
      nds_vals& vj = v.emplace_back ();
      nds_settled_entries (t, &t, sj, vj);
      n[j] = sj.rows ();
      if (sj.columns () < m)
        {
          int64NDArray p (dim_vector (n[j], m), octave_int64 (1));
          std::copy (nds_i64 (sj), nds_i64 (sj) + n[j] * sj.columns (), nds_i64w (p));
          sj = p;
        }
      if (vj.vt () != vt)
        switch (vt)
          {
          case NDS_DOUBLE:
            vj = nds_vals (vj.array_value ());
            break;
          case NDS_COMPLEX:
            vj = nds_vals (vj.complex_value ());
            break;
          case NDS_CSINGLE:     // (may round some to zero: dropped below)
            vj = nds_vals (FloatComplexNDArray (vj.complex_value ()));
            rounded = true;
            break;
          case NDS_SINGLE:      // (may round some to zero: dropped below)
            vj = nds_vals (FloatNDArray (vj.array_value ()));
            rounded = true;
            break;
          case NDS_LOGICAL:     // (all are logical then)
            break;
          }
      sp[j] = nds_i64 (sj);
      xp[j] = vj.data ();
      nout += n[j];
    }
  const nds_cat_in C = {k, sp, n, xp, off};
  // 4 KB pages, though nds_cat writes every element (the rule for filled blocks would
  // advise huge ones): a fresh [A, B] of 1e6 entries each took 91-108 ms of CPU with
  // its subscripts advised, 21-28 ms not; cat (3, T, U) 128-149 against 32-39 (cold
  // calls in fresh processes alternated, 3 rounds, 2026-11-30, load average 11-13:
  // this VM's host backs a huge page on first touch).  Warm calls take a freed
  // block again (nds_mem_recycle): no faults either way
  int64NDArray os = nds_uninit<int64NDArray> (nout, m);
  nds_vals ox (vt, nout);
  nds_check (nds_cat (&C, m, dim, vt, nds_i64w (os), ox.ptr ()), "cat");
  // values made single may have rounded to zero (stored ones are nonzero: no pass
  // over the result when none was made single; the pass, a copy of the entries,
  // made [A; B] of complex singles 1.5x complex doubles)
  switch (rounded ? vt : NDS_DOUBLE)
    {
    case NDS_SINGLE:
      nds_drop_zeros (os, std::get<FloatNDArray> (ox.a));
      break;
    case NDS_CSINGLE:
      nds_drop_zeros (os, std::get<FloatComplexNDArray> (ox.a));
      break;
    case NDS_DOUBLE:
    case NDS_LOGICAL:
    case NDS_COMPLEX:
      break;
    }
  nds_tensor_reset (z, os, ox, shape);
  return z;
}

nds_tensor
nds_sum_rows (nds_tensor& t, nds_tensor *shared)
{
  int64NDArray s;
  nds_vals v;
  nds_settled_entries (t, shared, s, v);
  const nds_ivec d = t.dims ();   // 2 dims: s's columns past the first two hold 1
  if (d.size () != 2 || s.columns () < 2 || ! (v.vt () == NDS_LOGICAL || v.vt () == NDS_DOUBLE))
    nds_error ("ndsparse:internal", "sum: a row sum needs a real matrix");
  const int64_t n = s.rows (), nr = d[0], cap = std::min (n, nr);
  // (the rows uninitialised: a vector's zeros were a pass over min (n, nr) of them)
  nds_buffer<int64_t> rows (cap);
  if (! rows.p)
    nds_check (NDS_ENOMEM, "sum");
  NDArray y = nds_uninit<NDArray> (cap);
  int64_t cnt = 0;
  nds_check (nds_row_sums (nds_i64 (s), v.data (), v.vt (), n, nr, rows.p,
                           y.fortran_vec (), &cnt), "sum");
  int64NDArray os = nds_uninit<int64NDArray> (cnt, 2);
  int64_t *o = nds_i64w (os);
  std::copy (rows.p, rows.p + cnt, o);
  std::fill (o + cnt, o + 2 * cnt, 1);
  nds_tensor z;
  nds_tensor_reset (z, os, nds_vals (nds_head (y, cnt)), nds_ivec {nr, 1});
  return z;
}

bool
nds_sum_dim (nds_tensor& t, nds_tensor *shared, int64_t d, nds_tensor& z)
{
  int64NDArray s;
  nds_vals v;
  nds_settled_entries (t, shared, s, v);
  const int64_t n = s.rows (), m = s.columns ();
  if (d < 0 || d >= m || m != static_cast<int64_t> (t.shape.size ()))
    nds_error ("ndsparse:internal", "sum: a dim sum needs a dim of the view");
  // a reduced last dim keeps no column (Octave drops trailing singleton dims)
  const bool last = d == m - 1 && m > 2;
  const int64_t kout = last ? m - 1 : m;
  nds_modered_guard P;
  if (d == 0)
    nds_check (nds_modered_lead (nds_i64 (s), n, m, t.shape.data (), 1, &P.P), "sum");
  else
    nds_check (nds_modered_plan (nds_i64 (s), n, m, t.shape.data (), d, &P.P), "sum");
  if (! P.P.use)
    return false;
  // logical values add as doubles; single ones in single (op.xsingle), complex ones
  // as pairs (op.xcomplex), as the m-code's reduction adds them
  const nds_vtype vt = v.islogical () ? NDS_DOUBLE : v.vt ();
  const NDArray x = v.islogical () ? NDArray (v.b ()) : NDArray ();
  const nds_redop op = {NDS_SUM, nullptr, ! last, 0, nds_vt_single (vt), nds_vt_complex (vt), 0};
  int64NDArray os = nds_uninit<int64NDArray> (P.P.nout, kout);
  nds_vals y (vt, P.P.nout);
  nds_check (nds_modered_run (&P.P, v.islogical () ? x.data () : v.data (), op,
                              nds_i64w (os), y.ptr (), nullptr), "sum");
  switch (vt)                   // sums that cancel
    {
    case NDS_DOUBLE: nds_drop_zeros (os, std::get<NDArray> (y.a)); break;
    case NDS_SINGLE: nds_drop_zeros (os, std::get<FloatNDArray> (y.a)); break;
    case NDS_COMPLEX: nds_drop_zeros (os, std::get<ComplexNDArray> (y.a)); break;
    case NDS_CSINGLE: nds_drop_zeros (os, std::get<FloatComplexNDArray> (y.a)); break;
    case NDS_LOGICAL: break;    // (summed as doubles)
    }
  nds_ivec shape (t.shape);
  shape[d] = 1;
  shape.resize (kout);
  // (complex sums whose imaginary parts are all zero narrow to real there, as the
  // m-code's do)
  nds_tensor_reset (z, os, y, shape);
  return true;
}

nds_tensor
nds_sum_first (nds_tensor& t, nds_tensor *shared)
{
  return nds_reduce_first (t, shared, NDS_FIRST_SUM);
}

nds_tensor
nds_reduce_first (nds_tensor& t, nds_tensor *shared, nds_first_fun fun)
{
  int64NDArray s;
  nds_vals v;
  nds_settled_entries (t, shared, s, v);
  const bool cx = v.iscomplex () || v.iscsingle ();
  if ((cx || v.issingle ()) && fun == NDS_FIRST_SUM)
    nds_error ("ndsparse:internal", "a sum of complex or single values reached the runs");
  const int64_t n = s.rows (), K = t.shape.size ();
  const nds_store S = {n, K, nds_i64 (s), v.data (), v.vt (), t.shape.data ()};
  static const char *const who[] = {"sum", "max", "min", "any", "all"};
  // a run per column at most: buffers of that many (fresh pages cost a fault each)
  double cols = 1;
  for (int64_t d = 1; d < K; d++)
    cols *= t.shape[d];
  const int64_t cap = std::min (static_cast<double> (n), cols);
  // any and all (and max, min of logical values) give true at every nonzero: no sums
  const bool ones = fun == NDS_FIRST_ANY || fun == NDS_FIRST_ALL
                    || (v.islogical () && fun != NDS_FIRST_SUM);
  nds_buffer<int64_t> first (cap);
  if (! first.p)
    nds_check (NDS_ENOMEM, who[fun]);
  // the values (single ones single, complex ones complex) go straight into the
  // result, cut to the count found when short
  nds_vals ov = ones ? nds_vals () : nds_vals (v.islogical () ? NDS_DOUBLE : v.vt (), cap);
  void *y = ones ? nullptr : ov.ptr ();
  int64_t cnt = 0;
  // a whole matrix reduced by its storage's kept column pointers (made by this
  // call's pass the first time): a sum reads the values alone, as Octave's sum (S)
  // reads them over its column pointers, and any and all one value a column or none
  const int64_t *ptr = K == 2 && t.is_identity () ? last_ptr (t, nullptr, n) : nullptr;
  if (ptr)
    nds_check (nds_ptr_reduce (&S, ptr, fun, first.p, y, &cnt), who[fun]);
  else
    nds_check (nds_runs_reduce (&S, fun, first.p, y, &cnt), who[fun]);
  int64NDArray os = nds_uninit<int64NDArray> (cnt, K);
  int64_t *o = nds_i64w (os);
  if (ptr)
    nds_ptr_heads (first.p, cnt, o);
  else
    nds_runs_heads (&S, first.p, cnt, o);
  nds_ivec shape (t.shape);
  shape[0] = 1;
  nds_tensor z;
  if (ones)
    {
      boolNDArray ob (dim_vector (cnt, 1), true);
      nds_tensor_reset (z, os, nds_vals (ob), shape);
    }
  else
    {
      std::visit ([cnt] (auto& a) { a = nds_head (a, cnt); }, ov.a);
      nds_tensor_reset (z, os, ov, shape);
    }
  return z;
}

// Octave's sparse matrix of t (at most 2 dims, checked by the caller), built from
// the storage's block of rows or from t's entries
static nds_sparse
sparse_build (nds_tensor& t, nds_tensor *shared)
{
  const nds_ivec d = t.dims ();
  // a 2-D view whose entries are a block of the storage (A(:, 1:100), T(:, :, 3))
  // reads the storage itself; any other is read as entries first
  const int64_t K = t.shape.size ();
  int64_t lo = 0, hi = 0;
  const bool block = K == 2 && nds_block_rows (t, lo, hi);
  int64NDArray s;
  nds_vals v;
  if (! block)
    nds_settled_entries (t, shared, s, v);
  const int64_t n = block ? hi - lo : s.rows (), nr = d[0], nc = d[1];
  const double big = 9007199254740992.0;      // 2^53, Octave's index limit
  if (nr > big || nc > big)
    nds_error ("ndsparse:toolarge",
                   "sparse: a %g-by-%g matrix has more rows or columns than Octave can index",
                   static_cast<double> (nr), static_cast<double> (nc));
  if (static_cast<double> (nc) > std::max (1e8, 10.0 * n))
    nds_error ("ndsparse:toolarge",
                   "sparse: the matrix would have %g columns (a pointer each) for %ld nonzeros; take the transpose's, sparse (T.').'",
                   static_cast<double> (nc), static_cast<long> (n));
  // Octave's sparse matrices hold no single: single values become double, as
  // Octave's sparse (single (A)) makes them (a block's in nds_csc_ordered's copy)
  if (! block)
    switch (v.vt ())
      {
      case NDS_SINGLE:
        v = nds_vals (v.array_value ());
        break;
      case NDS_CSINGLE:         // (complex double, exactly)
        v = nds_vals (v.complex_value ());
        break;
      case NDS_DOUBLE:
      case NDS_LOGICAL:
      case NDS_COMPLEX:
        break;
      }
  const nds_vtype vt = block ? t.vtype () : v.vt ();     // (single: a block's)
  // with 2 dims, sorted column-major entries are CSC's order already: the rows and
  // the values copied, the column pointers found (nds_csc_ordered)
  const int64_t *r = nullptr, *c = nullptr;
  int64_t roff = 0, coff = 0;
  const void *xp = nullptr;
  if (block)
    {
      const nds_ivec u = t.under ();
      const int64_t N = t.nnz_stored ();
      const int64_t *sp = nds_i64 (t.subs);
      if (u[0] >= 0)
        {
          r = sp + u[0] * N + lo;
          roff = t.offs[u[0]];
        }
      if (u[1] >= 0)
        {
          c = sp + u[1] * N + lo;
          coff = t.offs[u[1]];
        }
      xp = static_cast<const char *> (t.vals_ptr ()) + lo * nds_vsize (vt);
    }
  else
    {
      r = nds_i64 (s);
      c = r + n;
      xp = v.data ();
    }
  // the view's dims beyond the second (hidden or trailing, all of extent 1) fold
  // into the columns
  std::vector<int64_t> rd {0}, cd;
  for (int64_t k = 1; k < K; k++)
    cd.push_back (k);
  // one matrix of the values' class, filled from the ordered entries (2 dims) or by
  // the engine's unfolding
  auto make = [&] (auto S) -> nds_sparse
  {
    if (K == 2)
      nds_check (nds_csc_ordered (r, roff, c, coff, xp, vt, n, nc, S.xcidx (), S.xridx (),
                                  S.xdata ()), "sparse");
    else
      nds_check (nds_csc (nds_i64 (s), xp, n, t.shape.data (), rd.data (), rd.size (),
                          cd.data (), cd.size (), vt, nc, S.xcidx (), S.xridx (), S.xdata ()),
                 "sparse");
    return S;
  };
  switch (vt)
    {
    case NDS_LOGICAL:
      return make (SparseBoolMatrix (nds_sparse_uninit<bool> (nr, nc, n)));
    case NDS_COMPLEX:
    case NDS_CSINGLE:
      return make (SparseComplexMatrix (nds_sparse_uninit<Complex> (nr, nc, n)));
    case NDS_DOUBLE:
    case NDS_SINGLE:
      break;
    }
  return make (SparseMatrix (nds_sparse_uninit<double> (nr, nc, n)));
}

// The matrices of whole 2-D storages that sparse made, most recently used first, up
// to 4e6 entries in all: a storage's matrix is kept with it (keyed by its storage
// id, as the sorted permuted copies are) and shared by every value over that
// storage, so that sparse (A) again costs a reference (1e4 entries: 7.95 -> about
// 2 us, Octave's own sparse (S) 1.8) and a column range of it (sparse (A(:, 1:100)))
// the copy of that range Octave's S(:, 1:100) makes.  Column ranges build from
// their own rows until what they have cost reaches what the whole matrix costs
// (csc_rent: rent or buy), so a short loop over a large storage makes no pass over
// the rest.  While a value holds the matrix the cache costs nothing
// more; else 16 bytes an entry until newer ones push it out (64 MB at most: a loop
// that assigns and then calls sparse leaves a stale matrix each time, the cap
// lower than the sorted copies' 1e7 rows for that)
namespace
{
  struct csc_entry
  {
    uint64_t sid;
    int64_t rows;
    nds_sparse S;
  };
  std::list<csc_entry> cscs;
  const int64_t csc_rows_max = 4000000;
  // the storage of the last column ranges read (its id and entries), and what they
  // have cost built from its rows, in entries copied
  uint64_t csc_last_view_sid = 0;
  int64_t csc_last_view_rows = 0;
  double csc_view_rent = 0;
}

// true when the column ranges of t's storage built from its rows, with this one of
// n entries, have cost as much as its whole matrix (ski rental: at most twice the
// better of building it at once or never).  CPU time, 1e4 / 1e5 / 1e6 entries,
// loaded: a range costs 5.9 / 6.8 / 11.3 us a call at 102 / 985 / 10223 entries,
// about 5.7 us and 0.52 ns an entry (the call, its view and the interpreter's
// loop included: a fixed 11000 entries); the whole matrix 12.2 / 10.4 / 8.3 ns an
// entry of the storage (fresh pages), 16 ranges' entries at 1e6
static bool
csc_rent (const nds_tensor& t, int64_t n)
{
  const double call = 11000, whole = 16;
  if (csc_last_view_sid != t.sid || csc_last_view_rows != t.nnz_stored ())
    {
      csc_last_view_sid = t.sid;
      csc_last_view_rows = t.nnz_stored ();
      csc_view_rent = 0;
    }
  csc_view_rent += call + n;
  return csc_view_rent >= whole * t.nnz_stored ();
}

// the kept matrix of t's storage, or null
static const nds_sparse *
csc_find (const nds_tensor& t)
{
  for (auto it = cscs.begin (); it != cscs.end (); ++it)
    if (it->sid == t.sid && it->rows == t.nnz_stored ())
      {
        cscs.splice (cscs.begin (), cscs, it);
        return &cscs.front ().S;
      }
  return nullptr;
}

// keep S, the matrix of t's whole storage
static void
csc_keep (const nds_tensor& t, const nds_sparse& S)
{
  if (t.nnz_stored () > csc_rows_max)
    return;
  cscs.push_front ({t.sid, t.nnz_stored (), S});
  keep_trim (cscs, csc_rows_max);
}

// columns c0 .. c1-1 (0-based) of S, its arrays copied once into uninitialized ones
// (Octave's m.index (colon, range) zeroes its result's first: 16 bytes an entry
// more, a third of its bytes)
static nds_sparse
csc_columns (const nds_sparse& S, int64_t c0, int64_t c1)
{
  return std::visit ([=] (const auto& m) -> nds_sparse
  {
    using M = std::decay_t<decltype (m)>;
    using T = typename M::element_type;
    const octave_idx_type *cp = m.cidx ();
    M R (nds_sparse_uninit<T> (m.rows (), c1 - c0, cp[c1] - cp[c0]));
    nds_check (nds_csc_columns (cp, m.ridx (), m.data (), sizeof (T), c0, c1, R.xcidx (),
                                R.xridx (), R.xdata ()), "sparse");
    return R;
  }, S);
}

nds_sparse
nds_sparse_of (nds_tensor& t, nds_tensor *shared)
{
  const nds_ivec d = t.dims ();
  if (d.size () > 2)
    nds_error ("ndsparse:dims",
                   "sparse: T has %d dimensions (size %s); sparse needs at most 2 (see unfold, squeeze)",
                   static_cast<int> (d.size ()), nds_mat_str (d).c_str ());
  // a 2-D storage (no single values: Octave's matrix of them is double) seen whole
  // or as a range of its columns with every row: its kept matrix, or that range of it
  nds_flush (t);
  const bool cols = t.ndim () == 2 && t.shape.size () == 2 && t.hidden.empty ()
                    && t.in_order () && ! nds_vt_single (t.vt) && ! t.fixed[0]
                    && ! t.fixed[1] && t.offs[0] == 0 && t.shape[0] == t.usz[0]
                    && t.nnz_stored () > 0;
  if (! cols)
    return sparse_build (t, shared);
  const bool whole = t.offs[1] == 0 && t.shape[1] == t.usz[1];
  const nds_sparse *S = csc_find (t);
  if (S)
    return whole ? *S : csc_columns (*S, t.offs[1], t.offs[1] + t.shape[1]);
  if (whole)
    {
      const nds_sparse W = sparse_build (t, shared);
      csc_keep (t, W);
      return W;
    }
  // (no whole matrix where it would be refused or pushed out at once: too many
  // columns for its entries, or more entries than the cache keeps)
  const nds_sparse R = sparse_build (t, shared);
  const int64_t n = std::visit ([] (const auto& m) -> int64_t { return m.nnz (); }, R);
  if (t.nnz_stored () > csc_rows_max
      || static_cast<double> (t.usz[1]) > std::max (1e8, 10.0 * t.nnz_stored ())
      || ! csc_rent (t, n))
    return R;
  // the column ranges of this storage have cost its whole matrix: it made and kept
  nds_tensor w = t;
  w.shape = w.usz;
  w.offs[1] = 0;
  csc_keep (t, sparse_build (w, nullptr));
  return R;
}
