// __nds_pool__.cc: gateway, max and average pooling of an NCHW batch and their gradients
#include "nds_conv_glue.h"

// [subs, vals]: the 1-based subscripts and the values of a list of entries of the
// batch of layout im
static octave_value_list
nds_list_out (const nds_cv_list& L, const nds_img& im)
{
  int64NDArray subs = nds_uninit<int64NDArray> (L.n, im.rowmajor ? 2 : 4);
  NDArray v = nds_uninit<NDArray> (L.n, 1);
  nds_img_subs (&im, L.lin, L.n, nds_i64w (subs));
  std::copy (L.v, L.v + L.n, v.fortran_vec ());
  return ovl (subs, v);
}

// the storage (int64 subs, nnz x 4, and double values x or single values xf, as
// VALS is) of the {S, V} argument v
static nds_cv_sorted
nds_arg_sorted (const octave_value& v, int64NDArray& s, NDArray& x, FloatNDArray& xf,
                const char *fn)
{
  const Cell c = v.iscell () ? v.cell_value () : Cell ();
  if (c.numel () != 2 || ! c(0).is_int64_type ()
      || ! (c(1).is_double_type () || c(1).is_single_type ()) || c(1).iscomplex ()
      || c(1).issparse ())
    error_with_id ("ndsparse:internal", "%s: a stored batch must be {int64 SUBS, VALS}", fn);
  s = nds_arg_subs (c(0), fn, "SUBS");
  const bool sgl = c(1).is_single_type ();
  if (sgl)
    xf = c(1).float_array_value ();
  else
    x = c(1).array_value ();
  if (s.columns () != 4 || s.rows () != (sgl ? xf.numel () : x.numel ()))
    error_with_id ("ndsparse:internal", "%s: SUBS must be nnz x 4 beside VALS", fn);
  const int64_t n = s.rows (), *p = nds_i64 (s);
  return nds_cv_sorted {n, p, p + n, p + 2 * n, p + 3 * n, sgl ? nullptr : x.data (),
                        sgl ? xf.data () : nullptr};
}

// owns a result of runs
struct nds_cv_runs_guard
{
  nds_cv_runs R = {0, 0, 0, nullptr, nullptr, nullptr, nullptr};
  ~nds_cv_runs_guard () { nds_cv_runs_free (&R); }
};

// owns the winners of a max pool's gradient
struct nds_pool_winners_guard
{
  nds_pool_winners P = {};
  ~nds_pool_winners_guard () { nds_pool_winners_free (&P); }
};

// [subs, vals] of the max pool (back false) or its gradient for dY from the storage of X
static octave_value_list
nds_pool_sorted (const octave_value& X, const nds_img& in, const nds_win& g, const nds_img& yl,
                 bool back, const octave_value& dYv, const char *fn)
{
  int64NDArray s;
  NDArray x;
  FloatNDArray xf;
  const nds_cv_sorted S = nds_arg_sorted (X, s, x, xf, fn);
  if (! back)
    {
      // the maxima of single values are single values: a single result
      nds_cv_runs_guard R;
      nds_check (nds_pool_max_sorted (&S, &in, &g, &yl, &R.R), fn);
      int64NDArray subs = nds_uninit<int64NDArray> (R.R.n, 4);
      if (S.vf)
        {
          FloatNDArray v = nds_uninit<FloatNDArray> (R.R.n, 1);
          nds_cv_runs_write_f (&R.R, nds_i64w (subs), v.fortran_vec ());
          return ovl (subs, v);
        }
      NDArray v = nds_uninit<NDArray> (R.R.n, 1);
      nds_cv_runs_write (&R.R, nds_i64w (subs), v.fortran_vec ());
      return ovl (subs, v);
    }
  // the gradient's values are dY's: single for a single dY
  nds_pool_winners_guard P;
  int64NDArray subs;
  if (nds_arg_is_single (dYv))
    {
      const FloatNDArray dY = nds_arg_batch_f (dYv, yl, fn, "dY");
      nds_check (nds_pool_winners_find_f (&S, &in, &g, dY.data (), &yl, &P.P), fn);
      subs = nds_uninit<int64NDArray> (P.P.nout, 4);
      FloatNDArray v = nds_uninit<FloatNDArray> (P.P.nout, 1);
      nds_check (nds_pool_winners_write_f (&P.P, nds_i64w (subs), v.fortran_vec ()), fn);
      return ovl (subs, v);
    }
  const NDArray dY = nds_arg_batch (dYv, yl, fn, "dY");
  nds_check (nds_pool_winners_find (&S, &in, &g, dY.data (), &yl, &P.P), fn);
  subs = nds_uninit<int64NDArray> (P.P.nout, 4);
  NDArray v = nds_uninit<NDArray> (P.P.nout, 1);
  nds_check (nds_pool_winners_write (&P.P, nds_i64w (subs), v.fortran_vec ()), fn);
  return ovl (subs, v);
}

// the pool (back false) or its gradient of a full single batch X = args(1) (and
// single dY = args(3)), computed in single: the max exact, the sums in float
static octave_value
nds_pool_single (const octave_value_list& args, const nds_img& in, const nds_win& g,
                 const nds_img& yl, bool back, bool avg, const char *fn)
{
  if (! back)
    {
      const FloatNDArray X = nds_arg_batch_f (args(1), in, fn, "X");
      FloatNDArray Y = nds_uninit<FloatNDArray> (nds_img_dims (yl));
      nds_check (nds_pool_dense_f (X.data (), &in, &g, avg, &yl, Y.fortran_vec ()), fn);
      return Y;
    }
  const FloatNDArray dY = nds_arg_batch_f (args(3), yl, fn, "dY");
  FloatNDArray dX = nds_uninit<FloatNDArray> (nds_img_dims (in));
  if (avg && ! in.rowmajor)
    nds_check (nds_pool_avg_back_gather_f (&in, dY.data (), &yl, &g, dX.fortran_vec ()), fn);
  else
    {
      const FloatNDArray X = avg ? FloatNDArray () : nds_arg_batch_f (args(1), in, fn, "X");
      nds_check (nds_pool_dense_back_f (avg ? nullptr : X.data (), &in, dY.data (), &yl, &g,
                                        avg, dX.fortran_vec ()), fn);
    }
  return dX;
}

DEFUN_DLD (__nds_pool__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{Y} =} __nds_pool__ (@var{op}, @var{X}, @var{geo})\n\
@deftypefnx {} {[@var{subs}, @var{vals}] =} __nds_pool__ (\"max\", @var{X}, @var{geo})\n\
@deftypefnx {} {@var{dX} =} __nds_pool__ (@var{op}, @var{X}, @var{geo}, @var{dY})\n\
Internal: the pools of max_pool and avg_pool, @var{op} \"max\" or \"avg\", and\n\
their gradients, \"max_back\" and \"avg_back\" (@var{X} unused: pass []).\n\
@var{X} may be an ndsparse's storage @{SUBS, VALS@} (int64 nnz x 4, sorted\n\
column-major, distinct): the max pool and its gradient then read the windows\n\
from the storage order and write the result's storage in order, when\n\
nds_pool_sorted_fits says the tables fit.  @var{geo}\n\
is [N C H W kh kw sh sw ph pw oh ow rowmajor]: the batch, the window, strides,\n\
padding, the output size and the layout (as __nds_conv__'s).  @var{X} is a full\n\
double or single array, an Octave sparse matrix N x (C*H*W) or @{SUBS, VALS@};\n\
@var{dY} is full.  A full single @var{X} (with a single @var{dY}; for \"avg_back\"\n\
@var{dY} alone) is pooled in single and gives a single result; so do the max pool\n\
of a single storage @{SUBS, VALS@} and its gradient of a single @var{dY}.  The max pool and\n\
its gradient of stored entries give the 1-based int64 subscripts and the values\n\
of their nonzeros, in column-major order; the rest are full.\n\
@end deftypefn")
{
  static const char *fn = "__nds_pool__";
  const int nargs = args.length ();
  if (nargs != 3 && nargs != 4)
    print_usage ();
  const std::string op = args(0).xstring_value ("%s: OP must be a string", fn);
  const std::vector<int64_t> geo = nds_arg_size (args(2), fn);
  if (geo.size () != 13)
    error_with_id ("ndsparse:internal", "%s: GEO must have 13 elements", fn);
  const int64_t rm = geo[12];
  const nds_img in = nds_arg_img (geo[0], geo[1], geo[2], geo[3], rm, fn);
  const nds_img yl = nds_arg_img (geo[0], geo[1], geo[10], geo[11], rm, fn);
  const nds_win g = {geo[4], geo[5], geo[6], geo[7], geo[8], geo[9], geo[10], geo[11]};
  const bool back = op == "max_back" || op == "avg_back";
  const bool avg = op == "avg" || op == "avg_back";
  if (! back && op != "max" && op != "avg")
    error_with_id ("ndsparse:internal", "%s: unknown operation '%s'", fn, op.c_str ());
  if (back != (nargs == 4))
    print_usage ();
  if (nds_win_check (&g, &in) != NDS_OK || (! avg && (g.ph >= g.kh || g.pw >= g.kw)))
    error_with_id ("ndsparse:internal", "%s: inconsistent geometry", fn);
  const bool sparse = nds_arg_is_sparse (args(1));
  if (sparse && ! avg && nds_arg_is_storage (args(1)) && nds_pool_sorted_fits (&in, &g, back))
    return nds_pool_sorted (args(1), in, g, yl, back, back ? args(3) : octave_value (), fn);
  if (sparse && avg && ! back && nds_arg_is_storage (args(1)) && nds_pool_sorted_fits (&in, &g, 0))
    {
      int64NDArray s;
      NDArray x;
      FloatNDArray xf;
      const nds_cv_sorted S = nds_arg_sorted (args(1), s, x, xf, fn);
      NDArray Y = nds_uninit<NDArray> (nds_img_dims (yl));
      nds_check (nds_pool_avg_sorted (&S, &in, &g, &yl, Y.fortran_vec ()), fn);
      return ovl (Y);
    }
  nds_cv_entries_guard E;
  nds_cv_list_guard L;
  if (sparse && ! (avg && back))
    nds_arg_entries (args(1), in, &E.E, fn);
  if (! sparse && (back ? nds_arg_is_single (args(3)) && (avg || nds_arg_is_single (args(1)))
                    : nds_arg_is_single (args(1))))
    return nds_pool_single (args, in, g, yl, back, avg, fn);
  if (! back)
    {
      if (sparse && ! avg)
        {
          nds_check (nds_pool_max_sparse (&E.E, &in, &g, &yl, &L.L), fn);
          return nds_list_out (L.L, yl);
        }
      NDArray Y = nds_uninit<NDArray> (nds_img_dims (yl));
      if (sparse)
        nds_check (nds_pool_avg_sparse (&E.E, &in, &g, &yl, Y.fortran_vec ()), fn);
      else
        {
          const NDArray X = nds_arg_batch (args(1), in, fn, "X");
          nds_check (nds_pool_dense (X.data (), &in, &g, avg, &yl, Y.fortran_vec ()), fn);
        }
      return ovl (Y);
    }
  const NDArray dY = nds_arg_batch (args(3), yl, fn, "dY");
  if (sparse && ! avg)
    {
      nds_check (nds_pool_max_sparse_back (&E.E, &in, &g, dY.data (), &yl, &L.L), fn);
      return nds_list_out (L.L, in);
    }
  NDArray dX = nds_uninit<NDArray> (nds_img_dims (in));
  if (avg && ! rm)
    {
      nds_check (nds_pool_avg_back_gather (&in, dY.data (), &yl, &g, dX.fortran_vec ()), fn);
      return ovl (dX);
    }
  NDArray X;
  if (! avg)
    X = nds_arg_batch (args(1), in, fn, "X");
  nds_check (nds_pool_dense_back (avg ? nullptr : X.data (), &in, dY.data (), &yl, &g, avg,
                                  dX.fortran_vec ()), fn);
  return ovl (dX);
}
