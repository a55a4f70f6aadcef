// nds_tensor.cc: the container's operators: A op B (nds_pair_op) for one shape and with
// Octave's broadcasting and class rules, in double, single and complex values.  Its
// other parts: nds_tensor_store.cc, _view.cc, _index.cc, _assign.cc and _whole.cc.
#include <algorithm>
#include <climits>
#include <cmath>
#include <list>
#include <sstream>
#include "tensor/nds_tensor_parts.h"
#include "engine/kern/nds_kern.h"
#include "engine/index/nds_index.h"

// ---------------------------------------------------------------- operators

// the values array of class A that a tensor stores, and that a value holder holds
// (a logical holder's values read as double)
template <typename A> const A& stored_values (const nds_tensor& t);
template <> const NDArray& stored_values (const nds_tensor& t) { return t.x (); }
template <> const ComplexNDArray& stored_values (const nds_tensor& t) { return t.z (); }
template <> const FloatNDArray& stored_values (const nds_tensor& t) { return t.f (); }
template <> const FloatComplexNDArray& stored_values (const nds_tensor& t) { return t.fz (); }
static NDArray held_values (const nds_vals& h, const NDArray *) { return h.array_value (); }
static ComplexNDArray
held_values (const nds_vals& h, const ComplexNDArray *)
{
  return h.complex_value ();        // (complex single values widened, exactly)
}
static FloatNDArray held_values (const nds_vals& h, const FloatNDArray *) { return h.f (); }
static FloatComplexNDArray
held_values (const nds_vals& h, const FloatComplexNDArray *)
{
  return h.fz ();
}

// the values as the engine reads them (complex: interleaved real and imaginary parts)
static const double *raw_values (const NDArray& a) { return a.data (); }
static const double *
raw_values (const ComplexNDArray& a)
{
  return reinterpret_cast<const double *> (a.data ());
}
static const float *raw_values (const FloatNDArray& a) { return a.data (); }
static const float *
raw_values (const FloatComplexNDArray& a)
{
  return reinterpret_cast<const float *> (a.data ());
}

// the engine's value type of an array of class A
static nds_vtype values_vtype (const NDArray&) { return NDS_DOUBLE; }
static nds_vtype values_vtype (const ComplexNDArray&) { return NDS_COMPLEX; }
static nds_vtype values_vtype (const FloatNDArray&) { return NDS_SINGLE; }
static nds_vtype values_vtype (const FloatComplexNDArray&) { return NDS_CSINGLE; }
static nds_vtype values_vtype (const boolNDArray&) { return NDS_LOGICAL; }

// the entries of the tensor t with values of class A: pointers into its storage
// (nothing copied) when it is an identity view with nothing pending whose values
// are of that class, else into arrays made here.  whole: a map of values alone
// reads a view that shows every stored entry (nds_whole_view: A', permute (T, p))
// as its storage too (viewed), in storage order, and entries_result shows its
// values through t's view: no sort
template <typename A>
struct typed_entries
{
  const nds_tensor& t;
  const int64NDArray *s;
  const A *v;
  bool viewed = false;
  std::unique_ptr<int64NDArray> s_made;
  std::unique_ptr<A> v_made;

  explicit typed_entries (const nds_tensor& t0, bool whole = false)
    : t (t0), s (&t.subs), v (&stored_values<A> (t))
  {
    if (t.npending () == 0 && t.vt == values_vtype (*v)
        && (t.is_identity () || (whole && (viewed = nds_whole_view (t)))))
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
using csingle_entries = typed_entries<FloatComplexNDArray>;

// y = a op b for n values of single arrays in single arithmetic (complex single:
// in complex double, each part rounded once), nonzeros counted
static int64_t
single_binop (nds_op op, const FloatNDArray& a, const FloatNDArray& b, FloatNDArray& y,
              int64_t n)
{
  return nds_binop_f (op, a.data (), a.numel (), b.data (), b.numel (), y.fortran_vec (), n);
}
static int64_t
single_binop (nds_op op, const FloatComplexNDArray& a, const FloatComplexNDArray& b,
              FloatComplexNDArray& y, int64_t n)
{
  return nds_binop_cf (op, raw_values (a), a.numel (), raw_values (b), b.numel (), 1,
                       reinterpret_cast<float *> (y.fortran_vec ()), n);
}

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

template <typename A>
static nds_tensor
typed_result (const nds_ivec& shape, const int64NDArray& s, A&& y, int64_t nz);

// the tensor of values y (nz of them nonzero) computed from the values of entries
// e: a fresh tensor over e's coordinates, or over the storage's shown through the
// view when e read a whole view as its storage
template <typename A, typename Y>
static nds_tensor
entries_result (const typed_entries<A>& e, Y&& y, int64_t nz)
{
  if (! e.viewed)
    return typed_result (e.t.shape, *e.s, std::move (y), nz);
  nds_tensor r = typed_result (e.t.usz, *e.s, std::move (y), nz);
  nds_view_like (r, e.t);
  return r;
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

// the size of a merge's rows (m dims) for nds_merge_plan_make, whose packed keys
// compare a row in one step: shape, when its dims are the rows' (else NULL)
static const int64_t *
merge_size (const nds_ivec& shape, int64_t m)
{
  return static_cast<int64_t> (shape.size ()) == m ? shape.data () : nullptr;
}

// y = a op b for n aligned values (complex double, or single and complex single as
// single_binop computes them), nonzeros counted
static int64_t
pair_binop (nds_op op, const ComplexNDArray& a, const ComplexNDArray& b,
            ComplexNDArray& y, int64_t n)
{
  return nds_binop_z (op, raw_values (a), a.numel (), raw_values (b), b.numel (), 1,
                      reinterpret_cast<double *> (y.fortran_vec ()), n);
}
template <typename A>
static int64_t
pair_binop (nds_op op, const A& a, const A& b, A& y, int64_t n)
{
  return single_binop (op, a, b, y, n);
}

static bool finite_values (const nds_vals& v);

// A op B for A and B of one shape with values of class A (ComplexNDArray, or
// FloatNDArray and FloatComplexNDArray computed as single_binop computes), op
// NDS_PLUS, NDS_MINUS or NDS_TIMES: one pass when both hold one coordinate set, else
// merged as nds_pair_op merges, the values combined as they are merged (done then
// true)
template <typename A>
static nds_tensor
typed_pair_op (const nds_tensor& TA, const nds_tensor& TB, nds_op op, bool& done)
{
  if (op != NDS_PLUS && op != NDS_MINUS && op != NDS_TIMES)
    return nds_tensor ();
  done = true;
  const typed_entries<A> ea (TA), eb (TB);
  const int64_t na = ea.s->rows (), nb = eb.s->rows (), m = ea.s->columns ();
  if (na == nb && nds_i64 (*ea.s) == nds_i64 (*eb.s))
    {
      A y = nds_uninit<A> (na);
      const int64_t nz = pair_binop (op, *ea.v, *eb.v, y, na);
      return typed_result (TA.shape, *ea.s, std::move (y), nz);
    }
  struct plan_owner
  {
    nds_merge_plan P = {};
    ~plan_owner () { nds_merge_plan_free (&P); }
  } g;
  const bool inter = op == NDS_TIMES && finite_values (nds_vals (*ea.v))
                     && finite_values (nds_vals (*eb.v));
  nds_check (nds_merge_plan_make (nds_i64 (*ea.s), na, nds_i64 (*eb.s), nb, m,
                                  merge_size (TA.shape, m), inter,
                                  nds_team (na + nb, NDS_SERIAL_BELOW), &g.P), who);
  const int64_t n = g.P.off[g.P.nl];
  int64NDArray os = nds_uninit<int64NDArray> (n, m);
  A y = nds_uninit<A> (n);
  const int64_t nz = nds_merge_apply (&g.P, nds_i64 (*ea.s), ea.raw (), na, nds_i64 (*eb.s),
                                      eb.raw (), nb, m, op, values_vtype (y), nds_i64w (os),
                                      y.fortran_vec ());
  return typed_result (TA.shape, os, std::move (y), nz);
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
  nds_check (nds_merge_plan_make (nds_i64 (sa), na, nds_i64 (sb), nb, m,
                                  merge_size (A.shape, m), inter,
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
    case NDS_SINGLE: return nds_all_finite_f (v.f ().data (), n);
    case NDS_DOUBLE: return nds_all_finite (v.x ().data (), n);
    case NDS_CSINGLE:
      return nds_all_finite_f (reinterpret_cast<const float *> (v.fz ().data ()), 2 * n);
    }
  return true;
}

// true when a value of v is NaN (complex: either part)
static bool
has_nan (const nds_vals& v)
{
  const int64_t n = v.numel ();
  switch (v.vt ())
    {
    case NDS_LOGICAL: return false;
    case NDS_DOUBLE: return nds_any_nan (v.x ().data (), n);
    case NDS_SINGLE: return nds_any_nan_f (v.f ().data (), n);
    case NDS_COMPLEX:
      return nds_any_nan (reinterpret_cast<const double *> (v.z ().data ()), 2 * n);
    case NDS_CSINGLE:
      return nds_any_nan_f (reinterpret_cast<const float *> (v.fz ().data ()), 2 * n);
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

// the values v as complex singles (complex doubles rounded as Octave's single ()
// does)
static FloatComplexNDArray
csingle_values (const nds_vals& v)
{
  return v.iscsingle () ? v.fz () : FloatComplexNDArray (v.complex_value ());
}

// y = a op b for n aligned values of any classes, as Octave computes it on full
// arrays: logical counts as double; single with double or logical in single
// arithmetic (the double made single first); real with complex per part (x .* z is
// x * re, x * im, no product with a zero imaginary part); complex single in
// complex double on the singles, each part rounded once (nds_binop_cf); nz = the
// nonzeros of y
static nds_vals
values_op (nds_op op, const nds_vals& a, const nds_vals& b, int64_t& nz)
{
  const int64_t n = a.numel ();
  const nds_vtype vt = nds_vt_arith (a.vt (), b.vt ());
  const bool ca = nds_vt_complex (a.vt ()), cb = nds_vt_complex (b.vt ());
  // the op with the complex operand first (a real one's op mirrored)
  const nds_op rop = op == NDS_MINUS ? NDS_RMINUS : op == NDS_RDIV ? NDS_LDIV
                     : op == NDS_LDIV ? NDS_RDIV : op;
  switch (vt)
    {
    case NDS_CSINGLE:
    {
      // each operand made single first (Octave converts a double operand to single)
      FloatComplexNDArray y = nds_uninit<FloatComplexNDArray> (n);
      float *yp = reinterpret_cast<float *> (y.fortran_vec ());
      if (ca && cb)
        {
          const FloatComplexNDArray za = csingle_values (a), zb = csingle_values (b);
          nz = single_binop (op, za, zb, y, n);
        }
      else
        {
          const FloatComplexNDArray z = csingle_values (ca ? a : b);
          const FloatNDArray r = single_values (ca ? b : a);
          nz = nds_binop_cf (ca ? op : rop, reinterpret_cast<const float *> (z.data ()), n,
                             r.data (), n, 0, yp, n);
        }
      return nds_vals (y);
    }
    case NDS_COMPLEX:
    {
      ComplexNDArray y = nds_uninit<ComplexNDArray> (n);
      double *yp = reinterpret_cast<double *> (y.fortran_vec ());
      if (ca && cb)
        {
          const ComplexNDArray za = a.complex_value (), zb = b.complex_value ();
          nz = nds_binop_z (op, reinterpret_cast<const double *> (za.data ()), n,
                            reinterpret_cast<const double *> (zb.data ()), n, 1, yp, n);
        }
      else
        {
          const ComplexNDArray z = (ca ? a : b).complex_value ();
          const NDArray r = (ca ? b : a).array_value ();
          nz = nds_binop_z (ca ? op : rop, reinterpret_cast<const double *> (z.data ()), n,
                            r.data (), n, 0, yp, n);
        }
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
    case NDS_CSINGLE:
      return typed_result (shape, s, FloatComplexNDArray (y.fz ()), nz);
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
// the broadcast size of operands of sizes da and db (Octave's rule: equal or 1 in
// each dim), both padded with 1s to its length; an error for what otherwise
// (the operands' sizes as Octave prints them: ea, eb)
static nds_ivec
broadcast_size (nds_ivec& da, nds_ivec& db, const char *what, const nds_ivec& ea,
                const nds_ivec& eb)
{
  const size_t k = std::max (da.size (), db.size ());
  nds_ivec sz (k, 1);
  da.resize (k, 1);
  db.resize (k, 1);
  for (size_t j = 0; j < k; j++)
    {
      if (da[j] != db[j] && da[j] != 1 && db[j] != 1)
        nds_error ("ndsparse:size", "%s: nonconformant operands: %s and %s", what,
                   dims_str (ea).c_str (), dims_str (eb).c_str ());
      sz[j] = da[j] == 1 ? db[j] : da[j];
    }
  return sz;
}

static nds_tensor
broadcast_pair (const nds_tensor& A, const nds_tensor& B, const nds_pair_fn& f,
                const char *what, int op, int flags, bool& full)
{
  nds_ivec da = A.shape, db = B.shape;
  const nds_ivec sz = broadcast_size (da, db, what, A.dims (), B.dims ());
  const size_t k = sz.size ();
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
  const bool read_b = ! ga && (gb || dense_b), read_a = ! read_b && ! gb && (ga || dense_a);
  if ((read_a && vanishes (f, true, vb.vt (), va, da))
      || (read_b && vanishes (f, false, va.vt (), vb, db)))
    {
      int64_t nz;
      nds_vals y = read_a ? f (at (sb, sa, va, da), vb, nz) : f (va, at (sa, sb, vb, db), nz);
      return vals_result (sz, read_a ? sb : sa, std::move (y), nz);
    }
  if (dense_a || dense_b)
    {
      // a full scalar where f does not vanish: a full result
      nds_dense_check (std::vector<double> (sz.begin (), sz.end ()), what, false);
      full = true;
      return nds_tensor ();
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
  // (& and the ops of NDS_PAIR_UNION are zero at zero: no probe)
  const bool known_zero = flags & (NDS_PAIR_AND | NDS_PAIR_UNION);
  if (op >= 0 ? op == NDS_RDIV || op == NDS_LDIV
      : ! known_zero && zero_at_zero_fails (f, va.vt (), vb.vt ()))
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
                     ? true : (flags & NDS_PAIR_UNION) ? false : intersects (f, va, vb);
  nds_check (nds_merge_plan_make (nds_i64 (sa), na, nds_i64 (sb), nb, k,
                                  merge_size (sz, k), inter,
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
      // double before the tensor the other classes fill is made: its construction
      // and destruction were 520 of the 8100 instructions of a T + T of 14 entries
      if (A.vtype () == NDS_DOUBLE)
        return double_pair_op (A, B, op);
      bool done = false;
      nds_tensor r;
      switch (A.vtype ())
        {
        case NDS_COMPLEX: r = typed_pair_op<ComplexNDArray> (A, B, op, done); break;
        case NDS_SINGLE: r = typed_pair_op<FloatNDArray> (A, B, op, done); break;
        case NDS_CSINGLE: r = typed_pair_op<FloatComplexNDArray> (A, B, op, done); break;
        case NDS_DOUBLE: case NDS_LOGICAL: break;
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

// the engine's op of a op b as the tensor's values op the full array's (t_left:
// the tensor is a)
static nds_op
tensor_side_op (nds_op op, bool t_left)
{
  return t_left ? op : op == NDS_MINUS ? NDS_RMINUS : op == NDS_RDIV ? NDS_LDIV
         : op == NDS_LDIV ? NDS_RDIV : op;
}

// true when f (0, F) (f (F, 0) unless t_left) is zero for every element of F, 0 of
// the tensor's class xt: the result vanishes wherever the tensor is zero.  A real
// double F with an arithmetic op: the engine's scan of F in place; otherwise f on
// one zero against F's values, as Octave broadcasts a scalar
static bool
full_vanishes (const nds_pair_fn& f, int op, bool t_left, nds_vtype xt, const nds_vals& F)
{
  if (op >= 0 && (xt == NDS_DOUBLE || xt == NDS_LOGICAL) && F.vt () == NDS_DOUBLE)
    return nds_op_vanishes (tensor_side_op (static_cast<nds_op> (op), t_left),
                            F.x ().data (), F.numel ());
  int64_t nz;
  const nds_vals z = zeros_of (xt, 1);
  (void) (t_left ? f (z, F, nz) : f (F, z, nz));
  return nz == 0;
}

nds_tensor
nds_pair_full (const nds_tensor& T, const nds_vals& F, const nds_ivec& fd, bool t_left,
               const nds_pair_fn& f, int op, const char *what, bool& full)
{
  full = false;
  nds_ivec dt = T.shape, df = fd;
  const nds_ivec sz = broadcast_size (dt, df, what, t_left ? T.dims () : fd,
                                      t_left ? fd : T.dims ());
  const size_t k = sz.size ();
  if (! full_vanishes (f, op, t_left, T.vtype (), F))
    {
      nds_dense_check (std::vector<double> (sz.begin (), sz.end ()), what, false);
      full = true;
      return nds_tensor ();
    }
  // T's entries (repeated where F is longer), F read at each by linear index
  int64NDArray s;
  nds_vals v;
  padded_entries (T, k, s, v);
  tile_entries (s, v, dt, sz);
  const int64_t n = s.rows ();
  int64_t nz;
  if (op >= 0 && v.vt () == NDS_DOUBLE && F.vt () == NDS_DOUBLE)
    {
      NDArray y = nds_uninit<NDArray> (n);
      nz = nds_gather (nds_i64 (s), n, k, F.data (), df.data (), NDS_DOUBLE,
                       tensor_side_op (static_cast<nds_op> (op), t_left), v.x ().data (),
                       y.fortran_vec ());
      return typed_result (sz, s, std::move (y), nz);
    }
  nds_vals g (F.vt (), n);
  nds_gather (nds_i64 (s), n, k, F.data (), df.data (), F.vt (), NDS_COPY, nullptr, g.ptr ());
  nds_vals y = t_left ? f (v, g, nz) : f (g, v, nz);
  return vals_result (sz, s, std::move (y), nz);
}

nds_tensor
nds_scale_values (const nds_tensor& A, nds_op op, double c)
{
  switch (A.vt)
    {
    case NDS_COMPLEX:
      {
        const complex_entries e (A, true);
        const int64_t n = e.s->rows ();
        ComplexNDArray y = nds_uninit<ComplexNDArray> (n);
        const int64_t nz = nds_binop_z (op, e.raw (), n, &c, 1, 0,
                                        reinterpret_cast<double *> (y.fortran_vec ()), n);
        return entries_result (e, std::move (y), nz);
      }
    case NDS_SINGLE:
      {
        // c a single (Octave converts a double scalar to single first)
        const single_entries e (A, true);
        const int64_t n = e.s->rows ();
        const float cf = static_cast<float> (c);
        FloatNDArray y = nds_uninit<FloatNDArray> (n);
        const int64_t nz = nds_binop_f (op, e.raw (), n, &cf, 1, y.fortran_vec (), n);
        return entries_result (e, std::move (y), nz);
      }
    case NDS_CSINGLE:
      {
        // c a single, each part's result rounded once to single
        const csingle_entries e (A, true);
        const int64_t n = e.s->rows ();
        const float cf = static_cast<float> (c);
        FloatComplexNDArray y = nds_uninit<FloatComplexNDArray> (n);
        const int64_t nz = nds_binop_cf (op, e.raw (), n, &cf, 1, 0,
                                         reinterpret_cast<float *> (y.fortran_vec ()), n);
        return entries_result (e, std::move (y), nz);
      }
    case NDS_DOUBLE:
    case NDS_LOGICAL:
      break;
    }
  const double_entries e (A, true);
  const int64_t n = e.s->rows ();
  NDArray y = nds_uninit<NDArray> (n);
  const int64_t nz = nds_binop (op, e.raw (), n, &c, 1, y.fortran_vec (), n);
  return entries_result (e, std::move (y), nz);
}

// the complex single values kern (x, n, y) writes from the n values x of A's entries
// E (single or complex single) into the float pairs y, returning how many are nonzero
template <typename E, typename K>
static nds_tensor
csingle_result (const nds_tensor& A, K kern)
{
  const E e (A, true);
  const int64_t n = e.s->rows ();
  FloatComplexNDArray y = nds_uninit<FloatComplexNDArray> (n);
  const int64_t nz = kern (e.raw (), n, reinterpret_cast<float *> (y.fortran_vec ()));
  return entries_result (e, std::move (y), nz);
}

nds_tensor
nds_scale_complex (const nds_tensor& A, nds_op op, const Complex& c)
{
  if (nds_vt_single (A.vt))
    {
      // c a single, each part's result computed in double and rounded once
      const float cf[2] = { static_cast<float> (c.real ()), static_cast<float> (c.imag ()) };
      if (A.vt == NDS_CSINGLE)
        return csingle_result<csingle_entries> (A, [&] (const float *x, int64_t n, float *y)
                                                { return nds_binop_cf (op, x, n, cf, 1, 1, y, n); });
      return csingle_result<single_entries> (A, [&] (const float *x, int64_t n, float *y)
                                             { return nds_binop_rcf (op, x, n, cf, 1, y, n); });
    }
  const double *cp = reinterpret_cast<const double *> (&c);
  if (A.vt == NDS_COMPLEX)
    {
      const complex_entries e (A, true);
      const int64_t n = e.s->rows ();
      ComplexNDArray y = nds_uninit<ComplexNDArray> (n);
      const int64_t nz = nds_binop_z (op, e.raw (), n, cp, 1, 1,
                                      reinterpret_cast<double *> (y.fortran_vec ()), n);
      return entries_result (e, std::move (y), nz);
    }
  const double_entries e (A, true);
  const int64_t n = e.s->rows ();
  ComplexNDArray y = nds_uninit<ComplexNDArray> (n);
  const int64_t nz = nds_binop_rz (op, e.raw (), n, cp, 1,
                                   reinterpret_cast<double *> (y.fortran_vec ()), n);
  return entries_result (e, std::move (y), nz);
}

// a scratch array of n elements of T: on the stack for a few, else on the heap
template <typename T, int64_t FEW>
struct scratch
{
  T few[FEW];
  std::unique_ptr<T[]> many;
  T *p;
  explicit scratch (int64_t n) : p (n <= FEW ? few : (many.reset (new T[n]), many.get ())) { }
};

// the dims of t as a dim_vector
static dim_vector
dims_of (const nds_tensor& t)
{
  const nds_ivec d = t.dims ();
  dim_vector dv;
  dv.resize (d.size ());
  for (size_t j = 0; j < d.size (); j++)
    dv(j) = d[j];
  return dv;
}

// the full logical array F of t's dims, true but at the n entries s (in t's shape),
// where it is y
static boolNDArray
logic_full (const nds_tensor& t, const int64_t *s, int64_t n, const unsigned char *y)
{
  boolNDArray F (dims_of (t), true);
  nds_scatter (s, y, n, static_cast<int64_t> (t.shape.size ()), t.shape.data (), NDS_LOGICAL,
               F.fortran_vec ());
  return F;
}

bool
nds_not_full (const nds_tensor& A, boolNDArray& F)
{
  if (A.vt != NDS_DOUBLE && A.vt != NDS_LOGICAL)
    return false;
  const double_entries e (A);
  const int64_t n = e.s->rows ();
  const double *x = e.raw ();
  if (nds_any_nan (x, n))
    return false;
  scratch<unsigned char, 256> y (n);
  nds_vals_logic_scalar (NDS_EQ, x, n, 0, y.p);
  F = logic_full (A, nds_i64 (*e.s), n, y.p);
  return true;
}

NDArray
nds_plus_full (const nds_tensor& A, double c, bool minus, bool c_left)
{
  const double_entries e (A);
  const int64_t n = e.s->rows ();
  scratch<double, 128> y (n);
  nds_binop (! minus ? NDS_PLUS : c_left ? NDS_RMINUS : NDS_MINUS, e.raw (), n, &c, 1, y.p, n);
  NDArray F (dims_of (A), minus && ! c_left ? 0 - c : c);
  nds_scatter (nds_i64 (*e.s), y.p, n, static_cast<int64_t> (A.shape.size ()),
               A.shape.data (), NDS_DOUBLE, F.fortran_vec ());
  return F;
}

// r = the tensor of shape holding the rows i of the n entries s (m columns) where
// y[i] is true (nz of them), s itself when all are, with the values vals (nz of
// them); made in r (a tensor returned and moved into r copied its arrays' dims: 15%
// of a small T & U)
static void
kept_result (nds_tensor& r, const nds_ivec& shape, const int64NDArray *whole, const int64_t *s,
             int64_t n, int64_t m, const unsigned char *y, int64_t nz, const nds_vals& vals)
{
  if (whole && nz == n)
    {
      nds_tensor_reset (r, *whole, vals, shape);
      return;
    }
  int64NDArray os = nds_uninit<int64NDArray> (nz, m);
  nds_rows_keep (s, n, m, y, nz, nds_i64w (os));
  nds_tensor_reset (r, os, vals, shape);
}

nds_tensor
nds_compare_values (const nds_tensor& A, int cmp, double c)
{
  // the kept rows' indices, then those rows alone (a mask over every row and a
  // copy through it cost more than both when few rows hold); A's own storage
  // when all do
  const double_entries e (A);
  const int64_t n = e.s->rows (), m = e.s->columns ();
  scratch<int64_t, 256> idx (n);
  const int64_t nz = nds_vals_pick_scalar (static_cast<nds_lop> (cmp), e.raw (), n, c, idx.p);
  const nds_vals vals (boolNDArray (dim_vector (nz, 1), true));
  nds_tensor r;
  if (nz == n)
    {
      nds_tensor_reset (r, *e.s, vals, e.t.shape);
      return r;
    }
  int64NDArray os = nds_uninit<int64NDArray> (nz, m);
  nds_rows_take (nds_i64 (*e.s), n, m, idx.p, nz, nds_i64w (os));
  nds_tensor_reset (r, os, vals, e.t.shape);
  return r;
}

// f (whole, s, n, ya, yb) on the union of the entries of A and B (their
// intersection when both), real tensors of one shape: n rows s (m columns) and
// their values ya and yb, 0 where an operand holds none; whole is A's storage when
// both hold one coordinate set, else null.  The merged rows and aligned values are
// scratch arrays, on the stack for a few rows: f makes the result's arrays alone
template <typename F>
static void
aligned_pair (const double_entries& ea, const double_entries& eb, bool both, F f)
{
  const int64NDArray& sa = *ea.s, & sb = *eb.s;
  const NDArray& xa = *ea.v, & xb = *eb.v;
  const int64_t na = sa.rows (), nb = sb.rows (), m = sa.columns ();
  if (na == nb && nds_i64 (sa) == nds_i64 (sb))
    {
      // one coordinate set: no merge
      f (&sa, nds_i64 (sa), na, xa.data (), xb.data ());
      return;
    }
  struct plan_owner
  {
    nds_merge_plan P = {};
    ~plan_owner () { nds_merge_plan_free (&P); }
  } g;
  nds_check (nds_merge_plan_make (nds_i64 (sa), na, nds_i64 (sb), nb, m,
                                  merge_size (ea.t.shape, m), both,
                                  nds_team (na + nb, NDS_SERIAL_BELOW), &g.P), who);
  const int64_t n = g.P.off[g.P.nl];
  scratch<int64_t, 512> os (n * m);
  scratch<double, 128> ya (n), yb (n);
  nds_merge_emit (&g.P, nds_i64 (sa), xa.data (), NDS_DOUBLE, na, nds_i64 (sb), xb.data (),
                  NDS_DOUBLE, nb, m, os.p, ya.p, yb.p);
  f (nullptr, os.p, n, ya.p, yb.p);
}

bool
nds_logic_pair (const nds_tensor& A, const nds_tensor& B, int op, nds_tensor& r,
                boolNDArray& F, bool& full)
{
  auto real = [] (nds_vtype vt) { return vt == NDS_DOUBLE || vt == NDS_LOGICAL; };
  if (! real (A.vt) || ! real (B.vt) || A.shape != B.shape || op < 0 || op > 8)
    return false;
  const double_entries ea (A), eb (B);
  if (op >= 6 && (nds_any_nan (ea.v->data (), ea.s->rows ())
                  || nds_any_nan (eb.v->data (), eb.s->rows ())))
    return false;
  full = op == 1 || op == 3 || op == 4;
  if (full)
    nds_dense_check (std::vector<double> (A.shape.begin (), A.shape.end ()),
                     op == 4 ? "eq" : op == 1 ? "le" : "ge", false);
  const int64_t m = ea.s->columns ();
  aligned_pair (ea, eb, op == 6, [&] (const int64NDArray *whole, const int64_t *s, int64_t n,
                                      const double *ya, const double *yb)
  {
    scratch<unsigned char, 256> y (n);
    const int64_t nz = nds_vals_logic (static_cast<nds_lop> (op), ya, yb, n, y.p);
    if (full)
      F = logic_full (A, s, n, y.p);
    else
      kept_result (r, A.shape, whole, s, n, m, y.p, nz,
                   nds_vals (boolNDArray (dim_vector (nz, 1), true)));
  });
  return true;
}

bool
nds_extremum_pair (const nds_tensor& A, const nds_tensor& B, bool ismax, nds_tensor& r)
{
  if (A.vt != NDS_DOUBLE || B.vt != NDS_DOUBLE || A.shape != B.shape)
    return false;
  const double_entries ea (A), eb (B);
  const int64_t m = ea.s->columns ();
  aligned_pair (ea, eb, false, [&] (const int64NDArray *whole, const int64_t *s, int64_t n,
                                    const double *ya, const double *yb)
  {
    scratch<double, 128> y (n);
    scratch<unsigned char, 256> keep (n);
    const int64_t nz = nds_vals_extremum (ismax, ya, yb, n, y.p, keep.p);
    NDArray vals = nds_uninit<NDArray> (nz);
    std::copy (y.p, y.p + nz, vals.fortran_vec ());
    kept_result (r, A.shape, whole, s, n, m, keep.p, nz, nds_vals (vals));
  });
  return true;
}

bool
nds_power_scalar (const nds_tensor& A, double c, nds_tensor& r)
{
  if (A.vt != NDS_DOUBLE || ! (c > 0))
    return false;
  const double_entries e (A);
  const int64_t n = e.s->rows ();
  const double *x = e.raw ();
  // Octave's xisint: an integer that fits an int
  const bool isint = std::round (c) == c && c < INT_MAX;
  if (! isint && nds_any_negative (x, n))
    return false;
  NDArray y = nds_uninit<NDArray> (n);
  const int64_t nz = nds_vals_power (x, n, c, y.fortran_vec ());
  r = typed_result (e.t.shape, *e.s, std::move (y), nz);
  return true;
}

bool
nds_has_negative (const nds_tensor& A)
{
  if (A.vt == NDS_DOUBLE)
    {
      const double_entries e (A);
      return nds_any_negative (e.raw (), e.s->rows ());
    }
  if (A.vt == NDS_SINGLE)
    {
      const single_entries e (A);
      return nds_any_negative_f (e.raw (), e.s->rows ());
    }
  return false;
}

nds_tensor
nds_negate (const nds_tensor& A, bool neg)
{
  switch (A.vt)
    {
    case NDS_COMPLEX:
      {
        const complex_entries e (A, true);
        const int64_t n = e.s->rows ();
        ComplexNDArray y = ! neg ? *e.v : nds_uninit<ComplexNDArray> (n);
        const int64_t nz = ! neg ? n : nds_unary (NDS_NEG, NDS_COMPLEX, e.raw (),
                                                  reinterpret_cast<double *> (y.fortran_vec ()),
                                                  n);
        return entries_result (e, std::move (y), nz);
      }
    case NDS_SINGLE:
      {
        const single_entries e (A, true);
        const int64_t n = e.s->rows ();
        FloatNDArray y = ! neg ? *e.v : nds_uninit<FloatNDArray> (n);
        const int64_t nz = ! neg ? n : nds_unary_f (NDS_NEG, e.raw (), y.fortran_vec (), n);
        return entries_result (e, std::move (y), nz);
      }
    case NDS_CSINGLE:
      {
        // (exact: the parts' signs flipped)
        const csingle_entries e (A, true);
        const int64_t n = e.s->rows ();
        FloatComplexNDArray y = ! neg ? *e.v : nds_uninit<FloatComplexNDArray> (n);
        const int64_t nz = ! neg ? n : nds_unary_cf (NDS_NEG, e.raw (),
                                                     reinterpret_cast<float *> (y.fortran_vec ()),
                                                     n);
        return entries_result (e, std::move (y), nz);
      }
    case NDS_DOUBLE:
    case NDS_LOGICAL:
      break;
    }
  const double_entries e (A, true);
  const int64_t n = e.s->rows ();
  NDArray y = ! neg ? *e.v : nds_uninit<NDArray> (n);
  const int64_t nz = ! neg ? n : nds_unary (NDS_NEG, NDS_DOUBLE, e.raw (), y.fortran_vec (), n);
  return entries_result (e, std::move (y), nz);
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
    case NDS_CSINGLE:
      {
        FloatComplexNDArray f (y.fz ());
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
