// nds_conv_glue.h: conversions shared by the conv wing's gateways (__nds_conv__, __nds_pool__)
#ifndef NDS_CONV_GLUE_H
#define NDS_CONV_GLUE_H

#include "nds_glue.h"
#include "engine/conv/nds_conv.h"

// owns an entry list, so an Octave error thrown while it lives cannot leak it
struct nds_cv_entries_guard
{
  nds_cv_entries E = {0, 0, 0, 0, nullptr, nullptr};
  ~nds_cv_entries_guard () { nds_cv_entries_free (&E); }
};

// owns a result list for the same reason
struct nds_cv_list_guard
{
  nds_cv_list L = {0, nullptr, nullptr};
  ~nds_cv_list_guard () { nds_cv_list_free (&L); }
};

// the batch n x c x h x w in the layout named by rowmajor, checked
static inline nds_img
nds_arg_img (int64_t n, int64_t c, int64_t h, int64_t w, int64_t rowmajor, const char *fn)
{
  nds_img im;
  nds_check (nds_img_set (&im, n, c, h, w, static_cast<int> (rowmajor)), fn);
  return im;
}

// the dims of a batch's array: N x C x H x W, or N x (C*H*W) in the 2-D layout
static inline dim_vector
nds_img_dims (const nds_img& im)
{
  dim_vector dv = im.rowmajor ? dim_vector (im.n, im.c * im.h * im.w)
                              : dim_vector (im.n, im.c, im.h, im.w);
  dv.chop_trailing_singletons ();
  return dv;
}

// a batch argument's kind: its stored entries ({subs, vals} from find, or an Octave
// sparse matrix N x (C*H*W), a column per offset in an image), or a full array
static inline bool
nds_arg_is_sparse (const octave_value& v)
{
  return v.iscell () || v.issparse ();
}

// true when v is an ndsparse's storage of a 4-D batch: {int64 SUBS (nnz x 4), VALS}
static inline bool
nds_arg_is_storage (const octave_value& v)
{
  if (! v.iscell () || v.numel () != 2)
    return false;
  const Cell c = v.cell_value ();
  return c(0).is_int64_type () && c(0).ndims () == 2 && c(0).columns () == 4;
}

// E = the stored entries of the batch argument v of layout im
static inline void
nds_arg_entries (const octave_value& v, const nds_img& im, nds_cv_entries *E, const char *fn)
{
  if (v.issparse ())
    {
      if (v.iscomplex () || v.islogical ())
        error_with_id ("ndsparse:internal", "%s: a sparse batch must be real double", fn);
      const SparseMatrix S = v.sparse_matrix_value ();
      if (S.rows () != im.n || S.cols () != im.c * im.h * im.w)
        error_with_id ("ndsparse:internal", "%s: the sparse batch has the wrong size", fn);
      nds_check (nds_cv_entries_csc (S.cidx (), S.ridx (), S.data (), S.cols (), &im, E), fn);
      return;
    }
  const Cell c = v.cell_value ();
  if (c.numel () != 2 || ! (c(0).is_double_type () || c(0).is_int64_type ())
      || ! (c(1).is_double_type () || c(1).is_single_type ()) || c(0).iscomplex ()
      || c(1).iscomplex () || c(1).issparse ())
    error_with_id ("ndsparse:internal", "%s: entries must be {SUBS, VALS} of doubles "
                   "(SUBS may be int64, VALS single)", fn);
  const Matrix s = c(0).matrix_value ();
  const bool sgl = c(1).is_single_type ();
  const NDArray x = sgl ? NDArray () : c(1).array_value ();
  const FloatNDArray xf = sgl ? c(1).float_array_value () : FloatNDArray ();
  if (s.rows () != (sgl ? xf.numel () : x.numel ()))
    error_with_id ("ndsparse:internal", "%s: SUBS and VALS differ in length", fn);
  nds_err e = {0, 0, 0};
  const int st = sgl ? nds_cv_entries_subs_f (s.data (), s.rows (), s.columns (), xf.data (),
                                              &im, E, &e)
                     : nds_cv_entries_subs (s.data (), s.rows (), s.columns (), x.data (),
                                            &im, E, &e);
  if (st == NDS_ESUB)
    error_with_id ("ndsparse:internal", "%s: SUBS(%ld,%ld) = %g is outside the batch", fn,
                   static_cast<long> (e.row + 1), static_cast<long> (e.col + 1), e.val);
  nds_check (st, fn);
}

// whether v is a real full single array (a batch, filter or gradient the float
// kernels take)
static inline bool
nds_arg_is_single (const octave_value& v)
{
  return v.is_single_type () && ! v.iscomplex () && ! v.issparse ();
}

// whether the batch argument v holds single values: a full single array or the
// stored entries {SUBS, VALS} of a single ndsparse
static inline bool
nds_arg_batch_is_single (const octave_value& v)
{
  if (v.iscell ())
    {
      const Cell c = v.cell_value ();
      return c.numel () == 2 && c(1).is_single_type () && ! c(1).iscomplex ();
    }
  return nds_arg_is_single (v);
}

// the element count check of a batch argument of layout im
static inline void
nds_batch_numel (octave_idx_type n, const nds_img& im, const char *fn, const char *what)
{
  if (n != im.n * im.c * im.h * im.w)
    error_with_id ("ndsparse:internal", "%s: %s has %ld elements, not %ld", fn, what,
                   static_cast<long> (n), static_cast<long> (im.n * im.c * im.h * im.w));
}

// a full batch argument of layout im as doubles (a single one converted: beside a
// double operand, its double kernel computes)
static inline NDArray
nds_arg_batch (const octave_value& v, const nds_img& im, const char *fn, const char *what)
{
  if (! (v.is_double_type () || v.is_single_type ()) || v.iscomplex () || v.issparse ())
    error_with_id ("ndsparse:internal", "%s: %s must be a real full double or single array",
                   fn, what);
  const NDArray a = v.array_value ();
  nds_batch_numel (a.numel (), im, fn, what);
  return a;
}

// a full single batch argument of layout im (nds_arg_is_single (v) holds)
static inline FloatNDArray
nds_arg_batch_f (const octave_value& v, const nds_img& im, const char *fn, const char *what)
{
  const FloatNDArray a = v.float_array_value ();
  nds_batch_numel (a.numel (), im, fn, what);
  return a;
}

#endif
