// nds_arrays.h: Octave's arrays (liboctave) as the engine's: int64 views, result
// arrays left uninitialized for the engine to fill, owned engine blocks, engine
// status as an Octave error.  The tensor container and every gateway use them.
#ifndef NDS_ARRAYS_H
#define NDS_ARRAYS_H

// liboctave's headers only: the interpreter's (oct.h, ov*.h, error.h, ...) stay in
// value/ and the gateways (tools/layers.sh checks it)
#include <octave/oct-cmplx.h>
#include <octave/Array.h>
#include <octave/dim-vector.h>
#include <octave/dNDArray.h>
#include <octave/dMatrix.h>
#include <octave/fNDArray.h>
#include <octave/CNDArray.h>
#include <octave/fCNDArray.h>
#include <octave/boolNDArray.h>
#include <octave/int64NDArray.h>
#include <octave/dSparse.h>
#include <octave/CSparse.h>
#include <octave/boolSparse.h>
#include <octave/idx-vector.h>
#include <octave/lo-error.h>
#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <algorithm>
#include <string>
#include "engine/core/nds.h"
#include "engine/kern/nds_kern.h"

// the printf-style message fmt, args
static inline std::string
nds_vformat (const char *fmt, va_list args)
{
  va_list again;
  va_copy (again, args);
  const int n = std::vsnprintf (nullptr, 0, fmt, again);
  va_end (again);
  std::string s (n > 0 ? n : 0, '\0');
  if (n > 0)
    std::vsnprintf (&s[0], n + 1, fmt, args);
  return s;
}

// raise the error id with the printf-style message fmt as liboctave raises its own:
// through its error-with-id handler, which the interpreter points at its own
// error_with_id (the same identifier, message and stack).  Every error of the
// tensor container is raised here
[[noreturn]] static inline void
nds_error (const char *id, const char *fmt, ...)
{
  va_list args;
  va_start (args, fmt);
  const std::string msg = nds_vformat (fmt, args);
  va_end (args);
  (*current_liboctave_error_with_id_handler) (id, "%s", msg.c_str ());
  std::abort ();                // (not reached: the handler throws)
}

// warn with the id and printf-style message fmt through liboctave's warning
// handler, the interpreter's warning_with_id (warning ("off", id) silences it)
static inline void
nds_warning (const char *id, const char *fmt, ...)
{
  va_list args;
  va_start (args, fmt);
  const std::string msg = nds_vformat (fmt, args);
  va_end (args);
  (*current_liboctave_warning_with_id_handler) (id, "%s", msg.c_str ());
}

// The engine works on int64_t; octave_int64 has the same layout.
static inline const int64_t *
nds_i64 (const int64NDArray& a)
{
  return reinterpret_cast<const int64_t *> (a.data ());
}

static inline int64_t *
nds_i64w (int64NDArray& a)
{
  return reinterpret_cast<int64_t *> (a.fortran_vec ());
}

// n elements of T from the allocator Octave's arrays free with, uninitialized; a
// large block takes huge pages where it is still untouched by the engine's rule
// (nds_hugepages): when filled says the caller writes every element, unless
// NDS_HUGEPAGES=0, otherwise only if NDS_HUGEPAGES=1
template <typename T>
static inline T *
nds_alloc (octave_idx_type n, bool filled = false)
{
  if (nds_mem_fail ())
    throw std::bad_alloc ();
  std::allocator<T> alloc;
  T *p = std::allocator_traits<std::allocator<T>>::allocate (alloc, n);
  if (filled)
    nds_hugepages_filled (p, sizeof (T) * n);
  else
    nds_hugepages (p, sizeof (T) * n);
  return p;
}

// a result array of dims dv left uninitialized for the engine to fill completely:
// Octave's constructors write a zero to every element first, a whole extra pass over
// fresh memory.  The Array adopts the block and frees it with the same allocator.
template <typename A>
static inline A
nds_uninit (const dim_vector& dv)
{
  typedef typename A::element_type T;
  return A (Array<T> (nds_alloc<T> (dv.safe_numel ()), dv));
}

template <typename A>
static inline A
nds_uninit (octave_idx_type n, octave_idx_type m = 1)
{
  return nds_uninit<A> (dim_vector (n, m));
}

// the same for an array whose every element the caller writes (a copy, X.' * D): huge
// pages where fresh, by the rule for filled blocks (nds_hugepages_filled)
template <typename A>
static inline A
nds_uninit_filled (const dim_vector& dv)
{
  typedef typename A::element_type T;
  return A (Array<T> (nds_alloc<T> (dv.safe_numel (), true), dv));
}

// a full array of zeros (false), written in parallel: a dense result the engine
// accumulates into
template <typename A>
static inline A
nds_zeros (const dim_vector& dv)
{
  A a = nds_uninit<A> (dv);
  nds_zero (a.fortran_vec (), sizeof (typename A::element_type) * dv.safe_numel ());
  return a;
}

// the first cnt elements of the column a, where the engine found fewer results than
// it had room for.  Array::resize builds a fresh array (std::complex's constructor
// zeroes it element by element) and copies into it: complex max (A, [], 1) at 1e5
// spent 0.3 of its 1.9 ms there.  A shallow slice instead, while it pins at most
// twice the elements kept, else a copy into an uninitialized array
template <typename A>
static inline A
nds_head (const A& a, octave_idx_type cnt)
{
  typedef typename A::element_type T;
  if (cnt >= a.numel ())
    return a;
  if (cnt > 0 && 2 * cnt >= a.numel ())
    return A (Array<T> (a.index (octave::idx_vector (0, cnt)), dim_vector (cnt, 1)));
  A b = nds_uninit<A> (cnt);
  std::copy_n (a.data (), cnt, b.fortran_vec ());
  return b;
}

// owns an nds_malloc'd block, so an Octave error thrown while it lives cannot
// leak it
template <typename T>
struct nds_buffer
{
  T *p;
  explicit nds_buffer (size_t n) : p (static_cast<T *> (nds_malloc (n, sizeof (T)))) { }
  ~nds_buffer () { nds_free (p); }
  nds_buffer (const nds_buffer&) = delete;
  nds_buffer& operator = (const nds_buffer&) = delete;
};

// turn an engine status into an Octave error
static inline void
nds_check (int st, const char *fn)
{
  switch (st)
    {
    case NDS_OK: return;
    case NDS_ENOMEM:
      nds_error ("ndsparse:nomem", "%s: out of memory", fn);
    case NDS_ETOOLARGE:
      nds_error ("ndsparse:toolarge", "%s: result too large", fn);
    default:
      nds_error ("ndsparse:internal", "%s: engine error %d", fn, st);
    }
}

// the number of nonzero values of y (a complex one: either part) and their kind for
// nds_keep_nz: 0 doubles, 1 floats, 2 double pairs, 3 float pairs
inline int64_t nds_nz_of (const NDArray& y) { return nds_count_nz (y.data (), y.numel ()); }
inline int64_t nds_nz_of (const FloatNDArray& y)
{ return nds_count_nz_f (y.data (), y.numel ()); }
inline int64_t nds_nz_of (const ComplexNDArray& y)
{ return nds_count_nz_z (reinterpret_cast<const double *> (y.data ()), y.numel ()); }
inline int64_t nds_nz_of (const FloatComplexNDArray& y)
{ return nds_count_nz_cf (reinterpret_cast<const float *> (y.data ()), y.numel ()); }
inline int nds_vals_kind (const NDArray&) { return 0; }
inline int nds_vals_kind (const FloatNDArray&) { return 1; }
inline int nds_vals_kind (const ComplexNDArray&) { return 2; }
inline int nds_vals_kind (const FloatComplexNDArray&) { return 3; }

// keeps the rows of (os, y) whose value is nonzero (a complex one: either part): results
// that may hold a zero (explicit zeros, cancellation, a conversion from double that
// rounds to zero, max of a fiber with an implicit zero); y an NDArray, ComplexNDArray,
// FloatNDArray or FloatComplexNDArray.  Without a zero nothing is copied: one count,
// so callers need not count first
template <typename A>
inline void
nds_drop_zeros (int64NDArray& os, A& y)
{
  const int64_t n = y.numel (), nz = nds_nz_of (y);
  if (nz == n)
    return;
  int64NDArray s = nds_uninit<int64NDArray> (nz, os.columns ());
  A x = nds_uninit<A> (nz);
  nds_keep_nz (nds_i64 (os), n, os.columns (), y.data (), nds_vals_kind (y), nz,
               nds_i64w (s), x.fortran_vec ());
  os = s;
  y = x;
}

// an nr-by-nc sparse matrix with room for nz entries, its arrays left uninitialized
// for the engine to fill completely, as nds_uninit does for full arrays (the Sparse
// adopts them and frees them with the same allocators)
template <typename T>
static inline Sparse<T>
nds_sparse_uninit (octave_idx_type nr, octave_idx_type nc, octave_idx_type nz)
{
  nz = nz > 0 ? nz : 1;      // as Octave's own constructor: room for one at least
  T *d = nds_alloc<T> (nz);
  octave_idx_type *r = nullptr, *c = nullptr;
  try
    {
      r = nds_alloc<octave_idx_type> (nz);
      c = nds_alloc<octave_idx_type> (nc + 1);
      d[0] = T ();           // the slot an empty matrix keeps
      r[0] = 0;
      return Sparse<T> (dim_vector (nr, nc), nz, d, r, c);
    }
  catch (...)
    {
      if (c)
        std::allocator<octave_idx_type> ().deallocate (c, nc + 1);
      if (r)
        std::allocator<octave_idx_type> ().deallocate (r, nz);
      std::allocator<T> ().deallocate (d, nz);
      throw;
    }
}

// owns an nds_modered plan, so an Octave error thrown while it lives cannot leak it
struct nds_modered_guard
{
  nds_modered P = {};
  ~nds_modered_guard () { nds_modered_free (&P); }
};

#endif
