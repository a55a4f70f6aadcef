// nds_tensor.h: the tensor container under the value type: a tensor's parts (storage,
// pending entries, view) and the operations on them: reading, viewing, copying,
// assigning, deleting (the indexing rules are engine/index/nds_subscript.c's, the
// loops the engine's).  value/nds_type.h wraps it as an Octave value.
#ifndef NDS_TENSOR_H
#define NDS_TENSOR_H

#include <octave/oct.h>
#include <algorithm>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <string>
#include <vector>
#include "engine/core/nds.h"
#include "engine/index/nds_index.h"

// A short vector of a tensor's per-dimension numbers (sizes, offsets, flags): up to
// 8 kept inline, as a tensor and each of its views holds five of them, and making
// a view or a small result should not cost a heap block per vector.
template <typename T>
class nds_small
{
public:
  nds_small () = default;
  nds_small (size_t n, T v) { assign (n, v); }
  nds_small (std::initializer_list<T> l) { assign (l.begin (), l.end ()); }
  nds_small (const std::vector<T>& v) { assign (v.begin (), v.end ()); }
  template <typename It> nds_small (It a, It b) { assign (a, b); }
  nds_small (const nds_small& o) { assign (o.begin (), o.end ()); }
  nds_small& operator = (const nds_small& o)
  {
    if (this != &o)
      assign (o.begin (), o.end ());
    return *this;
  }
  ~nds_small () { if (m_p != m_in) delete [] m_p; }

  size_t size () const { return m_n; }
  bool empty () const { return m_n == 0; }
  T *data () { return m_p; }
  const T *data () const { return m_p; }
  T& operator [] (size_t k) { return m_p[k]; }
  const T& operator [] (size_t k) const { return m_p[k]; }
  T *begin () { return m_p; }
  T *end () { return m_p + m_n; }
  const T *begin () const { return m_p; }
  const T *end () const { return m_p + m_n; }
  T& back () { return m_p[m_n - 1]; }
  const T& back () const { return m_p[m_n - 1]; }
  void clear () { m_n = 0; }
  void pop_back () { m_n--; }
  void push_back (T v)
  {
    reserve (m_n + 1);
    m_p[m_n++] = v;
  }
  void resize (size_t n, T v = T ())
  {
    reserve (n);
    for (size_t k = m_n; k < n; k++)
      m_p[k] = v;
    m_n = n;
  }
  void assign (size_t n, T v)
  {
    m_n = 0;
    resize (n, v);
  }
  template <typename It> void assign (It a, It b)
  {
    m_n = 0;
    reserve (std::distance (a, b));
    for (; a != b; ++a)
      m_p[m_n++] = *a;
  }
  operator std::vector<T> () const { return std::vector<T> (begin (), end ()); }
  bool operator == (const nds_small& o) const
  {
    return m_n == o.m_n && std::equal (begin (), end (), o.begin ());
  }
  bool operator != (const nds_small& o) const { return ! (*this == o); }

private:
  void reserve (size_t n)
  {
    if (n <= m_cap)
      return;
    T *p = new T [n];
    std::copy (m_p, m_p + m_n, p);
    if (m_p != m_in)
      delete [] m_p;
    m_p = p;
    m_cap = n;
  }
  T m_in[8];
  T *m_p = m_in;
  size_t m_n = 0, m_cap = 8;
};

typedef nds_small<int64_t> nds_ivec;

// Single-element assignments not yet merged into the storage, in order: the last
// of a coordinate wins, a zero deletes; values as doubles (0 or 1 when logical).
// The engine's nds_pend, owned: a read finds the last assignment to an element by
// hash.
struct nds_pending
{
  nds_pend p;
  explicit nds_pending (int64_t m) { nds_pend_init (&p, m); }
  nds_pending (const nds_pending& o);
  ~nds_pending () { nds_pend_free (&p); }
  nds_pending& operator = (const nds_pending&) = delete;
  // entry e's coordinates
  const int64_t *at (int64_t e) const { return p.subs + e * p.m; }
};

// The parts of a tensor, in the terms of @ndsparse/ndsparse.m.  The storage arrays
// are Octave arrays, so every copy and view of a tensor shares them (copy-on-write);
// the pending buffer and the view parameters belong to each value.
struct nds_tensor
{
  // storage: sorted column-major, distinct coordinates, no zero values
  int64NDArray subs;            // nnz-by-M, 1-based
  NDArray x;                    // values when double
  boolNDArray b;                // values when logical
  ComplexNDArray z;             // values when complex (interleaved re, im: NDS_COMPLEX)
  bool logical = false;
  bool complex = false;         // never with logical; a complex tensor has nothing pending
  nds_ivec usz;                 // M >= 1 underlying dims, each below 2^53
  uint64_t sid = 0;             // storage id: new for every new storage
  // pending single-element assignments (nds_pending), shared by copies and views
  // until one of them appends (a view costs O(rank) whatever is pending)
  std::shared_ptr<const nds_pending> pend;
  // the view: per underlying dim a 0-based offset and a fixed flag; the view's dims
  // are the active ones in order with size-1 hidden dims at 0-based positions hidden
  nds_ivec shape;
  nds_ivec offs;
  nds_small<unsigned char> fixed;
  nds_ivec hidden;
  // a permuted view: the underlying dim (0-based) of each active view dim, in view
  // order; empty when they come in underlying order (every view but a permute's)
  nds_ivec order;

  nds_tensor () = default;
  // a fresh double tensor (identity view) over storage s, x of size usz: made in
  // place, the values moved in (a small result costs no copy of its arrays)
  nds_tensor (const int64NDArray& s, NDArray&& v, const nds_ivec& size, uint64_t id)
    : subs (s), x (std::move (v)), usz (size), sid (id), shape (size),
      offs (size.size (), 0), fixed (size.size (), 0) { }

  int64_t nnz_stored () const { return subs.rows (); }
  int64_t ndim () const { return static_cast<int64_t> (usz.size ()); }
  int64_t npending () const { return pend ? pend->p.n : 0; }
  // the pending buffer, made this tensor's own before it changes
  nds_pending& pending_mut ();
  nds_vtype vtype () const
  {
    return logical ? NDS_LOGICAL : complex ? NDS_COMPLEX : NDS_DOUBLE;
  }
  const void *vals_ptr () const
  {
    return logical ? static_cast<const void *> (b.data ())
           : complex ? static_cast<const void *> (z.data ())
           : static_cast<const void *> (x.data ());
  }
  octave_value vals () const
  {
    return logical ? octave_value (b) : complex ? octave_value (z) : octave_value (x);
  }
  octave_idx_type nvals () const
  {
    return logical ? b.numel () : complex ? z.numel () : x.numel ();
  }
  // true when the view is the whole storage in its own coordinates
  bool is_identity () const;
  // true when the view's active dims come in underlying order (its entries read in
  // storage order are sorted in view order)
  bool in_order () const;
  // the view's dims as Octave gives them: trailing 1s dropped, at least 2
  nds_ivec dims () const;
  // for each view dim, the underlying dim it shows, or -1 for a hidden dim
  nds_ivec under () const;
};

// t as a fresh identity view of the given storage (sorted, distinct, nonzero) with a
// new storage id
void nds_tensor_reset (nds_tensor& t, const int64NDArray& subs, const octave_value& vals,
                       const nds_ivec& usz);
// a new storage id
uint64_t nds_new_sid ();
// true when v is real, or complex with every imaginary part zero
bool nds_imag_zero (const octave_value& v);

// raise the index error e as an Octave error
[[noreturn]] void nds_ix_error (const nds_ixerr& e);

// merge the pending entries into the storage (a new storage id); the value stays
// the same, so a shared value may be flushed in place
void nds_flush (nds_tensor& t);
// the engine's view of t, valid while t lives unchanged
struct nds_view_of
{
  std::vector<int64_t> ext;
  nds_view V;
  explicit nds_view_of (const nds_tensor& t);
};
// the engine's storage of t (its storage arrays, not its pending entries), valid
// while t lives unchanged
inline nds_store
nds_store_of (const nds_tensor& t)
{
  return {t.nnz_stored (), t.ndim (), reinterpret_cast<const int64_t *> (t.subs.data ()),
          t.vals_ptr (), t.vtype (), t.usz.data ()};
}
// the entries of t in its own coordinates (sorted, distinct, nonzero): s cnt-by-K
// (K view dims, hidden ones included) and the values; the storage itself, not a
// copy, when t is an identity view
void nds_entries (nds_tensor& t, int64NDArray& s, octave_value& v);
// the number of t's entries
int64_t nds_count (nds_tensor& t);
// t becomes a compact tensor holding only its view's entries
void nds_compact (nds_tensor& t);

// the checks before a result of size sz is made: what names the operation;
// explicit is true for full (T), which the max_dense policy does not bind; with
// n >= 0 the result is sparse and holds n entries, else it is full (prod (sz)
// elements).  ndsparse:toolarge past Octave's index limit, the policy (error, or a
// warning), or the available memory.
void nds_dense_check (const std::vector<double>& sz, const std::string& what, bool explicit_full,
                      double n = -1);

// the view of t by one engine index per position (nds_vq: the range a .. a+n-1 of
// the next dim, the point a, the dim then fixed, or a new hidden dim); an empty
// range of a dim with no storage gives an empty tensor, not a view
nds_tensor nds_compose_view (const nds_tensor& t, const std::vector<nds_vq>& ix);

// permute (t, p) as a view (no entry moves; the sort waits for a read): result dim q
// is dim p[q] (0-based) of t, p a permutation of 0..kp-1, kp at least t's Octave ndims
octave_value nds_permute_view (nds_tensor& t, const std::vector<int64_t>& p);

// t(idx) for Octave's subscripts idx (what subsref gives for "()")
octave_value nds_index (nds_tensor& t, const octave_value_list& idx);
// t(idx) = rhs, and t(idx) = [] for a double 0x0 rhs
void nds_assign (nds_tensor& t, const octave_value_list& idx, const octave_value& rhs);
// the thesis's view of t by one index per dim (nd.all, nd.interval, nd.point,
// nd.newaxis, nd.specified, ":" or numeric)
octave_value nds_view_fn (nds_tensor& t, const octave_value_list& args);

// the operator op of a and b (one of them an ndsparse) computed here when it is one
// of the cheap common cases (T+U, T-U, T.*U of one shape; a tensor times, or divided
// by, a scalar; -T, +T), into r; false when the operator's m-method must do it
bool nds_binary_fast (octave_value::binary_op op, const octave_value& a,
                      const octave_value& b, octave_value& r);
bool nds_unary_fast (octave_value::unary_op op, const octave_value& a, octave_value& r);

// the sum of t's values in storage order (sum (T(:)) and every all-reducing sum)
double nds_value_sum (nds_tensor& t);
// sum (t, 1) (t of the value src, of 2 or more dims): one sum per run of its sorted
// entries, a tensor of t's shape with the first dim 1
octave_value nds_sum_first (nds_tensor& t, const octave_value& src);
// Octave's sparse matrix of t (the tensor of the value src), which must have at most
// 2 dims (ndsparse:dims) and a sane column count (ndsparse:toolarge)
octave_value nds_sparse_of (nds_tensor& t, const octave_value& src);
// cat (dim + 1, ...) of the tensors all (of the values src; at most 8 that are not
// 0x0), with Octave's rules for 0x0 operands and for the values' class
octave_value nds_cat_tensors (int64_t dim, std::vector<nds_tensor>& all,
                              const octave_value_list& src);

#endif
