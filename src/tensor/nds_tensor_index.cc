// nds_tensor_index.cc: reading by subscripts: one element, a logical tensor as a
// mask subscript, the working shape of a subscript list, and T(S) as a view, a copy
// or a selection (the rules are engine/index/nds_subscript.c's, Octave's for N-D arrays).
#include <algorithm>
#include <cmath>
#include <list>
#include <sstream>
#include "tensor/nds_tensor_parts.h"
#include "engine/kern/nds_kern.h"
#include "engine/index/nds_index.h"

[[noreturn]] void
nds_ix_error (const nds_ixerr& e)
{
  char buf[1200];
  nds_ix_message (&e, buf, sizeof buf);
  nds_error (nds_ix_id (&e), "%s", buf);
}

// an index rule's status: its error, or the engine's
void
ix_check (int st, const nds_ixerr& e)
{
  if (st == NDS_OK)
    return;
  if (e.code != NDS_IXE_NONE)
    nds_ix_error (e);
  nds_check (st, who);
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
    case NDS_CSINGLE:
      return hit ? Complex (t.fz ()(r)) : Complex (0.0);
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

// the vectors of finished subscripts, kept for the next ones: a loop's subscripts
// then allocate nothing for their lists (up to 16 vectors of up to 4096 indices;
// A(:, cols) of 100 columns made five heap blocks a call here)
typedef std::vector<std::unique_ptr<std::vector<int64_t>>> nds_spares;
static nds_spares&
spare_lists ()
{
  static nds_spares s = [] ()
  {
    nds_spares v;
    v.reserve (16);
    return v;
  } ();
  return s;
}

std::vector<int64_t>&
nds_subs::own ()
{
  nds_spares& s = spare_lists ();
  std::unique_ptr<std::vector<int64_t>> v;
  if (s.empty ())
    v.reset (new std::vector<int64_t> ());
  else
    {
      v = std::move (s.back ());
      s.pop_back ();
    }
  m_store.push_back (v.get ());
  return *v.release ();
}

nds_subs::~nds_subs ()
{
  nds_spares& s = spare_lists ();
  for (std::vector<int64_t> *v : m_store)
    {
      std::unique_ptr<std::vector<int64_t>> keep (v);
      if (s.size () < s.capacity () && v->capacity () <= 4096)
        {
          v->clear ();
          s.push_back (std::move (keep));
        }
    }
}

// the working shape of S on the view of t, and S checked against it
nds_ivec
nds_working (const nds_tensor& t, nds_subs& S, bool grow)
{
  const int64_t nsub = S.ix.size ();
  nds_ivec W (nsub, 0);
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
  return nds_compose_view (t, ix.data (), ix.size ());
}

nds_tensor
nds_compose_view (const nds_tensor& t, const nds_vq *ix, int64_t nq)
{
  const int64_t M = t.ndim (), K = t.shape.size ();
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
  const int empty = nds_view_compose (&V, ix, nq, &R);
  const int64_t k2 = R.k, nh2 = R.nh;
  v.order.resize (k2 - nh2);
  if (t.order.empty ())
    v.order.clear ();
  v.shape.resize (k2);
  v.hidden.resize (nh2);
  // (one object returned on both paths, built in place: a move of the view cost
  // as much as its copy from t)
  if (empty)
    {
      const nds_ivec shape = v.shape;
      nds_tensor_reset (v, int64NDArray (dim_vector (0, k2)), no_values (t), shape);
    }
  return v;
}

// the ranges a[q] .. a[q]+n[q]-1 as view indices (in line up to 8 of them: a view's
// read allocates nothing for its indices)
template <typename V>
static nds_small<nds_vq>
ranges (const V& a, const V& n)
{
  nds_small<nds_vq> ix (a.size (), nds_vq ());
  for (size_t q = 0; q < a.size (); q++)
    ix[q] = {NDS_VQ_RANGE, a[q], n[q]};
  return ix;
}

// a fresh tensor of shape rshape from entries os (in shape len) and values v
static nds_tensor
fresh (const nds_tensor& t, const int64NDArray& os, const nds_vals& v, const nds_ivec& len,
       const nds_ivec& rshape)
{
  if (len == rshape)
    return nds_tensor (os, v, rshape);
  int64NDArray r = nds_uninit<int64NDArray> (os.rows (), rshape.size ());
  nds_check (nds_reshape (nds_i64 (os), os.rows (), len.size (), len.data (), rshape.size (),
                          rshape.data (), nds_i64w (r)), who);
  return nds_tensor (r, v, rshape);
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
// last dim is no longer than 2 nnz + 65536, shared by every value of the storage.
// A storage's table is made once the binary searches of its list slices would have
// paid for it, 16 rows a pointer, a searched position 64 rows (below), holding -1
// (not found yet); each column's pair of pointers is then searched the first time a
// list asks for it (nds_last_ptr_fill), and the table completed by one pass
// (nds_last_ptr) once those searches would have paid for that, about a row of
// storage, or less where it gallops (nds_last_ptr_rows), each listed column whose
// pointers are known counting 3 rows too, the fill's test of it (0.75 ns against
// 0.25-0.30 ns a row of the pass, bench/last_ptr_cost.c): a list asked again and
// again, A(:, cols) in a loop, gets the whole table and no more tests once they have
// paid for the pass (100 columns of 1e4: from the 867th / 3867th call at 1e5 / 1e6
// nonzeros, where the tests, 0.073-0.077 us a call, pay for the pass, 64-66 / 347-351
// us, by the 867-906th / 4540-4616th; at 1e4 the 567th, for the 141-151st, since
// nds_last_ptr_rows counts a pointer 16 rows, more than the pass takes there); a
// caller that needs every pointer (cols null) gets the pass as soon as its searches
// would have paid for it.
// (Measured on this project's VM, a column-major 2-D storage: the pass 0.3-0.7 ns a
// row and, written to fresh pages, 5.7 ns a pointer; a search 14-35 ns a position for
// 100 sorted positions in 1e5-1e7 rows, 90 for 1e4 positions in 1e6 rows.  A(:, cols)
// of 100 columns at 1e6 nonzeros, 1e4 columns: the table made on the 26th call, where
// the whole pass came on the 182nd, each searching call some 5 us slower.)
namespace
{
  struct ptr_entry
  {
    uint64_t sid;
    int64_t rows, searched, known, checked;
    int64NDArray ptr;        // empty until made; -1 where not found yet
  };
  std::list<ptr_entry> last_ptrs;
  const int64_t ptr_max = 10000000, ptr_storages = 32;
}

const int64_t *
last_ptr (const nds_tensor& t, const int64_t *cols, int64_t nc)
{
  const int64_t n = t.nnz_stored (), ext = t.usz.back ();
  if (ext > 2 * n + 65536 || ext + 1 > ptr_max)
    return nullptr;
  auto it = last_ptrs.begin ();
  while (it != last_ptrs.end () && ! (it->sid == t.sid && it->rows == n))
    ++it;
  if (it == last_ptrs.end ())
    {
      last_ptrs.push_front ({t.sid, n, 0, 0, 0, int64NDArray ()});
      if (static_cast<int64_t> (last_ptrs.size ()) > ptr_storages)
        last_ptrs.pop_back ();
    }
  else
    last_ptrs.splice (last_ptrs.begin (), last_ptrs, it);
  ptr_entry& e = last_ptrs.front ();
  if (e.ptr.numel () == 0)
    {
      e.searched += nc;
      if (64 * e.searched < (cols ? 16 * (ext + 1) : nds_last_ptr_rows (n, ext)))
        return nullptr;
      e.ptr = int64NDArray (dim_vector (ext + 1, 1), -1);
      keep_trim (last_ptrs, ptr_max, [] (const ptr_entry& q) { return q.ptr.numel (); });
    }
  int64_t *p = nds_i64w (e.ptr);
  if (e.known > ext)
    return p;
  // (a complete table, the steady state, returned above with no more work)
  const nds_store S = nds_store_of (t);
  const int64_t pass = nds_last_ptr_rows (n, ext);
  if (cols && 64 * e.known + e.checked < pass)
    {
      int64_t found = 0;
      nds_check (nds_last_ptr_fill (&S, ext, cols, nc, p, &found), who);
      e.known += found;
      e.checked += 3 * nc;
      return p;
    }
  if (! cols && 64 * (e.known + nc) < pass)
    return nullptr;
  nds_check (nds_last_ptr (&S, ext, p), who);
  e.known = ext + 1;
  return p;
}

// t(list...) for an identity view t with one list per dim, the last one a list:
// the listed last-dim slices found by binary search (nds_slices_find) and copied
// into the result's arrays as contiguous blocks (CSC's column slice: O(len log nnz
// + output)), the others' lists then applied to those entries alone
static nds_tensor
select_last (const nds_tensor& t, nds_small<const int64_t *>& list, nds_ivec& len,
             const nds_ivec& rshape)
{
  const int64_t K = t.shape.size (), nl = len[K - 1];
  const nds_vtype vt = t.vtype ();
  const nds_store S = nds_store_of (t);
  int64_t ab_in[2 * 256];
  std::vector<int64_t> ab_big;
  int64_t *ab = ab_in;
  if (nl > 256)
    {
      ab_big.resize (2 * nl);
      ab = ab_big.data ();
    }
  int64_t ns = 0;
  nds_check (nds_slices_find (&S, last_ptr (t, list[K - 1], nl), list[K - 1], nl, ab, ab + nl, &ns), who);
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
nds_select_copy (nds_tensor& t, nds_subs& S, const nds_ivec& W, const nds_ivec& rshape)
{
  nds_flush (t);
  const int64_t nsub = S.ix.size (), K = t.shape.size (), n = t.nnz_stored ();
  const nds_vtype vt = t.vtype ();
  nds_small<const int64_t *> list (nsub, nullptr);
  nds_ivec len (nsub, 0);
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
      // each searched among its last coordinate's rows once the storage keeps them
      const int64_t *ptr = static_cast<int64_t> (t.usz.size ()) == K
                           ? last_ptr (t, nds_i64 (qk) + (K - 1) * ns, ns) : nullptr;
      if (ptr)
        nds_lookup_ptr (nds_i64 (t.subs), n, K, ptr, t.usz.back (), nds_i64 (qk), ns,
                        at.fortran_vec ());
      else
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
  nds_ivec Wl (W);
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
      const nds_small<nds_vq> bix = ranges (a, nn);
      nds_tensor bt = nds_compose_view (t, bix.data (), bix.size ());
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
          nds_ivec rs (rshape);
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
  // lists that each increase strictly (A(rows, :), T(:, js, :)): a bit test per entry,
  // the result written in order straight into its arrays (nds_mono_*)
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
nds_read_element (const nds_tensor& t, nds_subs& S, const nds_ivec& W, Complex& x)
{
  const int64_t nsub = S.ix.size (), K = t.shape.size (), M = t.ndim ();
  if (! nds_ix_scalar (S.ix.data (), nsub))
    return false;
  nds_ivec c (nsub, 0), vc (K, 0), u (M, 0);
  for (int64_t p = 0; p < nsub; p++)
    c[p] = S.ix[p].list[0];
  nds_ix_unfold (c.data (), W.data (), nsub, t.shape.data (), K, vc.data ());
  to_underlying (t, vc.data (), u.data ());
  x = element (t, u.data ());
  return true;
}

nds_tensor
nds_read (nds_tensor& t, nds_subs& S, const nds_ivec& W)
{
  const int64_t nsub = S.ix.size (), K = t.shape.size ();
  if (nds_ix_is_view (t.shape.data (), K, t.hidden.data (), t.hidden.size (), S.ix.data (),
                      nsub))
    {
      nds_ivec a (nsub, 0), n (nsub, 0);
      for (int64_t p = 0; p < nsub; p++)
        {
          n[p] = S.ix[p].n;
          a[p] = S.ix[p].kind == NDS_IX_COLON || n[p] == 0 ? 1 : S.ix[p].lo;
        }
      const nds_small<nds_vq> ix = ranges (a, n);
      return nds_compose_view (t, ix.data (), ix.size ());
    }
  const nds_ivec vd = t.dims ();
  int64_t cap = std::max<int64_t> (nsub, vd.size ());
  cap = std::max<int64_t> (cap, S.ix[0].nd);
  nds_ivec r (std::max<int64_t> (cap, 2), 0);
  int64_t nr = 0;
  nds_ix_read_shape (vd.data (), vd.size (), S.ix.data (), nsub, r.data (), &nr);
  r.resize (nr);
  return nds_select_copy (t, S, W, r);
}
