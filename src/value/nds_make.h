// nds_make.h: the trusted construction path, how a gateway returns a finished tensor.
// Storage the engine has built and validated (rows sorted column-major, distinct,
// within usz; no zero value) becomes an ndsparse value with no second check, as
// Tensor Toolbox's 4-argument sptensor takes a MEX result.  The one door from the
// gateways into the value type: it needs nothing of the type but this.
#ifndef NDS_MAKE_H
#define NDS_MAKE_H

#include <octave/oct.h>
#include <cstdint>

// the ndsparse value (identity view, new storage id) over subs (nnz-by-m, int64,
// 1-based) and vals (nnz double values, moved in) of underlying size usz[0..m-1];
// registers the type first when no call has yet.  O(m): nothing is checked or copied.
octave_value nds_make_value (octave::interpreter& interp, const int64NDArray& subs,
                             NDArray&& vals, const int64_t *usz, int64_t m);

#endif
