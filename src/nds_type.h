// nds_type.h: the ndsparse value type, an octave_base_value of class "ndsparse"
#ifndef NDS_TYPE_H
#define NDS_TYPE_H

#include <octave/oct.h>
#include <memory>
#include <string>
#include <vector>
#include "engine/nds.h"

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
  bool logical = false;
  std::vector<int64_t> usz;     // M >= 1 underlying dims, each below 2^53
  uint64_t sid = 0;             // storage id: new for every new storage
  // pending single-element assignments (nds_pending), shared by copies and views
  // until one of them appends (a view costs O(rank) whatever is pending)
  std::shared_ptr<const nds_pending> pend;
  // the view: per underlying dim a 0-based offset and a fixed flag; the view's dims
  // are the active ones in order with size-1 hidden dims at 0-based positions hidden
  std::vector<int64_t> shape;
  std::vector<int64_t> offs;
  std::vector<unsigned char> fixed;
  std::vector<int64_t> hidden;

  int64_t nnz_stored () const { return subs.rows (); }
  int64_t ndim () const { return static_cast<int64_t> (usz.size ()); }
  int64_t npending () const { return pend ? pend->p.n : 0; }
  // the pending buffer, made this tensor's own before it changes
  nds_pending& pending_mut ();
  nds_vtype vtype () const { return logical ? NDS_LOGICAL : NDS_DOUBLE; }
  const void *vals_ptr () const
  {
    return logical ? static_cast<const void *> (b.data ())
                   : static_cast<const void *> (x.data ());
  }
  octave_value vals () const { return logical ? octave_value (b) : octave_value (x); }
  // true when the view is the whole storage in its own coordinates
  bool is_identity () const;
  // the view's dims as Octave gives them: trailing 1s dropped, at least 2
  std::vector<int64_t> dims () const;
  // for each view dim, the underlying dim it shows, or -1 for a hidden dim
  std::vector<int64_t> under () const;
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

// register the type and its operators with Octave, once per process
void nds_type_install (octave::interpreter& interp);
// true once nds_type_install has run
bool nds_type_installed ();

// the tensor of an ndsparse value: the native type, or an old-style @ndsparse object
// (read from a file of an earlier version), converted and checked
nds_tensor nds_tensor_of (const octave_value& v, const char *who);
// the native value holding t (moved into it when t is a temporary)
octave_value nds_value (const nds_tensor& t);
octave_value nds_value (nds_tensor&& t);
// t as a fresh identity view of the given storage (sorted, distinct, nonzero) with a
// new storage id
void nds_tensor_reset (nds_tensor& t, const int64NDArray& subs, const octave_value& vals,
                       const std::vector<int64_t>& usz);
// a new storage id
uint64_t nds_new_sid ();

// the tensor from the fields of a struct (a file's, or an old-style object's); with
// check, every invariant of the storage and the view is verified (O(nnz)) and a
// violation is an ndsparse:load error saying which
nds_tensor nds_tensor_from_map (const octave_scalar_map& m, bool check, const char *who);
// the fields of t, as @ndsparse/ndsparse.m documents them
octave_scalar_map nds_tensor_map (const nds_tensor& t);

#endif
