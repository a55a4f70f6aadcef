// nds_tensor_assign.cc: T(S) = v and T(S) = [] on the container: a pending entry for
// a single element, the right-hand side's entries merged into a region, and
// Octave's deletion rules.
#include <algorithm>
#include <cmath>
#include <list>
#include <sstream>
#include "tensor/nds_tensor_parts.h"
#include "engine/kern/nds_kern.h"
#include "engine/index/nds_index.h"

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
assign_scalar (nds_tensor& t, nds_subs& S, const nds_ivec& W, double v, bool logical_rhs)
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
assign_bulk (nds_tensor& t, nds_subs& S, const nds_ivec& W, nds_rhs& r,
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
  std::vector<int64_t> Wold (W.begin (), W.end ()), Wn (pl.Wn, pl.Wn + nsub), len (pl.len, pl.len + nsub);
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
    case NDS_CSINGLE:
    case NDS_COMPLEX:
    case NDS_SINGLE:          // (the value type assigns these in double)
      nds_error ("ndsparse:internal", "a bulk assignment reached a %s tensor",
                 vt == NDS_SINGLE ? "single" : "complex");
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
nds_assign_at (nds_tensor& t, nds_subs& S, const nds_ivec& W, nds_rhs& r,
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
  nds_drop_zeros (s, f);
  t.subs = s;
  t.val = nds_vals (f);
  t.vt = NDS_SINGLE;
  t.sid = nds_new_sid ();
}
