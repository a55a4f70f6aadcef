// __nds_conv__.cc: gateway, 2-D convolution of an NCHW batch and its two gradients
#include "nds_conv_glue.h"

// the operation op ("forward", "filter", "data") of the full single batch a
// (X, or dY for "data") and the single b (W, or dY for "filter"), in single
static FloatNDArray
conv_single (const std::string& op, const octave_value& a, const octave_value& b,
             const nds_img& in, const nds_img& yl, const nds_img& wl, const nds_win& g,
             int64_t F, const char *fn)
{
  if (op == "forward")
    {
      const FloatNDArray X = nds_arg_batch_f (a, in, fn, "X");
      const FloatNDArray W = nds_arg_batch_f (b, wl, fn, "W");
      FloatNDArray Y = nds_uninit<FloatNDArray> (nds_img_dims (yl));
      nds_check (nds_conv_dense_f (X.data (), &in, W.data (), F, &g, &yl, Y.fortran_vec ()), fn);
      return Y;
    }
  if (op == "filter")
    {
      const FloatNDArray X = nds_arg_batch_f (a, in, fn, "X");
      const FloatNDArray dY = nds_arg_batch_f (b, yl, fn, "dY");
      FloatNDArray dW = nds_uninit<FloatNDArray> (nds_img_dims (wl));
      nds_check (nds_conv_dense_filter_f (X.data (), &in, dY.data (), &yl, &g,
                                          dW.fortran_vec ()), fn);
      return dW;
    }
  const FloatNDArray dY = nds_arg_batch_f (a, yl, fn, "dY");
  const FloatNDArray W = nds_arg_batch_f (b, wl, fn, "W");
  FloatNDArray dX = nds_uninit<FloatNDArray> (nds_img_dims (in));
  nds_check (nds_conv_dense_data_f (dY.data (), &yl, W.data (), &g, &in, dX.fortran_vec ()),
             fn);
  return dX;
}

// the operation op of the stored entries of a single batch a (X, or dY for "data")
// and the full single b (W, or dY for "filter"), in single, entries in E
static FloatNDArray
conv_sparse_single (const std::string& op, const octave_value& a, const octave_value& b,
                    const nds_img& in, const nds_img& yl, const nds_img& wl, const nds_win& g,
                    nds_cv_entries& E, const char *fn)
{
  if (op == "forward")
    {
      const FloatNDArray W = nds_arg_batch_f (b, wl, fn, "W");
      nds_arg_entries (a, in, &E, fn);
      FloatNDArray Y = nds_uninit<FloatNDArray> (nds_img_dims (yl));
      nds_check (nds_conv_scatter_f (&E, in.c, W.data (), yl.c, &g, 0, &yl, Y.fortran_vec ()),
                 fn);
      return Y;
    }
  if (op == "filter")
    {
      const FloatNDArray dY = nds_arg_batch_f (b, yl, fn, "dY");
      nds_arg_entries (a, in, &E, fn);
      FloatNDArray dW = nds_uninit<FloatNDArray> (nds_img_dims (wl));
      nds_check (nds_conv_filter_sparse_f (&E, in.c, dY.data (), &yl, &g, dW.fortran_vec ()),
                 fn);
      return dW;
    }
  if (op == "data")
    {
      const FloatNDArray W = nds_arg_batch_f (b, wl, fn, "W");
      nds_arg_entries (a, yl, &E, fn);
      FloatNDArray dX = nds_uninit<FloatNDArray> (nds_img_dims (in));
      nds_check (nds_conv_data_sparse_f (&E, W.data (), yl.c, &g, &in, dX.fortran_vec ()), fn);
      return dX;
    }
  error_with_id ("ndsparse:internal", "%s: unknown operation '%s'", fn, op.c_str ());
}

DEFUN_DLD (__nds_conv__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{Y} =} __nds_conv__ (\"forward\", @var{X}, @var{W}, @var{geo})\n\
@deftypefnx {} {@var{dW} =} __nds_conv__ (\"filter\", @var{X}, @var{dY}, @var{geo})\n\
@deftypefnx {} {@var{dX} =} __nds_conv__ (\"data\", @var{dY}, @var{W}, @var{geo})\n\
Internal: the convolution of conv2d and its gradients.  @var{geo} is\n\
[N C H W F kh kw sh sw ph pw oh ow rowmajor]: the batch N x C x H x W, F filters\n\
of kh x kw, strides, padding, the output size, and the layout (0: N x C x H x W\n\
arrays, 1: SystemML's N x (C*H*W) rows).  A batch (@var{X}, or @var{dY} for\n\
\"data\") is a full double array, an Octave sparse matrix N x (C*H*W) or\n\
@{SUBS, VALS@} of its nonzeros; @var{W} is F x C x kh x kw, @var{dY} of \"filter\"\n\
full.  Results are full: @var{Y} and @var{dX} in the batch layout, @var{dW}\n\
F x C x kh x kw.  A single batch (full, or @{SUBS, VALS@} with single VALS) with a\n\
single second operand is computed in single (sgemm, or float sweeps of the entries)\n\
and gives a single result; other single operands are read as double.\n\
@end deftypefn")
{
  static const char *fn = "__nds_conv__";
  if (args.length () != 4)
    print_usage ();
  const std::string op = args(0).xstring_value ("%s: OP must be a string", fn);
  const std::vector<int64_t> geo = nds_arg_size (args(3), fn);
  if (geo.size () != 14)
    error_with_id ("ndsparse:internal", "%s: GEO must have 14 elements", fn);
  const int64_t N = geo[0], C = geo[1], F = geo[4], rm = geo[13];
  const nds_img in = nds_arg_img (N, C, geo[2], geo[3], rm, fn);
  const nds_img yl = nds_arg_img (N, F, geo[11], geo[12], rm, fn);
  const nds_win g = {geo[5], geo[6], geo[7], geo[8], geo[9], geo[10], geo[11], geo[12]};
  if (nds_win_check (&g, &in) != NDS_OK)
    error_with_id ("ndsparse:internal", "%s: inconsistent geometry", fn);
  const nds_img wl = nds_arg_img (F, C, g.kh, g.kw, 0, fn);
  // a full batch with the other operand single: the float kernels (sgemm)
  if (! nds_arg_is_sparse (args(1)) && nds_arg_is_single (args(1))
      && nds_arg_is_single (args(2)) && (op == "forward" || op == "filter" || op == "data"))
    return ovl (conv_single (op, args(1), args(2), in, yl, wl, g, F, fn));
  nds_cv_entries_guard E;
  // stored entries of single values with a single second operand: the float sweeps
  if (nds_arg_is_sparse (args(1)) && nds_arg_batch_is_single (args(1))
      && nds_arg_is_single (args(2)))
    return ovl (conv_sparse_single (op, args(1), args(2), in, yl, wl, g, E.E, fn));
  if (op == "forward")
    {
      const NDArray W = nds_arg_batch (args(2), wl, fn, "W");
      NDArray Y = nds_uninit<NDArray> (nds_img_dims (yl));
      if (nds_arg_is_sparse (args(1)))
        {
          nds_arg_entries (args(1), in, &E.E, fn);
          nds_check (nds_conv_scatter (&E.E, C, W.data (), F, &g, 0, &yl, Y.fortran_vec ()), fn);
        }
      else
        {
          const NDArray X = nds_arg_batch (args(1), in, fn, "X");
          nds_check (nds_conv_dense (X.data (), &in, W.data (), F, &g, &yl, Y.fortran_vec ()),
                     fn);
        }
      return ovl (Y);
    }
  if (op == "filter")
    {
      const NDArray dY = nds_arg_batch (args(2), yl, fn, "dY");
      NDArray dW = nds_uninit<NDArray> (nds_img_dims (wl));
      if (nds_arg_is_sparse (args(1)))
        {
          nds_arg_entries (args(1), in, &E.E, fn);
          nds_check (nds_conv_filter_sparse (&E.E, C, dY.data (), &yl, &g, dW.fortran_vec ()),
                     fn);
        }
      else
        {
          const NDArray X = nds_arg_batch (args(1), in, fn, "X");
          nds_check (nds_conv_dense_filter (X.data (), &in, dY.data (), &yl, &g,
                                            dW.fortran_vec ()), fn);
        }
      return ovl (dW);
    }
  if (op == "data")
    {
      const NDArray W = nds_arg_batch (args(2), wl, fn, "W");
      NDArray dX = nds_uninit<NDArray> (nds_img_dims (in));
      if (nds_arg_is_sparse (args(1)))
        {
          nds_arg_entries (args(1), yl, &E.E, fn);
          nds_check (nds_conv_data_sparse (&E.E, W.data (), F, &g, &in, dX.fortran_vec ()), fn);
        }
      else
        {
          const NDArray dY = nds_arg_batch (args(1), yl, fn, "dY");
          nds_check (nds_conv_dense_data (dY.data (), &yl, W.data (), &g, &in,
                                          dX.fortran_vec ()), fn);
        }
      return ovl (dX);
    }
  error_with_id ("ndsparse:internal", "%s: unknown operation '%s'", fn, op.c_str ());
}
