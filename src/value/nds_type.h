// nds_type.h: the ndsparse value type, an octave_base_value of class "ndsparse" over
// the tensor container (tensor/nds_tensor.h), and the one translator between them
#ifndef NDS_TYPE_H
#define NDS_TYPE_H

#include <type_traits>
#include <octave/oct.h>
#include "tensor/nds_tensor.h"

// Octave's API names that changed after 7: the reference count (count, m_count
// from 9) and how the running interpreter is reached
#if OCTAVE_MAJOR_VERSION >= 9
#  define NDS_COUNT m_count
#else
#  define NDS_COUNT count
#endif

class octave_ndsparse : public octave_base_value
{
public:
  octave_ndsparse ();
  explicit octave_ndsparse (const nds_tensor& t) : octave_base_value (), m_t (t) { }
  explicit octave_ndsparse (nds_tensor&& t) : octave_base_value (), m_t (std::move (t)) { }
  // the tensor make () returns, made in place: a tensor moved copies its arrays'
  // dims, a heap block each (Octave 7's arrays have no move constructor)
  template <typename F, typename = std::enable_if_t<std::is_invocable_r_v<nds_tensor, F&>>>
  explicit octave_ndsparse (F&& make) : octave_base_value (), m_t (make ()) { }
  octave_ndsparse (const octave_ndsparse& o)
    : octave_base_value (), m_t (o.m_t), m_bad (o.m_bad), m_keep_complex (o.m_keep_complex) { }

  octave_base_value *clone () const { return new octave_ndsparse (*this); }
  octave_base_value *empty_clone () const { return new octave_ndsparse (); }

  // make this an empty tensor holding the load error msg (a file's invalid tensor,
  // which load_hdf5 and loadobj cannot raise inside Octave's readers), which every
  // use raises with ndsparse:load (is_defined first: load's own check)
  void fail_load (const std::string& msg);
  // the tensor (for a tensor a -hdf5 file held invalid, its ndsparse:load error)
  nds_tensor& tensor () { return const_cast<nds_tensor&> (loaded ()); }
  const nds_tensor& tensor () const { return loaded (); }
  // true for a value made by complex (), complex even where every imaginary part is
  // zero, as Octave's complex (1) is; set by __nds_new__, cleared by an assignment
  bool keeps_complex () const { return m_keep_complex; }
  void keep_complex () { m_keep_complex = true; }
  // true when the values the view shows are complex as Octave's arrays are: made by
  // complex (), or stored complex with a nonzero imaginary part in the view (a view
  // of complex values that are all real there is real, as x(1) of a complex array
  // narrows).  O(1) for real storage, else a scan of the values the view can show
  bool shows_complex () const;

  // true; for a tensor a file held invalid (load_hdf5, loadobj), its ndsparse:load
  // error instead while load runs: load's check of each value read
  bool is_defined () const;
  bool is_constant () const { return true; }
  // an object to Octave: [T, U] reaches horzcat.m and -v7/-v6 files store it as a
  // class object (map_value)
  bool isobject () const { return true; }
  // the view's size, as Octave's size, end, ndims, length and isempty read it
  // (trailing singleton dims dropped, at least 2); 1x1 while save runs, whose MAT
  // writer gives an object's dims to the single struct it writes
  dim_vector dims () const;
  // dims ().numel () without making the dims (Octave asks both of each operand of
  // [T, U])
  octave_idx_type numel () const;
  octave_idx_type nnz () const;
  // T.name and T(...) give one value each (not a cs-list of numel elements)
  octave_idx_type xnumel (const octave_value_list&) { return 1; }
  std::size_t byte_size () const;
  // the class of the values while Octave's builtin sparse runs, which asks these
  // and then the matrix below (sparse (T) has no m-method: its dispatch cost 3 us a
  // call); elsewhere false, as for any object (Octave's internals take a logical or
  // numeric value for an array of their own: save would ask for bool_array_value)
  bool islogical () const;
  bool iscomplex () const;
  bool isnumeric () const;
  // Octave's sparse matrix of the view (at most 2 dims), as nds_sparse_of makes it,
  // converted to the class asked for as Octave converts its own sparse matrices
  SparseMatrix sparse_matrix_value (bool force = false) const;
  SparseComplexMatrix sparse_complex_matrix_value (bool = false) const;
  SparseBoolMatrix sparse_bool_matrix_value (bool warn = false) const;

  // full (T) as Octave's builtin full asks it (full.m calls that builtin)
  octave_value full_value () const;
  // an element-wise function of the methods that have one (abs, sqrt, sin, ...), as
  // Octave's builtins ask it: the stored values mapped, the zeros dropped, when f (0)
  // is 0; else f of the full array, after the max_dense policy's check; other
  // mappers (isnan, ...) are Octave's error for a type without them
  octave_value map (unary_mapper_t umap) const;

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
  // the fields save writes (the values of a tensor made by complex () kept complex)
  octave_scalar_map saved_map () const;

  nds_tensor m_t;
  // what load_hdf5 found wrong with the file's tensor (empty: nothing)
  std::string m_bad;
  // see keeps_complex: the value's own, not its tensor's (a view or a result made
  // from it is a new value, and narrows as Octave's x(1) and x + 0 do)
  bool m_keep_complex = false;
  // m_t, or the ndsparse:load error of m_bad (every use of the values, and save,
  // raises it; is_defined, dims and nnz while load runs, and the byte count, do not:
  // Octave's readers may ask them inside the HDF5 walk or of loadobj's result)
  const nds_tensor& loaded () const;
  // true while save runs, whose MAT writer takes the value's dims as 1x1 (below);
  // else false, or the ndsparse:load error of m_bad outside load
  bool saving () const;

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
// the tensor inside v when v is a native value (nds_settled_entries changes it in place),
// else null
nds_tensor *nds_shared (const octave_value& v);
// a values array as the container holds it, and back (complex values whose
// imaginary parts are all zero come back real, as Octave's arrays narrow)
nds_vals nds_vals_of (const octave_value& v);
octave_value nds_vals_value (const nds_vals& v);
// t with its values stored complex (real ones made so): a tensor made by complex ()
void nds_complex_storage (nds_tensor& t);
// the native value holding t (moved into it when t is a temporary)
octave_value nds_value (const nds_tensor& t);
octave_value nds_value (nds_tensor&& t);

// A g B of two operands each an ndsparse or a full scalar (double, single, logical,
// complex; not integer, not sparse), by the container's pair op (nds_pair_apply),
// or an ndsparse and a full array of those classes (nds_pair_full, the array read
// in place), g computing Octave's values (an operator, or a function handle) on
// aligned values and on the full operands when the result is full; what names it
// in messages; known: what g is known to be, NDS_PAIR_AND (g is &) or
// NDS_PAIR_UNION (g (0, 0) is 0), NDS_PAIR_POWER (g is .^: the implicit zeros of a
// real tensor are probed as complex zeros where Octave's full .^ takes complex
// arithmetic), else 0 (g is probed); op: the engine's op g computes, or -1
// (nds_pair_full).  Undefined when an operand is neither
enum { NDS_PAIR_POWER = 1 << 8 };
// v as an ordering (max, min, <, >, <=, >=: complex values by modulus) must read it:
// a tensor stored complex whose view shows real values only, not made by complex,
// as its real part (Octave's x(2:end) of a complex array narrows); else v itself
octave_value nds_ordered_value (const octave_value& v);
octave_value nds_pair_value (const octave_value& a, const octave_value& b,
                             const std::function<octave_value (const octave_value&,
                                                               const octave_value&)>& g,
                             const char *what, int known = 0, int op = -1);

// the thesis's view of t by one index per dim (nd.all, nd.interval, nd.point,
// nd.newaxis, nd.specified, ":" or numeric)
octave_value nds_view_fn (nds_tensor& t, const octave_value_list& args);
// the full array of t, as full (t) makes it; what names the operation for the size
// checks
octave_value nds_tensor_full (nds_tensor& t, const char *what);

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
