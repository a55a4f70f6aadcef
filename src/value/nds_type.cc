// nds_type.cc: the ndsparse value type: Octave's side of it (type registration,
// operators, indexing entry points, field access for the class's m-methods, save
// and load).  Every use of Octave's internals beyond <octave/oct.h> is in this file.
#include <octave/oct.h>
#include <octave/interpreter.h>
#include <octave/errwarn.h>
#include <octave/smx-scm-s.h>
#include <octave/ov-struct.h>
#include <octave/ov-class.h>
#include <octave/ov-cx-mat.h>
#include <octave/ov-flt-cx-mat.h>
#include <octave/ov-typeinfo.h>
#include <octave/parse.h>
#include <octave/pt-eval.h>
#include <octave/symtab.h>
#include <algorithm>
#include <cinttypes>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include "value/nds_type.h"
#include "value/nds_make.h"
#include "tensor/nds_tensor.h"
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"


static octave::interpreter&
nds_interp ()
{
  return *octave::interpreter::the_interpreter ();
}

DEFINE_OV_TYPEID_FUNCTIONS_AND_DATA (octave_ndsparse, "ndsparse", "ndsparse");

octave_ndsparse::octave_ndsparse ()
  : octave_base_value ()
{
  nds_tensor_reset (m_t, int64NDArray (dim_vector (0, 2)), nds_vals (NDArray (dim_vector (0, 1))),
                    nds_ivec {0, 0});
}

nds_vals
nds_vals_of (const octave_value& v)
{
  // (complex single values whose imaginary parts are all 0 narrow to real single
  // in nds_tensor_reset)
  if (v.is_single_type ())
    return v.iscomplex () ? nds_vals (v.float_complex_array_value ())
           : nds_vals (v.float_array_value ());
  return v.islogical () ? nds_vals (v.bool_array_value ())
         : v.iscomplex () ? nds_vals (v.complex_array_value ()) : nds_vals (v.array_value ());
}

octave_value
nds_vals_value (const nds_vals& v)
{
  return std::visit ([] (const auto& a) { return octave_value (a); }, v.a);
}

// the values v as an Octave array, complex ones kept complex when every imaginary
// part is zero (a part of a complex operand: min (0, NaN) is 0 in double, NaN in
// complex; the values of a tensor made by complex (), which save writes)
static octave_value
operand_values (const nds_vals& v)
{
  return v.iscomplex () ? octave_value (new octave_complex_matrix (v.z ()))
         : v.iscsingle () ? octave_value (new octave_float_complex_matrix (v.fz ()))
         : nds_vals_value (v);
}

void
nds_complex_storage (nds_tensor& t)
{
  // logical values become complex double, as Octave's complex (true) makes them
  if (t.vt == NDS_SINGLE)
    t.val = nds_vals (FloatComplexNDArray (t.f ()));
  else if (! nds_vt_complex (t.vt))
    t.val = nds_vals (t.val.complex_value ());
  t.vt = t.val.vt ();
}

octave_value
nds_value (const nds_tensor& t)
{
  return octave_value (new octave_ndsparse (t));
}

octave_value
nds_value (nds_tensor&& t)
{
  return octave_value (new octave_ndsparse (std::move (t)));
}

octave_value
nds_make_value (octave::interpreter& interp, const int64NDArray& subs, NDArray&& vals,
                const int64_t *usz, int64_t m)
{
  nds_type_install (interp);
  NDArray x (std::move (vals));
  if (x.columns () != 1 || x.ndims () != 2)
    x = x.reshape (dim_vector (x.numel (), 1));
  return nds_value (nds_tensor (subs, std::move (x), nds_ivec (usz, usz + m), nds_new_sid ()));
}

// ------------------------------------------------------------------- fields

static const char *const field_names[] = {"subs", "vals", "usz", "psubs", "pvals",
                                          "shape", "offs", "fixed", "hidden", "sid",
                                          "order"};
static const int nfields = 11;

static RowVector
row_of (const nds_ivec& v, int64_t add = 0)
{
  RowVector r (v.size ());
  for (size_t i = 0; i < v.size (); i++)
    r(i) = static_cast<double> (v[i] + add);
  return r;
}

octave_value
nds_tensor_field (const nds_tensor& t, const std::string& name)
{
  const int64_t M = t.ndim (), p = t.npending ();
  if (name == "subs")
    return octave_value (t.subs);
  if (name == "vals")
    return nds_vals_value (t.vals ());
  if (name == "iscomplex")
    return octave_value (static_cast<bool> (nds_vt_complex (t.vt)));
  if (name == "issingle")
    return octave_value (static_cast<bool> (nds_vt_single (t.vt)));
  if (name == "usz")
    return octave_value (row_of (t.usz));
  if (name == "psubs")
    {
      int64NDArray ps (dim_vector (p, M));
      int64_t *o = nds_i64w (ps);
      for (int64_t e = 0; e < p; e++)
        for (int64_t d = 0; d < M; d++)
          o[e + d * p] = t.pend->at (e)[d];
      return octave_value (ps);
    }
  if (name == "pvals")
    {
      switch (t.vt)
        {
        case NDS_LOGICAL:
          {
            boolNDArray pb (dim_vector (p, 1));
            for (int64_t e = 0; e < p; e++)
              pb(e) = t.pend->p.vals[e] != 0;
            return octave_value (pb);
          }
        case NDS_COMPLEX:
          return octave_value (ComplexNDArray (dim_vector (0, 1)));
        case NDS_CSINGLE:
          return octave_value (FloatComplexNDArray (dim_vector (0, 1)));
        case NDS_SINGLE:
          {
            FloatNDArray pf (dim_vector (p, 1));
            for (int64_t e = 0; e < p; e++)
              pf(e) = t.pend->p.vals[e];
            return octave_value (pf);
          }
        case NDS_DOUBLE:
          break;
        }
      NDArray px (dim_vector (p, 1));
      for (int64_t e = 0; e < p; e++)
        px(e) = t.pend->p.vals[e];
      return octave_value (px);
    }
  if (name == "shape")
    return octave_value (row_of (t.shape));
  if (name == "offs")
    return octave_value (row_of (t.offs));
  if (name == "fixed")
    {
      boolNDArray f (dim_vector (1, M));
      for (int64_t d = 0; d < M; d++)
        f(d) = t.fixed[d];
      return octave_value (f);
    }
  if (name == "hidden")
    return octave_value (row_of (t.hidden, 1));
  if (name == "order")
    {
      // the underlying dims of the active view dims, 1-based, in view order
      if (! t.order.empty ())
        return octave_value (row_of (t.order, 1));
      nds_ivec nat;
      for (int64_t d = 0; d < M; d++)
        if (! t.fixed[d])
          nat.push_back (d);
      return octave_value (row_of (nat, 1));
    }
  if (name == "islogical")
    return octave_value (t.vt == NDS_LOGICAL);
  if (name == "nstored")
    return octave_value (static_cast<double> (t.subs.rows ()));
  if (name == "npending")
    return octave_value (static_cast<double> (p));
  if (name == "sid")
    {
      char buf[32];
      std::snprintf (buf, sizeof buf, "%" PRIu64, t.sid);
      return octave_value (buf);
    }
  error_with_id ("ndsparse:index", "ndsparse has no field '%s'", name.c_str ());
}

octave_scalar_map
nds_tensor_map (const nds_tensor& t)
{
  octave_scalar_map m;
  for (int k = 0; k < nfields; k++)
    m.assign (field_names[k], nds_tensor_field (t, field_names[k]));
  return m;
}

// v as int64 values (a vector of integers below 2^63 in magnitude, or empty); false
// if it is not
static bool
int_vector (const octave_value& v, nds_ivec& out, int64_t add = 0)
{
  if (! (v.isnumeric () || v.islogical ()) || v.iscomplex () || v.issparse ()
      || (! v.isempty () && v.dims ().num_ones () < v.ndims () - 1))
    return false;
  const NDArray a = v.array_value ();
  out.resize (a.numel ());
  for (octave_idx_type i = 0; i < a.numel (); i++)
    {
      const double e = a(i);
      if (! (e == std::floor (e) && std::fabs (e) < 9223372036854775808.0))
        return false;
      out[i] = static_cast<int64_t> (e) + add;
    }
  return true;
}

// the error for a stored form that is not a tensor
#define BAD(...) error_with_id ("ndsparse:load", __VA_ARGS__)

// set field name of t to v, checking its class and shape (not its consistency with
// the other fields: see check_tensor)
static void
set_field (nds_tensor& t, const std::string& name, const octave_value& v, const char *who)
{
  nds_ivec iv;
  if (name == "subs")
    {
      if (! v.is_int64_type () || v.ndims () != 2)
        BAD ("%s: SUBS must be an int64 matrix, not %s", who, v.class_name ().c_str ());
      t.subs = v.int64_array_value ();
    }
  else if (name == "vals")
    {
      if (v.is_single_type () && ! v.iscomplex () && ! v.issparse () && v.ndims () == 2
          && v.columns () == 2)
        {
          // complex single values as an n-by-2 matrix of real and imaginary parts
          // (the -hdf5 form, save_hdf5)
          const FloatNDArray ri = v.float_array_value ();
          const octave_idx_type n = ri.rows ();
          FloatComplexNDArray z (dim_vector (n, 1));
          bool cx = false;
          for (octave_idx_type i = 0; i < n; i++)
            {
              z(i) = FloatComplex (ri(i), ri(i + n));
              cx = cx || ri(i + n) != 0;
            }
          t.vt = cx ? NDS_CSINGLE : NDS_SINGLE;
          t.val = cx ? nds_vals (z) : nds_vals (FloatNDArray (real (z)));
          return;
        }
      if (! (v.islogical () || v.is_double_type () || v.is_single_type ()) || v.issparse ()
          || (! v.isempty () && v.columns () != 1) || v.ndims () != 2)
        BAD ("%s: VALS must be a column of double or single (real or complex) or logical values",
             who);
      // complex values whose imaginary parts are all zero narrow to real, as the
      // tensors made any other way do
      const bool sgl = v.is_single_type ();
      const ComplexNDArray z = v.iscomplex () ? v.complex_array_value () : ComplexNDArray ();
      const Complex *zp = z.data ();
      const bool cx = std::any_of (zp, zp + z.numel (),
                                   [] (const Complex& c) { return c.imag () != 0; });
      t.vt = v.islogical () ? NDS_LOGICAL : cx ? (sgl ? NDS_CSINGLE : NDS_COMPLEX)
             : sgl ? NDS_SINGLE : NDS_DOUBLE;
      switch (t.vt)
        {
        case NDS_LOGICAL: t.val = nds_vals (v.bool_array_value ()); break;
        case NDS_COMPLEX: t.val = nds_vals (z); break;
        case NDS_SINGLE:
          t.val = nds_vals (v.iscomplex () ? real (v.float_complex_array_value ())
                            : v.float_array_value ());
          break;
        case NDS_CSINGLE: t.val = nds_vals (v.float_complex_array_value ()); break;
        case NDS_DOUBLE:
          t.val = nds_vals (v.iscomplex () ? real (z) : v.array_value ());
          break;
        }
    }
  else if (name == "usz" || name == "shape" || name == "offs")
    {
      if (! int_vector (v, iv))
        BAD ("%s: %s must be a vector of integers", who,
             name == "usz" ? "USZ" : name == "shape" ? "SHAPE" : "OFFS");
      (name == "usz" ? t.usz : name == "shape" ? t.shape : t.offs) = iv;
    }
  else if (name == "fixed")
    {
      if (! int_vector (v, iv))
        BAD ("%s: FIXED must be a logical vector", who);
      t.fixed.assign (iv.begin (), iv.end ());
      for (auto& f : t.fixed)
        f = f != 0;
    }
  else if (name == "hidden")
    {
      if (! int_vector (v, iv, -1))
        BAD ("%s: HIDDEN must be a vector of positions", who);
      t.hidden = iv;
    }
  else if (name == "order")
    {
      if (! int_vector (v, iv, -1))
        BAD ("%s: ORDER must be a vector of dimensions", who);
      t.order = iv;
    }
  else if (name == "sid")
    t.sid = nds_new_sid ();
  else
    error_with_id ("ndsparse:index", "ndsparse has no field '%s'", name.c_str ());
}

// true when t's stored value i is zero
static bool
stored_zero (const nds_tensor& t, int64_t i)
{
  switch (t.vt)
    {
    case NDS_LOGICAL: return ! t.b ()(i);
    case NDS_COMPLEX: return t.z ()(i) == 0.0;
    case NDS_SINGLE: return t.f ()(i) == 0;
    case NDS_CSINGLE: return t.fz ()(i) == FloatComplex ();
    case NDS_DOUBLE: break;
    }
  return t.x ()(i) == 0;
}

// every invariant of t (the storage sorted, distinct, nonzero and in range; the
// pending entries in range; the view inside the storage), each violation an
// ndsparse:load error: a tensor read from a file is never trusted.  O(nnz * M).
static void
check_tensor (const nds_tensor& t, const char *who)
{
  const int64_t M = t.ndim ();
  if (M < 1 || M > 64)
    BAD ("%s: the tensor has %ld dimensions; 1 to 64 are supported", who, static_cast<long> (M));
  for (int64_t d = 0; d < M; d++)
    if (t.usz[d] < 0 || t.usz[d] >= (int64_t) 9007199254740992LL)
      BAD ("%s: USZ(%ld) = %ld is not a size below 2^53", who, static_cast<long> (d + 1),
           static_cast<long> (t.usz[d]));
  const int64_t n = t.subs.rows ();
  if (t.subs.columns () != M)
    BAD ("%s: SUBS has %ld columns for %ld dimensions", who,
         static_cast<long> (t.subs.columns ()), static_cast<long> (M));
  const octave_idx_type nv = t.nvals ();
  if (nv != n)
    BAD ("%s: %ld values for %ld stored coordinates", who, static_cast<long> (nv),
         static_cast<long> (n));
  const int64_t *s = nds_i64 (t.subs);
  for (int64_t d = 0; d < M; d++)
    for (int64_t i = 0; i < n; i++)
      if (s[i + d * n] < 1 || s[i + d * n] > t.usz[d])
        BAD ("%s: SUBS(%ld,%ld) = %ld is outside 1..%ld", who, static_cast<long> (i + 1),
             static_cast<long> (d + 1), static_cast<long> (s[i + d * n]),
             static_cast<long> (t.usz[d]));
  for (int64_t i = 1; i < n; i++)
    if (nds_cmp (s, n, i - 1, s, n, i, M) >= 0)
      BAD ("%s: stored coordinates %ld and %ld are %s", who, static_cast<long> (i),
           static_cast<long> (i + 1),
           nds_cmp (s, n, i - 1, s, n, i, M) == 0 ? "equal" : "out of order");
  for (int64_t i = 0; i < n; i++)
    if (stored_zero (t, i))
      BAD ("%s: stored value %ld is zero", who, static_cast<long> (i + 1));
  const int64_t p = t.npending ();
  for (int64_t e = 0; e < p; e++)
    for (int64_t d = 0; d < M; d++)
      if (t.pend->at (e)[d] < 1 || t.pend->at (e)[d] > t.usz[d])
        BAD ("%s: PSUBS(%ld,%ld) = %ld is outside 1..%ld", who, static_cast<long> (e + 1),
             static_cast<long> (d + 1), static_cast<long> (t.pend->at (e)[d]),
             static_cast<long> (t.usz[d]));
  // the view: K dims, hidden ones of size 1 at sorted distinct positions, the active
  // ones inside their underlying dims
  const int64_t K = t.shape.size ();
  if (static_cast<int64_t> (t.offs.size ()) != M || static_cast<int64_t> (t.fixed.size ()) != M)
    BAD ("%s: OFFS and FIXED must have one element per dimension (%ld)", who,
         static_cast<long> (M));
  int64_t nact = 0;
  for (int64_t d = 0; d < M; d++)
    nact += ! t.fixed[d];
  if (nact + static_cast<int64_t> (t.hidden.size ()) != K)
    BAD ("%s: the view's %ld dims are not its %ld active and %ld hidden ones", who,
         static_cast<long> (K), static_cast<long> (nact), static_cast<long> (t.hidden.size ()));
  for (size_t h = 0; h < t.hidden.size (); h++)
    if (t.hidden[h] < 0 || t.hidden[h] >= K || (h > 0 && t.hidden[h] <= t.hidden[h - 1])
        || t.shape[t.hidden[h]] != 1)
      BAD ("%s: HIDDEN must be increasing positions of size-1 view dims", who);
  if (! t.order.empty ())
    {
      // a permutation of the active dims
      std::vector<int> seen (M, 0);
      bool ok = static_cast<int64_t> (t.order.size ()) == nact;
      for (size_t a = 0; ok && a < t.order.size (); a++)
        ok = t.order[a] >= 0 && t.order[a] < M && ! t.fixed[t.order[a]]
             && ! seen[t.order[a]]++;
      if (! ok)
        BAD ("%s: ORDER must list each active dimension once", who);
    }
  const nds_ivec u = t.under ();
  for (int64_t c = 0; c < K; c++)
    {
      const int64_t d = u[c];
      if (d < 0)
        continue;
      if (d >= M || t.shape[c] < 0 || t.offs[d] < 0 || t.offs[d] + t.shape[c] > t.usz[d])
        BAD ("%s: view dim %ld (offset %ld, size %ld) is outside dimension %ld (%ld)", who,
             static_cast<long> (c + 1), static_cast<long> (d < M ? t.offs[d] : 0),
             static_cast<long> (t.shape[c]), static_cast<long> (d + 1),
             static_cast<long> (d < M ? t.usz[d] : 0));
    }
  for (int64_t d = 0; d < M; d++)
    if (t.fixed[d] && (t.offs[d] < 0 || t.offs[d] >= t.usz[d]))
      BAD ("%s: fixed dimension %ld at %ld is outside 1..%ld", who, static_cast<long> (d + 1),
           static_cast<long> (t.offs[d] + 1), static_cast<long> (t.usz[d]));
}

// the pending entries of the fields psubs and pvals into t
static void
set_pending (nds_tensor& t, const octave_value& ps, const octave_value& pv, const char *who)
{
  if (! ps.is_int64_type () || ps.ndims () != 2)
    BAD ("%s: PSUBS must be an int64 matrix", who);
  if (! (pv.islogical () || pv.is_double_type () || pv.is_single_type ())
      || pv.iscomplex () || pv.issparse ()
      || (! pv.isempty () && pv.columns () != 1) || pv.ndims () != 2)
    BAD ("%s: PVALS must be a column of real double, single or logical values", who);
  const int64NDArray s = ps.int64_array_value ();
  const NDArray x = pv.array_value ();
  const int64_t p = s.rows (), M = t.ndim ();
  if (x.numel () != p || (p > 0 && s.columns () != M))
    BAD ("%s: PSUBS and PVALS differ in entries or PSUBS in columns", who);
  if (p > 0 && (pv.islogical () != (t.vt == NDS_LOGICAL)
                || pv.is_single_type () != static_cast<bool> (nds_vt_single (t.vt))))
    BAD ("%s: PVALS and VALS differ in class", who);
  if (p > 0 && nds_vt_complex (t.vt))
    BAD ("%s: a complex tensor has no pending entries", who);
  t.pend.reset ();
  std::vector<int64_t> u (M);
  for (int64_t e = 0; e < p; e++)
    {
      for (int64_t d = 0; d < M; d++)
        u[d] = nds_i64 (s)[e + d * p];
      if (nds_pend_append (&t.pending_mut ().p, u.data (), x(e)) != NDS_OK)
        error_with_id ("ndsparse:nomem", "%s: out of memory", who);
    }
}

nds_tensor
nds_tensor_from_map (const octave_scalar_map& m, bool check, const char *who)
{
  nds_tensor t;
  for (int k = 0; k < nfields; k++)
    {
      const std::string name = field_names[k];
      if (name == "order" && ! m.isfield ("order"))
        continue;                    // files of 0.1.0: views were not permuted
      if (! m.isfield (field_names[k]))
        BAD ("%s: the stored tensor has no field '%s'", who, field_names[k]);
      if (name != "psubs" && name != "pvals")
        set_field (t, name, m.getfield (name), who);
    }
  set_pending (t, m.getfield ("psubs"), m.getfield ("pvals"), who);
  if (check)
    check_tensor (t, who);
  return t;
}

#undef BAD

nds_tensor
nds_tensor_of (const octave_value& v, const char *who)
{
  if (v.type_id () == octave_ndsparse::static_type_id ())
    return static_cast<const octave_ndsparse&> (v.get_rep ()).tensor ();
  if (v.isobject () && v.class_name () == "ndsparse")
    return nds_tensor_from_map (v.map_value ().checkelem (0), false, who);
  error_with_id ("ndsparse:internal", "%s: an ndsparse tensor is needed, not %s", who,
                 v.class_name ().c_str ());
}

nds_tensor *
nds_shared (const octave_value& v)
{
  if (v.type_id () != octave_ndsparse::static_type_id ())
    return nullptr;
  const octave_ndsparse& rep = static_cast<const octave_ndsparse&> (v.get_rep ());
  return const_cast<nds_tensor *> (&rep.tensor ());
}

// ------------------------------------------------------------------ full (T)

// the full array A of dims dv holding the entries s (in shape), values xp
template <typename A>
static octave_value
scatter_full (const int64NDArray& s, const void *xp, const nds_ivec& shape, nds_vtype vt,
              const dim_vector& dv)
{
  A a = nds_zeros<A> (dv);
  nds_scatter (nds_i64 (s), xp, s.rows (), s.columns (), shape.data (), vt, a.fortran_vec ());
  return octave_value (a);
}

octave_value
nds_tensor_full (nds_tensor& t, const char *what)
{
  nds_dense_check (std::vector<double> (t.shape.begin (), t.shape.end ()), what, true);
  int64NDArray s;
  nds_vals v;
  nds_entries (t, s, v);
  const nds_ivec sz = t.dims ();
  dim_vector dv;
  dv.resize (sz.size ());
  for (size_t d = 0; d < sz.size (); d++)
    dv(d) = sz[d];
  const nds_vtype vt = t.vtype ();
  const void *xp = v.data ();
  switch (vt)
    {
    case NDS_LOGICAL: return scatter_full<boolNDArray> (s, xp, t.shape, vt, dv);
    case NDS_COMPLEX: return scatter_full<ComplexNDArray> (s, xp, t.shape, vt, dv);
    case NDS_SINGLE: return scatter_full<FloatNDArray> (s, xp, t.shape, vt, dv);
    case NDS_CSINGLE: return scatter_full<FloatComplexNDArray> (s, xp, t.shape, vt, dv);
    case NDS_DOUBLE: break;
    }
  return scatter_full<NDArray> (s, xp, t.shape, vt, dv);
}

// ------------------------------------------------------------ octave_ndsparse

// true while the Octave builtin named name runs (below)
static bool running (const char *name);

octave_idx_type
octave_ndsparse::nnz () const
{
  // merging the pending entries leaves the value as it is
  if (! m_bad.empty () && ! running ("load"))
    loaded ();
  return nds_count (const_cast<nds_tensor&> (m_t));
}

octave_value
octave_ndsparse::full_value () const
{
  nds_tensor t = loaded ();
  return nds_tensor_full (t, "full");
}

// how octave_ndsparse::map computes a mapper: 1 for a function with f (0) = 0 (the
// stored values mapped), 2 for one without (the full array mapped), 0 for a mapper
// no method of @ndsparse has
static int
map_kind (octave_base_value::unary_mapper_t umap)
{
  switch (umap)
    {
    case octave_base_value::umap_abs: case octave_base_value::umap_arg:
    case octave_base_value::umap_angle: case octave_base_value::umap_asin:
    case octave_base_value::umap_asinh: case octave_base_value::umap_atan:
    case octave_base_value::umap_atanh: case octave_base_value::umap_ceil:
    case octave_base_value::umap_conj: case octave_base_value::umap_expm1:
    case octave_base_value::umap_fix: case octave_base_value::umap_floor:
    case octave_base_value::umap_imag: case octave_base_value::umap_log1p:
    case octave_base_value::umap_real: case octave_base_value::umap_round:
    case octave_base_value::umap_signum: case octave_base_value::umap_sin:
    case octave_base_value::umap_sinh: case octave_base_value::umap_sqrt:
    case octave_base_value::umap_tan: case octave_base_value::umap_tanh:
      return 1;
    case octave_base_value::umap_acos: case octave_base_value::umap_cos:
    case octave_base_value::umap_cosh: case octave_base_value::umap_exp:
    case octave_base_value::umap_log: case octave_base_value::umap_log10:
      return 2;
    default:
      return 0;
    }
}

octave_value
octave_ndsparse::map (unary_mapper_t umap) const
{
  const int kind = map_kind (umap);
  if (kind == 0)
    return octave_base_value::map (umap);
  nds_tensor t = loaded ();
  if (kind == 2)
    {
      nds_dense_check (std::vector<double> (t.shape.begin (), t.shape.end ()),
                       get_umap_name (umap), false, -1);
      return nds_tensor_full (t, "full").map (umap);
    }
  // the values mapped by Octave's own mapper (its classes, its complex results);
  // abs of complex values by the engine's hypot over the (re, im) pairs, in
  // parallel (the same bits as Octave's abs, which calls hypot or hypotf one by one).
  // A view of every stored entry (A', permute (T, p)) maps its storage's values
  // and keeps its view: no sort
  int64NDArray s;
  nds_vals v;
  nds_flush (t);
  const bool whole = ! t.is_identity () && nds_whole_view (t);
  if (whole)
    {
      s = t.subs;
      v = t.vals ();
    }
  else
    nds_settled_entries (t, const_cast<nds_tensor *> (&m_t), s, v);
  auto result = [&t, &s, whole] (const nds_vals& y)
  {
    nds_tensor r = nds_values_result (whole ? t.usz : t.shape, s, y);
    if (whole)
      nds_view_like (r, t);
    return nds_value (std::move (r));
  };
  if (umap == umap_abs && v.vt () == NDS_COMPLEX)
    {
      const int64_t n = v.numel ();
      NDArray y = nds_uninit<NDArray> (n);
      nds_cabs (reinterpret_cast<const double *> (v.z ().data ()), y.fortran_vec (), n);
      return result (nds_vals (y));
    }
  if (umap == umap_abs && v.vt () == NDS_CSINGLE)
    {
      // (hypotf's values, as Octave's abs of complex singles)
      const int64_t n = v.numel ();
      FloatNDArray y = nds_uninit<FloatNDArray> (n);
      nds_unary_cf (NDS_ABS, reinterpret_cast<const float *> (v.fz ().data ()),
                    y.fortran_vec (), n);
      return result (nds_vals (y));
    }
  return result (nds_vals_of (nds_vals_value (v).map (umap)));
}

// true while the Octave builtin named name runs
static bool
running (const char *name)
{
  octave_function *fcn = nds_interp ().get_evaluator ().current_function ();
  return fcn && fcn->is_builtin_function () && fcn->name () == name;
}

bool
octave_ndsparse::saving () const
{
  if (running ("save"))
    return true;
  // (a tensor holding a load error raises it, but to Octave's readers, which may
  // ask inside the HDF5 walk)
  if (! m_bad.empty () && ! running ("load"))
    loaded ();
  return false;
}

dim_vector
octave_ndsparse::dims () const
{
  if (saving ())
    return dim_vector (1, 1);
  // nds_octave_dims written straight into the dim_vector, one allocation: [T; U]
  // asks it 4 times
  const nds_ivec& s = m_t.shape;
  const size_t n = nds_octave_ndims (s);
  dim_vector dv (s.size () > 0 ? s[0] : 1, s.size () > 1 ? s[1] : 1);
  if (n > 2)
    {
      dv.resize (n);
      for (size_t k = 2; k < n; k++)
        dv(k) = s[k];
    }
  return dv;
}

octave_idx_type
octave_ndsparse::numel () const
{
  if (saving ())
    return 1;
  octave_idx_type n = 1;
  for (const int64_t d : m_t.shape)
    n *= d;
  return n;
}

// the value's own arrays (storage shared with other values counted in each), its
// pending buffer and view.  Not counted: the process-wide cache of sorted permuted
// views (nds_tensor_view.cc, perm_keep: at most 1e7 rows in all, about 8 (M + 1) bytes
// a row), which belongs to no value and keeps a sorted copy of a storage until
// newer ones push it out, after that storage's last value is gone too
std::size_t
octave_ndsparse::byte_size () const
{
  return m_t.subs.byte_size ()
         + std::visit ([] (const auto& a) { return a.byte_size (); }, m_t.val.a)
         + (m_t.pend ? (m_t.pend->p.cap * (m_t.pend->p.m + 1) + m_t.pend->p.nslot)
                       * sizeof (int64_t) : 0)
         + sizeof (int64_t) * (m_t.usz.size () + m_t.shape.size () + m_t.offs.size ()
                               + m_t.hidden.size ())
         + m_t.fixed.size ();
}

bool
octave_ndsparse::islogical () const
{
  return m_t.vt == NDS_LOGICAL && running ("sparse");
}

bool
octave_ndsparse::iscomplex () const
{
  return nds_vt_complex (m_t.vt) && running ("sparse");
}

bool
octave_ndsparse::isnumeric () const
{
  return m_t.vt != NDS_LOGICAL && running ("sparse");
}

// the matrix of t, the tensor of a value (its pending entries settled in place)
static nds_sparse
sparse_here (const nds_tensor& mt)
{
  nds_tensor t = mt;
  return nds_sparse_of (t, const_cast<nds_tensor *> (&mt));
}

SparseMatrix
octave_ndsparse::sparse_matrix_value (bool force) const
{
  nds_sparse S = sparse_here (loaded ());
  if (const SparseComplexMatrix *z = std::get_if<SparseComplexMatrix> (&S))
    {
      if (! force)
        warn_implicit_conversion ("Octave:imag-to-real", "complex ndsparse",
                                  "real sparse matrix");
      return real (*z);
    }
  if (const SparseBoolMatrix *b = std::get_if<SparseBoolMatrix> (&S))
    return SparseMatrix (*b);
  return std::get<SparseMatrix> (S);
}

SparseComplexMatrix
octave_ndsparse::sparse_complex_matrix_value (bool) const
{
  nds_sparse S = sparse_here (loaded ());
  if (const SparseBoolMatrix *b = std::get_if<SparseBoolMatrix> (&S))
    return SparseComplexMatrix (SparseMatrix (*b));
  if (const SparseMatrix *x = std::get_if<SparseMatrix> (&S))
    return SparseComplexMatrix (*x);
  return std::get<SparseComplexMatrix> (S);
}

SparseBoolMatrix
octave_ndsparse::sparse_bool_matrix_value (bool warn) const
{
  nds_sparse S = sparse_here (loaded ());
  if (const SparseBoolMatrix *b = std::get_if<SparseBoolMatrix> (&S))
    return *b;
  if (const SparseComplexMatrix *z = std::get_if<SparseComplexMatrix> (&S))
    {
      if (z->any_element_is_nan ())
        octave::err_nan_to_logical_conversion ();
      return mx_el_ne (*z, 0.0);
    }
  const SparseMatrix& x = std::get<SparseMatrix> (S);
  if (x.any_element_is_nan ())
    octave::err_nan_to_logical_conversion ();
  if (warn && x.any_element_not_one_or_zero ())
    warn_logical_conversion ();
  return mx_el_ne (x, 0.0);
}

octave_map
octave_ndsparse::map_value () const
{
  // While load runs, only its reader of old-style objects asks for the fields, to
  // keep them after loadobj: a text or binary file of version 0.1.0 gives an
  // old-style object, which every method reads but Octave's size, end, ndims and
  // length see as 1x1
  if (running ("load"))
    warning_with_id ("ndsparse:oldformat",
                     "load: a tensor saved by ndsparse 0.1.0 in text or binary format loads "
                     "as an old-style object, which size, end, ndims and length see as 1x1: "
                     "convert it with T = ndsparse (T), and save it again");
  return octave_map (nds_tensor_map (loaded ()));
}

octave_scalar_map
octave_ndsparse::scalar_map_value () const
{
  return nds_tensor_map (loaded ());
}

void
octave_ndsparse::print (std::ostream& os, bool pr_as_read_syntax)
{
  print_raw (os, pr_as_read_syntax);
}

void
octave_ndsparse::print_raw (std::ostream&, bool) const
{
  octave::feval ("disp", ovl (octave_value (new octave_ndsparse (*this))), 0);
}

// ------------------------------------------------------------- save and load
// Every format stores the fields as a scalar struct and checks them on load.

octave_scalar_map
octave_ndsparse::saved_map () const
{
  octave_scalar_map m = nds_tensor_map (loaded ());
  if (m_keep_complex)
    m.assign ("vals", operand_values (m_t.vals ()));
  return m;
}

bool
octave_ndsparse::save_ascii (std::ostream& os)
{
  octave_value m (saved_map ());
  return m.save_ascii (os);
}

// whether the stored values v are complex: a complex array, or complex singles as
// the n-by-2 matrix of save_hdf5
static bool
stored_complex (const octave_value& v)
{
  return v.iscomplex () || (v.is_single_type () && v.ndims () == 2 && v.columns () == 2);
}

// read the tensor's fields with the scalar struct's own reader READ, check, keep;
// keep_cx is set when the values were stored complex but all their imaginary parts
// are zero: a tensor made by complex () (saved_map), stored complex again
template <typename F>
static bool
load_fields (nds_tensor& t, bool& keep_cx, F read)
{
  octave_scalar_struct *s = new octave_scalar_struct ();
  octave_value keep (s);
  bool ok = false;
  try
    {
      ok = read (*s);
    }
  catch (const octave::execution_exception& e)
    {
      // a field count past the file's last field: the struct reader fails (with no
      // identifier) where the fields end
      std::string msg = e.message ();
      if (msg.rfind ("load: ", 0) == 0)
        msg.erase (0, 6);
      error_with_id ("ndsparse:load", "load: not a valid ndsparse tensor: its fields end "
                     "before the count it claims (%s)", msg.c_str ());
    }
  if (! ok)
    return false;
  // a field this version never writes: a file whose field count claims more fields
  // than the tensor has (the next variable read as one), or a forged one
  const octave_scalar_map m = s->scalar_map_value ();
  const string_vector names = m.fieldnames ();
  for (octave_idx_type k = 0; k < names.numel (); k++)
    if (std::find_if (field_names, field_names + nfields,
                      [&] (const char *f) { return names(k) == f; }) == field_names + nfields)
      error_with_id ("ndsparse:load", "load: not a valid ndsparse tensor: unknown field '%s' "
                     "(%ld fields where a tensor has %d)", names(k).c_str (),
                     static_cast<long> (names.numel ()), nfields);
  // a field missing: a count that claims fewer fields than the file holds would read
  // the last one as a variable of the caller's workspace.  Every file of this value
  // type has all of them (only 0.1.0's objects, read by loadobj, lack 'order')
  for (int k = 0; k < nfields; k++)
    if (! m.isfield (field_names[k]))
      error_with_id ("ndsparse:load", "load: not a valid ndsparse tensor: the stored "
                     "tensor has no field '%s' (%ld fields where a tensor has %d)", field_names[k],
                     static_cast<long> (names.numel ()), nfields);
  t = nds_tensor_from_map (m, true, "load: not a valid ndsparse tensor");
  t.sid = nds_new_sid ();
  keep_cx = ! nds_vt_complex (t.vt) && stored_complex (m.getfield ("vals"));
  if (keep_cx)
    nds_complex_storage (t);
  return true;
}

bool
octave_ndsparse::load_ascii (std::istream& is)
{
  return load_fields (m_t, m_keep_complex,
                      [&is] (octave_scalar_struct& s) { return s.load_ascii (is); });
}

// -float-binary and -float-hdf5 (save_as_floats) write a tensor in full precision:
// in floats, a size or coordinate above 2^24 would round (a file load refuses),
// a value below 1e-38 would be a stored zero, and Octave's reader of -float-binary
// files fails on the empty double fields of every tensor (pvals, hidden)

bool
octave_ndsparse::save_binary (std::ostream& os, bool)
{
  octave_value m (saved_map ());
  return m.save_binary (os, false);
}

bool
octave_ndsparse::load_binary (std::istream& is, bool swap,
                              octave::mach_info::float_format fmt)
{
  return load_fields (m_t, m_keep_complex,
                      [&] (octave_scalar_struct& s) { return s.load_binary (is, swap, fmt); });
}

bool
octave_ndsparse::save_hdf5 (octave_hdf5_id loc_id, const char *name, bool)
{
  octave_scalar_map map = saved_map ();
  if (m_t.vt == NDS_CSINGLE && map.getfield ("vals").iscomplex ())
    {
      // Octave's HDF5 writer takes no complex single array: the values as an
      // n-by-2 single matrix of real and imaginary parts, which set_field reads back
      const FloatComplexNDArray& z = m_t.fz ();
      const octave_idx_type n = z.numel ();
      FloatNDArray ri (dim_vector (n, 2));
      for (octave_idx_type i = 0; i < n; i++)
        {
          ri(i) = z(i).real ();
          ri(i + n) = z(i).imag ();
        }
      map.assign ("vals", octave_value (ri));
    }
  octave_value m (map);
  return m.save_hdf5 (loc_id, name, false);
}

const nds_tensor&
octave_ndsparse::loaded () const
{
  if (! m_bad.empty ())
    error_with_id ("ndsparse:load", "%s", m_bad.c_str ());
  return m_t;
}

void
octave_ndsparse::fail_load (const std::string& msg)
{
  m_t = octave_ndsparse ().m_t;
  m_bad = msg;
}

bool
octave_ndsparse::is_defined () const
{
  // (load's check of each value read, after Octave's HDF5 and MAT readers have
  // returned; not the return of loadobj, inside the MAT reader, which would replace
  // the error by its own)
  if (! m_bad.empty () && running ("load"))
    loaded ();
  return true;
}

bool
octave_ndsparse::load_hdf5 (octave_hdf5_id loc_id, const char *name)
{
  // called back from inside the HDF5 library (H5Giterate), where an error must not
  // unwind (Octave's ls-hdf5.cc catches one and keeps only its own warning, "error
  // while reading hdf5 item", and a false return stops load's reading with no value:
  // "L = load (f)" then failed with "value on right hand side of assignment is
  // undefined", no identifier).  So a bad tensor is read as a success holding its
  // error, which is_defined raises: load-save.cc's load_vars asks tc.is_defined ()
  // of each value read, after the HDF5 walk, and load fails there with
  // ndsparse:load.  A tensor inside a struct or cell raises it where it is used
  try
    {
      if (! load_fields (m_t, m_keep_complex,
                         [&] (octave_scalar_struct& s) { return s.load_hdf5 (loc_id, name); }))
        return false;
      m_bad.clear ();
      return true;
    }
  catch (const octave::execution_exception& e)
    {
      warning_with_id ("ndsparse:load", "%s", e.message ().c_str ());
      fail_load (e.message ());
      return true;
    }
}

// ------------------------------------------------------------------ operators
// Every operator between an ndsparse and any type goes to the m-method of its name
// (plus.m, ...), as Octave does for old-style objects.

// the tensor of the native value v, or null (an old-style @ndsparse object goes to
// the m-methods)
static const nds_tensor *
native (const octave_value& v)
{
  return v.type_id () == octave_ndsparse::static_type_id ()
         ? &static_cast<const octave_ndsparse&> (v.get_rep ()).tensor () : nullptr;
}

bool
octave_ndsparse::shows_complex () const
{
  const nds_tensor& t = tensor ();
  if (! nds_vt_complex (t.vt))
    return false;
  if (m_keep_complex)
    return true;
  nds_tensor shown = t;
  return nds_any_imag (shown);
}

// true for the classes held as real doubles (logical ones read as 0 and 1)
static bool
real_double (nds_vtype vt)
{
  switch (vt)
    {
    case NDS_DOUBLE: case NDS_LOGICAL: return true;
    case NDS_COMPLEX: case NDS_SINGLE: case NDS_CSINGLE: return false;
    }
  return false;
}

// a real full double, single or logical scalar, as a double (an integer scalar
// goes to the m-method, which refuses it); a single one only for a single or
// complex single tensor t (a double or complex double tensor with a single scalar
// gives single or complex single: the m-method)
static bool
real_scalar (const octave_value& v, double& c, const nds_tensor& t)
{
  // (a tensor first: its numel makes a dim_vector, 13% of a small T & U)
  if (native (v) || v.issparse () || v.iscomplex () || v.numel () != 1 || ! (v.isnumeric () || v.islogical ())
      || v.isinteger () || v.isobject ()
      || (v.is_single_type () && ! nds_vt_single (t.vt)))
    return false;
  c = v.double_value ();
  return true;
}

// the comparison op as nds_compare_values codes it (0..5: <, <=, >, >=, ==, !=),
// with the tensor on the left (mirrored when the scalar is: c < T is T > c); -1
// for other ops
static int
compare_code (octave_value::binary_op op, bool scalar_left)
{
  switch (op)
    {
    case octave_value::op_lt: return scalar_left ? 2 : 0;
    case octave_value::op_le: return scalar_left ? 3 : 1;
    case octave_value::op_gt: return scalar_left ? 0 : 2;
    case octave_value::op_ge: return scalar_left ? 1 : 3;
    case octave_value::op_eq: return 4;
    case octave_value::op_ne: return 5;
    default: return -1;
    }
}

// whether 0 cmp c holds (cmp as compare_code gives it, the engine's nds_lop order)
static bool
zero_compares (int cmp, double c)
{
  const double zero = 0;
  unsigned char holds;
  nds_vals_logic_scalar (static_cast<nds_lop> (cmp), &zero, 1, c, &holds);
  return holds;
}

// a full real double array of more than one element (not sparse, not an object)
static bool
full_real (const octave_value& v)
{
  return v.is_double_type () && ! v.issparse () && ! v.iscomplex () && ! v.isobject ()
         && v.numel () != 1;
}

// whether v is a full complex scalar whose products with t's values are of t's
// precision, into c: a complex double with t real double, logical or complex double;
// a complex double or single with t single or complex single (c rounded to single,
// as Octave converts a double operand of a single one)
static bool
complex_scalar (const octave_value& v, Complex& c, const nds_tensor& t)
{
  if (native (v) || ! v.iscomplex () || v.issparse () || v.isobject () || v.numel () != 1)
    return false;
  if (nds_vt_single (t.vt))
    {
      c = v.float_complex_value ();
      return true;
    }
  if (! v.is_double_type ()
      || ! (t.vt == NDS_DOUBLE || t.vt == NDS_LOGICAL || t.vt == NDS_COMPLEX))
    return false;
  c = v.complex_value ();
  return true;
}

// whether the tensor op scalar c (scalar on the right when tl; a real c has no
// imaginary part) is the stored values scaled, the implicit zeros staying zero
// (mtimes scales whatever c is, as Octave's sparse matrices do)
static bool
scales_values (octave_value::binary_op op, bool tl, const Complex& c)
{
  const bool nan = std::isnan (c.real ()) || std::isnan (c.imag ());
  return op == octave_value::op_mul
         || (op == octave_value::op_el_mul && std::isfinite (c.real ())
             && std::isfinite (c.imag ()))
         || (tl && (op == octave_value::op_div || op == octave_value::op_el_div)
             && c != 0.0 && ! nan);
}

// the engine's op for a scaling operator
static nds_op
scale_op (octave_value::binary_op op)
{
  return op == octave_value::op_div || op == octave_value::op_el_div ? NDS_RDIV : NDS_TIMES;
}

// the tensor of an operand of an element-wise op: the native value's, or a 1x1
// tensor of a full scalar that is not integer (into made); null otherwise
static const nds_tensor *
pair_operand (const octave_value& v, nds_tensor& made)
{
  if (const nds_tensor *t = native (v))
    return t;
  if (v.issparse () || v.numel () != 1 || ! (v.isnumeric () || v.islogical ())
      || v.isinteger () || v.isobject ())
    return nullptr;
  octave_value x = v.reshape (dim_vector (1, 1));
  const bool nz = v.iscomplex () ? v.complex_value () != Complex (0, 0)
                  : v.is_single_type () ? v.float_value () != 0 : v.double_value () != 0;
  const int64_t n = nz ? 1 : 0;
  if (! nz)
    x = x.resize (dim_vector (0, 1));
  nds_tensor_reset (made, int64NDArray (dim_vector (n, 2), 1), nds_vals_of (x), {1, 1});
  // a complex scalar stays complex though its imaginary part is zero (the reset
  // narrows): Octave's x ./ complex (NaN, 0) is complex
  if (v.iscomplex ())
    nds_complex_storage (made);
  return &made;
}

// Octave's xisint: an integer that fits an int
static bool
pow_isint (double x)
{
  return std::round (x) == x && x < INT_MAX && x > INT_MIN;
}

// whether Octave's full (T) .^ b may take complex arithmetic for every element (its
// elem_xpow does when an element of T is negative and its exponent is not an
// integer): T a real double or single tensor storing a negative value, b a real
// full scalar or array holding a value that is not an integer (true too when the
// non-integers of an array b meet no negative value: then only the probe of the
// implicit zeros changes, to a complex zero, whose power vanishes where the real
// zero's does except at Inf, and a full result is exact whatever the path)
static bool
pow_complex_path (const nds_tensor& T, const octave_value& b)
{
  if (! (T.vt == NDS_DOUBLE || T.vt == NDS_SINGLE) || native (b) || ! b.isnumeric ()
      || b.iscomplex () || b.issparse () || b.isinteger () || b.isobject ())
    return false;
  const NDArray x = b.array_value ();
  const double *p = x.data ();
  if (std::all_of (p, p + x.numel (), pow_isint))
    return false;
  return nds_has_negative (T);
}

// n zeros of the complex class of a real class vt (the base whose power Octave takes
// in complex arithmetic), a complex matrix value even when n is 1
static octave_value
complex_zeros (nds_vtype vt, int64_t n)
{
  if (vt == NDS_SINGLE)
    return octave_value (new octave_float_complex_matrix (FloatComplexNDArray (dim_vector (n, 1))));
  return octave_value (new octave_complex_matrix (ComplexNDArray (dim_vector (n, 1))));
}

// whether every value of v is zero (n >= 1)
static bool
all_zero (const nds_vals& v)
{
  const octave_value x = nds_vals_value (v);
  return v.numel () > 0 && x.nnz () == 0;
}

// a full array of more than one element that the container's pair op reads in place
// (double, single or logical; not integer, not sparse, not an object)
static bool
full_array (const octave_value& v)
{
  return (v.is_double_type () || v.is_single_type () || v.islogical ()) && ! v.issparse ()
         && ! v.isobject () && v.numel () != 1;
}

octave_value
nds_ordered_value (const octave_value& v)
{
  const nds_tensor *t = native (v);
  if (! t || ! nds_vt_complex (t->vt)
      || static_cast<const octave_ndsparse&> (v.get_rep ()).shows_complex ())
    return v;
  return v.map (octave_base_value::umap_real);
}

// whether the operation named what orders its operands (complex ones by modulus)
static bool
orders (const char *what)
{
  for (const char *name : {"max", "min", "lt", "le", "gt", "ge"})
    if (std::strcmp (what, name) == 0)
      return true;
  return false;
}

octave_value
nds_pair_value (const octave_value& a, const octave_value& b,
                const std::function<octave_value (const octave_value&,
                                                  const octave_value&)>& g,
                const char *what, int known, int op)
{
  if (orders (what))
    {
      const octave_value ra = nds_ordered_value (a), rb = nds_ordered_value (b);
      if (! ra.is_copy_of (a) || ! rb.is_copy_of (b))
        return nds_pair_value (ra, rb, g, what, known, op);
    }
  nds_tensor ma, mb;
  const nds_tensor *ta = native (a), *tb = native (b);
  const bool arr_a = tb && ! ta && full_array (a), arr_b = ta && ! tb && full_array (b);
  const nds_tensor *A = arr_a ? nullptr : pair_operand (a, ma);
  const nds_tensor *B = arr_b ? nullptr : pair_operand (b, mb);
  if (! (arr_a || arr_b) && (! A || ! B || (! ta && ! tb)))
    return octave_value ();
  // g, Octave's error for a NaN operand of & | xor (which has no identifier) raised
  // as ndsparse:nan
  auto call = [&g, what] (const octave_value& x, const octave_value& y)
  {
    try
      {
        return g (x, y);
      }
    catch (const octave::execution_exception& e)
      {
        if (e.message ().find ("NaN to logical") != std::string::npos)
          error_with_id ("ndsparse:nan", "%s: NaN can't be converted to logical value", what);
        throw;
      }
  };
  // .^ of a real tensor T with a negative value and an exponent not an integer:
  // Octave's full (T) .^ p computes every element in complex arithmetic, its zeros
  // too (0 .^ Inf is then NaN - NaNi, not 0), so the probes of T's implicit zeros
  // (the calls whose base is all zeros: a stored value is never zero) raise a
  // complex zero
  const bool cz = (known & NDS_PAIR_POWER) && ta && ! tb && pow_complex_path (*ta, b);
  const nds_pair_fn f = [&call, cz] (const nds_vals& x, const nds_vals& y, int64_t& nz)
  {
    const octave_value r = call (cz && all_zero (x) ? complex_zeros (x.vt (), x.numel ())
                                 : operand_values (x), operand_values (y));
    nz = r.nnz ();
    return nds_vals_of (r);
  };
  bool full;
  if (arr_a || arr_b)
    {
      // a tensor with a full array: the array read in place at the tensor's entries
      const octave_value& x = arr_a ? a : b;
      const dim_vector xd = x.dims ();
      nds_ivec fd;
      for (int j = 0; j < xd.ndims (); j++)
        fd.push_back (xd(j));
      const nds_tensor *T = arr_a ? tb : ta;
      nds_tensor z = nds_pair_full (*T, nds_vals_of (x), fd, arr_b, f, op, what, full);
      if (! full)
        return nds_value (std::move (z));
      nds_tensor ft = *T;
      const octave_value tf = nds_tensor_full (ft, "full");
      return call (arr_a ? a : tf, arr_a ? tf : b);
    }
  const int flags = (! native (a) ? NDS_PAIR_DENSE_A : ! native (b) ? NDS_PAIR_DENSE_B : 0)
                    | (known & (NDS_PAIR_AND | NDS_PAIR_UNION));
  nds_tensor z = nds_pair_apply (*A, *B, f, what, flags, full);
  if (! full)
    return nds_value (std::move (z));
  // f (0, 0) is nonzero, or an operand's copies pass max_dense: the full result, as
  // the dense policy allows
  nds_tensor fa = *A, fb = *B;
  return call (native (a) ? nds_tensor_full (fa, "full") : a,
               native (b) ? nds_tensor_full (fb, "full") : b);
}

// the operator op of a and b (one of them an ndsparse) computed by the container
// when it is one the container implements (T+U, T-U, T.*U, T./U, T.\U of any
// classes and broadcast shapes; a tensor times, or divided by, a scalar; -T, +T), into r;
// false when the operator's m-method must do it
static bool
nds_binary_fast (octave_value::binary_op op, const octave_value& a, const octave_value& b,
                 octave_value& r)
{
  const nds_tensor *A = native (a), *B = native (b);
  if (A && B && (op == octave_value::op_add || op == octave_value::op_sub
                 || op == octave_value::op_el_mul || op == octave_value::op_el_div
                 || op == octave_value::op_el_ldiv))
    {
      const nds_op eop = op == octave_value::op_add ? NDS_PLUS
                         : op == octave_value::op_sub ? NDS_MINUS
                         : op == octave_value::op_el_mul ? NDS_TIMES
                         : op == octave_value::op_el_div ? NDS_RDIV : NDS_LDIV;
      bool full;
      nds_tensor z = nds_pair_op (*A, *B, eop, full);
      if (full)
        {
          // a full result (./ .\, or an operand broadcast past max_dense copies), as
          // the dense policy allows
          nds_tensor fa = *A, fb = *B;
          r = octave::binary_op (op, nds_tensor_full (fa, "full"),
                                 nds_tensor_full (fb, "full"));
        }
      else
        r = nds_value (std::move (z));
      return true;
    }
  // a tensor with a full array of more than one element (T .* F, F - T, T ./ v): the
  // container's pair op, the array read in place at the tensor's entries when the
  // result vanishes where the tensor is zero, else Octave's operator on full (T)
  if ((op == octave_value::op_add || op == octave_value::op_sub
       || op == octave_value::op_el_mul || op == octave_value::op_el_div
       || op == octave_value::op_el_ldiv)
      && ((A && ! B && full_array (b)) || (B && ! A && full_array (a))))
    {
      const nds_op eop = op == octave_value::op_add ? NDS_PLUS
                         : op == octave_value::op_sub ? NDS_MINUS
                         : op == octave_value::op_el_mul ? NDS_TIMES
                         : op == octave_value::op_el_div ? NDS_RDIV : NDS_LDIV;
      const std::string name = octave_value::binary_op_fcn_name (op);
      r = nds_pair_value (a, b, [op] (const octave_value& x, const octave_value& y)
                          { return octave::binary_op (op, x, y); }, name.c_str (), 0,
                          eop);
      return r.is_defined ();
    }
  // a real 2-D tensor times a full real double matrix, either side, whose inner
  // dimension fits and whose product has at most 2^24 elements (other cases, and
  // their errors, are mtimes.m's), after the max_dense policy's check: the product
  // in C++, where mtimes.m's checks cost 150 us a call
  const bool fa = full_real (a), fb = full_real (b);
  if (op == octave_value::op_mul && ((A && fb) || (B && fa)))
    {
      const nds_tensor *T = A ? A : B;
      const octave_value& f = A ? b : a;
      const nds_ivec d = T->dims ();
      const dim_vector fd = f.dims ();
      if (T->vtype () == NDS_DOUBLE && d.size () == 2 && T->shape.size () >= 2
          && fd.ndims () == 2 && (A ? fd(0) == d[1] : fd(1) == d[0])
          && static_cast<double> (A ? d[0] : fd(0)) * (A ? fd(1) : d[1]) <= 16777216.0)
        {
          const double rows = A ? d[0] : fd(0), cols = A ? fd(1) : d[1];
          if (! nds_dense_fits (rows * cols))
            nds_dense_check ({rows, cols}, "mtimes", false, -1);
          r = nds_times_full (*T, nds_shared (A ? a : b), f.matrix_value (), A != nullptr);
          return true;
        }
    }
  // two real double tensors of 2 dims whose inner dims agree (A' * B, ...): the
  // product in C++, where mtimes.m's checks and calls cost more than the product
  // of 1e4 entries (other cases, and their errors, are mtimes.m's)
  if (op == octave_value::op_mul && A && B && A->vt == NDS_DOUBLE && B->vt == NDS_DOUBLE)
    {
      const nds_ivec da = A->dims (), db = B->dims ();
      if (da.size () == 2 && db.size () == 2 && da[1] == db[0])
        {
          nds_tensor ta = *A, tb = *B;
          r = nds_value (nds_matmul (ta, nds_shared (a), tb, nds_shared (b)));
          return true;
        }
    }
  // a real tensor compared with a real scalar, false at 0 (T > 0.5, T != 0, ...):
  // the entries where it holds, in C++ (nds_binary.m's mask indexing of int64
  // coordinates cost 2x Octave's sparse S > 0.5)
  {
    double c;
    // (not single: Octave compares a single with the scalar made single)
    const bool sl = B && real_double (B->vt) && real_scalar (a, c, *B);
    const bool sr = ! sl && A && real_double (A->vt) && real_scalar (b, c, *A);
    const int cmp = compare_code (op, sl);
    if ((sl || sr) && cmp >= 0 && ! zero_compares (cmp, c))
      {
        r = nds_value (nds_compare_values (sl ? *B : *A, cmp, c));
        return true;
      }
  }
  // the comparisons, & and | of two real tensors of one shape: aligned and compared
  // in C++ (the generic route below, through Octave's operator on value arrays, cost
  // 2 us a call on a 3x3 tensor, 7x Octave's sparse)
  if (A && B)
    {
      const int code = op == octave_value::op_el_and ? 6 : op == octave_value::op_el_or ? 7
                       : compare_code (op, false);
      nds_tensor z;
      boolNDArray F;
      bool full = false;
      if (code >= 0 && nds_logic_pair (*A, *B, code, z, F, full))
        {
          r = full ? octave_value (F) : nds_value (std::move (z));
          return true;
        }
    }
  // T .^ c for a real double tensor and a real scalar c > 0 whose result is real:
  // the stored values raised in C++ (the generic route cost 2 us a call on a 3x3
  // tensor, 13x Octave's sparse)
  if (op == octave_value::op_el_pow && A && ! B)
    {
      double c;
      nds_tensor z;
      if (real_scalar (b, c, *A) && nds_power_scalar (*A, c, z))
        {
          r = nds_value (std::move (z));
          return true;
        }
    }
  // .^, the comparisons, & and | of two tensors or a tensor and a scalar: the
  // container's pair op, Octave's operator on the aligned values (& and | of an empty
  // result are and.m's and or.m's, which check for NaN first)
  if (op == octave_value::op_el_pow || op == octave_value::op_lt || op == octave_value::op_le
      || op == octave_value::op_gt || op == octave_value::op_ge || op == octave_value::op_eq
      || op == octave_value::op_ne || op == octave_value::op_el_and
      || op == octave_value::op_el_or)
    {
      const bool logic = op == octave_value::op_el_and || op == octave_value::op_el_or;
      if (logic && (a.numel () == 0 || b.numel () == 0))
        return false;
      const std::string name = octave_value::binary_op_fcn_name (op);
      r = nds_pair_value (a, b, [op] (const octave_value& x, const octave_value& y)
                          { return octave::binary_op (op, x, y); }, name.c_str (),
                          op == octave_value::op_el_and ? NDS_PAIR_AND
                          : op == octave_value::op_lt || op == octave_value::op_gt
                            || op == octave_value::op_ne || op == octave_value::op_el_or
                          ? NDS_PAIR_UNION : op == octave_value::op_el_pow
                          ? NDS_PAIR_POWER : 0);
      return r.is_defined ();
    }
  // a tensor and a scalar: the scalar applied to the stored values where the
  // implicit zeros stay zero (mtimes scales the stored values whatever the scalar,
  // as Octave's sparse matrices do)
  double c;
  const bool tl = A && real_scalar (b, c, *A), tr = ! tl && B && real_scalar (a, c, *B);
  if (! tl && ! tr)
    {
      // a tensor times, or over, a complex scalar (2i * T, T / (1+2i)): the complex
      // values written in one pass (mtimes.m's route cost 5x 2 * T at 1e7 entries)
      Complex z;
      const bool zl = A && complex_scalar (b, z, *A), zr = ! zl && B && complex_scalar (a, z, *B);
      if (! (zl || zr) || ! scales_values (op, zl, z))
        return false;
      r = nds_value (nds_scale_complex (zl ? *A : *B, scale_op (op), z));
      return true;
    }
  // a real double tensor plus or minus a double or logical scalar (T + c, c - T):
  // the tensor itself (negated for 0 - T) when c is 0, the full array, as Octave's
  // sparse matrices give, after the max_dense policy's check, when it is not; in C++
  // (nds_binary.m's route cost 150 us a call on a 3x3 tensor of 4 entries)
  const nds_tensor *T = tl ? A : B;
  const octave_value& s = tl ? b : a;
  if ((op == octave_value::op_add || op == octave_value::op_sub) && real_double (T->vt)
      && (s.is_double_type () || s.islogical ()))
    {
      if (c == 0)
        r = nds_value (tr && op == octave_value::op_sub ? nds_negate (*T, true)
                       : nds_scale_values (*T, NDS_TIMES, 1));
      else
        {
          const nds_ivec d = T->dims ();
          nds_dense_check (std::vector<double> (d.begin (), d.end ()),
                           octave_value::binary_op_fcn_name (op), false, -1);
          // the full array made once, each element as Octave's operator gives it
          // (full (T) and Octave's operator on it cost 2x Octave's sparse S + c)
          r = nds_plus_full (*T, c, op == octave_value::op_sub, tr);
        }
      return true;
    }
  if (! scales_values (op, tl, c))
    return false;
  r = nds_value (nds_scale_values (tl ? *A : *B, scale_op (op), c));
  return true;
}

static bool
nds_unary_fast (octave_value::unary_op op, const octave_value& a, octave_value& r)
{
  const nds_tensor *A = native (a);
  if (! A)
    return false;
  // T.' of a 2-D tensor, and T' of a real one: the permuted view (transpose.m and
  // permute.m cost 34 us a call on a 3x3 tensor)
  if ((op == octave_value::op_transpose || (op == octave_value::op_hermitian
                                                && ! nds_vt_complex (A->vt)))
      && A->dims ().size () <= 2)
    {
      nds_tensor t = *A;
      r = nds_value (nds_permute_view (t, {1, 0}));
      return true;
    }
  // !T of a real tensor with no NaN stored: the full logical array after the
  // max_dense policy's check (not.m's route cost 68 us a call on a 3x3 tensor;
  // a NaN is not.m's, whose error has an identifier)
  if (op == octave_value::op_not && ! nds_vt_complex (A->vt))
    {
      const nds_ivec d = A->dims ();
      nds_dense_check (std::vector<double> (d.begin (), d.end ()), "not", false, -1);
      // the logical array made once, true but at the stored nonzeros (full (T) and
      // Octave's ! on it cost 2-4x Octave's sparse !S)
      boolNDArray F;
      if (nds_not_full (*A, F))
        {
          r = F;
          return true;
        }
      nds_tensor t = *A;
      const octave_value f = nds_tensor_full (t, "full");
      if (f.islogical () || ! f.array_value ().any_element_is_nan ())
        {
          r = octave::unary_op (op, f);
          return true;
        }
      return false;
    }
  if (op != octave_value::op_uminus && op != octave_value::op_uplus)
    return false;
  r = nds_value (nds_negate (*A, op == octave_value::op_uminus));
  return true;
}

static octave_value
borrow (const octave_base_value& a)
{
  return octave_value (const_cast<octave_base_value *> (&a), true);
}

static octave_value
call_method (const std::string& name, const octave_value_list& args, const std::string& opname,
             const octave_value& a, const octave_value* b)
{
  octave::symbol_table& st = nds_interp ().get_symbol_table ();
  const octave_value method = st.find_method (name, "ndsparse");
  if (! method.is_defined ())
    {
      // Octave's own message, with an identifier (Octave 7 raises it with none)
      if (b)
        error_with_id ("ndsparse:operator",
                       "binary operator '%s' not implemented for '%s' by '%s' operations",
                       opname.c_str (), a.type_name ().c_str (), b->type_name ().c_str ());
      error_with_id ("ndsparse:operator", "unary operator '%s' not implemented for '%s' operations",
                     opname.c_str (), a.type_name ().c_str ());
    }
  // the method found above, called (an operator the container does not implement:
  // its m-method, as Octave calls an old-style class's)
  octave_value_list r = octave::feval (method, args, 1);
  return r.length () > 0 ? r(0) : octave_value ();
}

template <int OP>
static octave_value
binary_op (const octave_base_value& a, const octave_base_value& b)
{
  const auto op = static_cast<octave_value::binary_op> (OP);
  octave_value A = borrow (a), B = borrow (b), r;
  if (nds_binary_fast (op, A, B, r))
    return r;
  return call_method (octave_value::binary_op_fcn_name (op), ovl (A, B),
                      octave_value::binary_op_as_string (op), A, &B);
}

template <int OP>
static octave_value
unary_op (const octave_base_value& a)
{
  const auto op = static_cast<octave_value::unary_op> (OP);
  octave_value A = borrow (a), r;
  if (nds_unary_fast (op, A, r))
    return r;
  return call_method (octave_value::unary_op_fcn_name (op), ovl (A),
                      octave_value::unary_op_as_string (op), A, nullptr);
}

template <int OP>
static void
install_binary (octave::type_info& ti, int self, int ntypes)
{
  const auto op = static_cast<octave_value::binary_op> (OP);
  for (int t = 0; t < ntypes; t++)
    {
      ti.register_binary_op (op, self, t, binary_op<OP>, false);
      if (t != self)
        ti.register_binary_op (op, t, self, binary_op<OP>, false);
    }
}

template <int... OPS>
static void
install_binaries (octave::type_info& ti, int self, int ntypes,
                  std::integer_sequence<int, OPS...>)
{
  (install_binary<OPS> (ti, self, ntypes), ...);
}

static bool installed = false;

bool
nds_type_installed ()
{
  return installed;
}

void
nds_type_install (octave::interpreter& interp)
{
  if (installed)
    return;
  octave::type_info& ti = interp.get_type_info ();
  octave_ndsparse::register_type (ti);
  const int self = octave_ndsparse::static_type_id ();
  const int ntypes = ti.installed_type_names ().numel ();
  install_binaries (ti, self, ntypes,
                    std::make_integer_sequence<int, octave_value::num_binary_ops> ());
  ti.register_unary_op (octave_value::op_not, self, unary_op<octave_value::op_not>, false);
  ti.register_unary_op (octave_value::op_uplus, self, unary_op<octave_value::op_uplus>, false);
  ti.register_unary_op (octave_value::op_uminus, self, unary_op<octave_value::op_uminus>, false);
  ti.register_unary_op (octave_value::op_transpose, self,
                        unary_op<octave_value::op_transpose>, false);
  ti.register_unary_op (octave_value::op_hermitian, self,
                        unary_op<octave_value::op_hermitian>, false);
  // [T; 1 2 3]: a matrix literal holding an object concatenates each of its rows
  // of several elements with the horzcat method of the row's class, and with none
  // found (a row of plain numbers) Octave 7 makes a struct of each element and
  // fails ("map_value(): wrong type argument 'scalar'"); the builtin horzcat
  // declared the method of the built-in classes makes the row what [1 2 3] gives
  // (horzcat (1, 2) calls the same builtin as before)
  {
    octave::symbol_table& st = interp.get_symbol_table ();
    for (const char *k : {"double", "single", "logical", "char", "int8", "int16", "int32",
                          "int64", "uint8", "uint16", "uint32", "uint64"})
      st.install_built_in_dispatch ("horzcat", k);
  }
  // unloading the oct-file while values of its type live would crash Octave
  interp.mlock ();
  // large results recycle the blocks of the last ones (no page faults on fresh
  // pages): blocks up to an eighth of the memory available now, at most 2 GiB (the
  // int of mallopt), unless the environment says NDSPARSE_RECYCLE=0
  const char *rc = std::getenv ("NDSPARSE_RECYCLE");
  if (! rc || std::string (rc) != "0")
    nds_mem_recycle (static_cast<size_t> (std::min (nds_mem_available () / 8, 2147483647.0)));
  installed = true;
}

void
nds_type_autoload (octave::interpreter& interp, const char *const *names, size_t n)
{
  const std::string file = interp.get_symbol_table ().find_function ("__ndsparse__")
                           .function_value ()->fcn_file_name ();
  octave::tree_evaluator& tw = interp.get_evaluator ();
  for (size_t k = 0; k < n; k++)
    tw.add_autoload (names[k], file);
}
