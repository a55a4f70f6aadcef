// nds_glue.h: shared conversions between Octave values and the C engine's arrays
#ifndef NDS_GLUE_H
#define NDS_GLUE_H

#include <octave/oct.h>
#include <vector>
#include "engine/core/nds.h"
#include "engine/kern/nds_kern.h"
#include "tensor/nds_arrays.h"

// an int64 subscript array argument (n-by-m), shared, not copied
static inline int64NDArray
nds_arg_subs (const octave_value& v, const char *fn, const char *what)
{
  if (! v.is_int64_type () || v.ndims () != 2)
    error_with_id ("ndsparse:internal", "%s: %s must be an int64 matrix", fn, what);
  return v.int64_array_value ();
}

// a size vector argument as int64_t, checked non-negative integers
static inline std::vector<int64_t>
nds_arg_size (const octave_value& v, const char *fn)
{
  const NDArray a = v.array_value ();
  std::vector<int64_t> sz (a.numel ());
  for (octave_idx_type d = 0; d < a.numel (); d++)
    {
      if (! (a(d) >= 0 && a(d) == std::floor (a(d)) && a(d) < 9007199254740992.0))
        error_with_id ("ndsparse:size",
                       "%s: SZ(%ld) = %g must be a non-negative integer below 2^53",
                       fn, static_cast<long> (d + 1), a(d));
      sz[d] = static_cast<int64_t> (a(d));
    }
  if (sz.size () > 64)
    error_with_id ("ndsparse:size", "%s: at most 64 dimensions are supported, got %ld",
                   fn, static_cast<long> (sz.size ()));
  return sz;
}

// the arguments of a factor kernel (mttkrp, ttmc): SUBS, VALS, SZ, cell U, MODE
struct nds_factor_args
{
  int64NDArray s;
  NDArray x;
  std::vector<int64_t> shape;
  Cell U;
  int64_t m, n, mode;   // dimensions, entries, 0-based mode
};

// read and cross-check (SUBS, VALS, SZ, U, MODE); the caller checks each factor
static inline nds_factor_args
nds_arg_factors (const octave_value_list& args, const char *fn)
{
  nds_factor_args a;
  a.s = nds_arg_subs (args(0), fn, "SUBS");
  a.x = args(1).array_value ();
  a.shape = nds_arg_size (args(2), fn);
  a.U = args(3).cell_value ();
  a.m = a.shape.size ();
  a.n = a.s.rows ();
  a.mode = args(4).idx_type_value () - 1;
  if (a.m != a.s.columns () || a.x.numel () != a.n || a.mode < 0 || a.mode >= a.m
      || a.U.numel () != a.m)
    error_with_id ("ndsparse:internal", "%s: inconsistent arguments", fn);
  return a;
}

// value type of a values array: logical or double (the .m layer converts the rest)
static inline nds_vtype
nds_arg_vtype (const octave_value& v, const char *fn)
{
  if (v.islogical ())
    return NDS_LOGICAL;
  if (v.is_double_type () && ! v.iscomplex () && ! v.issparse ())
    return NDS_DOUBLE;
  error_with_id ("ndsparse:internal", "%s: values must be real double or logical", fn);
}

// value type of a values array that a gateway only moves (never computes on): logical,
// double, complex double, real single or complex single
static inline nds_vtype
nds_arg_vtype_moved (const octave_value& v, const char *fn)
{
  if (v.is_double_type () && v.iscomplex () && ! v.issparse ())
    return NDS_COMPLEX;
  if (v.is_single_type () && ! v.issparse ())
    return v.iscomplex () ? NDS_CSINGLE : NDS_SINGLE;
  return nds_arg_vtype (v, fn);
}

// a values result of type vt with n rows, uninitialized: filled through ptr () (every
// row), then wrapped by
// value ().  Wrapping only after filling matters: a 1-by-1 octave_value turns into a
// scalar copy, which would leave ptr () pointing at the array it dropped.
class nds_vals_out
{
public:
  nds_vals_out (nds_vtype vt, octave_idx_type n)
    : m_vt (vt), m_x (nds_uninit<NDArray> (vt == NDS_DOUBLE ? n : 0)),
      m_b (nds_uninit<boolNDArray> (vt == NDS_LOGICAL ? n : 0)),
      m_z (nds_uninit<ComplexNDArray> (vt == NDS_COMPLEX ? n : 0)),
      m_f (nds_uninit<FloatNDArray> (vt == NDS_SINGLE ? n : 0)),
      m_fz (nds_uninit<FloatComplexNDArray> (vt == NDS_CSINGLE ? n : 0)) { }
  void *ptr ()
  {
    switch (m_vt)
      {
      case NDS_LOGICAL: return m_b.fortran_vec ();
      case NDS_COMPLEX: return m_z.fortran_vec ();
      case NDS_SINGLE: return m_f.fortran_vec ();
      case NDS_CSINGLE: return m_fz.fortran_vec ();
      case NDS_DOUBLE: break;
      }
    return m_x.fortran_vec ();
  }
  octave_value value () const
  {
    switch (m_vt)
      {
      case NDS_LOGICAL: return octave_value (m_b);
      case NDS_COMPLEX: return octave_value (m_z);
      case NDS_SINGLE: return octave_value (m_f);
      case NDS_CSINGLE: return octave_value (m_fz);
      case NDS_DOUBLE: break;
      }
    return octave_value (m_x);
  }
private:
  nds_vtype m_vt;
  NDArray m_x;
  boolNDArray m_b;
  ComplexNDArray m_z;
  FloatNDArray m_f;
  FloatComplexNDArray m_fz;
};

// read-only data pointer of a double or logical values array
static inline const void *
nds_vals_ptr (const octave_value& v, nds_vtype vt, boolNDArray& b, NDArray& x)
{
  switch (vt)
    {
    case NDS_LOGICAL:
      b = v.bool_array_value ();
      return b.data ();
    case NDS_COMPLEX:
    case NDS_SINGLE:
    case NDS_CSINGLE:
      error_with_id ("ndsparse:internal", "complex or single values reached a double-only path");
    case NDS_DOUBLE:
      break;
    }
  x = v.array_value ();
  return x.data ();
}

// the same for values that may be complex (z holds them then), single (f) or
// complex single (fz)
static inline const void *
nds_vals_ptr (const octave_value& v, nds_vtype vt, boolNDArray& b, NDArray& x,
              ComplexNDArray& z, FloatNDArray& f, FloatComplexNDArray& fz)
{
  switch (vt)
    {
    case NDS_CSINGLE:
      fz = v.float_complex_array_value ();
      return fz.data ();
    case NDS_COMPLEX:
      z = v.complex_array_value ();
      return z.data ();
    case NDS_SINGLE:
      f = v.float_array_value ();
      return f.data ();
    case NDS_DOUBLE:
    case NDS_LOGICAL:
      break;
    }
  return nds_vals_ptr (v, vt, b, x);
}

// owns an nds_groups, so an Octave error thrown while it lives cannot leak it
struct nds_groups_guard
{
  nds_groups G = {0, 0, nullptr, nullptr, nullptr, nullptr, 0, nullptr};
  ~nds_groups_guard () { nds_groups_free (&G); }
};

// the engine's arithmetic op named by the Octave function (rminus: the operands of
// minus swapped); ndsparse:internal for any other name
inline nds_op
nds_arg_op (const octave_value& v, const char *fn)
{
  static const char *names[] = {"plus", "minus", "rminus", "times", "rdivide", "ldivide"};
  static const nds_op ops[] = {NDS_PLUS, NDS_MINUS, NDS_RMINUS, NDS_TIMES, NDS_RDIV, NDS_LDIV};
  const std::string name = v.xstring_value ("%s: OP must be a string", fn);
  for (int k = 0; k < 6; k++)
    if (name == names[k]) return ops[k];
  error_with_id ("ndsparse:internal", "%s: unknown operation '%s'", fn, name.c_str ());
}

// nnz (y), counted in parallel, as the output number k (1-based) of a gateway called
// with nargout outputs; empty when not asked for
inline octave_value
nds_nnz (const NDArray& y, int k, int nargout)
{
  if (nargout < k)
    return octave_value ();
  return octave_value (static_cast<double> (nds_count_nz (y.data (), y.numel ())));
}

// true when the rows s (n-by-m) are in strict column-major order and no value of x
// (n of them) is zero: they are storage as they are (a file tnswrite wrote, a result
// built in order), shared, not sorted or copied
inline bool
nds_rows_are_storage (const int64NDArray& s, const NDArray& x)
{
  const int64_t n = s.rows ();
  return nds_is_strict (nds_i64 (s), n, s.columns ()) && nds_count_nz (x.data (), n) == n;
}

// the storage of the rows grouped in G (m dims): each group's coordinates into os and
// its values x (one value for all when xscalar) reduced by fun into y, zero results
// (rare: explicit zeros, cancellation) dropped afterwards
inline void
nds_reduce_groups (const nds_groups& G, const NDArray& x, bool xscalar, nds_fun fun,
                   int64_t m, int64NDArray& os, NDArray& y)
{
  const int64_t ng = G.ng;
  os = nds_uninit<int64NDArray> (ng, m);
  y = nds_uninit<NDArray> (ng);
  const int64_t nz = nds_reduce (&G, x.data (), xscalar, fun, y.fortran_vec (),
                                 nds_i64w (os));
  if (nz < ng)
    nds_drop_zeros (os, y);
}

// s (n-by-m rows within sz, already validated) and x (n values) as storage: sorted
// column-major, duplicates summed, zeros dropped; rows that are storage already
// (nds_rows_are_storage) stay as they are: nothing copied
inline void
nds_coalesce_sum (int64NDArray& s, NDArray& x, const int64_t *sz, const char *fn)
{
  if (nds_rows_are_storage (s, x))
    return;
  nds_groups_guard g;
  nds_check (nds_group (nds_i64 (s), s.rows (), s.columns (), sz, &g.G), fn);
  int64NDArray os;
  NDArray y;
  nds_reduce_groups (g.G, x, false, NDS_SUM, s.columns (), os, y);
  s = os;
  x = y;
}

#endif
