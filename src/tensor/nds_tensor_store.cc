// nds_tensor_store.cc: a tensor's parts: the container made and reset, the dense
// policy and memory limit (set once by ndsparse_config), and the storage, its
// pending entries merged and its size grown.
#include <algorithm>
#include <cmath>
#include <list>
#include <sstream>
#include "tensor/nds_tensor_parts.h"
#include "engine/kern/nds_kern.h"
#include "engine/index/nds_index.h"

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

size_t
nds_octave_ndims (const nds_ivec& d)
{
  size_t n = d.size ();
  while (n > 2 && d[n - 1] == 1)
    n--;
  return n < 2 ? 2 : n;
}

nds_ivec
nds_octave_dims (nds_ivec d)
{
  d.resize (nds_octave_ndims (d), 1);
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

// n uninitialized elements of T as a column, the Array a values array adopts
template <typename T>
static Array<T>
uninit_column (int64_t n)
{
  return Array<T> (nds_alloc<T> (n), dim_vector (n, 1));
}

// n uninitialized values of class t, made in place from the Array (a default array
// first, then replaced, cost a fifth of the call for a few values; a values array
// first, then copied, a heap block more)
static decltype (nds_vals::a)
uninit_vals (nds_vtype t, int64_t n)
{
  using V = decltype (nds_vals::a);
  switch (t)
    {
    case NDS_LOGICAL: return V (std::in_place_index<NDS_LOGICAL>, uninit_column<bool> (n));
    case NDS_COMPLEX: return V (std::in_place_index<NDS_COMPLEX>, uninit_column<Complex> (n));
    case NDS_SINGLE: return V (std::in_place_index<NDS_SINGLE>, uninit_column<float> (n));
    case NDS_CSINGLE:
      return V (std::in_place_index<NDS_CSINGLE>, uninit_column<FloatComplex> (n));
    case NDS_DOUBLE: break;
    }
  return V (std::in_place_index<NDS_DOUBLE>, uninit_column<double> (n));
}

nds_vals::nds_vals (nds_vtype t, int64_t n) : a (uninit_vals (t, n)) { }

NDArray
nds_vals::array_value () const
{
  switch (vt ())
    {
    case NDS_COMPLEX:
    case NDS_CSINGLE:
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

ComplexNDArray
nds_vals::complex_value () const
{
  switch (vt ())
    {
    case NDS_COMPLEX: return z ();
    case NDS_CSINGLE: return ComplexNDArray (fz ());
    case NDS_LOGICAL: case NDS_SINGLE: case NDS_DOUBLE: break;
    }
  return ComplexNDArray (array_value ());
}

// true when every imaginary part of z (complex double or single) is zero
template <typename A>
static bool
imag_zero (const A& z)
{
  const auto *p = z.data ();
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

// t's complex values as real ones when every imaginary part is zero, as Octave's
// arrays narrow
static void
narrow (nds_tensor& t)
{
  if (t.vt == NDS_COMPLEX && imag_zero (t.val.z ()))
    {
      t.vt = NDS_DOUBLE;
      t.val = nds_vals (NDArray (real (t.val.z ())));
    }
  else if (t.vt == NDS_CSINGLE && imag_zero (t.val.fz ()))
    {
      t.vt = NDS_SINGLE;
      t.val = nds_vals (FloatNDArray (real (t.val.fz ())));
    }
}

void
nds_tensor_reset (nds_tensor& t, const int64NDArray& subs, const nds_vals& vals,
                  const nds_ivec& usz)
{
  t.subs = subs;
  t.val = vals;
  t.vt = vals.vt ();
  narrow (t);
  t.usz = usz;
  t.sid = nds_new_sid ();
  t.pend.reset ();
  t.shape = usz;
  t.offs.assign (usz.size (), 0);
  t.fixed.assign (usz.size (), 0);
  t.hidden.clear ();
  t.order.clear ();
}

nds_tensor::nds_tensor (const int64NDArray& s, const nds_vals& v, const nds_ivec& size)
  : subs (s), val (v), vt (v.vt ()), usz (size), sid (nds_new_sid ()), shape (size),
    offs (size.size (), 0), fixed (size.size (), 0)
{
  narrow (*this);
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

// /proc/meminfo costs 0.1 ms a read: only a result past 64 MiB asks it
static const double meminfo_past = 67108864.0;

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
  if (bytes <= meminfo_past)
    return;
  const double avail = nds_mem_available ();
  if (bytes > avail)
    nds_error ("ndsparse:toolarge",
                   "%s: a result of size %s needs %.3g GB, more than the %.3g GB available",
                   what.c_str (), size_str (sz).c_str (), bytes / 1e9, avail / 1e9);
}

bool
nds_dense_fits (double n)
{
  return n <= nds_config_get ()->max_dense && 8 * n <= meminfo_past;
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
    case NDS_CSINGLE:
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
void
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
nds_vals
no_values (const nds_tensor& t)
{
  return nds_vals (t.vtype (), 0);
}
