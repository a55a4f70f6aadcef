// nds_rowsparse_glue.h: conversions the row-sparse gateways share (row numbers,
// CSC operands, row widths, optimizer constants)
#ifndef NDS_ROWSPARSE_GLUE_H
#define NDS_ROWSPARSE_GLUE_H

#include "nds_glue.h"
#include "engine/rowsparse/nds_rowsparse.h"

// the row numbers argument (double, k elements) as int64, checked to be integers in
// 1..n; the engine checks their order
static inline std::vector<int64_t>
nds_arg_rows (const octave_value& v, int64_t n, const char *fn)
{
  const NDArray r = v.array_value ();
  std::vector<int64_t> idx (r.numel ());
  nds_err e;
  if (r.numel () > 0
      && nds_subs_from_double (r.data (), r.numel (), 1, &n, idx.data (), &e) != NDS_OK)
    error_with_id ("ndsparse:internal", "%s: row number %g is not an integer in 1..%ld",
                   fn, e.val, static_cast<long> (n));
  return idx;
}

// the engine's pointer to row numbers: never NULL, which would mean every row
static inline const int64_t *
nds_rows_ptr (const std::vector<int64_t>& idx)
{
  static const int64_t none = 0;
  return idx.empty () ? &none : idx.data ();
}

// the row width of an array of dims dv: the product of its dims after the first
static inline int64_t
nds_row_width (const dim_vector& dv)
{
  int64_t w = 1;
  for (int d = 1; d < dv.ndims (); d++)
    w *= dv(d);
  return w;
}

// a real sparse matrix argument, shared; its CSC arrays as the engine reads them
struct nds_csc_arg
{
  SparseMatrix S;
  const int64_t *colp, *rowi;
  const double *x;
  nds_csc_arg (const octave_value& v, const char *fn)
  {
    if (! v.issparse () || v.iscomplex () || v.islogical ())
      error_with_id ("ndsparse:internal", "%s: X must be a real double sparse matrix", fn);
    S = v.sparse_matrix_value ();
    const SparseMatrix& c = S;       // const accessors: no copy of shared storage
    colp = reinterpret_cast<const int64_t *> (c.cidx ());
    rowi = reinterpret_cast<const int64_t *> (c.ridx ());
    x = c.data ();
  }
  // the engine's view of it
  nds_rsp_csc csc () const { return {S.rows (), S.cols (), colp, rowi, x}; }
};

// the optimizer constants: KIND (0 SGD, 1 Adam, 2 AdaGrad) and the vector
// [lr momentum wd rescale_grad clip_gradient beta1 beta2 epsilon]
static inline nds_optim
nds_arg_optim (const octave_value& kind, const octave_value& v, const char *fn)
{
  const NDArray p = v.array_value ();
  const int k = kind.int_value ();
  if (p.numel () != 8 || k < 0 || k > 2)
    error_with_id ("ndsparse:internal", "%s: bad optimizer constants", fn);
  return nds_optim {static_cast<nds_optim_kind> (k), p(0), p(1), p(2), p(3), p(4), p(5),
                    p(6), p(7)};
}

// the stored rows (idx), their data and the size of a rowsparse value, read from its
// fields (the class is this package's: inst/@rowsparse/rowsparse.m documents them)
struct nds_rsp_value
{
  NDArray idx, data, sz;
  octave_value data_ov;   // data as stored (single data read as floats from it)
  // as_double false: data left empty (a caller reading data_ov as floats)
  explicit nds_rsp_value (const octave_value& v, const char *fn, bool as_double = true)
  {
    if (! v.isobject () || v.class_name () != "rowsparse")
      error_with_id ("ndsparse:internal", "%s: G must be a rowsparse", fn);
    const octave_map m = v.map_value ();
    idx = m.contents ("idx")(0).array_value ();
    data_ov = m.contents ("data")(0);
    if (as_double)
      data = data_ov.array_value ();
    sz = m.contents ("sz")(0).array_value ();
  }
};

// "AxBxC" of a size vector
static inline std::string
nds_dims_str (const NDArray& sz)
{
  std::string s;
  for (octave_idx_type d = 0; d < sz.numel (); d++)
    s += (d ? "x" : "") + std::to_string (static_cast<long> (sz(d)));
  return s;
}

// an engine status of the row-sparse wing as an Octave error
static inline void
nds_rsp_check (int st, const char *fn)
{
  if (st == NDS_ESUB)
    error_with_id ("ndsparse:internal",
                   "%s: row numbers must be increasing and within the rows", fn);
  nds_check (st, fn);
}

#endif
