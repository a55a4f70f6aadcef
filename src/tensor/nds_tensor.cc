// nds_tensor.cc: reading, viewing, copying, assigning and deleting the entries of a
// tensor: Octave's values to and from the engine's arrays.  The rules are those of
// engine/index/nds_subscript.c (the same as Octave's for N-D arrays), the loops the engine's.
#include <algorithm>
#include <cmath>
#include <list>
#include <sstream>
#include "tensor/nds_tensor.h"
#include "tensor/nds_arrays.h"
#include "engine/kern/nds_kern.h"
#include "engine/index/nds_index.h"

static const char *const who = "ndsparse";

[[noreturn]] void
nds_ix_error (const nds_ixerr& e)
{
  char buf[1200];
  nds_ix_message (&e, buf, sizeof buf);
  nds_error (nds_ix_id (&e), "%s", buf);
}

// an index rule's status: its error, or the engine's
static void
ix_check (int st, const nds_ixerr& e)
{
  if (st == NDS_OK)
    return;
  if (e.code != NDS_IXE_NONE)
    nds_ix_error (e);
  nds_check (st, who);
}

// owns blocks the engine allocates, freed on every path (Octave errors included)
struct nds_owned
{
  std::vector<void *> p;
  ~nds_owned () { for (void *q : p) nds_free (q); }
  template <typename T> T *keep (T *q) { p.push_back (q); return q; }
};

// ---------------------------------------------------------------- the tensor

bool
nds_tensor::in_order () const
{
  for (size_t a = 1; a < order.size (); a++)
    if (order[a] < order[a - 1])
      return false;
  return true;
}

bool
nds_tensor::is_identity () const
{
  if (! hidden.empty () || shape.size () != usz.size () || ! in_order ())
    return false;
  for (size_t d = 0; d < usz.size (); d++)
    if (offs[d] != 0 || fixed[d] || shape[d] != usz[d])
      return false;
  return true;
}

nds_ivec
nds_octave_dims (nds_ivec d)
{
  while (d.size () > 2 && d.back () == 1)
    d.pop_back ();
  while (d.size () < 2)
    d.push_back (1);
  return d;
}

nds_ivec
nds_tensor::dims () const
{
  return nds_octave_dims (shape);
}

nds_pending::nds_pending (const nds_pending& o)
{
  nds_pend_init (&p, o.p.m);
  if (nds_pend_copy (&o.p, &p) != NDS_OK)
    nds_error ("ndsparse:nomem", "ndsparse: out of memory");
}

nds_pending&
nds_tensor::pending_mut ()
{
  if (! pend)
    pend = std::make_shared<nds_pending> (ndim ());
  else if (pend.use_count () > 1)
    pend = std::make_shared<nds_pending> (*pend);
  return const_cast<nds_pending&> (*pend);
}

nds_ivec
nds_tensor::under () const
{
  nds_ivec u (shape.size (), -1);
  size_t h = 0;
  int64_t d = 0;
  const int64_t M = ndim ();
  for (size_t c = 0; c < shape.size (); c++)
    {
      if (h < hidden.size () && hidden[h] == static_cast<int64_t> (c))
        {
          h++;
          continue;
        }
      if (! order.empty ())
        {
          u[c] = d < static_cast<int64_t> (order.size ()) ? order[d] : M;
          d++;
          continue;
        }
      while (d < M && fixed[d])
        d++;
      u[c] = d < M ? d++ : M;   // M: more active view dims than unfixed ones
    }
  return u;
}

nds_vals::nds_vals (nds_vtype t, int64_t n)
{
  switch (t)
    {
    case NDS_LOGICAL: a.emplace<NDS_LOGICAL> (nds_uninit<boolNDArray> (n)); break;
    case NDS_COMPLEX: a.emplace<NDS_COMPLEX> (nds_uninit<ComplexNDArray> (n)); break;
    case NDS_SINGLE: a.emplace<NDS_SINGLE> (nds_uninit<FloatNDArray> (n)); break;
    case NDS_DOUBLE: a.emplace<NDS_DOUBLE> (nds_uninit<NDArray> (n)); break;
    }
}

NDArray
nds_vals::array_value () const
{
  switch (vt ())
    {
    case NDS_COMPLEX:
      break;
    case NDS_LOGICAL:
      return NDArray (b ());
    case NDS_SINGLE:
      return NDArray (f ());
    case NDS_DOUBLE:
      return x ();
    }
  nds_error ("ndsparse:internal", "complex values reached a real-only path");
}

// true when every imaginary part of z is zero
static bool
imag_zero (const ComplexNDArray& z)
{
  const Complex *p = z.data ();
  for (octave_idx_type i = 0; i < z.numel (); i++)
    if (p[i].imag () != 0)
      return false;
  return true;
}

uint64_t
nds_new_sid ()
{
  static uint64_t next = 0;
  return ++next;
}

void
nds_tensor_reset (nds_tensor& t, const int64NDArray& subs, const nds_vals& vals,
                  const nds_ivec& usz)
{
  t.subs = subs;
  // complex values whose imaginary parts are all zero narrow to real, as Octave's
  // arrays do
  t.vt = vals.vt ();
  if (t.vt == NDS_COMPLEX && imag_zero (vals.z ()))
    {
      t.vt = NDS_DOUBLE;
      t.val = nds_vals (NDArray (real (vals.z ())));
    }
  else
    t.val = vals;
  t.usz = usz;
  t.sid = nds_new_sid ();
  t.pend.reset ();
  t.shape = usz;
  t.offs.assign (usz.size (), 0);
  t.fixed.assign (usz.size (), 0);
  t.hidden.clear ();
  t.order.clear ();
}

// --------------------------------------------------------- the dense policy

// a size as Octave's mat2str prints it
static std::string
size_str (const std::vector<double>& sz)
{
  std::ostringstream o;
  o.precision (17);
  if (sz.size () != 1)
    o << "[";
  for (size_t d = 0; d < sz.size (); d++)
    o << (d ? " " : "") << sz[d];
  if (sz.size () != 1)
    o << "]";
  return o.str ();
}

void
nds_dense_check (const std::vector<double>& sz, const std::string& what, bool explicit_full,
                 double n)
{
  // (the message is made only when one is raised: a stream cost a tiny operator
  // 1-2 us a call)
  const bool full = n < 0;
  double bytes;
  if (full)
    {
      n = 1;
      for (double d : sz)
        n *= d;
      bytes = 8 * n;
    }
  else
    bytes = 8 * (sz.size () + 1) * n;
  auto held = [&] ()
  {
    std::ostringstream os;
    os.precision (17);
    os << (full ? "is full with " : "holds ") << n << (full ? " elements" : " entries")
       << " (size " << size_str (sz) << ")";
    return os.str ();
  };
  if (n > 9007199254740992.0)
    nds_error ("ndsparse:toolarge", "%s: the result %s, more than Octave can index",
                   what.c_str (), held ().c_str ());
  if (! explicit_full)
    {
      const nds_config *cfg = nds_config_get ();
      const double most = cfg->max_dense;
      if (n > most && cfg->policy != NDS_DENSE_ALLOW)
        {
          std::ostringstream msg;
          msg.precision (17);
          msg << what << ": the result " << held ()
              << ", over ndsparse_config (\"max_dense\") = " << most;
          if (cfg->policy == NDS_DENSE_ERROR)
            nds_error ("ndsparse:toolarge", "%s", msg.str ().c_str ());
          nds_warning ("ndsparse:toolarge", "%s", msg.str ().c_str ());
        }
    }
  // /proc/meminfo costs 0.1 ms a read: only a result past 64 MiB asks it
  if (bytes <= 67108864.0)
    return;
  const double avail = nds_mem_available ();
  if (bytes > avail)
    nds_error ("ndsparse:toolarge",
                   "%s: a result of size %s needs %.3g GB, more than the %.3g GB available",
                   what.c_str (), size_str (sz).c_str (), bytes / 1e9, avail / 1e9);
}

// ------------------------------------------------------------------ storage

// t's storage becomes (s, v): a new storage id, nothing pending; the view stays
static void
set_storage (nds_tensor& t, const int64NDArray& s, const nds_vals& v)
{
  t.subs = s;
  t.val = v;
  t.sid = nds_new_sid ();
  t.pend.reset ();
}

void
nds_flush (nds_tensor& t)
{
  const int64_t p = t.npending ();
  if (p == 0)
    {
      t.pend.reset ();
      return;
    }
  const int64_t M = t.ndim (), n = t.nnz_stored ();
  const nds_vtype vt = t.vtype ();
  int64NDArray ps (dim_vector (p, M));
  int64_t *psp = nds_i64w (ps);
  for (int64_t e = 0; e < p; e++)
    for (int64_t d = 0; d < M; d++)
      psp[e + d * p] = t.pend->at (e)[d];
  NDArray px;
  boolNDArray pb;
  FloatNDArray pf;
  const void *pxp = nullptr;
  switch (vt)
    {
    case NDS_COMPLEX:
      nds_error ("ndsparse:internal", "a complex tensor has pending entries");
    case NDS_LOGICAL:
      pb = boolNDArray (dim_vector (p, 1));
      for (int64_t e = 0; e < p; e++)
        pb(e) = t.pend->p.vals[e] != 0;
      pxp = pb.data ();
      break;
    case NDS_SINGLE:
      pf = FloatNDArray (dim_vector (p, 1));    // (each a single already: exact)
      std::copy (t.pend->p.vals, t.pend->p.vals + p, pf.fortran_vec ());
      pxp = pf.data ();
      break;
    case NDS_DOUBLE:
      px = NDArray (dim_vector (p, 1));
      std::copy (t.pend->p.vals, t.pend->p.vals + p, px.fortran_vec ());
      pxp = px.data ();
      break;
    }
  const nds_store S = nds_store_of (t), P = {p, M, psp, pxp, vt, nullptr};
  int64_t nout = 0;
  nds_check (nds_merge_pending (&S, &P, nullptr, nullptr, &nout), who);
  int64NDArray os = nds_uninit<int64NDArray> (nout, M);
  nds_vals ox (vt, nout);
  nds_check (nds_merge_pending (&S, &P, nds_i64w (os), ox.ptr (), &nout), who);
  set_storage (t, os, ox);
}

// the storage of t with its underlying size usz (as many dims or more: the new
// ones of size 1), as an identity view
static void
set_size (nds_tensor& t, const nds_ivec& usz)
{
  const int64_t M = t.ndim (), M2 = usz.size ();
  if (M2 > M)
    {
      const int64_t n = t.nnz_stored ();
      int64NDArray s2 = nds_uninit<int64NDArray> (n, M2);
      int64_t *o = nds_i64w (s2);
      std::copy (nds_i64 (t.subs), nds_i64 (t.subs) + n * M, o);
      std::fill (o + n * M, o + n * M2, 1);
      t.subs = s2;
      if (t.pend)
        {
          // the pending entries again, with coordinates 1 in the new dims
          std::shared_ptr<const nds_pending> old = t.pend;
          t.pend = std::make_shared<nds_pending> (M2);
          std::vector<int64_t> u (M2, 1);
          for (int64_t e = 0; e < old->p.n; e++)
            {
              std::copy (old->at (e), old->at (e) + M, u.begin ());
              nds_check (nds_pend_append (&t.pending_mut ().p, u.data (), old->p.vals[e]), who);
            }
        }
    }
  t.usz = usz;
  t.sid = nds_new_sid ();
  t.shape = usz;
  t.offs.assign (M2, 0);
  t.fixed.assign (M2, 0);
  t.hidden.clear ();
  t.order.clear ();
}

// an empty values array of t's class
static nds_vals
no_values (const nds_tensor& t)
{
  return nds_vals (t.vtype (), 0);
}

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
  int64_t total = 0;
  for (auto it = orders.begin (); it != orders.end ();)
    {
      total += it->rows;
      if (it != orders.begin () && total > order_rows_max)
        it = orders.erase (it);
      else
        ++it;
    }
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
static nds_vals
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
  int64_t total = 0;
  for (auto it = perms.begin (); it != perms.end ();)
    {
      total += it->rows;
      if (total > perm_rows_max)
        it = perms.erase (it);
      else
        ++it;
    }
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

// the element at underlying coordinates u: the last pending assignment to it, else
// a binary search of the storage; zero when absent (0 or 1 when logical)
static Complex
element (const nds_tensor& t, const int64_t *u)
{
  const int64_t M = t.ndim ();
  const int64_t e = t.pend ? nds_pend_find (&t.pend->p, u) : -1;
  if (e >= 0)
    return t.vt == NDS_LOGICAL ? (t.pend->p.vals[e] != 0) : t.pend->p.vals[e];
  const int64_t n = t.nnz_stored ();
  const int64_t *s = nds_i64 (t.subs);
  const int64_t r = nds_lower_bound (s, n, M, 0, u, 0, n);
  const bool hit = r < n && nds_cmp (s, n, r, u, 1, 0, M) == 0;
  switch (t.vt)
    {
    case NDS_LOGICAL:
      return hit && t.b ()(r);
    case NDS_COMPLEX:
      return hit ? t.z ()(r) : Complex (0.0);
    case NDS_SINGLE:
      return hit ? t.f ()(r) : 0.0f;
    case NDS_DOUBLE:
      break;
    }
  return hit ? t.x ()(r) : 0.0;
}

// u = the underlying coordinates of view coordinates vc
static void
to_underlying (const nds_tensor& t, const int64_t *vc, int64_t *u)
{
  for (int64_t d = 0; d < t.ndim (); d++)
    u[d] = t.offs[d] + 1;
  const std::vector<int64_t> under = t.under ();
  for (size_t c = 0; c < under.size (); c++)
    if (under[c] >= 0)
      u[under[c]] = t.offs[under[c]] + vc[c];
}

// ------------------------------------------------ a tensor as a subscript

// the logical tensor t as a mask subscript: the 1-based column-major positions of
// its true elements, shaped as find shapes them (a row for a 1-by-N view, 0x0 for
// a false scalar), and in cells its number of elements
NDArray
nds_mask_find (nds_tensor& t, int64_t& cells)
{
  double nel = 1;
  for (int64_t d : t.shape)
    nel *= d;
  if (nel > 9007199254740992.0)
    nds_error ("ndsparse:toolarge",
                   "index: a mask of %.17g elements, more than Octave can index", nel);
  cells = static_cast<int64_t> (nel);
  int64NDArray s;
  nds_vals v;
  nds_entries (t, s, v);
  const int64_t n = s.rows (), K = s.columns ();
  const nds_ivec sz = t.dims ();
  const dim_vector dv = n == 0 && cells == 1 ? dim_vector (0, 0)
                        : sz.size () == 2 && sz[0] == 1 ? dim_vector (1, n)
                                                         : dim_vector (n, 1);
  NDArray lin (dv);
  double *y = lin.fortran_vec ();
  const int64_t *sp = nds_i64 (s);
  for (int64_t e = 0; e < n; e++)
    {
      double q = 1, stride = 1;
      for (int64_t d = 0; d < K; d++)
        {
          q += static_cast<double> (sp[e + d * n] - 1) * stride;
          stride *= t.shape[d];
        }
      y[e] = q;
    }
  return lin;
}

bool
nds_mask_read (nds_tensor& t, nds_tensor& m, nds_tensor& r)
{
  if (m.vt != NDS_LOGICAL || t.shape != m.shape || ! t.is_identity () || ! m.is_identity ())
    return false;
  double nel = 1;
  for (int64_t d : t.shape)
    nel *= d;
  if (nel > 9007199254740992.0)
    return false;                     // the general path's error
  nds_flush (t);
  nds_flush (m);
  const int64_t na = t.nnz_stored (), nb = m.nnz_stored (), K = t.shape.size ();
  const int64_t most = std::max<int64_t> (1, std::min (na, nb));
  nds_buffer<int64_t> pos (most), row (most);
  if (! pos.p || ! row.p)
    nds_check (NDS_ENOMEM, who);
  int64_t n = 0, ntrue = 0;
  nds_mask_take (nds_i64 (t.subs), na, nds_i64 (m.subs), nb, K,
                 static_cast<const unsigned char *> (m.vals_ptr ()), pos.p, row.p, &n, &ntrue);
  // shaped as find (M) is: a row for a row vector, 0x0 for a false scalar
  const nds_ivec sz = t.dims ();
  const bool across = sz.size () == 2 && sz[0] == 1;
  const std::vector<int64_t> shape = ntrue == 0 && nel == 1 ? std::vector<int64_t> {0, 0}
                                     : across ? std::vector<int64_t> {1, ntrue}
                                              : std::vector<int64_t> {ntrue, 1};
  int64NDArray os = nds_uninit<int64NDArray> (n, 2);
  int64_t *o = nds_i64w (os);
  std::fill (o + (across ? 0 : n), o + (across ? n : 2 * n), 1);
  std::copy (pos.p, pos.p + n, o + (across ? n : 0));
  r = nds_tensor ();
  nds_tensor_reset (r, os, take_values (t.vtype (), t.vals (), row.p, n), shape);
  return true;
}

// ---------------------------------------------------------------- subscripts

// the working shape of S on the view of t, and S checked against it
std::vector<int64_t>
nds_working (const nds_tensor& t, nds_subs& S, bool grow)
{
  const int64_t nsub = S.ix.size ();
  std::vector<int64_t> W (nsub);
  nds_ixerr e;
  e.code = NDS_IXE_NONE;
  ix_check (nds_ix_working (t.shape.data (), t.shape.size (), nsub, W.data (), &e), e);
  ix_check (nds_ix_check (S.ix.data (), nsub, W.data (), grow, &e), e);
  return W;
}

// ------------------------------------------------------------------ reading

nds_tensor
nds_compose_view (const nds_tensor& t, const std::vector<nds_vq>& ix)
{
  const int64_t M = t.ndim (), K = t.shape.size (), nq = ix.size ();
  nds_tensor v (t);
  v.offs.assign (M, 0);
  v.fixed.assign (M, 0);
  v.shape.assign (nq + K + 1, 0);
  v.hidden.assign (nq + K + 1, 0);
  v.order.assign (M, 0);
  const nds_view V = {M, t.offs.data (), t.fixed.data (), nullptr, K, t.hidden.data (),
                      static_cast<int64_t> (t.hidden.size ()),
                      t.order.empty () ? nullptr : t.order.data ()};
  nds_view_out R = {v.offs.data (), v.fixed.data (), v.shape.data (), 0, v.hidden.data (), 0,
                    v.order.data ()};
  const int empty = nds_view_compose (&V, ix.data (), nq, &R);
  const int64_t k2 = R.k, nh2 = R.nh;
  v.order.resize (k2 - nh2);
  if (t.order.empty ())
    v.order.clear ();
  v.shape.resize (k2);
  v.hidden.resize (nh2);
  if (empty)
    {
      nds_tensor z;
      nds_tensor_reset (z, int64NDArray (dim_vector (0, k2)), no_values (t), v.shape);
      return z;
    }
  return v;
}

// the ranges a[q] .. a[q]+n[q]-1 as view indices
static std::vector<nds_vq>
ranges (const std::vector<int64_t>& a, const std::vector<int64_t>& n)
{
  std::vector<nds_vq> ix (a.size ());
  for (size_t q = 0; q < a.size (); q++)
    ix[q] = {NDS_VQ_RANGE, a[q], n[q]};
  return ix;
}

// a fresh tensor of shape rshape from entries os (in shape len) and values v
static nds_tensor
fresh (const nds_tensor& t, int64NDArray os, const nds_vals& v,
       const std::vector<int64_t>& len, const std::vector<int64_t>& rshape)
{
  if (len != rshape)
    {
      int64NDArray r = nds_uninit<int64NDArray> (os.rows (), rshape.size ());
      nds_check (nds_reshape (nds_i64 (os), os.rows (), len.size (), len.data (),
                              rshape.size (), rshape.data (), nds_i64w (r)), who);
      os = r;
    }
  nds_tensor z;
  nds_tensor_reset (z, os, v, rshape);
  return z;
}

nds_tensor
nds_permute_view (nds_tensor& t, const std::vector<int64_t>& p)
{
  const int64_t K = t.shape.size ();
  std::vector<int64_t> q (p);
  for (int64_t c = q.size (); c < K; c++)
    q.push_back (c);            // the view's trailing size-1 dims stay where they are
  const int64_t kp = q.size ();
  nds_flush (t);
  nds_tensor v (t);
  const int64_t nact = K - t.hidden.size ();
  std::vector<int64_t> shape2 (kp), hid2 (kp), act2 (nact + 1), w (kp);
  nds_view V = {};
  V.m = t.ndim ();
  V.fixed = t.fixed.data ();
  V.k = K;
  V.hid = t.hidden.data ();
  V.nh = t.hidden.size ();
  V.act = t.in_order () ? nullptr : t.order.data ();
  nds_view_out R = {};
  R.shape = shape2.data ();
  R.hid = hid2.data ();
  R.act = act2.data ();
  nds_view_permute (&V, t.shape.data (), q.data (), kp, &R, w.data ());
  v.shape.assign (shape2.begin (), shape2.end ());
  v.hidden.assign (hid2.begin (), hid2.begin () + R.nh);
  v.order.assign (act2.begin (), act2.begin () + nact);
  if (v.in_order ())
    v.order.clear ();
  nds_trim (v, std::max<int64_t> (K, 2));    // permute (T, [2 1 3]) of a 2-D T is 2-D
  return v;
}

// the last dim's column pointers of storages (nds_last_ptr: CSC's cidx), most
// recently used first, up to 1e7 pointers and 32 storages in all, for storages whose
// last dim is no longer than 2 nnz + 65536: a storage's are made once the binary
// searches of its list slices would have paid for the pass that makes them (a
// searched position counted as 8 rows of that pass), then shared by every value of
// the storage
namespace
{
  struct ptr_entry
  {
    uint64_t sid;
    int64_t rows, searched;
    int64NDArray ptr;        // empty until made
  };
  std::list<ptr_entry> last_ptrs;
  const int64_t ptr_max = 10000000, ptr_storages = 32;
}

// the column pointers of t's storage (an identity view), or null while searching
// is cheaper; nl positions are about to be found
static const int64_t *
last_ptr (const nds_tensor& t, int64_t nl)
{
  const int64_t n = t.nnz_stored (), ext = t.usz.back ();
  if (ext > 2 * n + 65536 || ext + 1 > ptr_max)
    return nullptr;
  auto it = last_ptrs.begin ();
  while (it != last_ptrs.end () && ! (it->sid == t.sid && it->rows == n))
    ++it;
  if (it == last_ptrs.end ())
    {
      last_ptrs.push_front ({t.sid, n, 0, int64NDArray ()});
      if (static_cast<int64_t> (last_ptrs.size ()) > ptr_storages)
        last_ptrs.pop_back ();
    }
  else
    last_ptrs.splice (last_ptrs.begin (), last_ptrs, it);
  ptr_entry& e = last_ptrs.front ();
  if (e.ptr.numel () == 0)
    {
      e.searched += nl;
      if (8 * e.searched < n + ext)
        return nullptr;
      int64NDArray p = nds_uninit<int64NDArray> (ext + 1, 1);
      const nds_store S = nds_store_of (t);
      nds_check (nds_last_ptr (&S, ext, nds_i64w (p)), who);
      e.ptr = p;
      int64_t total = 0;
      for (auto q = last_ptrs.begin (); q != last_ptrs.end ();)
        {
          total += q->ptr.numel ();
          if (q != last_ptrs.begin () && total > ptr_max)
            q = last_ptrs.erase (q);
          else
            ++q;
        }
    }
  return nds_i64 (e.ptr);
}

// t(list...) for an identity view t with one list per dim, the last one a list:
// the listed last-dim slices found by binary search (nds_slices_find) and copied
// into the result's arrays as contiguous blocks (CSC's column slice: O(len log nnz
// + output)), the others' lists then applied to those entries alone
static nds_tensor
select_last (const nds_tensor& t, std::vector<const int64_t *>& list, std::vector<int64_t>& len,
             const std::vector<int64_t>& rshape)
{
  const int64_t K = t.shape.size (), nl = len[K - 1];
  const nds_vtype vt = t.vtype ();
  const nds_store S = nds_store_of (t);
  int64_t ab_in[2 * 64];
  std::vector<int64_t> ab_big;
  int64_t *ab = ab_in;
  if (nl > 64)
    {
      ab_big.resize (2 * nl);
      ab = ab_big.data ();
    }
  int64_t ns = 0;
  nds_check (nds_slices_find (&S, last_ptr (t, nl), list[K - 1], nl, ab, ab + nl, &ns), who);
  int64NDArray s1 = nds_uninit<int64NDArray> (ns, K);
  nds_vals v1 (vt, ns);
  nds_check (nds_slices_copy (&S, ab, ab + nl, nl, ns, nds_i64w (s1), v1.ptr ()), who);
  bool more = false;
  for (int64_t p = 0; p + 1 < K; p++)
    more |= list[p] != nullptr;
  if (! more)
    return fresh (t, s1, v1, len, rshape);
  list[K - 1] = nullptr;          // the last dim's coordinates are now the list positions
  nds_owned own;
  int64_t *os = nullptr, *src = nullptr, nout = 0;
  const nds_store S1 = {ns, K, nds_i64 (s1), nullptr, vt, nullptr};
  const int st2 = nds_select (&S1, list.data (), len.data (), &os, &src, &nout);
  own.keep (os);
  own.keep (src);
  nds_check (st2, who);
  int64NDArray out = nds_uninit<int64NDArray> (nout, K);
  std::copy (os, os + nout * K, nds_i64w (out));
  return fresh (t, out, take_values (vt, v1, src, nout), len, rshape);
}

// the copy t(S) of shape rshape (the thesis's SpecifiedIndex): few wanted elements are
// each looked up in the storage; otherwise one pass over the entries of the bounding
// box of the indices (a view).  A lookup costs about what the pass costs for 8
// entries, or half an entry's for linear indices, which the pass must sort.
nds_tensor
nds_select_copy (nds_tensor& t, nds_subs& S, const std::vector<int64_t>& W,
             const std::vector<int64_t>& rshape)
{
  nds_flush (t);
  const int64_t nsub = S.ix.size (), K = t.shape.size (), n = t.nnz_stored ();
  const nds_vtype vt = t.vtype ();
  std::vector<const int64_t *> list (nsub);
  std::vector<int64_t> len (nsub);
  double nsel = 1;
  for (int64_t p = 0; p < nsub; p++)
    {
      list[p] = S.ix[p].kind == NDS_IX_COLON ? nullptr : S.list (p);
      len[p] = S.ix[p].n;
      nsel *= len[p];
      bool whole = list[p] && len[p] == W[p];      // 1:end is the colon
      for (int64_t i = 0; whole && i < len[p]; i++)
        whole = list[p][i] == i + 1;
      if (whole)
        list[p] = nullptr;
    }
  const double most = nsub == 1 ? 2.0 * n : n / 8.0;
  if (t.is_identity () && nsel <= most && nsel > 0)
    {
      // every wanted element looked up: its position in the selection, its coordinates
      const int64_t ns = nsel;
      int64NDArray lin (dim_vector (ns, 1));
      int64_t *lp = nds_i64w (lin);
      for (int64_t i = 0; i < ns; i++)
        lp[i] = i + 1;
      int64NDArray pos = nds_uninit<int64NDArray> (ns, nsub);
      nds_check (nds_reshape (lp, ns, 1, &ns, nsub, len.data (), nds_i64w (pos)), who);
      int64NDArray q = pos;
      int64_t *qp = nds_i64w (q);
      for (int64_t p = 0; p < nsub; p++)
        if (list[p])
          for (int64_t i = 0; i < ns; i++)
            qp[i + p * ns] = list[p][qp[i + p * ns] - 1];
      int64NDArray qk;
      if (nsub >= K)
        qk = q.index (octave::idx_vector::colon, octave::idx_vector (0, K));
      else
        {
          qk = nds_uninit<int64NDArray> (ns, K);
          nds_check (nds_reshape (qp, ns, nsub, W.data (), K, t.shape.data (), nds_i64w (qk)),
                     who);
        }
      NDArray at = nds_uninit<NDArray> (ns);
      nds_lookup (nds_i64 (t.subs), n, K, nds_i64 (qk), ns, at.fortran_vec ());
      std::vector<int64_t> rows, src;
      for (int64_t i = 0; i < ns; i++)
        if (at(i) > 0)
          {
            rows.push_back (i);
            src.push_back (static_cast<int64_t> (at(i)) - 1);
          }
      int64NDArray os = nds_uninit<int64NDArray> (rows.size (), nsub);
      nds_rows_take (nds_i64 (pos), ns, nsub, rows.data (), rows.size (), nds_i64w (os));
      return fresh (t, os, take_values (vt, t.vals (), src.data (), src.size ()), len, rshape);
    }
  // a list on the last dim of sorted storage: its slices found by binary search
  // (O(len log nnz) and their entries), then the other lists applied to those alone
  if (t.is_identity () && nsub == K && list[K - 1])
    return select_last (t, list, len, rshape);
  // one pass over the entries of the bounding box of the indices
  int64NDArray s;
  nds_vals v;
  std::vector<int64_t> Wl (W);
  bool tail_one = true;
  for (int64_t d = nsub; d < K; d++)
    tail_one &= t.shape[d] == 1;
  if (t.is_identity () && nsub == K && ! list[K - 1])
    {
      // the last dim whole: a bounding box would be a pass over every entry and a
      // copy of those it holds, so the selection reads the storage itself
      s = t.subs;
      v = t.vals ();
    }
  else if (nsub >= 2 && tail_one)
    {
      const int64_t nk = std::min (nsub, K);
      std::vector<int64_t> a (nk, 1), nn (W.begin (), W.begin () + nk);
      for (int64_t p = 0; p < nk; p++)
        {
          if (! list[p])
            continue;
          if (len[p] == 0)
            {
              nn[p] = 0;
              continue;
            }
          a[p] = S.ix[p].lo;
          nn[p] = S.ix[p].hi - a[p] + 1;
          std::vector<int64_t>& shifted = S.own ();
          shifted.assign (list[p], list[p] + len[p]);
          for (auto& c : shifted)
            c -= a[p] - 1;
          list[p] = shifted.data ();
          Wl[p] = nn[p];
        }
      nds_tensor bt = nds_compose_view (t, ranges (a, nn));
      nds_entries (bt, s, v);
      if (nsub != K)
        {
          const int64_t ne = s.rows ();
          int64NDArray s2 (dim_vector (ne, nsub), octave_int64 (1));
          const int64_t *sp = nds_i64 (s);
          int64_t *o = nds_i64w (s2);
          for (int64_t d = 0; d < std::min (nsub, K); d++)
            std::copy (sp + d * ne, sp + (d + 1) * ne, o + d * ne);
          s = s2;
        }
      for (int64_t p = 0; p < nsub; p++)
        if (! list[p])
          len[p] = Wl[p];
    }
  else
    {
      nds_entries (t, s, v);
      bool colons = true;
      for (int64_t p = 0; p < nsub; p++)
        colons &= ! list[p];
      if (colons)
        {
          // T(:), T(:, :): the entries reshaped once, straight to the result's shape
          // without its trailing 1s (T(:) stores one coordinate per entry, not two),
          // the values shared
          std::vector<int64_t> rs (rshape);
          while (rs.size () > 1 && rs.back () == 1)
            rs.pop_back ();
          int64NDArray s2 = nds_uninit<int64NDArray> (s.rows (), rs.size ());
          nds_check (nds_reshape (nds_i64 (s), s.rows (), K, t.shape.data (), rs.size (),
                                  rs.data (), nds_i64w (s2)), who);
          return fresh (t, s2, v, rs, rs);
        }
      int64NDArray s2 = nds_uninit<int64NDArray> (s.rows (), nsub);
      nds_check (nds_reshape (nds_i64 (s), s.rows (), K, t.shape.data (), nsub, W.data (),
                              nds_i64w (s2)), who);
      s = s2;
    }
  // lists that each increase strictly (A(rows, :), T(:, js, :)): one table lookup per
  // entry, the result written in order straight into its arrays (nds_mono_*)
  {
    struct mono_plan
    {
      nds_mono P {};
      ~mono_plan () { nds_mono_free (&P); }
    } m;
    nds_check (nds_mono_plan (&m.P, list.data (), len.data (), nsub, s.rows ()), who);
    if (m.P.usable)
      {
        const nds_store Sm = {s.rows (), nsub, nds_i64 (s), v.data (), vt, nullptr};
        const int64_t cnt = nds_mono_count (&m.P, &Sm);
        int64NDArray out = nds_uninit<int64NDArray> (cnt, nsub);
        nds_vals ov (vt, cnt);
        nds_check (nds_mono_fill (&m.P, &Sm, cnt, nds_i64w (out), ov.ptr ()), who);
        for (int64_t p = 0; p < nsub; p++)
          len[p] = S.ix[p].n;
        return fresh (t, out, ov, len, rshape);
      }
  }
  nds_owned own;
  int64_t *os = nullptr, *src = nullptr, nout = 0;
  const nds_store Sr = {s.rows (), nsub, nds_i64 (s), nullptr, NDS_DOUBLE, nullptr};
  const int st = nds_select (&Sr, list.data (), len.data (), &os, &src, &nout);
  own.keep (os);
  own.keep (src);
  nds_check (st, who);
  int64NDArray out = nds_uninit<int64NDArray> (nout, nsub);
  std::copy (os, os + nout * nsub, nds_i64w (out));
  for (int64_t p = 0; p < nsub; p++)
    len[p] = S.ix[p].n;
  return fresh (t, out, take_values (vt, v, src, nout), len, rshape);
}

bool
nds_read_element (const nds_tensor& t, nds_subs& S, const std::vector<int64_t>& W, Complex& x)
{
  const int64_t nsub = S.ix.size (), K = t.shape.size (), M = t.ndim ();
  if (! nds_ix_scalar (S.ix.data (), nsub))
    return false;
  std::vector<int64_t> c (nsub), vc (K), u (M);
  for (int64_t p = 0; p < nsub; p++)
    c[p] = S.ix[p].list[0];
  nds_ix_unfold (c.data (), W.data (), nsub, t.shape.data (), K, vc.data ());
  to_underlying (t, vc.data (), u.data ());
  x = element (t, u.data ());
  return true;
}

nds_tensor
nds_read (nds_tensor& t, nds_subs& S, const std::vector<int64_t>& W)
{
  const int64_t nsub = S.ix.size (), K = t.shape.size ();
  if (nds_ix_is_view (t.shape.data (), K, t.hidden.data (), t.hidden.size (), S.ix.data (),
                      nsub))
    {
      std::vector<int64_t> a (nsub), n (nsub);
      for (int64_t p = 0; p < nsub; p++)
        {
          n[p] = S.ix[p].n;
          a[p] = S.ix[p].kind == NDS_IX_COLON || n[p] == 0 ? 1 : S.ix[p].lo;
        }
      return nds_compose_view (t, ranges (a, n));
    }
  const std::vector<int64_t> vd = t.dims ();
  int64_t cap = std::max<int64_t> (nsub, vd.size ());
  cap = std::max<int64_t> (cap, S.ix[0].nd);
  std::vector<int64_t> r (std::max<int64_t> (cap, 2));
  int64_t nr = 0;
  nds_ix_read_shape (vd.data (), vd.size (), S.ix.data (), nsub, r.data (), &nr);
  r.resize (nr);
  return nds_select_copy (t, S, W, r);
}

// ---------------------------------------------------------------- assignment

// the pending buffer after an assignment of v at underlying coordinates u, merged
// into the storage once it holds more than max (64, 4 sqrt (nnz)) entries: a merge
// copies the storage into fresh memory, whose first touch this machine pays most
// for (20 ms at 1e6 entries), and reads find a pending entry by hash whatever
// their number, so the buffer may be long
void
nds_append (nds_tensor& t, const int64_t *u, double v)
{
  nds_pending& p = t.pending_mut ();
  nds_check (nds_pend_append (&p.p, u, v), who);
  const double most = std::max (64.0, 4 * std::sqrt (static_cast<double> (t.nnz_stored ())));
  if (p.p.n > most)
    nds_flush (t);
}

// the coordinates s (n rows, size from) in a size to of the same numel: columns
// padded or dropped when the two differ only in trailing singleton dims
static int64NDArray
refold (const int64NDArray& s, const std::vector<int64_t>& from, const std::vector<int64_t>& to)
{
  const int64_t n = s.rows (), m = s.columns (), m2 = to.size ();
  auto trim = [] (std::vector<int64_t> v)
  {
    while (v.size () > 2 && v.back () == 1)
      v.pop_back ();
    return v;
  };
  int64NDArray r = nds_uninit<int64NDArray> (n, m2);
  int64_t *o = nds_i64w (r);
  if (trim (from) == trim (to))
    {
      for (int64_t d = 0; d < m2; d++)
        {
          if (d < m)
            std::copy (nds_i64 (s) + d * n, nds_i64 (s) + (d + 1) * n, o + d * n);
          else
            std::fill (o + d * n, o + (d + 1) * n, 1);
        }
      return r;
    }
  const int st = nds_reshape (nds_i64 (s), n, m, from.data (), m2, to.data (), o);
  if (st == NDS_ETOOLARGE)
    nds_error ("ndsparse:toolarge",
                   "ndsparse: a size with more than 2^64 elements has no linear positions");
  nds_check (st, who);
  return r;
}

// Octave's conversion of values assigned into a logical tensor: NaN is an error,
// values other than 0 and 1 a warning
static void
check_logical (const double *x, int64_t n)
{
  bool other = false;
  for (int64_t i = 0; i < n; i++)
    {
      if (std::isnan (x[i]))
        nds_error ("ndsparse:nan", "subsasgn: NaN can't be converted to logical value");
      other |= x[i] != 0 && x[i] != 1;
    }
  if (other)
    nds_warning ("Octave:logical-conversion",
                     "value not equal to 1 or 0 converted to logical 1");
}

// T(S) = v, every subscript a single index: a pending entry, after the growth
static void
assign_scalar (nds_tensor& t, nds_subs& S, const std::vector<int64_t>& W, double v, bool logical_rhs)
{
  const int64_t nsub = S.ix.size (), M = t.ndim ();
  nds_assign_plan pl;
  nds_ixerr e;
  e.code = NDS_IXE_NONE;
  const int64_t one[2] = {1, 1};
  ix_check (nds_ix_assign (t.shape.data (), t.shape.size (), S.ix.data (), nsub, W.data (), one,
                           2, 1, &pl, &e), e);
  std::vector<int64_t> c (nsub);
  nds_ivec u, usz;
  for (int64_t p = 0; p < nsub; p++)
    c[p] = S.ix[p].list[0];
  if (nsub >= 2 && nsub >= static_cast<int64_t> (t.dims ().size ()))
    {
      u = c;
      u.resize (std::max (nsub, M), 1);
      u.resize (nds_keep_modes (u.data (), u.size (), M));
      usz = t.usz;
      usz.resize (u.size (), 1);
      for (size_t d = 0; d < u.size (); d++)
        usz[d] = std::max (usz[d], u[d]);
    }
  else
    {
      usz.assign (pl.sz, pl.sz + pl.nsz);
      usz.resize (std::max<int64_t> (pl.nsz, M), 1);
      u.resize (usz.size ());
      nds_check (nds_reshape (c.data (), 1, nsub, pl.Wn, usz.size (), usz.data (), u.data ()),
                 who);
    }
  if (t.vt == NDS_LOGICAL && ! logical_rhs)
    {
      check_logical (&v, 1);
      v = v != 0;
    }
  if (usz != t.usz)
    set_size (t, usz);
  nds_append (t, u.data (), v);
}

// T(S) = X: the stored entries inside the region removed, X's nonzeros merged in
static void
assign_bulk (nds_tensor& t, nds_subs& S, const std::vector<int64_t>& W, nds_rhs& r,
             bool logical_rhs)
{
  const int64_t nsub = S.ix.size (), M = t.ndim ();
  nds_assign_plan pl;
  nds_ixerr e;
  e.code = NDS_IXE_NONE;
  ix_check (nds_ix_assign (t.shape.data (), t.shape.size (), S.ix.data (), nsub, W.data (),
                           r.dims.data (), r.dims.size (), 0, &pl, &e), e);
  if (pl.noop)
    return;
  if (t.vt == NDS_LOGICAL && ! logical_rhs)
    {
      check_logical (r.x.data (), r.x.numel ());
      for (octave_idx_type i = 0; i < r.x.numel (); i++)
        r.x(i) = r.x(i) != 0;
    }
  nds_flush (t);
  const int64_t L = std::max (nsub, M);
  std::vector<int64_t> Wold (W), Wn (pl.Wn, pl.Wn + nsub), len (pl.len, pl.len + nsub);
  Wold.resize (L, 1);
  Wn.resize (L, 1);
  len.resize (L, 1);
  const std::vector<int64_t> sz (pl.sz, pl.sz + pl.nsz);
  // the new nonzeros at their places in the region (len-shaped)
  int64NDArray rs;
  NDArray rv;
  double nreg = 1;
  for (auto l : len)
    nreg *= l;
  if (r.scalar)
    {
      // a scalar broadcast over the region
      if (r.value == 0 || nreg == 0)
        rs = int64NDArray (dim_vector (0, L));
      else
        {
          nds_dense_check (std::vector<double> (len.begin (), len.end ()), "subsasgn", false);
          const int64_t nr = nreg;
          int64NDArray lin = nds_uninit<int64NDArray> (nr, 1);
          int64_t *lp = nds_i64w (lin);
          for (int64_t i = 0; i < nr; i++)
            lp[i] = i + 1;
          rs = nds_uninit<int64NDArray> (nr, L);
          nds_check (nds_reshape (lp, nr, 1, &nr, L, len.data (), nds_i64w (rs)), who);
        }
      rv = NDArray (dim_vector (rs.rows (), 1), r.value);
    }
  else
    {
      rs = r.s.rows () > 0 ? refold (r.s, r.shape, len) : int64NDArray (dim_vector (0, L));
      rv = r.x;
    }
  // repeated indices: the last occurrence of a coordinate wins
  std::vector<const int64_t *> lists (L, nullptr), last (L, nullptr);
  std::vector<int64_t> nu (L);
  bool allcolon = true;
  for (int64_t p = 0; p < L; p++)
    {
      nu[p] = len[p];
      if (p >= nsub || S.ix[p].kind == NDS_IX_COLON)
        continue;
      allcolon = false;
      const int64_t *l = S.list (p);
      std::vector<int64_t>& vals = S.own ();
      std::vector<int64_t>& lastp = S.own ();
      vals.resize (S.ix[p].n);
      lastp.resize (S.ix[p].n);
      vals.reserve (1);   // a list, even empty, is never NULL (the engine's ':')
      lastp.reserve (1);
      nds_check (nds_ix_unique_last (l, S.ix[p].n, vals.data (), lastp.data (), &nu[p]), who);
      for (auto& q : lastp)
        q++;
      lists[p] = vals.data ();
      last[p] = lastp.data ();
    }
  int64NDArray rpos;
  if (rs.rows () > 0 && ! allcolon)
    {
      nds_owned own;
      int64_t *os = nullptr, *src = nullptr, nout = 0;
      std::vector<int64_t> llen (L);
      for (int64_t p = 0; p < L; p++)
        llen[p] = last[p] ? nu[p] : len[p];
      const nds_store R = {rs.rows (), L, nds_i64 (rs), nullptr, NDS_DOUBLE, nullptr};
      const int st = nds_select (&R, last.data (), llen.data (), &os, &src, &nout);
      own.keep (os);
      own.keep (src);
      nds_check (st, who);
      rpos = nds_uninit<int64NDArray> (nout, L);
      int64_t *o = nds_i64w (rpos);
      for (int64_t p = 0; p < L; p++)
        for (int64_t i = 0; i < nout; i++)
          o[i + p * nout] = lists[p] ? lists[p][os[i + p * nout] - 1] : os[i + p * nout];
      NDArray rv2 = nds_uninit<NDArray> (nout);
      nds_vals_take (rv.data (), NDS_DOUBLE, src, nout, rv2.fortran_vec ());
      rv = rv2;
    }
  else
    rpos = rs;
  // the old entries in the working shape, those in the region removed, new ones merged
  const int64NDArray s = refold (t.subs, t.usz, Wold);
  const int64_t n = s.rows ();
  std::vector<unsigned char> in (n > 0 ? n : 1);
  std::vector<int64_t> ulen (L);
  for (int64_t p = 0; p < L; p++)
    ulen[p] = lists[p] ? nu[p] : Wn[p];
  nds_check (nds_select_member (nds_i64 (s), n, L, lists.data (), ulen.data (), in.data ()), who);
  std::vector<int64_t> keep;
  for (int64_t i = 0; i < n; i++)
    if (! in[i])
      keep.push_back (i);
  const nds_vtype vt = t.vtype ();
  int64NDArray ks = nds_uninit<int64NDArray> (keep.size (), L);
  nds_rows_take (nds_i64 (s), n, L, keep.data (), keep.size (), nds_i64w (ks));
  const nds_vals kv = take_values (vt, t.vals (), keep.data (), keep.size ());
  boolNDArray pb;
  const void *pxp = rv.data ();
  switch (vt)
    {
    case NDS_LOGICAL:
      pb = boolNDArray (rv.dims ());
      for (octave_idx_type i = 0; i < rv.numel (); i++)
        pb(i) = rv(i) != 0;
      pxp = pb.data ();
      break;
    case NDS_DOUBLE:
      break;
    case NDS_COMPLEX:
    case NDS_SINGLE:          // (the value type assigns these in double)
      nds_error ("ndsparse:internal", "a bulk assignment reached a %s tensor",
                 vt == NDS_COMPLEX ? "complex" : "single");
    }
  const void *kxp = kv.data ();
  const nds_store K = {ks.rows (), L, nds_i64 (ks), kxp, vt, Wn.data ()},
                  P = {rpos.rows (), L, nds_i64 (rpos), pxp, vt, nullptr};
  int64_t nout = 0;
  nds_check (nds_merge_pending (&K, &P, nullptr, nullptr, &nout), who);
  int64NDArray ms = nds_uninit<int64NDArray> (nout, L);
  nds_vals mx (vt, nout);
  nds_check (nds_merge_pending (&K, &P, nds_i64w (ms), mx.ptr (), &nout), who);
  nds_tensor_reset (t, refold (ms, Wn, sz), mx, sz);
}

// T(S) = []: Octave's deletion rules
void
nds_delete (nds_tensor& t, nds_subs& S)
{
  nds_flush (t);
  const int64_t nsub = S.ix.size ();
  const std::vector<int64_t> vd = t.dims ();
  std::vector<int64_t> W (nsub);
  for (int64_t p = 0; p < nsub; p++)
    W[p] = p < static_cast<int64_t> (vd.size ()) ? vd[p] : 1;
  nds_ixerr e;
  e.code = NDS_IXE_NONE;
  ix_check (nds_ix_check (S.ix.data (), nsub, W.data (), 1, &e), e);
  // the distinct deleted indices of the one non-colon subscript
  std::vector<int64_t> del;
  int64_t dsub = -1;
  for (int64_t p = 0; p < nsub; p++)
    if (S.ix[p].kind != NDS_IX_COLON)
      dsub = dsub < 0 ? p : -2;
  if (dsub >= 0)
    {
      std::vector<int64_t> last (S.ix[dsub].n);
      del.resize (S.ix[dsub].n);
      int64_t nu = 0;
      nds_check (nds_ix_unique_last (S.list (dsub), S.ix[dsub].n, del.data (), last.data (), &nu),
                 who);
      del.resize (nu);
    }
  nds_delete_plan pl;
  ix_check (nds_ix_delete (vd.data (), vd.size (), t.ndim (), S.ix.data (), nsub, del.size (),
                           &pl, &e), e);
  const std::vector<int64_t> sz (pl.sz, pl.sz + pl.nsz);
  if (pl.kind == NDS_DEL_NOOP)
    return;
  if (pl.kind == NDS_DEL_ALL)
    {
      nds_tensor_reset (t, int64NDArray (dim_vector (0, sz.size ())), no_values (t), sz);
      return;
    }
  // the entries in the working shape (or linear positions), those along the deleted
  // indices dropped and the others renumbered
  double numel = 1;
  for (auto d : vd)
    numel *= d;
  const std::vector<int64_t> work = pl.kind == NDS_DEL_DIM ? sz : std::vector<int64_t> {static_cast<int64_t> (numel)};
  const int64_t d = pl.kind == NDS_DEL_DIM ? pl.dim : 0;
  const int64NDArray s = refold (t.subs, t.usz, work);
  const int64_t n = s.rows (), m = work.size ();
  std::vector<unsigned char> keep (n > 0 ? n : 1);
  const int64_t nout = nds_drop_mark (nds_i64 (s), n, d, del.data (), del.size (), keep.data ());
  int64NDArray os = nds_uninit<int64NDArray> (nout, m);
  std::vector<int64_t> src (nout > 0 ? nout : 1);
  nds_drop_emit (nds_i64 (s), n, m, d, del.data (), del.size (), keep.data (), nds_i64w (os),
                 src.data (), nout);
  const nds_vals v = take_values (t.vtype (), t.vals (), src.data (), nout);
  std::vector<int64_t> after (work);
  after[d] -= del.size ();
  if (pl.kind == NDS_DEL_DIM)
    nds_tensor_reset (t, os, v, after);
  else
    nds_tensor_reset (t, refold (os, after, sz), v, sz);
}

void
nds_assign_at (nds_tensor& t, nds_subs& S, const std::vector<int64_t>& W, nds_rhs& r,
               bool logical_rhs)
{
  if (nds_ix_scalar (S.ix.data (), S.ix.size ()) && r.scalar)
    assign_scalar (t, S, W, r.value, logical_rhs);
  else
    assign_bulk (t, S, W, r, logical_rhs);
}

void
nds_storage_double (nds_tensor& t)
{
  t.val = nds_vals (NDArray (t.f ()));
  t.vt = NDS_DOUBLE;
  t.sid = nds_new_sid ();
}

void
nds_storage_single (nds_tensor& t)
{
  nds_flush (t);
  int64NDArray s = t.subs;
  FloatNDArray f (t.vals ().array_value ());
  if (std::any_of (f.data (), f.data () + f.numel (), [] (float v) { return v == 0; }))
    nds_drop_zeros (s, f);
  t.subs = s;
  t.val = nds_vals (f);
  t.vt = NDS_SINGLE;
  t.sid = nds_new_sid ();
}

// ---------------------------------------------------------------- operators

// the values array of class A that a tensor stores, and that a value holder holds
// (a logical holder's values read as double)
template <typename A> const A& stored_values (const nds_tensor& t);
template <> const NDArray& stored_values (const nds_tensor& t) { return t.x (); }
template <> const ComplexNDArray& stored_values (const nds_tensor& t) { return t.z (); }
template <> const FloatNDArray& stored_values (const nds_tensor& t) { return t.f (); }
static NDArray held_values (const nds_vals& h, const NDArray *) { return h.array_value (); }
static ComplexNDArray held_values (const nds_vals& h, const ComplexNDArray *) { return h.z (); }
static FloatNDArray held_values (const nds_vals& h, const FloatNDArray *) { return h.f (); }

// the values as the engine reads them (complex: interleaved real and imaginary parts)
static const double *raw_values (const NDArray& a) { return a.data (); }
static const double *
raw_values (const ComplexNDArray& a)
{
  return reinterpret_cast<const double *> (a.data ());
}
static const float *raw_values (const FloatNDArray& a) { return a.data (); }

// the engine's value type of an array of class A
static nds_vtype values_vtype (const NDArray&) { return NDS_DOUBLE; }
static nds_vtype values_vtype (const ComplexNDArray&) { return NDS_COMPLEX; }
static nds_vtype values_vtype (const FloatNDArray&) { return NDS_SINGLE; }
static nds_vtype values_vtype (const boolNDArray&) { return NDS_LOGICAL; }

// the entries of the tensor t with values of class A: pointers into its storage
// (nothing copied) when it is an identity view with nothing pending whose values
// are of that class, else into arrays made here
template <typename A>
struct typed_entries
{
  const nds_tensor& t;
  const int64NDArray *s;
  const A *v;
  std::unique_ptr<int64NDArray> s_made;
  std::unique_ptr<A> v_made;

  explicit typed_entries (const nds_tensor& t0)
    : t (t0), s (&t.subs), v (&stored_values<A> (t))
  {
    if (t.is_identity () && t.npending () == 0 && t.vt == values_vtype (*v))
      return;
    nds_tensor c (t);
    nds_vals held;
    s_made.reset (new int64NDArray ());
    nds_entries (c, *s_made, held);
    v_made.reset (new A (held_values (held, v)));
    s = s_made.get ();
    v = v_made.get ();
  }
  auto raw () const { return raw_values (*v); }
};
using double_entries = typed_entries<NDArray>;
using complex_entries = typed_entries<ComplexNDArray>;
using single_entries = typed_entries<FloatNDArray>;

// a fresh tensor of shape from entries s and values y (complex values all of whose
// imaginary parts are zero narrow to real, as Octave's arrays do); double values
// move in through the constructor (the reset costs a tiny operator a fifth more)
template <typename A>
static nds_tensor
fresh_tensor (const nds_ivec& shape, const int64NDArray& s, A&& y)
{
  nds_tensor t;
  nds_tensor_reset (t, s, nds_vals (y), shape);
  return t;
}
static nds_tensor
fresh_tensor (const nds_ivec& shape, const int64NDArray& s, NDArray&& y)
{
  return nds_tensor (s, std::move (y), shape, nds_new_sid ());
}

// a fresh tensor of shape from entries s and values y of class A, whose nonzeros
// are nz
template <typename A>
static nds_tensor
typed_result (const nds_ivec& shape, const int64NDArray& s, A&& y, int64_t nz)
{
  if (nz == y.numel ())
    return fresh_tensor (shape, s, std::move (y));
  std::vector<int64_t> keep;
  keep.reserve (nz);
  for (octave_idx_type i = 0; i < y.numel (); i++)
    if (y(i) != typename A::element_type ())
      keep.push_back (i);
  int64NDArray os = nds_uninit<int64NDArray> (nz, s.columns ());
  nds_rows_take (nds_i64 (s), s.rows (), s.columns (), keep.data (), nz, nds_i64w (os));
  A y2 = nds_uninit<A> (nz);
  nds_vals_take (y.data (), values_vtype (y), keep.data (), nz, y2.fortran_vec ());
  return fresh_tensor (shape, os, std::move (y2));
}

// A op B for complex A and B of one shape, op NDS_PLUS, NDS_MINUS or NDS_TIMES:
// one pass when both hold one coordinate set, else merged as nds_pair_op merges
// (done then true)
static nds_tensor
complex_pair_op (const nds_tensor& A, const nds_tensor& B, nds_op op, bool& done)
{
  if (op != NDS_PLUS && op != NDS_MINUS && op != NDS_TIMES)
    return nds_tensor ();
  done = true;
  const complex_entries ea (A), eb (B);
  const int64_t na = ea.s->rows (), nb = eb.s->rows (), m = ea.s->columns ();
  if (na == nb && nds_i64 (*ea.s) == nds_i64 (*eb.s))
    {
      ComplexNDArray y = nds_uninit<ComplexNDArray> (na);
      const int64_t nz = nds_binop_z (op, ea.raw (), na, eb.raw (), nb, 1,
                                      reinterpret_cast<double *> (y.fortran_vec ()), na);
      return typed_result (A.shape, *ea.s, std::move (y), nz);
    }
  struct plan_owner
  {
    nds_merge_plan P = {};
    ~plan_owner () { nds_merge_plan_free (&P); }
  } g;
  const bool inter = op == NDS_TIMES && nds_all_finite (ea.raw (), 2 * na)
                     && nds_all_finite (eb.raw (), 2 * nb);
  nds_check (nds_merge_plan_make (nds_i64 (*ea.s), na, nds_i64 (*eb.s), nb, m, inter,
                                  nds_team (na + nb, NDS_SERIAL_BELOW), &g.P), who);
  const int64_t n = g.P.off[g.P.nl];
  int64NDArray os = nds_uninit<int64NDArray> (n, m);
  ComplexNDArray y = nds_uninit<ComplexNDArray> (n);
  const int64_t nz = nds_merge_apply (&g.P, nds_i64 (*ea.s), ea.raw (), na, nds_i64 (*eb.s),
                                      eb.raw (), nb, m, op, NDS_COMPLEX, nds_i64w (os),
                                      reinterpret_cast<double *> (y.fortran_vec ()));
  return typed_result (A.shape, os, std::move (y), nz);
}

// A op B for single A and B of one shape and one coordinate set, in single
// arithmetic as Octave's single operators (T + T, T .* T); done false (the
// m-method's case) for another op or coordinate set
static nds_tensor
single_pair_op (const nds_tensor& A, const nds_tensor& B, nds_op op, bool& done)
{
  if (op != NDS_PLUS && op != NDS_MINUS && op != NDS_TIMES)
    return nds_tensor ();
  const single_entries ea (A), eb (B);
  const int64_t n = ea.s->rows ();
  if (n != eb.s->rows () || nds_i64 (*ea.s) != nds_i64 (*eb.s))
    return nds_tensor ();
  done = true;
  FloatNDArray y = nds_uninit<FloatNDArray> (n);
  const int64_t nz = nds_binop_f (op, ea.raw (), n, eb.raw (), n, y.fortran_vec (), n);
  return typed_result (A.shape, *ea.s, std::move (y), nz);
}

// A op B for double A and B of one shape: one pass when both hold one coordinate
// set, else merged
static nds_tensor
double_pair_op (const nds_tensor& A, const nds_tensor& B, nds_op op)
{
  const double_entries ea (A), eb (B);
  const int64NDArray& sa = *ea.s, & sb = *eb.s;
  const NDArray& xa = *ea.v, & xb = *eb.v;
  const int64_t na = sa.rows (), nb = sb.rows (), m = sa.columns ();
  if (na == nb && nds_i64 (sa) == nds_i64 (sb))
    {
      // one coordinate set (T + T, T .* T): no merge
      NDArray y = nds_uninit<NDArray> (na);
      const int64_t nz = nds_binop (op, xa.data (), na, xb.data (), nb, y.fortran_vec (), na);
      return typed_result (A.shape, sa, std::move (y), nz);
    }
  struct plan_owner
  {
    nds_merge_plan P = {};
    ~plan_owner () { nds_merge_plan_free (&P); }
  } g;
  // .* keeps only the coordinates both hold, unless a stored Inf or NaN meets an
  // implicit zero (Inf .* 0 is NaN)
  const bool inter = op == NDS_TIMES && nds_all_finite (xa.data (), na)
                     && nds_all_finite (xb.data (), nb);
  nds_check (nds_merge_plan_make (nds_i64 (sa), na, nds_i64 (sb), nb, m, inter,
                                  nds_team (na + nb, NDS_SERIAL_BELOW), &g.P), who);
  const int64_t n = g.P.off[g.P.nl];
  int64NDArray os = nds_uninit<int64NDArray> (n, m);
  NDArray y = nds_uninit<NDArray> (n);
  const int64_t nz = nds_merge_apply (&g.P, nds_i64 (sa), xa.data (), na, nds_i64 (sb),
                                      xb.data (), nb, m, op, NDS_DOUBLE, nds_i64w (os),
                                      y.fortran_vec ());
  return typed_result (A.shape, os, std::move (y), nz);
}

// true when every value of v is finite (complex: both parts; logical: always)
static bool
finite_values (const nds_vals& v)
{
  const int64_t n = v.numel ();
  switch (v.vt ())
    {
    case NDS_LOGICAL: return true;
    case NDS_COMPLEX:
      return nds_all_finite (reinterpret_cast<const double *> (v.z ().data ()), 2 * n);
    case NDS_SINGLE:
      {
        const float *x = v.f ().data ();
        for (int64_t i = 0; i < n; i++)
          if (! std::isfinite (x[i]))
            return false;
        return true;
      }
    case NDS_DOUBLE: return nds_all_finite (v.x ().data (), n);
    }
  return true;
}

// true when a value of v is NaN (complex: either part)
static bool
has_nan (const nds_vals& v)
{
  const int64_t n = v.numel ();
  auto any_nan = [] (const auto *x, int64_t m)
  {
    for (int64_t i = 0; i < m; i++)
      if (std::isnan (x[i]))
        return true;
    return false;
  };
  switch (v.vt ())
    {
    case NDS_LOGICAL: return false;
    case NDS_DOUBLE: return any_nan (v.x ().data (), n);
    case NDS_SINGLE: return any_nan (v.f ().data (), n);
    case NDS_COMPLEX:
      return any_nan (reinterpret_cast<const double *> (v.z ().data ()), 2 * n);
    }
  return false;
}

// the values v as singles (doubles and logicals rounded as Octave's single () does)
static FloatNDArray
single_values (const nds_vals& v)
{
  if (v.issingle ())
    return v.f ();
  const NDArray x = v.array_value ();
  const int64_t n = x.numel ();
  FloatNDArray y = nds_uninit<FloatNDArray> (n);
  for (int64_t i = 0; i < n; i++)
    y(i) = static_cast<float> (x(i));
  return y;
}

// y = a op b for n aligned values of any classes, as Octave computes it on full
// arrays: logical counts as double; single with double or logical in single
// arithmetic (the double made single first); real with complex per part (x .* z is
// x * re, x * im, no product with a zero imaginary part); complex with single in
// double (a tensor holds no complex single); nz = the nonzeros of y
static nds_vals
values_op (nds_op op, const nds_vals& a, const nds_vals& b, int64_t& nz)
{
  const int64_t n = a.numel ();
  switch (nds_vt_arith (a.vt (), b.vt ()))
    {
    case NDS_COMPLEX:
    {
      ComplexNDArray y = nds_uninit<ComplexNDArray> (n);
      double *yp = reinterpret_cast<double *> (y.fortran_vec ());
      if (a.iscomplex () && b.iscomplex ())
        nz = nds_binop_z (op, reinterpret_cast<const double *> (a.z ().data ()), n,
                          reinterpret_cast<const double *> (b.z ().data ()), n, 1, yp, n);
      else if (a.iscomplex ())
        nz = nds_binop_z (op, reinterpret_cast<const double *> (a.z ().data ()), n,
                          b.array_value ().data (), n, 0, yp, n);
      else
        nz = nds_binop_z (op == NDS_MINUS ? NDS_RMINUS : op == NDS_RDIV ? NDS_LDIV
                          : op == NDS_LDIV ? NDS_RDIV : op,
                          reinterpret_cast<const double *> (b.z ().data ()), n,
                          a.array_value ().data (), n, 0, yp, n);
      return nds_vals (y);
    }
    case NDS_SINGLE:
    {
      const FloatNDArray fa = single_values (a), fb = single_values (b);
      FloatNDArray y = nds_uninit<FloatNDArray> (n);
      nz = nds_binop_f (op, fa.data (), n, fb.data (), n, y.fortran_vec (), n);
      return nds_vals (y);
    }
    case NDS_DOUBLE:
    case NDS_LOGICAL:             // (never: logical with logical is double)
      break;
    }
  const NDArray xa = a.array_value (), xb = b.array_value ();
  NDArray y = nds_uninit<NDArray> (n);
  nz = nds_binop (op, xa.data (), n, xb.data (), n, y.fortran_vec (), n);
  return nds_vals (y);
}

// a fresh tensor of shape from sorted distinct entries s and values y (nz nonzero)
static nds_tensor
vals_result (const nds_ivec& shape, const int64NDArray& s, nds_vals&& y, int64_t nz)
{
  switch (y.vt ())
    {
    case NDS_COMPLEX:
      return typed_result (shape, s, ComplexNDArray (y.z ()), nz);
    case NDS_SINGLE:
      return typed_result (shape, s, FloatNDArray (y.f ()), nz);
    case NDS_LOGICAL:
      return typed_result (shape, s, boolNDArray (y.b ()), nz);
    case NDS_DOUBLE:
      return typed_result (shape, s, NDArray (y.x ()), nz);
    }
  return nds_tensor ();
}

// the entries of t (sorted, in its view's coordinates) with k columns, the ones past
// its dims 1
static void
padded_entries (const nds_tensor& t, int64_t k, int64NDArray& s, nds_vals& v)
{
  nds_tensor c (t);
  nds_entries (c, s, v);
  const int64_t n = s.rows (), m = s.columns ();
  if (m >= k)
    return;
  int64NDArray p = nds_uninit<int64NDArray> (n, k);
  int64_t *pp = nds_i64w (p);
  std::copy (nds_i64 (s), nds_i64 (s) + n * m, pp);
  std::fill (pp + n * m, pp + n * k, 1);
  s = p;
}

// the entries (s, v) of a tensor of dims d broadcast to dims sz (each of its dims
// of extent 1 where sz differs repeated sz times), sorted: the engine's tiling,
// which repmat's is (no sort after it)
static void
tile_entries (int64NDArray& s, nds_vals& v, const nds_ivec& d, const nds_ivec& sz)
{
  const int64_t n = s.rows (), k = s.columns ();
  nds_ivec reps (k, 1);
  int64_t total = n;
  for (int64_t j = 0; j < k; j++)
    if (d[j] != sz[j])
      {
        reps[j] = sz[j];
        total *= sz[j];
      }
  if (total == n)
    return;
  int64NDArray os = nds_uninit<int64NDArray> (total, k);
  std::vector<int64_t> from (total);
  nds_check (nds_tile (nds_i64 (s), n, k, d.data (), reps.data (), nds_i64w (os), from.data ()),
             who);
  nds_vals ov (v.vt (), total);
  nds_vals_take (v.data (), v.vt (), from.data (), total, ov.ptr ());
  s = os;
  v = ov;
}

// the values of Y (entries t, values w, dims yd broadcast to sz) at the k-column
// coordinates s: zero where Y holds none
static nds_vals
looked_up (const int64NDArray& s, const int64NDArray& t, const nds_vals& w, const nds_ivec& yd,
           const nds_ivec& sz)
{
  const int64_t n = s.rows (), k = s.columns (), nt = t.rows ();
  int64NDArray q = s;
  int64_t *qp = nds_i64w (q);
  for (int64_t j = 0; j < k; j++)
    if (yd[j] != sz[j])
      std::fill (qp + j * n, qp + (j + 1) * n, 1);
  std::vector<double> pos (n);
  nds_lookup (nds_i64 (t), nt, k, qp, n, pos.data ());
  // w with a zero after its last value, taken where a coordinate is missing
  const size_t es = nds_vsize (w.vt ());
  nds_vals wz (w.vt (), nt + 1);
  char *wp = static_cast<char *> (wz.ptr ());
  std::copy (static_cast<const char *> (w.data ()), static_cast<const char *> (w.data ()) + nt * es, wp);
  std::fill (wp + nt * es, wp + (nt + 1) * es, 0);
  std::vector<int64_t> at (n);
  for (int64_t i = 0; i < n; i++)
    at[i] = pos[i] > 0 ? static_cast<int64_t> (pos[i]) - 1 : nt;
  nds_vals y (w.vt (), n);
  nds_vals_take (wz.data (), w.vt (), at.data (), n, y.ptr ());
  return y;
}

// n zeros of the class vt (an operand's implicit zeros: min (0, NaN) is 0 in
// double, NaN in complex)
static nds_vals
zeros_of (nds_vtype vt, int64_t n)
{
  nds_vals z (vt, n);
  std::fill_n (static_cast<char *> (z.ptr ()), n * nds_vsize (vt), 0);
  return z;
}

// true when 0 f y (y f 0 when zero_right) is zero for every value y that Y holds
// (values w, dims yd), and for y = 0 when Y does not store every element: then
// X f Y (Y f X) vanishes wherever X (values of class xt) is zero, whatever Y holds
// there (0 .* y for finite y; 0 ./ y for a Y with every element stored, none zero
// or NaN)
static bool
vanishes (const nds_pair_fn& f, bool zero_right, nds_vtype xt, const nds_vals& w,
          const nds_ivec& yd)
{
  double numel = 1;
  for (size_t j = 0; j < yd.size (); j++)
    numel *= yd[j];
  const int64_t n = w.numel (), m = n < numel ? n + 1 : n;
  // w with a zero after its last value when Y stores fewer than all its elements
  nds_vals wz (w.vt (), m);
  const size_t es = nds_vsize (w.vt ());
  char *wp = static_cast<char *> (wz.ptr ());
  std::copy (static_cast<const char *> (w.data ()), static_cast<const char *> (w.data ()) + n * es,
             wp);
  std::fill (wp + n * es, wp + m * es, 0);
  const nds_vals z = zeros_of (xt, m);
  int64_t nz;
  (void) (zero_right ? f (wz, z, nz) : f (z, wz, nz));
  return nz == 0;
}

// true when f (a, 0) and f (0, b) are zero for every a of va and b of vb: the
// result's coordinates are the ones both hold (A .* B of finite values, A & B)
static bool
intersects (const nds_pair_fn& f, const nds_vals& va, const nds_vals& vb)
{
  int64_t nz;
  // a scalar probe first: only ops like .* and & can intersect
  const nds_vals one (NDArray (dim_vector (1, 1), 1.0));
  if ((f (one, zeros_of (vb.vt (), 1), nz), nz) || (f (zeros_of (va.vt (), 1), one, nz), nz))
    return false;
  if ((f (va, zeros_of (vb.vt (), va.numel ()), nz), nz))
    return false;
  return (f (zeros_of (va.vt (), vb.numel ()), vb, nz), nz) == 0;
}

// f (0, 0) is nonzero: a result with no implicit zeros
static bool
zero_at_zero_fails (const nds_pair_fn& f, nds_vtype at, nds_vtype bt)
{
  int64_t nz;
  f (zeros_of (at, 1), zeros_of (bt, 1), nz);
  return nz != 0;
}

// the dims d as Octave writes them in messages: "2x3x4"
static std::string
dims_str (const nds_ivec& d)
{
  std::ostringstream o;
  for (size_t j = 0; j < d.size (); j++)
    o << (j ? "x" : "") << d[j];
  return o.str ();
}

// the operator's name of op, for messages
static const char *
op_name (nds_op op)
{
  return op == NDS_PLUS ? "plus" : op == NDS_MINUS ? "minus" : op == NDS_TIMES ? "times"
         : op == NDS_RDIV ? "rdivide" : "ldivide";
}

// A f B with Octave's broadcasting and class rules (nds_pair_op's general case, and
// nds_pair_apply's); op the arithmetic op f computes (then the probes of f are
// known), or -1
static nds_tensor
broadcast_pair (const nds_tensor& A, const nds_tensor& B, const nds_pair_fn& f,
                const char *what, int op, int flags, bool& full)
{
  const size_t k = std::max (A.shape.size (), B.shape.size ());
  nds_ivec da = A.shape, db = B.shape, sz (k, 1);
  da.resize (k, 1);
  db.resize (k, 1);
  for (size_t j = 0; j < k; j++)
    {
      if (da[j] != db[j] && da[j] != 1 && db[j] != 1)
        nds_error ("ndsparse:size", "%s: nonconformant operands: %s and %s", what,
                   dims_str (A.dims ()).c_str (), dims_str (B.dims ()).c_str ());
      sz[j] = da[j] == 1 ? db[j] : da[j];
    }
  int64NDArray sa, sb;
  nds_vals va, vb;
  padded_entries (A, k, sa, va);
  padded_entries (B, k, sb, vb);
  const bool ga = da != sz, gb = db != sz;
  // the values of Y (entries t, values w, dims yd) at the entries s: a scalar Y as
  // one value for a generic f (Octave computes single .^ 2 with the 2 made single,
  // not as an array of 2s)
  auto at = [&] (const int64NDArray& s, const int64NDArray& t, const nds_vals& w,
                 const nds_ivec& yd)
  {
    if (op < 0 && std::all_of (yd.begin (), yd.end (), [] (int64_t e) { return e == 1; }))
      return w.numel () ? w : zeros_of (w.vt (), 1);
    return looked_up (s, t, w, yd, sz);
  };
  // one operand of the whole size (or a tensor against a full scalar), the result
  // zero wherever it is (A .* B of finite values; A ./ B with every element of B
  // stored): on its entries, the other's value at each looked up (no copies)
  const bool dense_a = flags & NDS_PAIR_DENSE_A, dense_b = flags & NDS_PAIR_DENSE_B;
  if (dense_a || dense_b)
    {
      // a tensor against a full array or scalar: on the tensor's entries (tiled where
      // it is broadcast), the array's value at each looked up, when f vanishes
      // wherever the tensor is zero; a full result otherwise
      if (dense_b ? vanishes (f, false, va.vt (), vb, db) : vanishes (f, true, vb.vt (), va, da))
        {
          int64NDArray& sx = dense_b ? sa : sb;
          nds_vals& vx = dense_b ? va : vb;
          if (dense_b ? ga : gb)
            tile_entries (sx, vx, dense_b ? da : db, sz);
          int64_t nz;
          nds_vals y = dense_b ? f (va, at (sa, sb, vb, db), nz) : f (at (sb, sa, va, da), vb, nz);
          return vals_result (sz, sx, std::move (y), nz);
        }
      nds_dense_check (std::vector<double> (sz.begin (), sz.end ()), what, false);
      full = true;
      return nds_tensor ();
    }
  const bool read_b = ! ga && gb, read_a = ! read_b && ! gb && ga;
  if ((read_a && vanishes (f, true, vb.vt (), va, da))
      || (read_b && vanishes (f, false, va.vt (), vb, db)))
    {
      int64_t nz;
      nds_vals y = read_a ? f (at (sb, sa, va, da), vb, nz) : f (va, at (sa, sb, vb, db), nz);
      return vals_result (sz, read_a ? sb : sa, std::move (y), nz);
    }
  // an operand whose copies would pass max_dense entries takes part as a full array
  // (under the dense policy): when the result vanishes where the other is zero, it
  // is still read at the other's entries, copied; every other case is full
  auto copies = [&] (const nds_ivec& d, int64_t n)
  {
    double c = n;
    for (size_t j = 0; j < k; j++)
      if (d[j] != sz[j])
        c *= sz[j];
    return c;
  };
  const double most = nds_config_get ()->max_dense;
  const bool fb = gb && copies (db, sb.rows ()) > most;
  const bool fa = ! fb && ga && copies (da, sa.rows ()) > most;
  if (fa || fb)
    {
      const nds_ivec& df = fb ? db : da;
      nds_dense_check (std::vector<double> (df.begin (), df.end ()), what, false);
      if (fb ? vanishes (f, false, va.vt (), vb, db) : vanishes (f, true, vb.vt (), va, da))
        {
          int64NDArray& sx = fb ? sa : sb;
          nds_vals& vx = fb ? va : vb;
          tile_entries (sx, vx, fb ? da : db, sz);
          int64_t nz;
          nds_vals y = fb ? f (va, at (sa, sb, vb, db), nz) : f (at (sb, sa, va, da), vb, nz);
          return vals_result (sz, sx, std::move (y), nz);
        }
      nds_dense_check (std::vector<double> (sz.begin (), sz.end ()), what, false);
      full = true;
      return nds_tensor ();
    }
  if (op >= 0 ? op == NDS_RDIV || op == NDS_LDIV : zero_at_zero_fails (f, va.vt (), vb.vt ()))
    {
      // f (0, 0) is nonzero (0 ./ 0 is NaN, 0 == 0): every element of the result is
      // computed
      nds_dense_check (std::vector<double> (sz.begin (), sz.end ()), what, false);
      full = true;
      return nds_tensor ();
    }
  tile_entries (sa, va, da, sz);
  tile_entries (sb, vb, db, sz);
  const int64_t na = sa.rows (), nb = sb.rows ();
  int64_t nz;
  if (na == nb && nds_i64 (sa) == nds_i64 (sb))
    {
      nds_vals y = f (va, vb, nz);
      return vals_result (sz, sa, std::move (y), nz);
    }
  struct plan_owner
  {
    nds_merge_plan P = {};
    ~plan_owner () { nds_merge_plan_free (&P); }
  } g;
  const bool inter = op >= 0 ? op == NDS_TIMES && finite_values (va) && finite_values (vb)
                     : (flags & NDS_PAIR_AND) && ! has_nan (va) && ! has_nan (vb)
                     ? true : intersects (f, va, vb);
  nds_check (nds_merge_plan_make (nds_i64 (sa), na, nds_i64 (sb), nb, k, inter,
                                  nds_team (na + nb, NDS_SERIAL_BELOW), &g.P), who);
  const int64_t n = g.P.off[g.P.nl];
  int64NDArray os = nds_uninit<int64NDArray> (n, k);
  nds_vals ya (va.vt (), n), yb (vb.vt (), n);
  nds_merge_emit (&g.P, nds_i64 (sa), va.data (), va.vt (), na, nds_i64 (sb), vb.data (),
                  vb.vt (), nb, k, nds_i64w (os), ya.ptr (), yb.ptr ());
  nds_vals y = f (ya, yb, nz);
  return vals_result (sz, os, std::move (y), nz);
}

nds_tensor
nds_pair_op (const nds_tensor& A, const nds_tensor& B, nds_op op, bool& full)
{
  full = false;
  if (A.shape == B.shape && A.vtype () == B.vtype () && op != NDS_RDIV && op != NDS_LDIV)
    {
      bool done = false;
      nds_tensor r;
      switch (A.vtype ())
        {
        case NDS_DOUBLE: return double_pair_op (A, B, op);
        case NDS_COMPLEX: r = complex_pair_op (A, B, op, done); break;
        case NDS_SINGLE: r = single_pair_op (A, B, op, done); break;
        case NDS_LOGICAL: break;
        }
      if (done)
        return r;
    }
  const nds_pair_fn f = [op] (const nds_vals& a, const nds_vals& b, int64_t& nz)
  {
    return values_op (op, a, b, nz);
  };
  return broadcast_pair (A, B, f, op_name (op), op, 0, full);
}

nds_tensor
nds_pair_apply (const nds_tensor& A, const nds_tensor& B, const nds_pair_fn& f,
                const char *what, int flags, bool& full)
{
  full = false;
  return broadcast_pair (A, B, f, what, -1, flags, full);
}

nds_tensor
nds_scale_values (const nds_tensor& A, nds_op op, double c)
{
  switch (A.vt)
    {
    case NDS_COMPLEX:
      {
        const complex_entries e (A);
        const int64_t n = e.s->rows ();
        ComplexNDArray y = nds_uninit<ComplexNDArray> (n);
        const int64_t nz = nds_binop_z (op, e.raw (), n, &c, 1, 0,
                                        reinterpret_cast<double *> (y.fortran_vec ()), n);
        return typed_result (e.t.shape, *e.s, std::move (y), nz);
      }
    case NDS_SINGLE:
      {
        // c a single (Octave converts a double scalar to single first)
        const single_entries e (A);
        const int64_t n = e.s->rows ();
        const float cf = static_cast<float> (c);
        FloatNDArray y = nds_uninit<FloatNDArray> (n);
        const int64_t nz = nds_binop_f (op, e.raw (), n, &cf, 1, y.fortran_vec (), n);
        return typed_result (e.t.shape, *e.s, std::move (y), nz);
      }
    case NDS_DOUBLE:
    case NDS_LOGICAL:
      break;
    }
  const double_entries e (A);
  const int64_t n = e.s->rows ();
  NDArray y = nds_uninit<NDArray> (n);
  const int64_t nz = nds_binop (op, e.raw (), n, &c, 1, y.fortran_vec (), n);
  return typed_result (e.t.shape, *e.s, std::move (y), nz);
}

nds_tensor
nds_compare_values (const nds_tensor& A, int cmp, double c)
{
  const double_entries e (A);
  const int64_t n = e.s->rows ();
  const double *x = e.raw ();
  std::vector<int64_t> keep;
  auto pick = [&] (auto holds)
  {
    for (int64_t i = 0; i < n; i++)
      if (holds (x[i]))
        keep.push_back (i);
  };
  switch (cmp)
    {
    case 0: pick ([c] (double v) { return v < c; }); break;
    case 1: pick ([c] (double v) { return v <= c; }); break;
    case 2: pick ([c] (double v) { return v > c; }); break;
    case 3: pick ([c] (double v) { return v >= c; }); break;
    case 4: pick ([c] (double v) { return v == c; }); break;
    default: pick ([c] (double v) { return v != c; }); break;
    }
  const int64_t nz = keep.size ();
  int64NDArray os = nds_uninit<int64NDArray> (nz, e.s->columns ());
  nds_rows_take (nds_i64 (*e.s), n, e.s->columns (), keep.data (), nz, nds_i64w (os));
  nds_tensor r;
  nds_tensor_reset (r, os, nds_vals (boolNDArray (dim_vector (nz, 1), true)), e.t.shape);
  return r;
}

nds_tensor
nds_negate (const nds_tensor& A, bool neg)
{
  switch (A.vt)
    {
    case NDS_COMPLEX:
      {
        const complex_entries e (A);
        const int64_t n = e.s->rows ();
        ComplexNDArray y = ! neg ? *e.v : nds_uninit<ComplexNDArray> (n);
        const int64_t nz = ! neg ? n : nds_unary (NDS_NEG, NDS_COMPLEX, e.raw (),
                                                  reinterpret_cast<double *> (y.fortran_vec ()),
                                                  n);
        return typed_result (e.t.shape, *e.s, std::move (y), nz);
      }
    case NDS_SINGLE:
      {
        const single_entries e (A);
        const int64_t n = e.s->rows ();
        FloatNDArray y = ! neg ? *e.v : nds_uninit<FloatNDArray> (n);
        const int64_t nz = ! neg ? n : nds_unary_f (NDS_NEG, e.raw (), y.fortran_vec (), n);
        return typed_result (e.t.shape, *e.s, std::move (y), nz);
      }
    case NDS_DOUBLE:
    case NDS_LOGICAL:
      break;
    }
  const double_entries e (A);
  const int64_t n = e.s->rows ();
  NDArray y = ! neg ? *e.v : nds_uninit<NDArray> (n);
  const int64_t nz = ! neg ? n : nds_unary (NDS_NEG, NDS_DOUBLE, e.raw (), y.fortran_vec (), n);
  return typed_result (e.t.shape, *e.s, std::move (y), nz);
}

// the nonzeros of the array y
template <typename A>
static int64_t
count_nonzero (const A& y)
{
  const auto *p = y.data ();
  return std::count_if (p, p + y.numel (), [] (const auto& x)
                        { return x != typename A::element_type (); });
}

nds_tensor
nds_values_result (const nds_ivec& shape, const int64NDArray& s, const nds_vals& y)
{
  switch (y.vt ())
    {
    case NDS_COMPLEX:
      {
        ComplexNDArray z (y.z ());
        const int64_t nz = count_nonzero (z);
        return typed_result (shape, s, std::move (z), nz);
      }
    case NDS_SINGLE:
      {
        FloatNDArray f (y.f ());
        const int64_t nz = count_nonzero (f);
        return typed_result (shape, s, std::move (f), nz);
      }
    case NDS_DOUBLE:
    case NDS_LOGICAL:
      {
        NDArray x (y.islogical () ? NDArray (y.b ()) : y.x ());
        const int64_t nz = count_nonzero (x);
        return typed_result (shape, s, std::move (x), nz);
      }
    }
  return nds_tensor ();
}

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

Matrix
nds_times_full (nds_tensor& t, nds_tensor *shared, const Matrix& X, bool left)
{
  int64NDArray s;
  nds_vals v;
  nds_settled_entries (t, shared, s, v);
  if (v.vt () != NDS_DOUBLE)
    nds_error ("ndsparse:internal", "mtimes: a real double tensor was expected");
  const nds_ivec d = t.dims ();
  const int64_t n = s.rows ();
  // the view's dims past the second (hidden or trailing) have extent 1
  const int64_t *r = nds_i64 (s), *c = r + n;
  const NDArray& x = v.x ();
  if (left)
    {
      Matrix Y = nds_uninit<Matrix> (d[0], X.columns ());
      nds_check (nds_coo_mv (r, c, x.data (), n, d[0], X.data (), d[1], X.columns (),
                             Y.fortran_vec ()), "mtimes");
      return Y;
    }
  Matrix Y = nds_zeros<Matrix> (dim_vector (X.rows (), d[1]));
  nds_coo_vm (r, c, x.data (), n, X.data (), X.rows (), Y.fortran_vec ());
  return Y;
}

double
nds_value_sum (nds_tensor& t)
{
  int64NDArray s;
  nds_vals v;
  switch (t.vt)
    {
    case NDS_COMPLEX:
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
nds_cat_tensors (const std::string& who, int64_t dim, std::vector<nds_tensor>& all,
                 const std::vector<nds_tensor *>& shared)
{
  // the size and each operand's place by Octave's rules for empty operands (cat's,
  // or those of [A, B], horzcat and vertcat); the values double when any operand,
  // empty or not, is, single when any is single (Octave's rule for [single,
  // double]), complex (double: the storage holds no single complex) when any is
  const int na = all.size ();
  if (dim < 0 || na < 1)
    nds_error ("ndsparse:internal", "__nds_cat_tensors__: bad DIM or no operands");
  std::vector<nds_ivec> sz (na);
  nds_vtype vt = NDS_LOGICAL;
  for (int a = 0; a < na; a++)
    {
      sz[a] = all[a].dims ();
      vt = nds_vt_join (vt, all[a].vt);
    }
  nds_ivec shape;
  std::vector<int64_t> at;
  nds_cat_place (who, dim, sz, shape, at);
  // the operands that hold entries, each at its place along dim
  std::vector<nds_tensor *> ops;
  std::vector<nds_tensor *> from;
  std::vector<int64_t> off;
  int64_t m = std::max<int64_t> (dim + 1, shape.size ());
  for (int a = 0; a < na; a++)
    if (all[a].nnz_stored () > 0)
      {
        ops.push_back (&all[a]);
        from.push_back (shared[a]);
        off.push_back (at[a]);
        m = std::max<int64_t> (m, all[a].shape.size ());
      }
  shape.resize (m, 1);
  const int k = ops.size ();
  if (k > 8)
    nds_error ("ndsparse:internal", "__nds_cat_tensors__: more than 8 operands");
  nds_tensor z;
  if (k == 0)
    {
      nds_tensor_reset (z, int64NDArray (dim_vector (0, m)), nds_vals (vt, 0), shape);
      return z;
    }
  std::vector<int64NDArray> s (k);
  std::vector<nds_vals> v (k);
  std::vector<const int64_t *> sp (k);
  std::vector<const void *> xp (k);
  std::vector<int64_t> n (k);
  int64_t nout = 0;
  for (int j = 0; j < k; j++)
    {
      nds_settled_entries (*ops[j], from[j], s[j], v[j]);
      n[j] = s[j].rows ();
      if (s[j].columns () < m)
        {
          int64NDArray p (dim_vector (n[j], m), octave_int64 (1));
          std::copy (nds_i64 (s[j]), nds_i64 (s[j]) + n[j] * s[j].columns (), nds_i64w (p));
          s[j] = p;
        }
      if (v[j].vt () != vt)
        switch (vt)
          {
          case NDS_DOUBLE:
            v[j] = nds_vals (v[j].array_value ());
            break;
          case NDS_COMPLEX:
            v[j] = nds_vals (ComplexNDArray (v[j].array_value ()));
            break;
          case NDS_SINGLE:      // (may round some to zero: dropped below)
            v[j] = nds_vals (FloatNDArray (v[j].array_value ()));
            break;
          case NDS_LOGICAL:     // (all are logical then)
            break;
          }
      sp[j] = nds_i64 (s[j]);
      xp[j] = v[j].data ();
      nout += n[j];
    }
  const nds_cat_in C = {k, sp.data (), n.data (), xp.data (), off.data ()};
  int64NDArray os = nds_uninit<int64NDArray> (nout, m);
  nds_vals ox (vt, nout);
  nds_check (nds_cat (&C, m, dim, vt, nds_i64w (os), ox.ptr ()), "cat");
  switch (vt)
    {
    case NDS_SINGLE:            // (values made single may have rounded to zero)
      nds_drop_zeros (os, std::get<FloatNDArray> (ox.a));
      break;
    case NDS_DOUBLE:
    case NDS_LOGICAL:
    case NDS_COMPLEX:
      break;
    }
  nds_tensor_reset (z, os, ox, shape);
  return z;
}

// the sum of x[i..e-1], the run of rows from i whose coordinate c1 is c1[i]; *end = e.
// Its own function, not inlined, so that the sum stays in a register (in the
// caller's loop it went through the stack: 4x slower)
static __attribute__ ((noinline)) double
column_run_sum (const int64_t *c1, const double *x, int64_t i, int64_t n, int64_t *end)
{
  const int64_t col = c1[i];
  double a = x[i];
  int64_t e = i + 1;
  for (; e < n && c1[e] == col; e++)
    a += x[e];
  *end = e;
  return a;
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
  std::vector<int64_t> rows (cap);
  NDArray y = nds_uninit<NDArray> (cap);
  int64_t cnt = 0;
  nds_check (nds_row_sums (nds_i64 (s), v.data (), v.vt (), n, nr, rows.data (),
                           y.fortran_vec (), &cnt), "sum");
  int64NDArray os = nds_uninit<int64NDArray> (cnt, 2);
  int64_t *o = nds_i64w (os);
  std::copy (rows.begin (), rows.begin () + cnt, o);
  std::fill (o + cnt, o + 2 * cnt, 1);
  if (cnt < cap)
    y.resize (dim_vector (cnt, 1));
  nds_tensor z;
  nds_tensor_reset (z, os, nds_vals (y), nds_ivec {nr, 1});
  return z;
}

// the coordinates of a reduction along dim 1 over the sorted entries sp (n rows, K
// dims): 1 in dim 1, the others those of the row that heads each kept run
static int64NDArray
run_heads (const int64_t *sp, int64_t n, int64_t K, const std::vector<int64_t>& first)
{
  const int64_t cnt = first.size ();
  int64NDArray os = nds_uninit<int64NDArray> (cnt, K);
  int64_t *o = nds_i64w (os);
  std::fill (o, o + cnt, 1);
  for (int64_t c = 1; c < K; c++)
    for (int64_t g = 0; g < cnt; g++)
      o[g + c * cnt] = sp[first[g] + c * n];
  return os;
}

nds_tensor
nds_sum_first (nds_tensor& t, nds_tensor *shared)
{
  int64NDArray s;
  nds_vals v;
  nds_settled_entries (t, shared, s, v);
  const int64_t n = s.rows (), K = t.shape.size ();
  const int64_t *sp = nds_i64 (s);
  const void *xp = v.data ();
  const double *xd = nullptr;
  const unsigned char *xb = nullptr;
  switch (v.vt ())
    {
    case NDS_LOGICAL:
      xb = static_cast<const unsigned char *> (xp);
      break;
    case NDS_DOUBLE:
      xd = static_cast<const double *> (xp);
      break;
    case NDS_COMPLEX:
    case NDS_SINGLE:
      nds_error ("ndsparse:internal", "sum: %s values reached the real double sum",
                 v.vt () == NDS_COMPLEX ? "complex" : "single");
    }
  // the runs of rows equal in dims 1..K-1 (sorted: each a run), one sum each
  std::vector<int64_t> first;
  std::vector<double> y;
  for (int64_t i = 0; i < n; )
    {
      // the run's end: the next row with other coordinates in dims 1..K-1, found
      // by the scan that sums (galloping's jumps ahead cost more in cache misses)
      int64_t e = i + 1;
      double a;
      if (K == 2 && xd)
        {
          a = column_run_sum (sp + n, xd, i, n, &e);
        }
      else
        {
          while (e < n && nds_cmp_from (sp, n, e, sp, n, i, K, 1) == 0)
            e++;
          a = 0;
          for (int64_t r = i; r < e; r++)
            a += xd ? xd[r] : xb[r];
        }
      if (a != 0)
        {
          first.push_back (i);
          y.push_back (a);
        }
      i = e;
    }
  const int64_t cnt = first.size ();
  const int64NDArray os = run_heads (sp, n, K, first);
  NDArray ov = nds_uninit<NDArray> (cnt);
  std::copy (y.begin (), y.end (), ov.fortran_vec ());
  nds_ivec shape (t.shape);
  shape[0] = 1;
  nds_tensor z;
  nds_tensor_reset (z, os, nds_vals (ov), shape);
  return z;
}

nds_tensor
nds_reduce_first (nds_tensor& t, nds_tensor *shared, nds_first_fun fun)
{
  int64NDArray s;
  nds_vals v;
  nds_settled_entries (t, shared, s, v);
  if (v.iscomplex () || v.issingle ())
    nds_error ("ndsparse:internal", "complex or single values reached a real-only path");
  const int64_t n = s.rows (), K = t.shape.size (), L = t.shape[0];
  const int64_t *sp = nds_i64 (s);
  const double *xd = v.islogical () ? nullptr : v.x ().data ();
  const bool *xb = v.islogical () ? v.b ().data () : nullptr;
  const bool ext = fun == NDS_FIRST_MAX || fun == NDS_FIRST_MIN;
  std::vector<int64_t> first;
  std::vector<double> y;
  for (int64_t i = 0; i < n; )
    {
      int64_t e = i + 1;
      if (K == 2)
        for (const int64_t *c2 = sp + n; e < n && c2[e] == c2[i]; )
          e++;
      else
        while (e < n && nds_cmp_from (sp, n, e, sp, n, i, K, 1) == 0)
          e++;
      // the run i..e-1 is one column of L elements, e - i of them stored
      double a = 0;
      switch (fun)
        {
        case NDS_FIRST_MAX:
        case NDS_FIRST_MIN:
          {
            // NaN ignored unless every element is NaN; the implicit zeros count
            bool any = e - i < L;
            for (int64_t r = i; r < e; r++)
              {
                const double x = xd ? xd[r] : xb[r];
                if (std::isnan (x))
                  continue;
                if (! any || (fun == NDS_FIRST_MAX ? x > a : x < a))
                  a = x;
                any = true;
              }
            if (! any)
              a = NAN;
            break;
          }
        case NDS_FIRST_ANY:
          // any skips NaN (any (NaN) is false); the stored values are nonzero
          for (int64_t r = i; r < e && a == 0; r++)
            a = xd ? ! std::isnan (xd[r]) : xb[r];
          break;
        case NDS_FIRST_ALL:
          a = e - i == L;
          break;
        }
      if (a != 0)
        {
          first.push_back (i);
          y.push_back (a);
        }
      i = e;
    }
  const int64_t cnt = first.size ();
  const int64NDArray os = run_heads (sp, n, K, first);
  nds_ivec shape (t.shape);
  shape[0] = 1;
  nds_tensor z;
  if (! ext || v.islogical ())
    {
      boolNDArray ob (dim_vector (cnt, 1), true);
      nds_tensor_reset (z, os, nds_vals (ob), shape);
    }
  else
    {
      NDArray ov = nds_uninit<NDArray> (cnt);
      std::copy (y.begin (), y.end (), ov.fortran_vec ());
      nds_tensor_reset (z, os, nds_vals (ov), shape);
    }
  return z;
}

nds_sparse
nds_sparse_of (nds_tensor& t, nds_tensor *shared)
{
  const nds_ivec d = t.dims ();
  if (d.size () > 2)
    nds_error ("ndsparse:dims",
                   "sparse: T has %d dimensions (size %s); sparse needs at most 2 (see unfold, squeeze)",
                   static_cast<int> (d.size ()), nds_mat_str (d).c_str ());
  // a 2-D view whose entries are a block of the storage (A(:, 1:100), T(:, :, 3))
  // reads the storage itself; any other is read as entries first
  const int64_t K = t.shape.size ();
  int64_t lo = 0, hi = 0;
  // (single values are read as entries, made double below)
  const bool block = K == 2 && ! nds_vt_single (t.vt) && nds_block_rows (t, lo, hi);
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
  // Octave's sparse (single (A)) makes them
  if (! block)
    switch (v.vt ())
      {
      case NDS_SINGLE:
        v = nds_vals (v.array_value ());
        break;
      case NDS_DOUBLE:
      case NDS_LOGICAL:
      case NDS_COMPLEX:
        break;
      }
  const nds_vtype vt = block ? t.vtype () : v.vt ();
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
      return make (SparseComplexMatrix (nds_sparse_uninit<Complex> (nr, nc, n)));
    case NDS_DOUBLE:
      break;
    case NDS_SINGLE:            // (made double above)
      nds_error ("ndsparse:internal", "sparse: single values reached the matrix");
    }
  return make (SparseMatrix (nds_sparse_uninit<double> (nr, nc, n)));
}
