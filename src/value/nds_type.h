// nds_type.h: the ndsparse value type, an octave_base_value of class "ndsparse"
#ifndef NDS_TYPE_H
#define NDS_TYPE_H

#include <octave/oct.h>
#include <algorithm>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <string>
#include <vector>
#include "engine/core/nds.h"

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
  FloatNDArray f;               // values when single (NDS_SINGLE)
  bool logical = false;
  bool complex = false;         // never with logical; a complex tensor has nothing pending
  bool single = false;          // never with logical or complex; nothing pending either
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
    return logical ? NDS_LOGICAL : complex ? NDS_COMPLEX : single ? NDS_SINGLE : NDS_DOUBLE;
  }
  const void *vals_ptr () const
  {
    return logical ? static_cast<const void *> (b.data ())
           : complex ? static_cast<const void *> (z.data ())
           : single ? static_cast<const void *> (f.data ())
           : static_cast<const void *> (x.data ());
  }
  octave_value vals () const
  {
    return logical ? octave_value (b) : complex ? octave_value (z)
           : single ? octave_value (f) : octave_value (x);
  }
  octave_idx_type nvals () const
  {
    return logical ? b.numel () : complex ? z.numel () : single ? f.numel () : x.numel ();
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

class octave_ndsparse : public octave_base_value
{
public:
  octave_ndsparse ();
  explicit octave_ndsparse (const nds_tensor& t) : octave_base_value (), m_t (t) { }
  explicit octave_ndsparse (nds_tensor&& t) : octave_base_value (), m_t (std::move (t)) { }
  octave_ndsparse (const octave_ndsparse& o) : octave_base_value (), m_t (o.m_t) { }

  octave_base_value *clone () const { return new octave_ndsparse (*this); }
  octave_base_value *empty_clone () const { return new octave_ndsparse (); }

  nds_tensor& tensor () { return m_t; }
  const nds_tensor& tensor () const { return m_t; }

  bool is_defined () const { return true; }
  bool is_constant () const { return true; }
  // an object to Octave: [T, U] reaches horzcat.m and -v7/-v6 files store it as a
  // class object (map_value)
  bool isobject () const { return true; }
  // the view's size, as Octave's size, end, ndims, length and isempty read it
  // (trailing singleton dims dropped, at least 2); 1x1 while save runs, whose MAT
  // writer gives an object's dims to the single struct it writes
  dim_vector dims () const;
  octave_idx_type nnz () const;
  // T.name and T(...) give one value each (not a cs-list of numel elements)
  octave_idx_type xnumel (const octave_value_list&) { return 1; }
  std::size_t byte_size () const;

  octave_value subsref (const std::string& type, const std::list<octave_value_list>& idx);
  octave_value_list subsref (const std::string& type,
                             const std::list<octave_value_list>& idx, int nargout);
  octave_value subsasgn (const std::string& type, const std::list<octave_value_list>& idx,
                         const octave_value& rhs);

  octave_map map_value () const;
  octave_scalar_map scalar_map_value () const;

  void print (std::ostream& os, bool pr_as_read_syntax = false);
  void print_raw (std::ostream& os, bool pr_as_read_syntax = false) const;
  bool print_as_scalar () const { return false; }

  bool save_ascii (std::ostream& os);
  bool load_ascii (std::istream& is);
  bool save_binary (std::ostream& os, bool save_as_floats);
  bool load_binary (std::istream& is, bool swap, octave::mach_info::float_format fmt);
  bool save_hdf5 (octave_hdf5_id loc_id, const char *name, bool save_as_floats);
  bool load_hdf5 (octave_hdf5_id loc_id, const char *name);

private:
  nds_tensor m_t;

  DECLARE_OV_TYPEID_FUNCTIONS_AND_DATA
};

// register the type and its operators with Octave, once per process; the oct-file
// stays loaded from then on (values of the type and the optimizers' parameters
// live in it)
void nds_type_install (octave::interpreter& interp);
// autoload the n internal functions names[] from the oct-file of __ndsparse__
void nds_type_autoload (octave::interpreter& interp, const char *const *names, size_t n);
// true once nds_type_install has run
bool nds_type_installed ();

// the tensor of an ndsparse value: the native type, or an old-style @ndsparse object
// (read from a file of an earlier version), converted and checked
nds_tensor nds_tensor_of (const octave_value& v, const char *who);
// the tensor of v, a permuted view whose entries s and values x were just read in
// its coordinates, becomes a tensor of its own holding them, so that their sort is
// done once.  The value stays the same, so a shared value changes in place (as a
// flush changes it).
void nds_settle (const octave_value& v, const int64NDArray& s, const octave_value& x);
// the native value holding t (moved into it when t is a temporary)
octave_value nds_value (const nds_tensor& t);
octave_value nds_value (nds_tensor&& t);
// t as a fresh identity view of the given storage (sorted, distinct, nonzero) with a
// new storage id
void nds_tensor_reset (nds_tensor& t, const int64NDArray& subs, const octave_value& vals,
                       const nds_ivec& usz);
// a new storage id
uint64_t nds_new_sid ();
// true when v is real, or complex with every imaginary part zero
bool nds_imag_zero (const octave_value& v);

// the tensor from the fields of a struct (a file's, or an old-style object's); with
// check, every invariant of the storage and the view is verified (O(nnz)) and a
// violation is an ndsparse:load error saying which
nds_tensor nds_tensor_from_map (const octave_scalar_map& m, bool check, const char *who);
// the fields of t, as @ndsparse/ndsparse.m documents them
octave_scalar_map nds_tensor_map (const nds_tensor& t);
// one of those fields (a saved tensor's part; the m-methods ask for them through
// __nds_viewparts__ and __nds_storeinfo__, never as T.name)
octave_value nds_tensor_field (const nds_tensor& t, const std::string& name);

#endif
