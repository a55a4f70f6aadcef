// nds_tensor.h: the tensor container under the value type: a tensor's parts (storage,
// pending entries, view) and the operations on them: reading, viewing, copying,
// assigning, deleting (the indexing rules are engine/index/nds_subscript.c's, the
// loops the engine's).  value/nds_type.h wraps it as an Octave value.
#ifndef NDS_TENSOR_H
#define NDS_TENSOR_H

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>
#include "tensor/nds_arrays.h"
#include "engine/core/nds.h"
#include "engine/index/nds_index.h"
#include "engine/kern/nds_kern.h"
#include "engine/contract/nds_contract.h"

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
  // iterators only: nds_small (n, v) of two integers of one type is n copies of v
  template <typename It, typename = std::enable_if_t<!std::is_integral<It>::value>>
  nds_small (It a, It b) { assign (a, b); }
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
  template <typename It, typename = std::enable_if_t<!std::is_integral<It>::value>>
  void assign (It a, It b)
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
// of a coordinate wins, a zero deletes; values as doubles (0 or 1 when logical,
// values rounded to single already when single).
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

// A tensor's values: one array of the class vt (double, logical, complex as
// interleaved (re, im) pairs, single, or complex single as (re, im) float pairs), shared copy-on-write as Octave's arrays
// are: the container's own form of a values array, which value/ turns into an
// Octave value.  One array is held, not one per class: Octave 7's arrays have no
// move constructor, so every array a tensor holds costs a heap block each time a
// tensor is made, copied or moved (a small operator makes several)
struct nds_vals
{
  // the alternatives in nds_vtype's order
  std::variant<NDArray, boolNDArray, ComplexNDArray, FloatNDArray, FloatComplexNDArray> a;

  nds_vals () = default;
  nds_vals (const NDArray& v) : a (std::in_place_index<NDS_DOUBLE>, v) { }
  nds_vals (const boolNDArray& v) : a (std::in_place_index<NDS_LOGICAL>, v) { }
  nds_vals (const ComplexNDArray& v) : a (std::in_place_index<NDS_COMPLEX>, v) { }
  nds_vals (const FloatNDArray& v) : a (std::in_place_index<NDS_SINGLE>, v) { }
  nds_vals (const FloatComplexNDArray& v) : a (std::in_place_index<NDS_CSINGLE>, v) { }
  // n values of class vt, left uninitialized for the engine to fill through ptr ()
  nds_vals (nds_vtype t, int64_t n);

  nds_vtype vt () const { return static_cast<nds_vtype> (a.index ()); }
  bool islogical () const { return vt () == NDS_LOGICAL; }
  bool iscomplex () const { return vt () == NDS_COMPLEX; }
  bool issingle () const { return vt () == NDS_SINGLE; }
  bool iscsingle () const { return vt () == NDS_CSINGLE; }
  // the values as an array of class A: the one held, or an empty one when they are
  // of another class
  template <typename A>
  const A& get () const
  {
    static const A none;
    const A *p = std::get_if<A> (&a);
    return p ? *p : none;
  }
  const NDArray& x () const { return get<NDArray> (); }
  const boolNDArray& b () const { return get<boolNDArray> (); }
  const ComplexNDArray& z () const { return get<ComplexNDArray> (); }
  const FloatNDArray& f () const { return get<FloatNDArray> (); }
  const FloatComplexNDArray& fz () const { return get<FloatComplexNDArray> (); }
  int64_t numel () const
  {
    return std::visit ([] (const auto& v) -> int64_t { return v.numel (); }, a);
  }
  const void *data () const
  {
    return std::visit ([] (const auto& v) { return static_cast<const void *> (v.data ()); }, a);
  }
  void *ptr ()
  {
    return std::visit ([] (auto& v) { return static_cast<void *> (v.fortran_vec ()); }, a);
  }
  // the values as doubles (logical and single ones converted; complex: an error)
  NDArray array_value () const;
  // the values as complex doubles (any class converted exactly)
  ComplexNDArray complex_value () const;
};

// The parts of a tensor, in the terms of @ndsparse/ndsparse.m.  The storage arrays
// are Octave arrays, so every copy and view of a tensor shares them (copy-on-write);
// the pending buffer and the view parameters belong to each value.
struct nds_tensor
{
  // storage: sorted column-major, distinct coordinates, no zero values
  int64NDArray subs;            // nnz-by-M, 1-based
  nds_vals val;                 // nnz values, of the class vt
  // the value class: a complex tensor has nothing pending, a single one's pending
  // values are singles, a logical one's 0 or 1
  nds_vtype vt = NDS_DOUBLE;
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
  // a fresh double tensor (identity view) over storage s, values v, of size usz:
  // made in place, no reset of a default tensor first
  nds_tensor (const int64NDArray& s, const NDArray& v, const nds_ivec& size, uint64_t id)
    : subs (s), val (v), usz (size), sid (id), shape (size),
      offs (size.size (), 0), fixed (size.size (), 0) { }
  // a fresh tensor (identity view, new storage id) over storage s, values v (complex
  // ones narrowed to real when every imaginary part is zero), of size usz: what
  // nds_tensor_reset makes of a default tensor, with two heap blocks fewer
  nds_tensor (const int64NDArray& s, const nds_vals& v, const nds_ivec& size);

  int64_t nnz_stored () const { return subs.rows (); }
  int64_t ndim () const { return static_cast<int64_t> (usz.size ()); }
  int64_t npending () const { return pend ? pend->p.n : 0; }
  // the pending buffer, made this tensor's own before it changes
  nds_pending& pending_mut ();
  nds_vtype vtype () const { return vt; }
  // the values (an empty array for the classes the tensor's values are not)
  const NDArray& x () const { return val.x (); }
  const boolNDArray& b () const { return val.b (); }
  const ComplexNDArray& z () const { return val.z (); }
  const FloatNDArray& f () const { return val.f (); }
  const FloatComplexNDArray& fz () const { return val.fz (); }
  const void *vals_ptr () const { return val.data (); }
  const nds_vals& vals () const { return val; }
  octave_idx_type nvals () const { return val.numel (); }
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

// the length of Octave's dims of a shape d: d's without its trailing 1s, at least 2
size_t nds_octave_ndims (const nds_ivec& d);
// d without its trailing 1s, at least 2 long (Octave's dims of a shape d)
nds_ivec nds_octave_dims (nds_ivec d);
// t as a fresh identity view of the given storage (sorted, distinct, nonzero) with a
// new storage id
void nds_tensor_reset (nds_tensor& t, const int64NDArray& subs, const nds_vals& vals,
                       const nds_ivec& usz);
// a new storage id
uint64_t nds_new_sid ();

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
void nds_entries (nds_tensor& t, int64NDArray& s, nds_vals& v);
// nds_entries of t; when t is a permuted view, *shared (the value's tensor t was
// copied from, or null) then holds the sorted entries in place, so that their sort
// is done once
void nds_settled_entries (nds_tensor& t, nds_tensor *shared, int64NDArray& s, nds_vals& v);
// true when t has nothing pending and its view shows every stored entry, in any
// order (A', permute (T, p), hidden dims): no offset, no fixed dim, each dim whole.
// A map of values alone then maps the storage's values and keeps the view
// (nds_view_like): no sort
bool nds_whole_view (const nds_tensor& t);
// r, a fresh tensor of t's underlying size over t's stored rows or some of them, in
// storage order, shown through t's view
void nds_view_like (nds_tensor& r, const nds_tensor& t);
// the number of t's entries
int64_t nds_count (nds_tensor& t);
// true when a value t's view shows has a nonzero imaginary part (pending entries
// merged first): the stored values read in place, nothing copied
bool nds_any_imag (nds_tensor& t);
// t's trailing size-1 view dims dropped while it has more than keep (>= 2) of
// them, as Octave drops trailing singleton dims: a hidden one goes, a range of
// one becomes a fixed point (O(rank)), and a whole storage drops its trailing
// size-1 columns (O(nnz))
void nds_trim (nds_tensor& t, size_t keep);
// true when t's entries (pending ones merged first) are exactly the stored rows lo ..
// hi-1, in storage order: an identity view, or an unpermuted view whose dims below
// its highest unfixed one are whole (A(:, 3:9), T(:, :, 2)); their coordinates are
// then the storage's columns of t.under () less t.offs
bool nds_block_rows (nds_tensor& t, int64_t& lo, int64_t& hi);
// Octave's sparse matrix of t, which must have at most 2 dims (ndsparse:dims) and a
// sane column count (ndsparse:toolarge), of its values' class (single becomes double,
// as Octave's sparse (single (A)) makes it); shared as nds_settled_entries takes it
using nds_sparse = std::variant<SparseMatrix, SparseComplexMatrix, SparseBoolMatrix>;
nds_sparse nds_sparse_of (nds_tensor& t, nds_tensor *shared);
// t becomes a compact tensor holding only its view's entries
void nds_compact (nds_tensor& t);

// the checks before a result of size sz is made: what names the operation;
// explicit is true for full (T), which the max_dense policy does not bind; with
// n >= 0 the result is sparse and holds n entries, else it is full (prod (sz)
// elements).  ndsparse:toolarge past Octave's index limit, the policy (error, or a
// warning), or the available memory.
void nds_dense_check (const std::vector<double>& sz, const std::string& what, bool explicit_full,
                      double n = -1);
// true when nds_dense_check of a full result of n elements has nothing to say (at
// most max_dense elements and 64 MiB): a small call may skip making its arguments
bool nds_dense_fits (double n);

// the view of t by one engine index per position (nds_vq: the range a .. a+n-1 of
// the next dim, the point a, the dim then fixed, or a new hidden dim); an empty
// range of a dim with no storage gives an empty tensor, not a view
nds_tensor nds_compose_view (const nds_tensor& t, const std::vector<nds_vq>& ix);
nds_tensor nds_compose_view (const nds_tensor& t, const nds_vq *ix, int64_t nq);

// permute (t, p) as a view (no entry moves; the sort waits for a read): result dim q
// is dim p[q] (0-based) of t, p a permutation of 0..kp-1, kp at least t's Octave ndims
nds_tensor nds_permute_view (nds_tensor& t, const std::vector<int64_t>& p);

// subscripts in the engine's terms, one nds_ix each, and the arrays they point into
// (value/ fills them from Octave's subscripts, each checked and classified once)
class nds_subs
{
public:
  nds_small<nds_ix> ix;          // (in line up to 8 subscripts: no allocation)

  explicit nds_subs (int64_t nsub) : ix (nsub, nds_ix ()), m_one (nsub, 0), m_dims (2 * nsub, 0) { }
  ~nds_subs ();
  nds_subs (const nds_subs&) = delete;
  nds_subs& operator = (const nds_subs&) = delete;

  // the list of subscript p as an array (a range's indices made), 1-based; never
  // NULL, which the engine takes for ':'
  const int64_t *list (int64_t p)
  {
    static const int64_t none = 0;
    nds_ix& x = ix[p];
    if (x.n == 0)
      return &none;
    if (x.kind != NDS_IX_RANGE)
      return x.list;
    std::vector<int64_t>& l = own ();
    l.resize (x.n);
    for (int64_t t = 0; t < x.n; t++)
      l[t] = nds_ix_at (&x, t);
    return l.data ();
  }

  // an empty vector that lives as long as S, its block reused from finished subscripts
  std::vector<int64_t>& own ();

  // the slot that holds subscript p's single index
  int64_t *one (int64_t p) { return &m_one[p]; }

  // raise the index error e of subscript p (of nsub)
  [[noreturn]] void bad (int64_t p, int64_t nsub, nds_ixerr& e)
  {
    e.pos = p;
    e.nsub = nsub;
    nds_ix_error (e);
  }

  // the dims of subscript x: the subscript array's own (a matrix's two in line)
  void set_dims (nds_ix& x, const dim_vector& dv)
  {
    const size_t p = &x - ix.data (), nd = dv.ndims ();
    int64_t *d = nd == 2 && p < ix.size () ? &m_dims[2 * p] : nullptr;
    if (! d)
      {
        std::vector<int64_t>& v = own ();
        v.resize (nd);
        d = v.data ();
      }
    for (size_t k = 0; k < nd; k++)
      d[k] = dv(k);
    x.dims = d;
    x.nd = nd;
  }

  // x's indices from doubles
  void from_doubles (nds_ix& s, const NDArray& a, int64_t p, int64_t nsub)
  {
    std::vector<int64_t>& l = own ();
    l.resize (a.numel ());
    nds_ixerr e;
    if (nds_ix_from_double (a.data (), a.numel (), l.data (), &e) != NDS_OK)
      bad (p, nsub, e);
    s.kind = NDS_IX_LIST;
    s.list = l.data ();
    s.n = a.numel ();
    set_dims (s, a.dims ());
  }

private:
  nds_small<std::vector<int64_t> *> m_store;
  nds_ivec m_one;
  nds_ivec m_dims;
};

// the working shape of S on the view of t (Octave's rule for fewer subscripts than
// dims), and S checked against it; grow: an assignment, which may grow t
nds_ivec nds_working (const nds_tensor& t, nds_subs& S, bool grow);

// t(S) when S, of working shape W, names a single element: true, its value in x (0
// or 1 when logical, the imaginary part 0 unless complex); else false
bool nds_read_element (const nds_tensor& t, nds_subs& S, const nds_ivec& W, Complex& x);
// t(S) for S of working shape W naming more than one element: a view, or a compact copy
nds_tensor nds_read (nds_tensor& t, nds_subs& S, const nds_ivec& W);
// the copy t(S) of shape rshape, for S of working shape W (the thesis's SpecifiedIndex)
nds_tensor nds_select_copy (nds_tensor& t, nds_subs& S, const nds_ivec& W,
                            const nds_ivec& rshape);
// the logical tensor t as a mask subscript: the 1-based column-major positions of its
// true elements, shaped as find shapes them, and in cells its number of elements
NDArray nds_mask_find (nds_tensor& t, int64_t& cells);
// r = t(m) for a logical tensor m of t's size when both are identity views: their
// sorted entries merged in one pass, no linear indices; false (r untouched) for
// any other pair, which the general selection takes
bool nds_mask_read (nds_tensor& t, nds_tensor& m, nds_tensor& r);

// the right-hand side of an assignment: its size, and its entries and values (as
// doubles) in that size, or its single value
struct nds_rhs
{
  std::vector<int64_t> dims;    // its size, as size () gives it
  std::vector<int64_t> shape;   // the size of its coordinates s (dims, or a view's shape)
  int64NDArray s;
  NDArray x;
  bool scalar = false;
  double value = 0;
};
// t(S) = r for S of working shape W (t an identity view); logical_rhs: r came from a
// logical value
void nds_assign_at (nds_tensor& t, nds_subs& S, const nds_ivec& W, nds_rhs& r,
                    bool logical_rhs);
// t's storage values become double (from single), or single (from double or
// logical: the pending entries merged first, the values a rounding made zero
// dropped); the view stays, the storage id is new
void nds_storage_double (nds_tensor& t);
void nds_storage_single (nds_tensor& t);
// t(S) = [], by Octave's deletion rules
void nds_delete (nds_tensor& t, nds_subs& S);
// the pending assignment t(u) = v at underlying coordinates u (in range, t an identity
// view; v 0 or 1 when t is logical, a single's value when t is single), merged into
// the storage when the buffer is long
void nds_append (nds_tensor& t, const int64_t *u, double v);

// A op B for two tensors (T+U, T-U, T.*U, T./U, T.\U: op NDS_PLUS, NDS_MINUS,
// NDS_TIMES, NDS_RDIV, NDS_LDIV) of any value classes, by Octave's rules on full arrays (logical counts as double; single
// with double or logical is single; anything with complex is complex, complex
// single when either is single), with Octave's automatic broadcasting (error
// ndsparse:size when the dims do not conform); sparse, except where the result is
// full: ./ and .\ (0 ./ 0 is NaN) unless one operand's zeros give zero whatever the
// other holds (read at its entries), and + - .* with an operand whose broadcast
// copies would pass max_dense entries.  Then full is set, the dense policy's checks
// have passed, and the result is full (A) op full (B), which the caller computes
nds_tensor nds_pair_op (const nds_tensor& A, const nds_tensor& B, nds_op op, bool& full);
// An element-wise operation on aligned values for nds_pair_apply: y = a f b for the
// n values a and b (of any classes, n >= 0), as Octave computes it on full arrays,
// and nz = the nonzeros of y (the value type supplies it: Octave's operator, or a
// function handle)
typedef std::function<nds_vals (const nds_vals& a, const nds_vals& b, int64_t& nz)> nds_pair_fn;
// A f B for two tensors by the one alignment nds_pair_op uses, with Octave's automatic
// broadcasting (error ndsparse:size naming what when the dims do not conform): sparse
// when f (0, 0) is zero, the stored coordinates merged by intersection when f (a, 0)
// and f (0, b) vanish for every stored a and b, by union otherwise; an operand of the
// whole size is read at its entries alone, the other's values looked up, when f
// vanishes wherever it is zero.  Else full is set, the dense policy's checks have
// passed, and the result is f (full (A), full (B)), which the caller computes.  f
// may raise an error (the caller's own: nothing is left half made).  flags, of
// nds_pair_flag: NDS_PAIR_DENSE_A (_B): A (B) stands for a full scalar, not a
// tensor: the result is full unless f vanishes where the other is zero;
// NDS_PAIR_AND: f (a, 0) and f (0, b) vanish for every a and b but NaN (&): the
// coordinates intersect without a probe of f unless a value is NaN; NDS_PAIR_UNION:
// f (0, 0) is zero (<, >, !=, |): the coordinates either holds, without a probe
typedef enum { NDS_PAIR_DENSE_A = 1, NDS_PAIR_DENSE_B = 2, NDS_PAIR_AND = 4,
               NDS_PAIR_UNION = 8 } nds_pair_flag;
nds_tensor nds_pair_apply (const nds_tensor& A, const nds_tensor& B, const nds_pair_fn& f,
                           const char *what, int flags, bool& full);
// T f F (F f T unless t_left) for a tensor T and a full array F of more than one
// element (its values, Octave's array itself, not copied, and dims fd), with
// Octave's broadcasting (error ndsparse:size naming what): sparse when f (0, F)
// (f (F, 0)) vanishes for every element of F, 0 of T's class: then T's entries alone
// (repeated along the dims F broadcasts T to) are computed, F read in place at each
// by linear index (nds_gather).  Else full is set, the dense policy's checks have
// passed, and the result is f (full (T), F), which the caller computes.  f as
// nds_pair_apply takes it, and for the probe also one value against F's; op the
// arithmetic op f computes (a real double T and F then take the engine's op), or -1
nds_tensor nds_pair_full (const nds_tensor& T, const nds_vals& F, const nds_ivec& fd,
                          bool t_left, const nds_pair_fn& f, int op, const char *what,
                          bool& full);
// A's stored values times c (op NDS_TIMES) or divided by c (NDS_RDIV), the implicit
// zeros staying zero: T * c, T .* c for finite c, T / c for c nonzero, not NaN (in
// single arithmetic, c made single, for a single A)
nds_tensor nds_scale_values (const nds_tensor& A, nds_op op, double c);
// the same for a complex scalar c and A real double, logical or complex double: one
// pass writing the complex values (narrowed to real when every imaginary part is
// zero, as Octave's arrays narrow); for A single or complex single, c made single
// and the values complex single, each part computed in double and rounded once
nds_tensor nds_scale_complex (const nds_tensor& A, nds_op op, const Complex& c);
// A's stored values compared with c (cmp 0..5: x < c, <=, >, >=, ==, !=), for a
// comparison false at 0 (the implicit zeros stay false): a logical tensor of the
// entries where it holds.  A real (double or logical)
nds_tensor nds_compare_values (const nds_tensor& A, int cmp, double c);
// A op B for real (double or logical) A and B of one shape, op a comparison
// (0..5 as nds_compare_values codes them), 6 (&), 7 (|) or 8 (xor): the values aligned by one
// merge (the coordinates both hold for &) and compared by the engine (nds_vals_logic),
// a logical tensor into r; for the ops true at 0 op 0 (<=, >=, ==) the full logical
// array into F (full true) after the max_dense policy's check.  False (nothing done) when an operand is
// not real, or &, | or xor meets a stored NaN (Octave's error is the generic path's)
bool nds_logic_pair (const nds_tensor& A, const nds_tensor& B, int op, nds_tensor& r,
                     boolNDArray& F, bool& full);
// max (A, B) (ismax) or min (A, B) for real double A and B of one shape, as Octave's
// max and min of two doubles give them (a NaN loses to a number), the values
// aligned by one merge and compared by nds_vals_extremum, into r; false (nothing
// done) otherwise
bool nds_extremum_pair (const nds_tensor& A, const nds_tensor& B, bool ismax, nds_tensor& r);
// A .^ c for a real double A and a real c > 0 for which Octave's full A .^ c is real
// (c an integer, or no stored value negative), computed as Octave's elem_xpow does
// (a * a for 2, a * a * a for 3, std::pow otherwise): the implicit zeros stay zero;
// false (nothing done) otherwise
bool nds_power_scalar (const nds_tensor& A, double c, nds_tensor& r);
// true when a value A stores is below zero (a real double or single A; false for
// other classes): Octave's full A .^ p then takes complex arithmetic for every
// element when p is not an integer
bool nds_has_negative (const nds_tensor& A);
// !A for a real (double or logical) A with no NaN stored: the full logical array F
// of A's dims, true but where A stores a nonzero; false (nothing done) otherwise
bool nds_not_full (const nds_tensor& A, boolNDArray& F);
// the full array of A + c (minus: A - c; c_left: c + A, c - A) for a real (double
// or logical) A, each element as Octave's operator on full (A) computes it
NDArray nds_plus_full (const nds_tensor& A, double c, bool minus, bool c_left);
// -A, or +A when neg is false
nds_tensor nds_negate (const nds_tensor& A, bool neg);
// a fresh tensor of shape from sorted distinct entries s and values y of any class
// (logical ones as double), the entries whose value is zero dropped
nds_tensor nds_values_result (const nds_ivec& shape, const int64NDArray& s, const nds_vals& y);

// t * X (left) or X * t: t of 2 view dims and real double values, X a full real
// matrix whose inner dimension fits; a full matrix.  shared (or null) as
// nds_settled_entries takes it: a permuted view's entries are sorted once
Matrix nds_times_full (const nds_tensor& t, nds_tensor *shared, const Matrix& X, bool left);
// A * B of two tensors of 2 view dims and real double values whose inner dims agree:
// a tensor, through Octave's sparse matrices of both (nds_sparse_of, shared as it
// takes them: kept ones reused) and GraphBLAS (nds_product_entries)
nds_tensor nds_matmul (nds_tensor& A, nds_tensor *sa, nds_tensor& B, nds_tensor *sb);
// the entries of op (A) * op (B) of two real double sparse matrices (op the
// transpose when ta or tb: not formed) through GraphBLAS (nds_spgemm_jumbled, method
// an nds_mxm_method, on nthreads): s their subscripts in column-major order, each
// row index split along rs and each column index along cs (nds_cscm_subs), x their
// values, those that cancel dropped; ndsparse:internal naming fn when the inner
// dimensions differ
void nds_product_entries (const SparseMatrix& A, const SparseMatrix& B, int ta, int tb,
                          int method, int nthreads, const std::vector<int64_t>& rs,
                          const std::vector<int64_t>& cs, int64NDArray& s, NDArray& x,
                          const char *fn);
// installs the package's allocator as GraphBLAS's (once; the product's arrays then
// become Octave arrays without a copy); ndsparse:internal naming fn if GraphBLAS
// already has another
void nds_spgemm_setup (const char *fn);
// S lent to the engine as a compressed-column matrix (no copy)
nds_cscm nds_cscm_of (const SparseMatrix& S);
// the sum of t's values in storage order (sum (T(:)) and every all-reducing sum);
// single values add in single, as Octave's sum of a single array (the result a
// single's value)
double nds_value_sum (nds_tensor& t);
// sum (t, 1) (t of 2 or more dims): one sum per run of its sorted entries, a tensor
// of t's shape with the first dim 1; shared (or null) as nds_settled_entries takes it
nds_tensor nds_sum_first (nds_tensor& t, nds_tensor *shared);
// sum (t, d + 1) of a t whose view has 3 or more dims (d one of them) by the general
// reduction's one pass (nds_modered_*): z a tensor of t's shape with dim d 1 (a last
// one dropped; complex sums narrowed to real when every imaginary part is zero);
// false, z untouched, when that plan declines (no entries, many short blocks); shared
// as nds_sum_first takes it
bool nds_sum_dim (nds_tensor& t, nds_tensor *shared, int64_t d, nds_tensor& z);
// sum (t), max (t), min (t), any (t) or all (t) along dim 1 (t real double or logical,
// or single but for sum, or complex or complex single for max and min, of 2 or more
// dims, the first of extent > 1) by Octave's rules (max and min skip NaN
// unless all are, count the implicit zeros; any skips NaN; all counts the stored):
// one pass over the runs of its sorted entries (nds_runs_reduce), a tensor of t's
// shape with the first dim 1 (logical for any, all and a logical t's max and min);
// shared as nds_sum_first takes it
nds_tensor nds_reduce_first (nds_tensor& t, nds_tensor *shared, nds_first_fun fun);
// sum (t, 2) of a 2-D t with real double or logical values and at most 4 nnz + 65536
// rows: a scatter-add into a dense column, a tensor of size [rows 1]; shared as
// nds_sum_first takes it
nds_tensor nds_sum_rows (nds_tensor& t, nds_tensor *shared);
// cat (dim + 1, ...) of the na tensors all[] (at most 8) for who (cat, horzcat or
// vertcat), with Octave's rules for empty operands (nds_cat_place) and the values'
// class; each operand is read in place, flushed and settled there (its value stays
// the same: a value's own tensor may be passed, and no copy of it is made)
nds_tensor nds_cat_tensors (const std::string& who, int64_t dim, nds_tensor *const *all,
                            int na);
// how one operand of a concatenation joins the size of those before it
enum nds_cat_join { NDS_CAT_MISMATCH, NDS_CAT_APPEND, NDS_CAT_SKIP, NDS_CAT_REPLACE };
// the size shape of the concatenation along dim (0-based) of operands of sizes sz
// and each operand's first index along dim (off; 0 for one that holds no
// element), by Octave's rules: cat's (dim_vector::concat: a 0x0 operand that does
// not fit is skipped) or, hv, those of [A, B], horzcat and vertcat (hvcat: a 1x0
// or 0x1 one too); returns the operand (1-based) that does not fit, 0 when all do
// (sz and off n long)
int64_t nds_cat_plan (bool hv, int64_t dim, const nds_ivec *sz, size_t n, nds_ivec& shape,
                      int64_t *off);
// nds_cat_plan with the rules of who (cat, or horzcat and vertcat), and for an
// operand that does not fit the error ndsparse:size naming it
void nds_cat_place (const std::string& who, int64_t dim, const nds_ivec *sz, size_t n,
                    nds_ivec& shape, int64_t *off);
// the size d as mat2str writes it ("[3 4]")
std::string nds_mat_str (const nds_ivec& d);

#endif
