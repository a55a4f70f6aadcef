// nds_tensor_view.cc: reading a view: the entries a view of a tensor shows (a
// permutation, a block, a range of the storage's order), counted, listed, or settled
// into storage of its own.
#include <algorithm>
#include <cmath>
#include <list>
#include <sstream>
#include "tensor/nds_tensor_parts.h"
#include "engine/kern/nds_kern.h"
#include "engine/index/nds_index.h"

// the tensor *shared (a value's, which t was copied from: null for none), a
// permuted view whose entries s and values v were just read in its coordinates,
// becomes a tensor of its own holding them.  Its value stays the same, so a shared
// one changes in place (as a flush changes it).
static void
nds_settle (nds_tensor *shared, const int64NDArray& s, const nds_vals& v)
{
  if (! shared)
    return;
  const nds_ivec shape = shared->shape;
  nds_tensor_reset (*shared, s, v, shape);
}

// ------------------------------------------------------------ reading a view

nds_view_of::nds_view_of (const nds_tensor& t)
  : ext (t.ndim (), 0)
{
  const std::vector<int64_t> u = t.under ();
  for (size_t c = 0; c < u.size (); c++)
    if (u[c] >= 0)
      ext[u[c]] = t.shape[c];
  V = {t.ndim (), t.offs.data (), t.fixed.data (), ext.data (),
       static_cast<int64_t> (t.shape.size ()), t.hidden.data (),
       static_cast<int64_t> (t.hidden.size ()), t.in_order () ? nullptr : t.order.data ()};
}

// the per-dimension orders of storages (the rows sorted by one dim's coordinate),
// most recently used first, up to 4e7 rows in all: built by one sort the first
// time a view restricts that dim, then shared by every view of the storage
namespace
{
  struct order_entry
  {
    uint64_t sid;
    int64_t d, rows;
    int64NDArray perm;
  };
  std::list<order_entry> orders;
  const int64_t order_rows_max = 40000000;
}

static int64NDArray
dim_order (const nds_tensor& t, int64_t d)
{
  const int64_t n = t.nnz_stored ();
  for (auto it = orders.begin (); it != orders.end (); ++it)
    if (it->sid == t.sid && it->d == d && it->rows == n)
      {
        orders.splice (orders.begin (), orders, it);
        return orders.front ().perm;
      }
  int64NDArray perm = nds_uninit<int64NDArray> (n, 1);
  nds_check (nds_dim_order (nds_i64 (t.subs), n, d, t.usz[d], nds_i64w (perm)), who);
  orders.push_front ({t.sid, d, n, perm});
  keep_trim (orders, order_rows_max);
  return perm;
}

// the dim whose order reads the view of t (extents ext) far more narrowly than the
// storage's own order does (the block bounded by the fixed dims at the most
// significant end and the first active dim below them), or -1
static int64_t
read_dim (const nds_tensor& t, const std::vector<int64_t>& ext)
{
  const int64_t M = t.ndim ();
  if (t.nnz_stored () <= 4096)
    return -1;          // small storage is simply scanned
  std::vector<double> frac (M);
  for (int64_t u = 0; u < M; u++)
    {
      const double w = std::max<int64_t> (t.usz[u], 1);
      frac[u] = t.fixed[u] ? 1 / w : ext[u] / w;
    }
  double block = 1;
  for (int64_t u = M - 1; u >= 0; u--)
    {
      block *= frac[u];
      if (! t.fixed[u])
        break;
    }
  int64_t d = 0;
  for (int64_t u = 1; u < M; u++)
    if (frac[u] < frac[d])
      d = u;
  return 4 * frac[d] < block ? d : -1;
}

// values v(src) (src 0-based rows)
nds_vals
take_values (nds_vtype vt, const nds_vals& v, const int64_t *src, int64_t n)
{
  nds_vals o (vt, n);
  nds_vals_take (v.data (), vt, src, n, o.ptr ());
  return o;
}

// entries s (rows of size shape) and values v sorted in column-major order
static void
sort_entries (int64NDArray& s, nds_vals& v, const nds_ivec& shape, nds_vtype vt)
{
  const int64_t n = s.rows (), k = s.columns ();
  if (n < 2)
    return;
  nds_buffer<int64_t> perm (n);
  if (! perm.p)
    nds_check (NDS_ENOMEM, who);
  nds_check (nds_sort (nds_i64 (s), n, k, shape.data (), perm.p), who);
  int64NDArray s2 = nds_uninit<int64NDArray> (n, k);
  nds_rows_take (nds_i64 (s), n, k, perm.p, n, nds_i64w (s2));
  s = s2;
  v = take_values (vt, v, perm.p, n);
}

// the sorted entries of whole permuted views (every stored entry, the dims
// reordered: A', permute (T, p)), most recently used first, up to 1e7 rows in all
// (a copy of the storage each; a storage no value holds any more stays until pushed
// out): sorted by the first read, then shared by every value over the same storage
// and permutation, so that a transpose used again costs no sort
namespace
{
  struct perm_entry
  {
    uint64_t sid;
    int64_t rows;
    nds_ivec order, shape, hidden;
    int64NDArray s;
    nds_vals v;
  };
  std::list<perm_entry> perms;
  const int64_t perm_rows_max = 10000000;
}

// true when the view of t (extents ext) shows every stored entry: no offset, no
// fixed dim, each dim whole
static bool
whole_view (const nds_tensor& t, const std::vector<int64_t>& ext)
{
  for (int64_t u = 0; u < t.ndim (); u++)
    if (t.offs[u] != 0 || t.fixed[u] || ext[u] != t.usz[u])
      return false;
  return true;
}

bool
nds_whole_view (const nds_tensor& t)
{
  if (t.npending () != 0)
    return false;
  const nds_view_of w (t);
  return whole_view (t, w.ext);
}

void
nds_view_like (nds_tensor& r, const nds_tensor& t)
{
  r.shape = t.shape;
  r.offs = t.offs;
  r.fixed = t.fixed;
  r.hidden = t.hidden;
  r.order = t.order;
}

// the cached entries of the whole permuted view t, or false
static bool
perm_find (const nds_tensor& t, int64NDArray& s, nds_vals& v)
{
  for (auto it = perms.begin (); it != perms.end (); ++it)
    if (it->sid == t.sid && it->rows == t.nnz_stored () && it->order == t.order
        && it->shape == t.shape && it->hidden == t.hidden)
      {
        perms.splice (perms.begin (), perms, it);
        s = it->s;
        v = it->v;
        return true;
      }
  return false;
}

// keep the sorted entries s, v of the whole permuted view t
static void
perm_keep (const nds_tensor& t, const int64NDArray& s, const nds_vals& v)
{
  if (t.nnz_stored () > perm_rows_max)
    return;
  perms.push_front ({t.sid, t.nnz_stored (), t.order, t.shape, t.hidden, s, v});
  keep_trim (perms, perm_rows_max);
}

// true when every stored row between the view's first and last holds one of its
// entries: the dims below the highest dim the view does not fix are whole (A(:, 3:9),
// T(:, :, 2)), so the rows nds_view_range finds are all inside
static bool
block_view (const nds_tensor& t, const std::vector<int64_t>& ext)
{
  int64_t d = t.ndim () - 1;
  while (d >= 0 && t.fixed[d])
    d--;
  for (int64_t e = 0; e < d; e++)
    if (t.fixed[e] || t.offs[e] != 0 || ext[e] != t.usz[e])
      return false;
  return true;
}

bool
nds_block_rows (nds_tensor& t, int64_t& lo, int64_t& hi)
{
  nds_flush (t);
  if (! t.in_order ())
    return false;
  const nds_view_of w (t);
  if (! block_view (t, w.ext))
    return false;
  const nds_store S = nds_store_of (t);
  nds_view_range (&S, &w.V, &lo, &hi);
  return true;
}

// the entries of the view of flushed t, into s and v (or their number only)
static int64_t
view_entries (const nds_tensor& t, int64NDArray *s, nds_vals *v)
{
  const nds_view_of w (t);
  const int64_t n = t.nnz_stored (), K = w.V.k;
  const nds_vtype vt = t.vtype ();
  const int64_t d = read_dim (t, w.ext);
  if (d >= 0)
    {
      const int64NDArray perm = dim_order (t, d);
      nds_owned own;
      int64_t *os = nullptr, cnt = 0;
      void *ox = nullptr;
      const nds_store S = nds_store_of (t);
      const int st = nds_view_by_dim (&S, &w.V, nds_i64 (perm), d, &os, &ox, &cnt);
      own.keep (os);
      own.keep (ox);
      nds_check (st, who);
      if (s)
        {
          *s = nds_uninit<int64NDArray> (cnt, K);
          std::copy (os, os + cnt * K, nds_i64w (*s));
          nds_vals vx (vt, cnt);
          std::memcpy (vx.ptr (), ox, static_cast<size_t> (cnt) * nds_vsize (vt));
          *v = vx;
        }
      return cnt;
    }
  const bool whole = w.V.act && s && whole_view (t, w.ext);
  if (whole && perm_find (t, *s, *v))
    return s->rows ();
  const nds_store S = nds_store_of (t);
  int64_t lo, hi;
  nds_view_range (&S, &w.V, &lo, &hi);
  if (! w.V.act && block_view (t, w.ext))
    {
      // every stored row of [lo, hi) is in the view: columns copied, no test per row
      const int64_t cnt = hi - lo;
      if (s)
        {
          *s = nds_uninit<int64NDArray> (cnt, K);
          int64_t *o = nds_i64w (*s);
          const int64_t *sp = nds_i64 (t.subs);
          const nds_ivec u = t.under ();
          for (int64_t c = 0; c < K; c++)
            if (u[c] < 0)
              std::fill (o + c * cnt, o + (c + 1) * cnt, 1);
            else
              {
                const int64_t *in = sp + u[c] * n + lo, sh = t.offs[u[c]];
                int64_t *out = o + c * cnt;
                for (int64_t i = 0; i < cnt; i++)
                  out[i] = in[i] - sh;
              }
          nds_vals vx (vt, cnt);
          const size_t es = nds_vsize (vt);
          std::memcpy (vx.ptr (), static_cast<const char *> (t.vals_ptr ()) + lo * es,
                       cnt * es);
          *v = vx;
        }
      return cnt;
    }
  const int64_t cnt = nds_view_count (&S, &w.V, lo, hi);
  if (s)
    {
      *s = nds_uninit<int64NDArray> (cnt, K);
      nds_vals vx (vt, cnt);
      nds_view_emit (&S, &w.V, lo, hi, nds_i64w (*s), vx.ptr (), cnt);
      *v = vx;
      if (w.V.act)
        sort_entries (*s, *v, t.shape, vt);   // a permuted view: the sort it deferred
      if (whole)
        perm_keep (t, *s, *v);
    }
  return cnt;
}

void
nds_entries (nds_tensor& t, int64NDArray& s, nds_vals& v)
{
  nds_flush (t);
  if (t.is_identity ())
    {
      s = t.subs;
      v = t.vals ();
      return;
    }
  view_entries (t, &s, &v);
}

void
nds_settled_entries (nds_tensor& t, nds_tensor *shared, int64NDArray& s, nds_vals& v)
{
  nds_entries (t, s, v);
  if (! t.in_order ())
    nds_settle (shared, s, v);
}

int64_t
nds_count (nds_tensor& t)
{
  nds_flush (t);
  return t.is_identity () ? t.nnz_stored () : view_entries (t, nullptr, nullptr);
}

bool
nds_any_imag (nds_tensor& t)
{
  if (! nds_vt_complex (t.vtype ()))
    return false;
  nds_flush (t);
  const nds_view_of w (t);
  const nds_store S = nds_store_of (t);
  int64_t lo, hi;
  nds_view_range (&S, &w.V, &lo, &hi);
  return nds_view_any_imag (&S, &w.V, lo, hi);
}

void
nds_trim (nds_tensor& t, size_t keep)
{
  if (t.shape.size () <= keep || t.shape.back () != 1)
    return;
  if (t.is_identity ())
    {
      // a whole storage: its trailing size-1 columns go (all 1s: the order stays)
      size_t K = t.usz.size ();
      while (K > keep && t.usz[K - 1] == 1)
        K--;
      nds_flush (t);
      t.subs = t.subs.index (octave::idx_vector::colon, octave::idx_vector (0, K));
      t.usz.resize (K);
      t.shape.resize (K);
      t.offs.resize (K);
      t.fixed.resize (K);
      t.sid = nds_new_sid ();
      return;
    }
  const nds_ivec u = t.under ();
  const int64_t M = t.ndim ();
  while (t.shape.size () > keep && t.shape.back () == 1)
    {
      const int64_t c = t.shape.size () - 1;
      if (! t.hidden.empty () && t.hidden.back () == c)
        t.hidden.pop_back ();
      else if (u[c] >= 0 && u[c] < M)
        {
          t.fixed[u[c]] = 1;        // a range of one at offs[u[c]]: that point
          if (! t.order.empty ())
            t.order.pop_back ();
        }
      else
        break;
      t.shape.pop_back ();
    }
  if (t.in_order ())
    t.order.clear ();
}

void
nds_compact (nds_tensor& t)
{
  int64NDArray s;
  nds_vals v;
  nds_entries (t, s, v);
  const std::vector<int64_t> shape = t.shape;
  nds_tensor_reset (t, s, v, shape);
}
