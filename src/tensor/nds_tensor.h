// nds_tensor.h: the operations of the value type on a tensor's parts: reading,
// viewing, copying, assigning, deleting (Octave's values to and from the engine's
// arrays; the indexing rules are engine/index/nds_subscript.c's, the loops the engine's)
#ifndef NDS_TENSOR_H
#define NDS_TENSOR_H

#include "value/nds_type.h"
#include "engine/index/nds_index.h"

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
// true when T(...) = rhs is into a single T: the result stays single
bool nds_single_assign (const nds_tensor& t, const octave_value& rhs);
// nds_assign for that case
void nds_assign_single (nds_tensor& t, const octave_value_list& idx, const octave_value& rhs);
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
octave_value nds_value_sum (nds_tensor& t);
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
