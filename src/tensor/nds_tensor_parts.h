// nds_tensor_parts.h: what the container's files (nds_tensor*.cc) share among
// themselves and nothing outside src/tensor/ includes: the error helpers, the owner
// of engine blocks, and the storage helpers more than one of them calls.
#ifndef NDS_TENSOR_PARTS_H
#define NDS_TENSOR_PARTS_H

#include <vector>
#include "tensor/nds_tensor.h"
#include "tensor/nds_arrays.h"

static const char *const who = "ndsparse";

// an index rule's status: its error, or the engine's (nds_tensor_index.cc)
void ix_check (int st, const nds_ixerr& e);

// owns blocks the engine allocates, freed on every path (Octave errors included)
struct nds_owned
{
  std::vector<void *> p;
  ~nds_owned () { for (void *q : p) nds_free (q); }
  template <typename T> T *keep (T *q) { p.push_back (q); return q; }
};

// an empty values array of t's class (nds_tensor_store.cc)
nds_vals no_values (const nds_tensor& t);

// the storage of t with its underlying size usz (as many dims or more: the new
// ones of size 1), as an identity view (nds_tensor_store.cc)
void set_size (nds_tensor& t, const nds_ivec& usz);

// a cache list, most recently used first, trimmed to at most max in all of each
// entry's size (size (entry); by default its field rows), the first entry always kept
template <typename L, typename F>
void
keep_trim (L& l, int64_t max, F size)
{
  int64_t total = 0;
  for (auto it = l.begin (); it != l.end ();)
    {
      total += size (*it);
      if (it != l.begin () && total > max)
        it = l.erase (it);
      else
        ++it;
    }
}

template <typename L>
void
keep_trim (L& l, int64_t max)
{
  keep_trim (l, max, [] (const auto& e) { return e.rows; });
}

// the last dim's column pointers of t's storage (t flushed; nds_last_ptr), kept
// with the storage: those that the nc last coordinates cols need (ptr[c - 1] and
// ptr[c]; others may be -1), or all of them when cols is null (nc positions would be
// searched); null while searching is cheaper or the last dim is too long for them
// (nds_tensor_index.cc)
const int64_t *last_ptr (const nds_tensor& t, const int64_t *cols, int64_t nc);

// values v(src) (src 0-based rows) (nds_tensor_view.cc)
nds_vals take_values (nds_vtype vt, const nds_vals& v, const int64_t *src, int64_t n);

#endif
